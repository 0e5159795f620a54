/**
 * POST /user/login (spec 000 sections 4 and 7)
 * - SMS: { tel_code, phone, phone_captcha }. A registered phone logs in and answers user_info and
 *   data.is_need_password (no password yet: step 9). An unknown phone answers without user_name
 *   (a new user): the session remembers the verified phone for /user/register.
 * - Password: { login_name (phone or e-mail), password, tel_code for phones, img_captcha once
 *   asked }. Failures count per account and per address (service/login-guard.ts); after a few the
 *   image captcha is needed too (406), at the allowance the password login pauses briefly (408)
 *   and the owner is told.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { changeOwner, ensureSession, logIn } from '../../../http/request-context';
import { validatePasswordLogin, validateSmsLogin } from '../../../validation';
import { loginBody, loginResponse } from '../schemas';
import { passwordLogin, smsLogin } from '../service/login';
import { userInfo, type UserRow } from '../service/users';
import { typed } from '../../../http/typed-routes';

export async function loginRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/login',
    { schema: { tags: ['user'], summary: 'Log in by SMS code or by password', response: loginResponse, body: loginBody } },
    async (request, reply) => {
      const body = request.body;
      const session = await ensureSession(request, reply);
      const loggedIn = async (user: UserRow) => {
        await logIn(request, reply, session.id, user.id);
        return envelope(request, STATUS.OK, 'loginSuccess', { is_need_password: user.passwordHash ? 0 : 1 }, { user_info: userInfo(user) });
      };

      if (body.password === undefined && body.login_name === undefined) {
        const input = validateSmsLogin(body, request.locale);
        const outcome = await smsLogin(ctx, input);
        if ('user' in outcome) return loggedIn(outcome.user);
        await changeOwner(request, reply, session.id, { verifiedPhone: outcome.newPhone, verifiedPhoneAt: ctx.now(), userId: null, pendingEmail: null });
        // No user_info.user_name: the client opens the registration supplement (spec 000 section 4).
        return envelope(request, STATUS.OK, 'newUser', { is_new_user: 1, is_need_password: 0, tel_code: input.tel_code, phone: input.phone });
      }

      const input = validatePasswordLogin(body, request.locale);
      const user = await passwordLogin(ctx, input, {
        sessionId: session.id,
        ip: request.ip,
        locale: request.locale,
        imgCaptcha: body.img_captcha,
        warn: (error, message) => request.log.warn({ err: error }, message),
      });
      return loggedIn(user);
    },
  );
}
