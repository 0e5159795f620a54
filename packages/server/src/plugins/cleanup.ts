/**
 * Deletes what has expired (issue 11, item 4): sessions idle past their life or revoked,
 * captchas, scan-login tickets, codes, reset and e-mail-proof tickets, grants, abuse counters and
 * old development outbox rows, and idempotency keys past their 24 hours. One function of the context and the clock, so a job queue can run
 * it later; main.ts runs it on a timer for now.
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { secondsFrom } from '../context';
import { captchas, emailProofs, idempotencyKeys, limitGrants, loginLocks, outbox, passwordResets, rateEvents, scanLogins, sendSlots, sessions, verificationCodes } from '../db/schema';

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
  return removed;
}

/** Runs cleanupExpired every `everyMs` (unref'd: it never keeps the process alive). */
export function scheduleCleanup(ctx: AppContext, log: (error: unknown) => void, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    cleanupExpired(ctx).catch(log);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
