/** GET /other/select_account?institution_id=..: the payee accounts of an institution (the /select_account page). */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { selectAccountQuery, selectAccountResponse } from '../schemas';
import { selectAccount } from '../service';
import { typed } from '../../../http/typed-routes';

export async function selectAccountRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/select_account',
    { schema: { tags: ['other'], summary: 'Payee accounts of an institution', querystring: selectAccountQuery, response: selectAccountResponse } },
    async (request) => {
      const data = await selectAccount(app.ctx, request.locale, request.query.institution_id ?? request.query.college_id);
      return envelope(request, STATUS.OK, data.list.length ? 'ok' : 'noPayeeAccounts', data);
    },
  );
}
