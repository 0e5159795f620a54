/** Queries of the orders module (drizzle, nothing else). */
import { and, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDrafts, orderEvents, orderStreams, orders, type OrderStatus } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Whose orders a request may see: its user's, and the anonymous orders of its proven phone. */
export interface OrderOwner {
  readonly userId: number | null;
  readonly phone: string | null;
  /** A staff member acting on behalf of this payer in the request's session (ops act_on_behalf_start). */
  readonly actingStaffId?: number | null;
}

/**
 * The orders `owner` may see. An anonymous order (no user) is seen by whoever proved its phone;
 * a user's order only by that user, so proving a phone never opens a registered account's orders.
 */
export function ownedBy(owner: OrderOwner): SQL {
  const mine: SQL[] = [];
  if (owner.userId !== null) mine.push(eq(orders.userId, owner.userId));
  if (owner.phone) mine.push(and(isNull(orders.userId), eq(orders.phoneE164, owner.phone)) as SQL);
  return mine.length === 0 ? (eq(orders.id, '') as SQL) : (or(...mine) as SQL);
}

/** The advisory lock class of the orders module's per-key locks (the two-key form: apart from the one-key locks of migrations and the job queue). */
const LOCK_CLASS = 28_006;

/**
 * Takes the transaction-scoped advisory lock of each key, in the order given (callers keep one
 * order, so two transactions never wait for each other in a cycle); released at commit or rollback.
 * What is counted under it (open orders, open streams) cannot change under a concurrent caller.
 */
export async function lockKeys(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${key}))`);
}

export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/** An order `owner` may see, locked for update when `lock` (services change it in the same transaction). */
export async function ownedOrder(db: Db, owner: OrderOwner, id: string, lock = false): Promise<OrderRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const query = db.select().from(orders).where(and(eq(orders.id, id), ownedBy(owner))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** An order by id, not locked (a job deciding whether it has work; it locks before changing). */
export async function orderById(db: Db, id: string): Promise<OrderRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** An order by id, locked (for work not done on a payer's behalf: a provider's callback, a job). */
export async function orderForUpdate(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function ordersOf(db: Db, owner: OrderOwner, statuses: readonly OrderStatus[]): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(ownedBy(owner), inArray(orders.status, [...statuses])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
}

/** One page of the owner's orders in `statuses`, newest first. */
export async function ordersPage(db: Db, owner: OrderOwner, statuses: readonly OrderStatus[], offset: number, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(ownedBy(owner), inArray(orders.status, [...statuses])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(offset)
    .limit(limit);
}

export async function countOrders(db: Db, owner: OrderOwner, statuses: readonly OrderStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(ownedBy(owner), inArray(orders.status, [...statuses])));
  return Number(row?.n ?? 0);
}

/** Changes an order's fields but never its status: that is lifecycle.ts advanceIn's (writeOrderStatus), with its event row. */
export async function updateOrder(db: Db, id: string, values: Partial<Omit<NewOrder, 'status'>> & { status?: never }): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  if (!row) throw new Error('order update returned nothing');
  return row;
}

/** The status write of lifecycle.ts advanceIn only (row locked, transition checked, event row written with it). */
export async function writeOrderStatus(db: Db, id: string, values: Pick<NewOrder, 'status' | 'holdReason' | 'holdUntil' | 'updatedAt'>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  if (!row) throw new Error('order update returned nothing');
  return row;
}

/** Writes an order_events row and answers its id. */
export async function insertOrderEvent(db: Db, values: typeof orderEvents.$inferInsert): Promise<number> {
  const [row] = await db.insert(orderEvents).values(values).returning({ id: orderEvents.id });
  if (!row) throw new Error('order event insert returned nothing');
  return row.id;
}

/** The order's event rows after `afterId` (a live stream's next batch). */
export async function eventsAfter(db: Db, orderId: string, afterId: number): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), gt(orderEvents.id, afterId)))
    .orderBy(orderEvents.id)
    .limit(50);
}

export async function eventsOf(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

/** Whether the owner has a tuition order that passed review (living-expense eligibility). */
export async function hasApprovedTuition(db: Db, owner: OrderOwner, approved: readonly OrderStatus[]): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ownedBy(owner), eq(orders.orderType, 'tuition'), inArray(orders.status, [...approved])))
    .limit(1);
  return Boolean(row);
}

export async function saveDraft(db: Db, userId: number, payeeAccountId: number, values: object, at: Date): Promise<void> {
  await db
    .insert(orderDrafts)
    .values({ userId, payeeAccountId, values, updatedAt: at })
    .onConflictDoUpdate({ target: [orderDrafts.userId, orderDrafts.payeeAccountId], set: { values, updatedAt: at } });
}

export async function draftOf(db: Db, userId: number, payeeAccountId: number) {
  const [row] = await db
    .select()
    .from(orderDrafts)
    .where(and(eq(orderDrafts.userId, userId), eq(orderDrafts.payeeAccountId, payeeAccountId)))
    .limit(1);
  return row ?? null;
}

export async function deleteDraft(db: Db, userId: number, payeeAccountId: number): Promise<void> {
  await db.delete(orderDrafts).where(and(eq(orderDrafts.userId, userId), eq(orderDrafts.payeeAccountId, payeeAccountId)));
}

/** Streams of `sessionId` and of `ip` open at `now` (rows not yet ended nor past their life). */
export async function openStreamCounts(db: Db, sessionId: string, ip: string, now: Date): Promise<{ session: number; ip: number }> {
  const [bySession] = await db.select({ n: count() }).from(orderStreams).where(and(eq(orderStreams.sessionId, sessionId), gt(orderStreams.expiresAt, now)));
  const [byIp] = await db.select({ n: count() }).from(orderStreams).where(and(eq(orderStreams.ip, ip), gt(orderStreams.expiresAt, now)));
  return { session: Number(bySession?.n ?? 0), ip: Number(byIp?.n ?? 0) };
}

export async function insertStream(db: Db, values: typeof orderStreams.$inferInsert): Promise<void> {
  await db.insert(orderStreams).values(values);
}

export async function deleteStream(db: Db, id: string): Promise<void> {
  await db.delete(orderStreams).where(eq(orderStreams.id, id));
}
