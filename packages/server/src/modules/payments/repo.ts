/** Queries of the payments module: quotes, coupons, the points ledger (drizzle, nothing else). */
import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, pointsEntries, quotes, users } from '../../db/schema';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type CouponRow = typeof coupons.$inferSelect;

export async function insertQuote(db: Db, values: NewQuote): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  if (!row) throw new Error('quote insert returned nothing');
  return row;
}

export async function quoteById(db: Db, id: string): Promise<QuoteRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return row ?? null;
}

export async function quotesSince(db: Db, orderId: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quotes).where(and(eq(quotes.orderId, orderId), gt(quotes.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function latestQuote(db: Db, orderId: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.orderId, orderId)).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(1);
  return row ?? null;
}

/** A user's coupons, newest validity first; those used by an order stay listed (with it). */
export const couponsOf = (db: Db, userId: number): Promise<CouponRow[]> =>
  db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(desc(coupons.validUntil), asc(coupons.id));

export async function couponOf(db: Db, userId: number, id: string, lock = false): Promise<CouponRow | null> {
  const query = db.select().from(coupons).where(and(eq(coupons.id, id), eq(coupons.userId, userId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The coupon applied to an order (at most one: unique index). */
export async function couponOfOrder(db: Db, orderId: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.orderId, orderId)).limit(1);
  return row ?? null;
}

/** Takes the (unused) coupon off an order. */
export async function releaseCouponOf(db: Db, orderId: string): Promise<void> {
  await db.update(coupons).set({ orderId: null }).where(and(eq(coupons.orderId, orderId), isNull(coupons.usedAt)));
}

export async function applyCoupon(db: Db, couponId: string, orderId: string): Promise<void> {
  await db.update(coupons).set({ orderId }).where(and(eq(coupons.id, couponId), or(isNull(coupons.orderId), eq(coupons.orderId, orderId)), isNull(coupons.usedAt)));
}

/** The balance of a user's ledger (the sum of its entries). */
export async function pointsBalanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: sql<string>`coalesce(sum(${pointsEntries.points}), 0)` }).from(pointsEntries).where(eq(pointsEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

export const pointsEntriesOf = (db: Db, userId: number) => db.select().from(pointsEntries).where(eq(pointsEntries.userId, userId)).orderBy(asc(pointsEntries.occurredAt), asc(pointsEntries.id));

/** Locks the user's row: writers of one ledger go one at a time, so a balance read then spent stays true. */
export async function lockLedger(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Writes an entry once per (user, kind, reference); answers whether it was new. */
export async function insertPointsEntry(db: Db, values: typeof pointsEntries.$inferInsert): Promise<boolean> {
  const rows = await db.insert(pointsEntries).values(values).onConflictDoNothing().returning({ id: pointsEntries.id });
  return rows.length > 0;
}

export async function pointsEntryOf(db: Db, userId: number, kind: 'accrual' | 'redemption' | 'reversal', orderRef: string) {
  const [row] = await db
    .select()
    .from(pointsEntries)
    .where(and(eq(pointsEntries.userId, userId), eq(pointsEntries.kind, kind), eq(pointsEntries.orderRef, orderRef)))
    .limit(1);
  return row ?? null;
}

/** Marks the coupon spent by its order's payment. */
export async function markCouponUsed(db: Db, couponId: string, orderId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedAt: at })
    .where(and(eq(coupons.id, couponId), eq(coupons.orderId, orderId), isNull(coupons.usedAt)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}
