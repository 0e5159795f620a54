/** Queries of refunds (drizzle only): the rows, their events, and the list a staff member may see. */
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, refundEvents, refunds } from '../../db/schema';
import type { RefundStatus } from '../../domain/refund-status';
import { visibleTo } from '../ops/repo';
import type { StaffCaller } from '../ops/staff-sessions';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

export async function insertRefund(db: Db, values: NewRefund): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export async function refundById(db: Db, id: string, lock = false): Promise<RefundRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const query = db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateRefund(db: Db, id: string, values: Partial<NewRefund>): Promise<RefundRow> {
  const [row] = await db.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  if (!row) throw new Error(`refund ${id} vanished`);
  return row;
}

export const refundsOfPayment = (db: Db, paymentId: string): Promise<RefundRow[]> =>
  db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.createdAt, refunds.id);

export const refundsOfOrder = (db: Db, orderId: string): Promise<RefundRow[]> =>
  db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt, refunds.id);

export async function insertRefundEvent(db: Db, values: typeof refundEvents.$inferInsert): Promise<void> {
  await db.insert(refundEvents).values(values);
}

export const refundEventsOf = (db: Db, refundId: string) =>
  db.select().from(refundEvents).where(eq(refundEvents.refundId, refundId)).orderBy(refundEvents.id);

/** Refunds of the orders the caller may see, newest first, `limit` before `before` (created_at paging by id is not ordered: by time). */
export async function visibleRefunds(
  db: Db,
  caller: StaffCaller,
  options: { readonly limit: number; readonly statuses?: readonly RefundStatus[]; readonly before?: Date },
) {
  const where: SQL[] = [visibleTo(caller)];
  if (options.statuses && options.statuses.length > 0) where.push(inArray(refunds.status, [...options.statuses]));
  if (options.before) where.push(lt(refunds.createdAt, options.before));
  return db
    .select({ refund: refunds, orderNumber: orders.orderNumber })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(...where))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(options.limit);
}
