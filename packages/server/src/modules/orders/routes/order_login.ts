/**
 * POST /user/order_login: an anonymous payer proves a phone by SMS code (sent by
 * /user/send_verification, the login codes) and their orders are bound to it. A registered phone
 * logs its account in (its orders and the anonymous ones of the phone show); any other phone is
 * kept by the session, so later logging in or registering with it shows the orders.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { maskPhone } from '../../../domain/masking';
import { envelope } from '../../../http/envelope';
import { changeOwner, ensureSession, logIn } from '../../../http/request-context';
import { validateSmsLogin } from '../../../validation';
import { smsLogin } from '../../account/service/login';
import { userInfo } from '../../account/service/users';
import { orderLoginBody, orderLoginResponse } from '../schemas';
import { typed } from '../../../http/typed-routes';

export async function orderLoginRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/order_login',
    { schema: { tags: ['user'], summary: 'Prove a phone by SMS code to place and see orders without an account', body: orderLoginBody, response: orderLoginResponse } },
    async (request, reply) => {
      const input = validateSmsLogin({ tel_code: '+86', ...request.body }, request.locale);
      const session = await ensureSession(request, reply);
      // The same proof as the SMS login: the code spent, then the phone's account if it has one.
      const outcome = await smsLogin(ctx, input);
      const phone = maskPhone(input.tel_code, input.phone);
      if ('user' in outcome) {
        await logIn(request, reply, session.id, outcome.user.id);
        return envelope(request, STATUS.OK, 'loginSuccess', { phone, is_member: 1 }, { user_info: userInfo(outcome.user) });
      }
      await changeOwner(request, reply, session.id, { userId: null, verifiedPhone: outcome.newPhone, verifiedPhoneAt: ctx.now(), pendingEmail: null });
      return envelope(request, STATUS.OK, 'orderLoginSuccess', { phone, is_member: 0 });
    },
  );
}
