/**
 * Sessions: random opaque tokens stored as sha-256, revocable (revoked_at), idle-expiring.
 * Login, logout and an SMS-proven phone change whom the session belongs to, each under a new token
 * (http/request-context.ts changeOwner); the client reads it back from the answer and the cookie.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { BusinessError } from '../http/business-error';
import type { AppContext } from '../context';
import { sessions } from '../db/schema';
import { randomToken, sha256 } from '../domain/secrets';

export type SessionRow = typeof sessions.$inferSelect;

/** Last-seen is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export async function findSession(ctx: AppContext, token: string): Promise<SessionRow | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - ctx.limits.sessionIdleDays * 86_400_000);
  const [row] = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.lastSeenAt, idleSince)))
    .limit(1);
  if (!row) return null;
  // An acting-on-behalf session ends at its acting_until: refused like an expired session.
  if (row.actingUntil !== null && now.getTime() >= row.actingUntil.getTime()) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return row;
}

export async function createSession(ctx: AppContext): Promise<{ session: SessionRow; token: string }> {
  const token = randomToken();
  const now = ctx.now();
  const [session] = await ctx.db
    .insert(sessions)
    .values({ id: randomUUID(), tokenHash: sha256(token), createdAt: now, lastSeenAt: now })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return { session, token };
}

export async function updateSession(ctx: AppContext, id: string, values: Partial<Omit<SessionRow, 'id' | 'tokenHash'>>) {
  const [row] = await ctx.db.update(sessions).set(values).where(eq(sessions.id, id)).returning();
  return row ?? null;
}

/**
 * A new token for the same session: issued when the session gains a user, so a token planted
 * before login (session fixation) is worthless afterwards.
 */
export async function rotateToken(ctx: AppContext, id: string): Promise<string> {
  const token = randomToken();
  await ctx.db.update(sessions).set({ tokenHash: sha256(token), lastSeenAt: ctx.now() }).where(eq(sessions.id, id));
  return token;
}


/** Revoke every session of a user (after a password reset). */
export async function revokeUserSessions(ctx: AppContext, userId: number, exceptId?: string) {
  const rows = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // Keep the current session alive when the user acted from it.
  if (exceptId && rows.some((r) => r.id === exceptId)) {
    await ctx.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.id, exceptId));
  }
}

/**
 * preHandler of the calls that need a logged-in user (ARCHITECTURE: "auth is a preHandler, not a
 * copy in each handler"): without one the answer is 402 and the client opens the login.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.session?.userId == null) throw new BusinessError(STATUS.NEED_LOGIN, 'needLogin');
}
