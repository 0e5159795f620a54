/** GET /ops/payee_accounts?institution_id: every account of an institution, deactivated ones too (every role). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { institutionAccounts } from '../../institutions/payee-admin';
import { payeeAccountsQuery, payeeAccountsResponse } from '../payee-coupon-schemas';
import { requireStaff } from '../staff-sessions';

export async function payeeAccountsRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/payee_accounts',
    { schema: { tags: ['ops'], summary: "An institution's payee accounts, deactivated ones included", querystring: payeeAccountsQuery, response: payeeAccountsResponse }, preValidation: requireStaff('payees_read') },
    async (request) => envelope(request, STATUS.OK, 'ok', await institutionAccounts(app.ctx, request.query.institution_id)),
  );
}
