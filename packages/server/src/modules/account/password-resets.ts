/**
 * Password reset tickets: id (public), oid (a secret, stored as sha-256) and t (expiry, unix
 * seconds). The phone flow answers them after the SMS code; the e-mail flow puts them in the link
 * /?type=reset_password&oid=..&id=..&t=.. (spec 000 section 2, route guard).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { secondsFrom } from '../../context';
import { passwordResets, users } from '../../db/schema';
import { hashPassword } from '../../domain/passwords';
import { randomToken, sameHash, sha256 } from '../../domain/secrets';
import { revokeUserSessions } from '../../plugins/sessions';

export interface ResetTicket {
  id: string;
  oid: string;
  t: number;
}

export async function createReset(ctx: AppContext, userId: number): Promise<ResetTicket> {
  const now = ctx.now();
  const expiresAt = secondsFrom(now, ctx.limits.resetTtlSeconds);
  const ticket = { id: randomUUID(), oid: randomToken(24), t: Math.floor(expiresAt.getTime() / 1000) };
  // Whole seconds, so t round-trips exactly.
  await ctx.db.insert(passwordResets).values({ id: ticket.id, userId, secretHash: sha256(ticket.oid), expiresAt: new Date(ticket.t * 1000), createdAt: now });
  return ticket;
}

export function resetLink(publicUrl: string, ticket: ResetTicket): string {
  const query = new URLSearchParams({ type: 'reset_password', oid: ticket.oid, id: ticket.id, t: String(ticket.t) });
  return `${publicUrl.replace(/\/$/, '')}/?${query.toString()}`;
}

/** Spend the ticket and set the new password; false when the ticket is unknown, used, expired or forged. */
export async function resetPassword(ctx: AppContext, ticket: { id: string; oid: string; t: string }, newPassword: string, currentSessionId?: string) {
  const now = ctx.now();
  const [row] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.id, ticket.id)).limit(1);
  if (!row || row.usedAt || row.expiresAt <= now) return false;
  if (!sameHash(row.secretHash, sha256(ticket.oid)) || String(Math.floor(row.expiresAt.getTime() / 1000)) !== ticket.t) return false;
  const spent = await ctx.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (spent.length !== 1) return false;
  await ctx.db.update(users).set({ passwordHash: await hashPassword(newPassword, ctx.argon2) }).where(eq(users.id, row.userId));
  // Whoever knew the old password is logged out everywhere.
  await revokeUserSessions(ctx, row.userId, currentSessionId);
  return row.userId;
}
