/** Queries of the payments module: quotes, coupons, the points ledger (drizzle, nothing else). */
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponBatches, couponEvents, coupons, installmentEvents, installments, paymentEvents, payments, pointsEntries, quotes, staff, users } from '../../db/schema';

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

/** One coupon by id, locked for the caller's transaction when asked. */
export async function couponById(db: Db, id: string, lock = false): Promise<CouponRow | null> {
  const query = db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Writes a coupon's hold (its order, the payment holding it, when it was spent) and the event row of the move. */
export async function moveCouponRow(db: Db, id: string, hold: Partial<Pick<CouponRow, 'orderId' | 'reservedPaymentId' | 'usedAt'>>, event: typeof couponEvents.$inferInsert): Promise<void> {
  await db.update(coupons).set(hold).where(eq(coupons.id, id));
  await db.insert(couponEvents).values(event);
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

// --- Payments (issue 17 items 5-6)

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function paymentById(db: Db, id: string, lock = false): Promise<PaymentRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const query = db.select().from(payments).where(eq(payments.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** An unfinished payment of this quote and method (a retry with a new key reuses it rather than charge twice). */
export async function openPaymentOf(db: Db, quoteId: string, method: PaymentRow['method']): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.method, method), inArray(payments.status, ['requires_action', 'processing'])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updatePayment(db: Db, id: string, values: Partial<NewPayment>): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** Writes a payment event; false when its provider event id was applied before (nothing written). */
export async function insertPaymentEvent(db: Db, values: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(values).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function providerEventSeen(db: Db, providerEventId: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.providerEventId, providerEventId)).limit(1);
  return row !== undefined;
}

export const paymentEventsOf = (db: Db, paymentId: string) => db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.id));

/** Whether another payment of the order has succeeded (at most one may: a partial unique index). */
export async function otherSuccessOf(db: Db, orderId: string, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), isNull(payments.priceChangeId), ne(payments.id, paymentId)))
    .limit(1);
  return row !== undefined;
}

/** The order's succeeded payment (at most one: the database keeps it so; a price change's top-up is not it), for its receipt. */
export async function succeededPaymentOf(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), isNull(payments.priceChangeId)))
    .limit(1);
  return row ?? null;
}

/** An order's payments, oldest first (the user centre's order detail lists them). */
export const paymentsOfOrder = (db: Db, orderId: string): Promise<PaymentRow[]> =>
  db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));

// --- Installments (issue 17 item 4)

export type InstallmentRow = typeof installments.$inferSelect;

export async function insertInstallment(db: Db, values: typeof installments.$inferInsert): Promise<InstallmentRow> {
  const [row] = await db.insert(installments).values(values).returning();
  return row!;
}

export const installmentsOf = (db: Db, paymentId: string): Promise<InstallmentRow[]> => db.select().from(installments).where(eq(installments.paymentId, paymentId)).orderBy(asc(installments.seq));

/** The installment, locked for the caller's transaction when `lock`. */
export async function installmentById(db: Db, id: string, lock = false): Promise<InstallmentRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const query = db.select().from(installments).where(eq(installments.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateInstallment(db: Db, id: string, values: Partial<typeof installments.$inferInsert>): Promise<InstallmentRow> {
  const [row] = await db.update(installments).set(values).where(eq(installments.id, id)).returning();
  if (!row) throw new Error(`installment ${id} vanished`);
  return row;
}

export async function insertInstallmentEvent(db: Db, values: typeof installmentEvents.$inferInsert): Promise<void> {
  await db.insert(installmentEvents).values(values);
}

export async function installmentEventSeen(db: Db, providerEventId: string): Promise<boolean> {
  const [row] = await db.select({ id: installmentEvents.id }).from(installmentEvents).where(eq(installmentEvents.providerEventId, providerEventId)).limit(1);
  return row !== undefined;
}

export const installmentEventsOf = (db: Db, installmentId: string) => db.select().from(installmentEvents).where(eq(installmentEvents.installmentId, installmentId)).orderBy(asc(installmentEvents.id));

// --- Coupon issues of the operations console (coupon_batches; modules/payments/coupon-issue.ts)

export type CouponBatchRow = typeof couponBatches.$inferSelect;

export async function insertCouponBatch(db: Db, values: typeof couponBatches.$inferInsert): Promise<void> {
  await db.insert(couponBatches).values(values);
}

/**
 * One coupon of the issue for each payer: the one named, or every payer with an account now. Ids
 * are the issue's id and the payer's id, so an issue never gives one payer two of the same.
 */
export async function issueCoupons(db: Db, batch: CouponBatchRow): Promise<number> {
  const rows = await db.execute(sql`
    insert into ${coupons} (id, user_id, name, kind, amount_minor, currency, fee_bps, valid_until, batch_id, created_at)
    select ${batch.id} || '-' || ${users.id}, ${users.id}, ${JSON.stringify(batch.name)}::jsonb, ${batch.kind}, ${batch.amountMinor}, ${batch.currency}, ${batch.feeBps}, ${batch.validUntil}, ${batch.id}, ${batch.createdAt}
    from ${users}
    where ${batch.userId === null ? sql`true` : sql`${users.id} = ${batch.userId}`}
    returning id`);
  return (rows as unknown as { rows?: unknown[] }).rows?.length ?? (rows as unknown as unknown[]).length;
}

/** Issues newest first, 50 a page before `before` (created_at, ISO), with how their coupons fared. */
export async function couponBatchesPage(db: Db, limit: number, before?: Date) {
  return db
    .select({
      batch: couponBatches,
      payerPhone: users.phoneE164,
      createdBy: staff.name,
      used: sql<number>`(select count(*)::int from ${coupons} c where c.batch_id = ${couponBatches.id} and c.used_at is not null)`,
      applied: sql<number>`(select count(*)::int from ${coupons} c where c.batch_id = ${couponBatches.id} and c.order_id is not null and c.used_at is null)`,
    })
    .from(couponBatches)
    .leftJoin(users, eq(users.id, couponBatches.userId))
    .innerJoin(staff, eq(staff.id, couponBatches.createdBy))
    .where(before ? sql`${couponBatches.createdAt} < ${before.toISOString()}` : undefined)
    .orderBy(desc(couponBatches.createdAt), desc(couponBatches.id))
    .limit(limit);
}

export async function couponBatchById(db: Db, id: string, lock = false): Promise<CouponBatchRow | null> {
  const query = db.select().from(couponBatches).where(eq(couponBatches.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Disables the issue and its coupons not yet used or on an order; answers how many coupons it disabled. */
export async function disableCouponBatch(db: Db, id: string, staffId: number, at: Date): Promise<number> {
  await db.update(couponBatches).set({ disabledAt: at, disabledBy: staffId }).where(eq(couponBatches.id, id));
  const rows = await db
    .update(coupons)
    .set({ disabledAt: at })
    .where(and(eq(coupons.batchId, id), isNull(coupons.usedAt), isNull(coupons.disabledAt)))
    .returning({ id: coupons.id });
  return rows.length;
}

/** The payer whose proven phone this is (digits; +86 may be left out). */
export async function payerByPhone(db: Db, phone: string): Promise<number | null> {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`regexp_replace(coalesce(${users.phoneE164}, ''), '\\D', '', 'g') in (${digits}, ${`86${digits}`})`)
    .limit(1);
  return user?.id ?? null;
}

export async function setBatchIssued(db: Db, id: string, issued: number): Promise<void> {
  await db.update(couponBatches).set({ issued }).where(eq(couponBatches.id, id));
}

/** Marks a quote's about-to-expire notice sent; false when it already was (the notice goes once). */
export async function markExpiryNotice(db: Db, quoteId: string, at: Date): Promise<boolean> {
  const rows = await db.update(quotes).set({ expiryNoticeAt: at }).where(and(eq(quotes.id, quoteId), isNull(quotes.expiryNoticeAt))).returning({ id: quotes.id });
  return rows.length > 0;
}
