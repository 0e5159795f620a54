/**
 * POST /user/change_pwd { old_password, new_password, confirm_password } (logged in; 402 otherwise).
 * Wrong old passwords count towards the same lock as failed logins.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { accountUser, requireAccountUser } from '../require-account-user';
import { changePwdBody, emptyResponse } from '../schemas';
import { changePassword } from '../service/passwords';
import { typed } from '../../../http/typed-routes';

export async function changePwdRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/change_pwd',
    { schema: { tags: ['user'], summary: 'Change the password', response: emptyResponse, body: changePwdBody }, preHandler: requireAccountUser(ctx) },
    async (request) => {
      await changePassword(ctx, accountUser(request), request.body, { locale: request.locale, sessionId: request.session?.id ?? '' });
      return envelope(request, STATUS.OK, 'passwordChanged');
    },
  );
}
