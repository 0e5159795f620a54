/**
 * Deletes what has expired (issue 11, item 4): sessions idle past their life or revoked,
 * captchas, scan-login tickets, codes, reset and e-mail-proof tickets, grants, abuse counters and
 * old development outbox rows, and idempotency keys past their 24 hours. One function of the context and the clock, so a job queue can run
 * it later; main.ts runs it on a timer for now.
 *
 * And what payers left unfinished, for the periods the privacy policy states (domain/retention.ts):
 * unpaid orders past their close date that are still open (their auto-close job was lost) are
 * closed as the job closes them (the order machine's `expire`, with its event row); orders closed
 * unpaid with no payment ever started are deleted ABANDONED_ORDER_DAYS after they closed, with their
 * uploaded files, quotes, documents, identity details and events; drafts DRAFT_DAYS after their
 * last change; stream rows an instance left behind when it died.
 */
import { and, asc, eq, inArray, isNotNull, lt, notExists, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { secondsFrom } from '../context';
import {
  captchas,
  contractSignatures,
  documents,
  emailProofs,
  idempotencyKeys,
  limitGrants,
  loginLocks,
  orderDrafts,
  orders,
  orderStreams,
  outbox,
  partnerOrders,
  passwordResets,
  payments,
  rateEvents,
  refunds,
  scanLogins,
  sendSlots,
  sessions,
  unmatchedTransfers,
  verificationCodes,
} from '../db/schema';
import { autoCloseAt, OPEN_UNPAID_STATUSES, UNPAID_CLOSE_DAYS, type OrderStatus } from '../domain/order-status';
import { abandonedBefore, staleDraftBefore } from '../domain/retention';
import { autoClose } from '../modules/orders/lifecycle';

const DAY = 86_400;
/** Kept a while after expiry, so "used" or "expired" answers stay right for a late click. */
const GRACE = DAY;
/** The development outbox keeps a week. */
const OUTBOX_DAYS = 7;

export async function cleanupExpired(ctx: AppContext): Promise<Record<string, number>> {
  const now = ctx.now();
  const past = (seconds: number) => secondsFrom(now, -seconds);
  const { db, limits } = ctx;
  const removed: Record<string, number> = {};
  const count = async (name: string, rows: Promise<unknown[]>) => {
    removed[name] = (await rows).length;
  };
  await count(
    'sessions',
    db
      .delete(sessions)
      .where(or(lt(sessions.lastSeenAt, past(limits.sessionIdleDays * DAY)), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, past(GRACE)))))
      .returning({ id: sessions.id }),
  );
  await count('captchas', db.delete(captchas).where(lt(captchas.expiresAt, past(GRACE))).returning({ id: captchas.id }));
  await count('scanLogins', db.delete(scanLogins).where(lt(scanLogins.expiresAt, past(GRACE))).returning({ id: scanLogins.id }));
  await count('codes', db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, past(GRACE))).returning({ id: verificationCodes.id }));
  await count('resets', db.delete(passwordResets).where(lt(passwordResets.expiresAt, past(GRACE))).returning({ id: passwordResets.id }));
  await count('emailProofs', db.delete(emailProofs).where(lt(emailProofs.expiresAt, past(GRACE))).returning({ id: emailProofs.id }));
  await count('grants', db.delete(limitGrants).where(lt(limitGrants.expiresAt, past(GRACE))).returning({ id: limitGrants.id }));
  await count('rateEvents', db.delete(rateEvents).where(lt(rateEvents.createdAt, past(2 * 3600))).returning({ id: rateEvents.id }));
  await count('sendSlots', db.delete(sendSlots).where(lt(sendSlots.lastAt, past(DAY))).returning({ key: sendSlots.key }));
  await count('loginLocks', db.delete(loginLocks).where(lt(loginLocks.windowStartedAt, past(DAY))).returning({ key: loginLocks.key }));
  // Past its 24 hours a key is new again (http/idempotency.ts also ignores an expired row).
  await count('idempotencyKeys', db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now)).returning({ key: idempotencyKeys.key }));
  await count('outbox', db.delete(outbox).where(lt(outbox.createdAt, past(OUTBOX_DAYS * DAY))).returning({ id: outbox.id }));
  await count('orderStreams', db.delete(orderStreams).where(lt(orderStreams.expiresAt, now)).returning({ id: orderStreams.id }));
  removed['ordersClosed'] = await closeOverdueOrders(ctx);
  Object.assign(removed, await deleteAbandonedOrders(ctx));
  await count('drafts', db.delete(orderDrafts).where(lt(orderDrafts.updatedAt, staleDraftBefore(now))).returning({ userId: orderDrafts.userId }));
  return removed;
}

/** Orders read per run of each sweep below: a run stays short however much has piled up (the next run goes on). */
const BATCH = 200;

/**
 * Unpaid orders still open past their close date: the auto-close job enqueued with each order
 * closes them, this catches any whose job was lost. Closed through the job's own function (row
 * lock, transition table, event row, the payer told), so twice is harmless.
 */
async function closeOverdueOrders(ctx: AppContext): Promise<number> {
  const placedBefore = new Date(ctx.now().getTime() - UNPAID_CLOSE_DAYS * DAY * 1000);
  const overdue = await ctx.db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(inArray(orders.status, [...OPEN_UNPAID_STATUSES]), lt(orders.createdAt, placedBefore)))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  let closed = 0;
  for (const order of overdue) if (autoCloseAt(order.createdAt) <= ctx.now() && (await autoClose(ctx, order.id)) === 'expired') closed += 1;
  return closed;
}

/** Closed unpaid: expired, or cancelled by the payer or staff (a rejection is a review's record and stays). */
const ABANDONED_STATUSES: readonly OrderStatus[] = ['expired', 'canceled'];

/**
 * Orders closed unpaid before the retention period, for which no payment was ever started (a
 * payment, however it ended, is a record kept with the transaction records; so are refunds,
 * attached transfers and a partner's order): their stored files first, then the rows, so a run
 * that stops between the two finds the order again (deleting a file twice is harmless).
 */
async function deleteAbandonedOrders(ctx: AppContext): Promise<{ abandonedOrders: number; abandonedFiles: number }> {
  const { db } = ctx;
  const abandoned = and(
    inArray(orders.status, [...ABANDONED_STATUSES]),
    lt(orders.updatedAt, abandonedBefore(ctx.now())),
    notExists(db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orders.id))),
    notExists(db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, orders.id))),
    notExists(db.select({ id: unmatchedTransfers.id }).from(unmatchedTransfers).where(eq(unmatchedTransfers.orderId, orders.id))),
    notExists(db.select({ id: partnerOrders.orderId }).from(partnerOrders).where(eq(partnerOrders.orderId, orders.id))),
  );
  const ids = (await db.select({ id: orders.id }).from(orders).where(abandoned).orderBy(asc(orders.updatedAt)).limit(BATCH)).map((row) => row.id);
  if (ids.length === 0) return { abandonedOrders: 0, abandonedFiles: 0 };
  const files = [
    ...(await db.select({ key: documents.storageKey }).from(documents).where(inArray(documents.orderId, ids))),
    ...(await db.select({ key: contractSignatures.storageKey }).from(contractSignatures).where(inArray(contractSignatures.orderId, ids))),
  ];
  for (const { key } of files) await ctx.storage.delete(key);
  // The conditions again, in the delete itself: an order that changed since it was read stays.
  // Quotes, documents, scan tickets, identity collections, face checks, contracts and events go with it (on delete cascade).
  const deleted = await db.delete(orders).where(and(inArray(orders.id, ids), abandoned)).returning({ id: orders.id });
  return { abandonedOrders: deleted.length, abandonedFiles: files.length };
}

/** Runs cleanupExpired every `everyMs` (unref'd: it never keeps the process alive). */
export function scheduleCleanup(ctx: AppContext, log: (error: unknown) => void, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    cleanupExpired(ctx).catch(log);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
