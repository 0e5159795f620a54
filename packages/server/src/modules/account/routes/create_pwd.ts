/** POST /user/create_pwd { new_password, confirm_password }: step 9, a first password after an SMS login. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { accountUser, requireAccountUser } from '../require-account-user';
import { createPwdBody, createPwdResponse } from '../schemas';
import { createPassword } from '../service/passwords';
import { typed } from '../../../http/typed-routes';

export async function createPwdRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/create_pwd',
    { schema: { tags: ['user'], summary: 'Set the first password', response: createPwdResponse, body: createPwdBody }, preHandler: requireAccountUser(ctx) },
    async (request) => {
      await createPassword(ctx, accountUser(request), request.body, request.locale);
      return envelope(request, STATUS.OK, 'passwordCreated', { is_need_password: 0 });
    },
  );
}
