/**
 * POST /user/register: the registration payload of spec 000 section 3, validated with the
 * @edupay/forms registration schema. The login must be proven in this session first: an SMS
 * login of the phone (no account yet), or a free e-mail checked by /user/verification_email.
 * Only a proven phone or e-mail logs in: the e-mail is proven by the link sent after registering
 * (GET /user/confirm_email), a phone not proven here later by POST /user/verify_contact.
 * 331: phone already registered; 332: e-mail already registered. The answer carries the assigned
 * manager: wechat_number, tell, qr_code, is_wechat (spec 000 section 3, "Registration response").
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { logIn } from '../../../http/request-context';
import { registerBody, registerResponse } from '../schemas';
import { register } from '../service/registration';
import { managerAnswer, userInfo } from '../service/users';
import { typed } from '../../../http/typed-routes';

export async function registerUserRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/register',
    { schema: { tags: ['user'], summary: 'Register (registration supplement)', body: registerBody, response: registerResponse } },
    async (request, reply) => {
      const { user, manager } = await register(ctx, request.body, {
        session: request.session,
        locale: request.locale,
        ip: request.ip,
        logIn: (userId) => logIn(request, reply, request.session!.id, userId),
        warn: (error, message) => request.log.warn({ err: error }, message),
      });
      return envelope(request, STATUS.OK, 'registered', { ...managerAnswer(manager), is_need_password: user.passwordHash ? 0 : 1 }, { user_info: userInfo(user) });
    },
  );
}
