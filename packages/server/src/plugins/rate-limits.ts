/**
 * Abuse limits kept in the database (rate_events, limit_grants, login_locks), so several
 * instances share them and a restart does not reset them.
 */
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { secondsFrom } from '../context';
import { limitGrants, loginLocks, rateEvents, sendSlots } from '../db/schema';
import { BusinessError } from '../http/business-error';
import { STATUS } from '@edupay/forms/contract';

export async function recordEvent(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.insert(rateEvents).values({ key, createdAt: ctx.now() });
}

export async function countEvents(ctx: AppContext, key: string, windowSeconds: number): Promise<number> {
  const since = secondsFrom(ctx.now(), -windowSeconds);
  const [row] = await ctx.db.select({ n: count() }).from(rateEvents).where(and(eq(rateEvents.key, key), gt(rateEvents.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Claim the send slot of `key` if its last send is at least `intervalSeconds` old: 0 when
 * claimed, else the seconds to wait. One statement, so concurrent claims cannot both win.
 */
export async function claimSendSlot(ctx: AppContext, key: string, intervalSeconds: number): Promise<number> {
  const now = ctx.now();
  const claimed = await ctx.db
    .insert(sendSlots)
    .values({ key, lastAt: now })
    .onConflictDoUpdate({
      target: sendSlots.key,
      set: { lastAt: now },
      setWhere: sql`${sendSlots.lastAt} <= ${secondsFrom(now, -intervalSeconds)}`,
    })
    .returning({ key: sendSlots.key });
  if (claimed.length === 1) return 0;
  const [slot] = await ctx.db.select().from(sendSlots).where(eq(sendSlots.key, key)).limit(1);
  const wait = slot ? slot.lastAt.getTime() + intervalSeconds * 1000 - now.getTime() : 0;
  return Math.max(1, Math.ceil(wait / 1000));
}

/**
 * A plain per-address allowance: refuses (409, "too many requests") past `max` events of `name`
 * from `ip` within the hour, else counts this one.
 */
export async function spendAllowance(ctx: AppContext, name: string, ip: string, max: number): Promise<void> {
  const key = `${name}:ip:${ip}`;
  if ((await countEvents(ctx, key, 3600)) >= max) throw new BusinessError(STATUS.TOO_FREQUENT, 'tooManyRequests');
  await recordEvent(ctx, key);
}

/** Old events are useless past the longest window (a day: the unserved SMS budget): trimmed now and then. */
export async function pruneEvents(ctx: AppContext): Promise<void> {
  await ctx.db.delete(rateEvents).where(lt(rateEvents.createdAt, secondsFrom(ctx.now(), -25 * 3600)));
}

export async function grant(ctx: AppContext, key: string, ttlSeconds: number): Promise<void> {
  await ctx.db.insert(limitGrants).values({ key, expiresAt: secondsFrom(ctx.now(), ttlSeconds) });
}

/** Whether `key` has a live grant (without spending it). */
export async function hasGrant(ctx: AppContext, key: string): Promise<boolean> {
  const [live] = await ctx.db
    .select({ id: limitGrants.id })
    .from(limitGrants)
    .where(and(eq(limitGrants.key, key), isNull(limitGrants.usedAt), gt(limitGrants.expiresAt, ctx.now())))
    .limit(1);
  return live !== undefined;
}

/** Spend one live grant of `key`; true when there was one. */
export async function spendGrant(ctx: AppContext, key: string): Promise<boolean> {
  const now = ctx.now();
  const [live] = await ctx.db
    .select()
    .from(limitGrants)
    .where(and(eq(limitGrants.key, key), isNull(limitGrants.usedAt), gt(limitGrants.expiresAt, now)))
    .limit(1);
  if (!live) return false;
  const used = await ctx.db
    .update(limitGrants)
    .set({ usedAt: now })
    .where(and(eq(limitGrants.id, live.id), isNull(limitGrants.usedAt)))
    .returning({ id: limitGrants.id });
  return used.length === 1;
}

/** The live failures counted under `key` (0 once the window passed or a lock ran out) and the minutes still locked. */
export async function loginFailures(ctx: AppContext, key: string): Promise<{ failures: number; lockedMinutes: number }> {
  const [row] = await ctx.db.select().from(loginLocks).where(eq(loginLocks.key, key)).limit(1);
  const now = ctx.now().getTime();
  if (!row) return { failures: 0, lockedMinutes: 0 };
  if (row.lockedUntil && row.lockedUntil.getTime() > now) return { failures: row.failures, lockedMinutes: Math.ceil((row.lockedUntil.getTime() - now) / 60_000) };
  const stale = row.lockedUntil !== null || row.windowStartedAt.getTime() <= now - ctx.limits.loginFailureWindowSeconds * 1000;
  return { failures: stale ? 0 : row.failures, lockedMinutes: 0 };
}

/**
 * Count one login attempt of `key` before the password is checked, in one statement (the row's
 * lock serialises concurrent attempts): a burst of parallel guesses gets 1, 2, 3... and only the
 * first `max` are checked at all (issue 11, item 3). The count that reaches `max` locks the key
 * for loginLockSeconds. Returns the count after this attempt and whether this attempt locked it.
 */
export async function countLoginAttempt(ctx: AppContext, key: string, max: number): Promise<{ failures: number; lockedNow: boolean }> {
  const now = ctx.now();
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const windowStart = secondsFrom(now, -ctx.limits.loginFailureWindowSeconds);
  const lockUntil = secondsFrom(now, ctx.limits.loginLockSeconds);
  const fresh = sql`(${loginLocks.windowStartedAt} <= ${at(windowStart)} or (${loginLocks.lockedUntil} is not null and ${loginLocks.lockedUntil} <= ${at(now)}))`;
  const next = sql`(case when ${fresh} then 1 else ${loginLocks.failures} + 1 end)`;
  const [row] = await ctx.db
    .insert(loginLocks)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: max <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginLocks.key,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${fresh} then ${at(now)} else ${loginLocks.windowStartedAt} end`,
        lockedUntil: sql`case when ${next} >= ${max} then ${at(lockUntil)} when ${fresh} then null else ${loginLocks.lockedUntil} end`,
      },
    })
    .returning({ failures: loginLocks.failures });
  const failures = row?.failures ?? 1;
  return { failures, lockedNow: failures === max };
}

/** Take back one counted attempt (a right password from this address). */
export async function forgiveLoginAttempt(ctx: AppContext, key: string): Promise<void> {
  await ctx.db
    .update(loginLocks)
    .set({ failures: sql`greatest(${loginLocks.failures} - 1, 0)` })
    .where(eq(loginLocks.key, key));
}

export async function clearLoginFailures(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.delete(loginLocks).where(eq(loginLocks.key, key));
}
