/**
 * Forgot password (spec 000 sections 4 and 7). Reset tickets: id (public), oid (a secret, stored
 * as sha-256) and t (expiry, unix seconds). The phone flow answers them after the SMS code; the
 * e-mail flow puts them in the link /?type=reset_password&oid=..&id=..&t=.. (spec 000 section 2,
 * route guard).
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import { secondsFrom } from '../../../context';
import { hashPassword } from '../../../domain/passwords';
import { randomToken, sameHash, sha256 } from '../../../domain/secrets';
import { BusinessError } from '../../../http/business-error';
import { t, type Locale } from '../../../messages';
import { claimSendSlot, clearLoginFailures, spendAllowance } from '../../../plugins/rate-limits';
import { revokeUserSessions } from '../../../plugins/sessions';
import { insertPasswordReset, passwordResetById, setPasswordHash, spendPasswordReset, userByEmail, userById, userByPhone } from '../repo';
import { spendImageCaptcha } from './captchas';
import { accountLockKey } from './login-guard';
import { phoneKey } from './users';
import { consumeCode } from './verification-codes';

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
  await insertPasswordReset(ctx.db, { id: ticket.id, userId, secretHash: sha256(ticket.oid), expiresAt: new Date(ticket.t * 1000), createdAt: now });
  return ticket;
}

export function resetLink(publicUrl: string, ticket: ResetTicket): string {
  const query = new URLSearchParams({ type: 'reset_password', oid: ticket.oid, id: ticket.id, t: String(ticket.t) });
  return `${publicUrl.replace(/\/$/, '')}/?${query.toString()}`;
}

/** Spend the ticket and set the new password; false when the ticket is unknown, used, expired or forged. */
export async function resetPassword(ctx: AppContext, ticket: { id: string; oid: string; t: string }, newPassword: string, currentSessionId?: string) {
  const now = ctx.now();
  const row = await passwordResetById(ctx.db, ticket.id);
  if (!row || row.usedAt || row.expiresAt <= now) return false;
  if (!sameHash(row.secretHash, sha256(ticket.oid)) || String(Math.floor(row.expiresAt.getTime() / 1000)) !== ticket.t) return false;
  if (!(await spendPasswordReset(ctx.db, row.id, now))) return false;
  await setPasswordHash(ctx.db, row.userId, await hashPassword(newPassword, ctx.argon2));
  // Whoever knew the old password is logged out everywhere.
  await revokeUserSessions(ctx, row.userId, currentSessionId);
  return row.userId;
}

/** POST /user/phone_verification_password: the SMS reset code answers a reset ticket. */
export async function ticketForPhone(ctx: AppContext, input: { tel_code: string; phone: string; phone_captcha: string }, ip: string): Promise<ResetTicket> {
  await spendAllowance(ctx, 'lookup', ip, ctx.limits.lookupsPerIpPerHour);
  const key = phoneKey(input.tel_code, input.phone);
  if (!(await consumeCode(ctx, 'reset', key, input.phone_captcha))) throw new BusinessError(STATUS.CODE_WRONG, 'codeWrong');
  const user = await userByPhone(ctx.db, key);
  if (!user) throw new BusinessError(STATUS.NOT_FOUND, 'accountNotFound');
  return createReset(ctx, user.id);
}

/** POST /user/email_verification_password: the image captcha, then the link by e-mail (60 s between e-mails to one address). */
export async function emailResetLink(
  ctx: AppContext,
  input: { email: string; img_captcha: string },
  request: { ip: string; locale: Locale; sessionId: () => Promise<string> },
): Promise<void> {
  await spendAllowance(ctx, 'lookup', request.ip, ctx.limits.lookupsPerIpPerHour);
  // The captcha belongs to the session; one is made (token cookie) only once the budget allowed the call.
  const sessionId = await request.sessionId();
  if (!(await spendImageCaptcha(ctx, sessionId, input.img_captcha))) throw new BusinessError(STATUS.IMAGE_CAPTCHA_WRONG, 'imageCaptchaWrong');
  const email = input.email.toLowerCase();
  const user = await userByEmail(ctx.db, email);
  if (!user?.email) throw new BusinessError(STATUS.NOT_FOUND, 'accountNotFound');
  const wait = await claimSendSlot(ctx, `mail:${email}`, ctx.limits.smsIntervalSeconds);
  if (wait > 0) throw new BusinessError(STATUS.TOO_FREQUENT, 'smsTooFrequent', { seconds: wait }, { wait });
  // The reset ticket and its e-mail commit together; the job queue sends (and retries) the mail.
  const to = user.email;
  await ctx.jobs.transaction(async (tx, enqueue) => {
    const ticket = await createReset({ ...ctx, db: tx }, user.id);
    const link = resetLink(ctx.config.publicUrl, ticket);
    await enqueue('email', {
      to,
      subject: t(request.locale, 'resetEmailSubject'),
      text: t(request.locale, 'resetEmailBody', { link, minutes: Math.round(ctx.limits.resetTtlSeconds / 60) }),
    });
  });
}

/** POST /user/reset_pwd: spends the ticket, sets the password, and lifts a lock from failed logins. */
export async function resetWithTicket(ctx: AppContext, ticket: { id: string; oid: string; t: string }, newPassword: string, currentSessionId?: string): Promise<void> {
  const userId = await resetPassword(ctx, ticket, newPassword, currentSessionId);
  if (!userId) throw new BusinessError(STATUS.EXPIRED, 'resetLinkInvalid');
  // The owner proved control of the phone or mailbox: lift a lock from failed logins.
  const user = await userById(ctx.db, userId);
  if (user) await clearLoginFailures(ctx, accountLockKey(user.id));
}
