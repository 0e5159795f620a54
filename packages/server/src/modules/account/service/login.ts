/**
 * Logging in (spec 000 sections 4 and 7):
 * - by SMS code: a registered phone logs in; an unknown phone is a new user, whose session then
 *   remembers the verified phone for /user/register;
 * - by password (phone or e-mail): failures count per account and per address (login-guard.ts);
 *   after a few the image captcha is needed too (406), at the allowance the password login pauses
 *   briefly (408) and the owner is told.
 * The route changes the session (log in, remember the phone); these decide who it is.
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import { decoyHash, verifyPassword } from '../../../domain/passwords';
import { BusinessError } from '../../../http/business-error';
import { t, type Locale } from '../../../messages';
import { loginFailures } from '../../../plugins/rate-limits';
import { userByEmail, userByPhone, type UserRow } from '../repo';
import { spendImageCaptcha } from './captchas';
import { accountLockKey, addressLockKey, checkPasswordGuarded } from './login-guard';
import { phoneKey } from './users';
import { consumeCode } from './verification-codes';

/** The account of an SMS-proven phone, or the proven phone's key when it has none yet (a new user). */
export async function smsLogin(ctx: AppContext, input: { tel_code: string; phone: string; phone_captcha: string }): Promise<{ user: UserRow } | { newPhone: string }> {
  const key = phoneKey(input.tel_code, input.phone);
  if (!(await consumeCode(ctx, 'login', key, input.phone_captcha))) throw new BusinessError(STATUS.CODE_WRONG, 'codeWrong');
  const user = await userByPhone(ctx.db, key);
  return user ? { user } : { newPhone: key };
}

/** Tell the owner their password login is paused (SMS to the proven phone, else the proven e-mail), through the job queue. */
async function tellOwner(ctx: AppContext, user: UserRow, locale: Locale): Promise<void> {
  const minutes = Math.ceil(ctx.limits.loginLockSeconds / 60);
  const email = user.emailVerifiedAt ? user.email : null;
  await ctx.jobs.transaction(async (_tx, enqueue) => {
    if (user.phoneE164) await enqueue('sms', { to: user.phoneE164, body: t(locale, 'lockNoticeSms', { minutes }) });
    else if (email) await enqueue('email', { to: email, subject: t(locale, 'lockNoticeSubject'), text: t(locale, 'lockNoticeBody', { minutes }) });
  });
}

async function passwordAccount(ctx: AppContext, loginName: string, telCode: string | undefined) {
  if (loginName.includes('@')) return { key: loginName.toLowerCase(), user: await userByEmail(ctx.db, loginName) };
  const key = phoneKey(telCode ?? '+86', loginName);
  return { key, user: await userByPhone(ctx.db, key) };
}

export interface PasswordLoginRequest {
  readonly sessionId: string;
  readonly ip: string;
  readonly locale: Locale;
  readonly imgCaptcha: string | undefined;
  readonly warn: (error: unknown, message: string) => void;
}

/** The account whose password this is; refusals as BusinessError (403/406/407/408/416). */
export async function passwordLogin(ctx: AppContext, input: { login_name: string; password: string; tel_code?: string }, request: PasswordLoginRequest): Promise<UserRow> {
  const { key, user } = await passwordAccount(ctx, input.login_name, input.tel_code);
  const accountKey = user ? accountLockKey(user.id) : `login:${key}`;
  const { failures, lockedMinutes } = await loginFailures(ctx, accountKey);
  if (lockedMinutes > 0) throw new BusinessError(STATUS.TOO_MANY_ATTEMPTS, 'tooManyAttempts', { minutes: lockedMinutes });
  // After a few failures a script must also solve the image captcha for each guess.
  if (failures >= ctx.limits.loginCaptchaAfterFailures) {
    if (!request.imgCaptcha || !(await spendImageCaptcha(ctx, request.sessionId, request.imgCaptcha))) {
      throw new BusinessError(STATUS.IMAGE_CAPTCHA_WRONG, 'loginCaptchaRequired', {}, { need_captcha: 1 });
    }
  }
  // An account made by SMS has no password: say so plainly instead of "Password Incorrect" (issue 14
  // item 5). Registration already tells whether a phone is registered, so this reveals nothing new,
  // and it is not a guess: no failure is counted.
  if (user && !user.passwordHash) throw new BusinessError(STATUS.NO_PASSWORD_SET, 'noPasswordSetLogin');
  const keys = [
    { key: accountKey, max: ctx.limits.loginMaxFailures },
    { key: addressLockKey(request.ip), max: ctx.limits.loginIpMaxFailures },
  ];
  // Verify against a decoy when the account does not exist, so timing does not reveal it.
  await checkPasswordGuarded(
    ctx,
    keys,
    async () => (await verifyPassword(user?.passwordHash ?? (await decoyHash(ctx.argon2)), input.password)) && Boolean(user?.passwordHash),
    async (locked) => {
      if (user && locked === accountKey) await tellOwner(ctx, user, request.locale).catch((error: unknown) => request.warn(error, 'lock notice not sent'));
    },
  );
  return user!;
}
