/** Queries of price changes and price-match claims (drizzle only). */
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, priceChanges, priceMatchClaims } from '../../db/schema';
import type { ClaimStatus } from '../../domain/price-match';
import { visibleTo } from '../ops/repo';
import type { StaffCaller } from '../ops/staff-sessions';

export type PriceChangeRow = typeof priceChanges.$inferSelect;
export type ClaimRow = typeof priceMatchClaims.$inferSelect;

const isId = (id: string) => /^[0-9a-f-]{36}$/.test(id);

export async function insertPriceChange(db: Db, values: typeof priceChanges.$inferInsert): Promise<PriceChangeRow> {
  const [row] = await db.insert(priceChanges).values(values).returning();
  if (!row) throw new Error('price change insert returned nothing');
  return row;
}

export async function priceChangeOfOrder(db: Db, orderId: string, lock = false): Promise<PriceChangeRow | null> {
  const query = db.select().from(priceChanges).where(eq(priceChanges.orderId, orderId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The change a payment opened when it arrived after its quote expired (one at most: the order's one change). */
export async function priceChangeOfPayment(db: Db, paymentId: string): Promise<PriceChangeRow | null> {
  if (!isId(paymentId)) return null;
  const [row] = await db.select().from(priceChanges).where(eq(priceChanges.paymentId, paymentId)).limit(1);
  return row ?? null;
}

export async function priceChangeById(db: Db, id: string, lock = false): Promise<PriceChangeRow | null> {
  if (!isId(id)) return null;
  const query = db.select().from(priceChanges).where(eq(priceChanges.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updatePriceChange(db: Db, id: string, values: Partial<typeof priceChanges.$inferInsert>): Promise<PriceChangeRow> {
  const [row] = await db.update(priceChanges).set(values).where(eq(priceChanges.id, id)).returning();
  if (!row) throw new Error(`price change ${id} vanished`);
  return row;
}

export async function insertClaim(db: Db, values: typeof priceMatchClaims.$inferInsert): Promise<ClaimRow> {
  const [row] = await db.insert(priceMatchClaims).values(values).returning();
  if (!row) throw new Error('claim insert returned nothing');
  return row;
}

/** The order's claims, newest first (the order detail shows the latest). */
export async function claimsOfOrder(db: Db, orderId: string): Promise<ClaimRow[]> {
  return db.select().from(priceMatchClaims).where(eq(priceMatchClaims.orderId, orderId)).orderBy(desc(priceMatchClaims.createdAt));
}

export async function claimById(db: Db, id: string, lock = false): Promise<ClaimRow | null> {
  if (!isId(id)) return null;
  const query = db.select().from(priceMatchClaims).where(eq(priceMatchClaims.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateClaim(db: Db, id: string, values: Partial<typeof priceMatchClaims.$inferInsert>): Promise<ClaimRow> {
  const [row] = await db.update(priceMatchClaims).set(values).where(eq(priceMatchClaims.id, id)).returning();
  if (!row) throw new Error(`claim ${id} vanished`);
  return row;
}

/** A claim of an order the caller may see (another manager's payer answers like a missing one), with its order number. */
export async function visibleClaim(db: Db, caller: StaffCaller, id: string) {
  if (!isId(id)) return null;
  const [row] = await db
    .select({ claim: priceMatchClaims, orderNo: orders.orderNumber })
    .from(priceMatchClaims)
    .innerJoin(orders, eq(orders.id, priceMatchClaims.orderId))
    .where(and(eq(priceMatchClaims.id, id), visibleTo(caller)))
    .limit(1);
  return row ?? null;
}

/** Claims of the orders the caller may see, newest first, 50 a page (before: a created_at from the last page). */
export async function visibleClaims(db: Db, caller: StaffCaller, statuses: readonly ClaimStatus[], before: Date | null) {
  const where: SQL[] = [visibleTo(caller), inArray(priceMatchClaims.status, [...statuses])];
  if (before) where.push(lt(priceMatchClaims.createdAt, before));
  return db
    .select({ claim: priceMatchClaims, orderNo: orders.orderNumber })
    .from(priceMatchClaims)
    .innerJoin(orders, eq(orders.id, priceMatchClaims.orderId))
    .where(and(...where))
    .orderBy(desc(priceMatchClaims.createdAt))
    .limit(50);
}
