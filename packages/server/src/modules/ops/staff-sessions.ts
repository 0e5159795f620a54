/**
 * Staff sessions: their own table and tokens, never the payer `sessions`. A payer's token is not a
 * row here, so it opens nothing under /api/ops; a staff token is not a row in `sessions`, so it
 * never acts as a payer (the payer calls see no session). Tokens are random, stored as sha-256,
 * revocable, and idle out after STAFF_IDLE_MINUTES (shorter than a payer's: these open every payer).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { staff, staffSessions } from '../../db/schema';
import { randomToken, sha256 } from '../../domain/secrets';
import { may, type StaffAction, type StaffRole } from '../../domain/staff-roles';
import { BusinessError } from '../../http/business-error';

export const STAFF_IDLE_MINUTES = 60;

export interface StaffCaller {
  readonly sessionId: string;
  readonly staffId: number;
  readonly login: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly managerId: number | null;
  /** Whether the second factor is done (every role gives one before any other call works). */
  readonly verified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffCaller | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  return header ? header.replace(/^Bearer\s+/i, '') : undefined;
}

export async function findStaffSession(ctx: AppContext, token: string): Promise<StaffCaller | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
  const [row] = await ctx.db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.lastSeenAt, idleSince),
        eq(staff.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  // Every call counts as activity (a staff session is short-lived, so the write is worth it).
  await ctx.db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
  const s = row.staff;
  return {
    sessionId: row.session.id,
    staffId: s.id,
    login: s.login,
    name: s.name,
    role: s.role,
    managerId: s.managerId,
    verified: row.session.totpAt !== null,
  };
}

export async function createStaffSession(ctx: AppContext, staffId: number): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  await ctx.db
    .insert(staffSessions)
    .values({ id: randomUUID(), tokenHash: sha256(token), staffId, createdAt: now, lastSeenAt: now });
  return token;
}

export async function markTotpDone(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.update(staffSessions).set({ totpAt: ctx.now() }).where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.update(staffSessions).set({ revokedAt: ctx.now() }).where(eq(staffSessions.id, sessionId));
}

/** onRequest of the ops scope: who the caller is, from the staff token only. */
export async function loadStaff(request: FastifyRequest): Promise<void> {
  const token = bearer(request);
  request.staff = token ? await findStaffSession(request.server.ctx, token) : null;
}

/** Whether the request carries a staff session past its second factor (outside the ops scope too: the API document). */
export async function staffSignedIn(request: FastifyRequest): Promise<boolean> {
  const token = bearer(request);
  const caller = token ? await findStaffSession(request.server.ctx, token) : null;
  return caller?.verified === true;
}

/** The caller's staff session, past its second factor; 402 otherwise (the console shows its login). */
export function signedInStaff(request: FastifyRequest): StaffCaller {
  const caller = request.staff;
  if (!caller) throw new BusinessError(STATUS.NEED_LOGIN, 'staffLoginNeeded');
  if (!caller.verified) throw new BusinessError(STATUS.NEED_LOGIN, 'staffTotpNeeded');
  return caller;
}

/**
 * preValidation of a staff call: a signed-in staff member whose role may do `action` (404 for a
 * role that may not: the call does not exist for them). Before validation, so a stranger learns
 * nothing about a body's shape.
 */
export function requireStaff(action: StaffAction | null) {
  return async (request: FastifyRequest) => {
    const caller = signedInStaff(request);
    if (action !== null && !may(caller.role, action)) throw new BusinessError(STATUS.NOT_FOUND, 'staffNotAllowed');
  };
}
