/**
 * POST /user/login (spec 000 sections 4 and 7)
 * - SMS: { tel_code, phone, phone_captcha }. A registered phone logs in and answers user_info and
 *   data.is_need_password (no password yet: step 9). An unknown phone answers without user_name
 *   (a new user): the session remembers the verified phone for /user/register.
 * - Password: { login_name (phone or e-mail), password, tel_code for phones, img_captcha once
 *   asked }. Failures count per account and per address (domain/login-guard.ts); after a few the
 *   image captcha is needed too (406), at the allowance the password login pauses briefly (408)
 *   and the owner is told.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { decoyHash, verifyPassword } from '../../../domain/passwords';
import { spendImageCaptcha } from '../captchas';
import { accountLockKey, addressLockKey, checkPasswordGuarded } from '../login-guard';
import { loginFailures } from '../../../plugins/rate-limits';
import { phoneKey, userByEmail, userByPhone, userInfo, type UserRow } from '../users';
import { consumeCode } from '../verification-codes';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, flag, shape, text } from '../../../http/response-schemas';
import { changeOwner, ensureSession, logIn } from '../../../http/request-context';
import { object, str } from '../../../http/schemas';
import { t, type Locale } from '../../../messages';
import { STATUS } from '@edupay/forms/contract';
import { validatePasswordLogin, validateSmsLogin } from '../../../validation';

type Body = { tel_code?: string; phone?: string; phone_captcha?: string; login_name?: string; password?: string; img_captcha?: string };

const IS_NEED_PASSWORD = flag('1: no password yet, the client asks for one (step 9)');
const response = envelopeResponse(
  {
    anyOf: [
      shape({ is_need_password: IS_NEED_PASSWORD }, 'Logged in (user_info.user_name is set)'),
      shape(
        { is_new_user: { type: 'integer', enum: [1] }, is_need_password: IS_NEED_PASSWORD, tel_code: text(), phone: text() },
        'SMS login of an unregistered phone: no user_name; the client opens the registration supplement',
      ),
    ],
  },
  // Logged in: with user_info; a new user: without (spec 000 section 4).
  { userInfo: 'sometimes' },
  'Logged in (with user_info), a new user (without user_info), or a refusal',
);

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

export async function loginRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.post<{ Body: Body }>(
    '/login',
    {
      schema: {
        tags: ['user'],
        summary: 'Log in by SMS code or by password',
        response,
        body: object({ tel_code: str(8), phone: str(20), phone_captcha: str(10), login_name: str(254), password: str(128), img_captcha: str(8) }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const session = await ensureSession(request, reply);
      const loggedIn = async (user: UserRow) => {
        await logIn(request, reply, session.id, user.id);
        return envelope(request, STATUS.OK, 'loginSuccess', { is_need_password: user.passwordHash ? 0 : 1 }, { user_info: userInfo(user) });
      };

      if (body.password === undefined && body.login_name === undefined) {
        const input = validateSmsLogin(body, request.locale);
        const key = phoneKey(input.tel_code, input.phone);
        if (!(await consumeCode(ctx, 'login', key, input.phone_captcha))) throw new BusinessError(STATUS.CODE_WRONG, 'codeWrong');
        const user = await userByPhone(ctx.db, key);
        if (user) return loggedIn(user);
        await changeOwner(request, reply, session.id, { verifiedPhone: key, verifiedPhoneAt: ctx.now(), userId: null, pendingEmail: null });
        // No user_info.user_name: the client opens the registration supplement (spec 000 section 4).
        return envelope(request, STATUS.OK, 'newUser', { is_new_user: 1, is_need_password: 0, tel_code: input.tel_code, phone: input.phone });
      }

      const input = validatePasswordLogin(body, request.locale);
      const { key, user } = await passwordAccount(ctx, input.login_name, input.tel_code);
      const accountKey = user ? accountLockKey(user.id) : `login:${key}`;
      const { failures, lockedMinutes } = await loginFailures(ctx, accountKey);
      if (lockedMinutes > 0) throw new BusinessError(STATUS.TOO_MANY_ATTEMPTS, 'tooManyAttempts', { minutes: lockedMinutes });
      // After a few failures a script must also solve the image captcha for each guess.
      if (failures >= ctx.limits.loginCaptchaAfterFailures) {
        if (!body.img_captcha || !(await spendImageCaptcha(ctx, session.id, body.img_captcha))) {
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
          if (user && locked === accountKey) await tellOwner(ctx, user, request.locale).catch((error: unknown) => request.log.warn({ err: error }, 'lock notice not sent'));
        },
      );
      return loggedIn(user!);
    },
  );
}
