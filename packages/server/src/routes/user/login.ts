/**
 * POST /user/login (spec 000 sections 4 and 7)
 * - SMS: { tel_code, phone, phone_captcha }. A registered phone logs in and answers user_info and
 *   data.is_need_password (no password yet: step 9). An unknown phone answers without user_name
 *   (a new user): the session remembers the verified phone for /user/register.
 * - Password: { login_name (phone or e-mail), password, tel_code for phones }. Failures count
 *   towards a lock of the account ("too many attempts").
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { decoyHash, verifyPassword } from '../../domain/passwords';
import { clearLoginFailures, lockedMinutes, recordLoginFailure } from '../../domain/rate-limits';
import { updateSession } from '../../domain/sessions';
import { phoneKey, userByEmail, userByPhone, userInfo, type UserRow } from '../../domain/users';
import { consumeCode } from '../../domain/verification-codes';
import { BusinessError } from '../../http/business-error';
import { envelope } from '../../http/envelope';
import { envelopeResponse, flag, shape, text } from '../../http/response-schemas';
import { ensureSession, logIn } from '../../http/request-context';
import { object, str } from '../../http/schemas';
import { Status } from '../../status-codes';
import { validatePasswordLogin, validateSmsLogin } from '../../validation';

type Body = { tel_code?: string; phone?: string; phone_captcha?: string; login_name?: string; password?: string };

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

export const loginLockKey = (account: string) => `login:${account}`;

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
        body: object({ tel_code: str(8), phone: str(20), phone_captcha: str(10), login_name: str(254), password: str(128) }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const session = await ensureSession(request, reply);
      const loggedIn = async (user: UserRow) => {
        await logIn(request, reply, session.id, user.id);
        return envelope(request, Status.OK, 'loginSuccess', { is_need_password: user.passwordHash ? 0 : 1 }, { user_info: userInfo(user) });
      };

      if (body.password === undefined && body.login_name === undefined) {
        const input = validateSmsLogin(body, request.locale);
        const key = phoneKey(input.tel_code, input.phone);
        if (!(await consumeCode(ctx, 'login', key, input.phone_captcha))) throw new BusinessError(Status.CODE_WRONG, 'codeWrong');
        const user = await userByPhone(ctx.db, key);
        if (user) return loggedIn(user);
        await updateSession(ctx, session.id, { verifiedPhone: key, verifiedPhoneAt: ctx.now(), userId: null });
        // No user_info.user_name: the client opens the registration supplement (spec 000 section 4).
        return envelope(request, Status.OK, 'newUser', { is_new_user: 1, is_need_password: 0, tel_code: input.tel_code, phone: input.phone });
      }

      const input = validatePasswordLogin(body, request.locale);
      const { key, user } = await passwordAccount(ctx, input.login_name, input.tel_code);
      const lockKey = loginLockKey(key);
      const locked = await lockedMinutes(ctx, lockKey);
      if (locked > 0) throw new BusinessError(Status.TOO_MANY_ATTEMPTS, 'tooManyAttempts', { minutes: locked });
      // Verify against a decoy when the account does not exist, so timing does not reveal it.
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash(ctx.argon2)), input.password);
      if (!user || !user.passwordHash || !ok) {
        const minutes = await recordLoginFailure(ctx, lockKey);
        if (minutes > 0) throw new BusinessError(Status.TOO_MANY_ATTEMPTS, 'tooManyAttempts', { minutes });
        throw new BusinessError(Status.PASSWORD_INCORRECT, 'passwordIncorrect');
      }
      await clearLoginFailures(ctx, lockKey);
      return loggedIn(user);
    },
  );
}
