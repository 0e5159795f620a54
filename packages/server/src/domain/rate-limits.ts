/**
 * Abuse limits kept in the database (rate_events, limit_grants, login_locks), so several
 * instances share them and a restart does not reset them.
 */
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { secondsFrom } from '../context';
import { limitGrants, loginLocks, rateEvents, sendSlots } from '../db/schema';

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

/** Old events are useless past the longest window (one hour): trimmed now and then. */
export async function pruneEvents(ctx: AppContext): Promise<void> {
  await ctx.db.delete(rateEvents).where(lt(rateEvents.createdAt, secondsFrom(ctx.now(), -2 * 3600)));
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

/** Minutes left on a login lock, or 0. */
export async function lockedMinutes(ctx: AppContext, key: string): Promise<number> {
  const [row] = await ctx.db.select().from(loginLocks).where(eq(loginLocks.key, key)).limit(1);
  const now = ctx.now().getTime();
  if (!row?.lockedUntil || row.lockedUntil.getTime() <= now) return 0;
  return Math.ceil((row.lockedUntil.getTime() - now) / 60_000);
}

/**
 * Count a failed login of `key`; the failure that reaches the allowance within the window
 * locks the account. Returns the minutes locked (0 when not locked).
 */
export async function recordLoginFailure(ctx: AppContext, key: string): Promise<number> {
  const now = ctx.now();
  const { loginMaxFailures, loginFailureWindowSeconds, loginLockSeconds } = ctx.limits;
  const windowStart = secondsFrom(now, -loginFailureWindowSeconds);
  const [row] = await ctx.db.select().from(loginLocks).where(eq(loginLocks.key, key)).limit(1);
  const fresh = !row || row.windowStartedAt <= windowStart || (row.lockedUntil !== null && row.lockedUntil <= now);
  const failures = fresh ? 1 : row.failures + 1;
  const lockedUntil = failures >= loginMaxFailures ? secondsFrom(now, loginLockSeconds) : null;
  await ctx.db
    .insert(loginLocks)
    .values({ key, failures, windowStartedAt: now, lockedUntil })
    .onConflictDoUpdate({
      target: loginLocks.key,
      set: { failures, lockedUntil, ...(fresh ? { windowStartedAt: now } : {}) },
    });
  return lockedUntil ? Math.ceil(loginLockSeconds / 60) : 0;
}

export async function clearLoginFailures(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.delete(loginLocks).where(eq(loginLocks.key, key));
}
