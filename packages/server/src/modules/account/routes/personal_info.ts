/**
 * GET /user/personal_info: the user centre's basic info and the payment specialist's card (spec 001
 * sections 2, 3 and 7). POST /user/personal_info { contact, whats_code, major, commencement_time }:
 * saves what a user may change themselves; name, role, school, phone and e-mail are not among them
 * (sent or not, they are left alone). Both need a login (402 otherwise, the client opens login).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { accountUser, requireAccountUser } from '../require-account-user';
import { personalInfoBody as body, personalInfoResponse as response } from '../schemas';
import { changePersonalInfo, personalInfo } from '../service/personal-info';
import { typed } from '../../../http/typed-routes';

export async function personalInfoRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;

  const preHandler = requireAccountUser(ctx);

  api.get('/personal_info', { schema: { tags: ['user'], summary: 'Basic info and payment specialist (user centre)', response }, preHandler }, async (request) => {
    return envelope(request, STATUS.OK, 'ok', await personalInfo(ctx, accountUser(request), request.locale));
  });

  api.post(
    '/personal_info',
    { schema: { tags: ['user'], summary: 'Change the basic info a user may edit', body, response }, preHandler },
    async (request) => {
      return envelope(request, STATUS.OK, 'personalInfoSaved', await changePersonalInfo(ctx, accountUser(request), request.body, request.locale));
    },
  );
}
