/** Queries of unmatched bank transfers (drizzle only): the rows, their events, the list, an order's open payments. */
import { and, desc, eq, inArray, lt, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, unmatchedTransferEvents, unmatchedTransfers } from '../../db/schema';
import { FINAL_PAYMENT_STATUSES } from '../../domain/payment-status';
import type { UnmatchedTransferStatus } from '../../domain/unmatched-transfer';

export type TransferRow = typeof unmatchedTransfers.$inferSelect;
export type NewTransfer = typeof unmatchedTransfers.$inferInsert;

/** Inserts the reported funds once per provider transfer; null when they were recorded before. */
export async function insertTransfer(db: Db, values: NewTransfer): Promise<TransferRow | null> {
  const [row] = await db.insert(unmatchedTransfers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function transferById(db: Db, id: string, lock = false): Promise<TransferRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const query = db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateTransfer(db: Db, id: string, values: Partial<NewTransfer>): Promise<TransferRow> {
  const [row] = await db.update(unmatchedTransfers).set(values).where(eq(unmatchedTransfers.id, id)).returning();
  if (!row) throw new Error(`unmatched transfer ${id} vanished`);
  return row;
}

export async function insertTransferEvent(db: Db, values: typeof unmatchedTransferEvents.$inferInsert): Promise<void> {
  await db.insert(unmatchedTransferEvents).values(values);
}

export const transferEventsOf = (db: Db, transferId: string) =>
  db.select().from(unmatchedTransferEvents).where(eq(unmatchedTransferEvents.transferId, transferId)).orderBy(unmatchedTransferEvents.id);

/** Newest first, `limit` received before `before`, optionally in some statuses; with the attached order's number. */
export async function listTransfers(db: Db, options: { readonly limit: number; readonly statuses?: readonly UnmatchedTransferStatus[]; readonly before?: Date }) {
  const where: SQL[] = [];
  if (options.statuses && options.statuses.length > 0) where.push(inArray(unmatchedTransfers.status, [...options.statuses]));
  if (options.before) where.push(lt(unmatchedTransfers.receivedAt, options.before));
  return db
    .select({ transfer: unmatchedTransfers, orderNumber: orders.orderNumber })
    .from(unmatchedTransfers)
    .leftJoin(orders, eq(orders.id, unmatchedTransfers.orderId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(unmatchedTransfers.receivedAt), desc(unmatchedTransfers.id))
    .limit(options.limit);
}

/** The order by the number finance reads off the bank statement or hears from the payer, locked. */
export async function orderByNumberForUpdate(db: Db, orderNumber: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1).for('update');
  return row ?? null;
}

/** An order's payments not final yet, newest first, locked (the one the funds pay is chosen among them). */
export const openPaymentsForUpdate = (db: Db, orderId: string) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), notInArray(payments.status, [...FINAL_PAYMENT_STATUSES])))
    .orderBy(desc(payments.createdAt))
    .for('update');
