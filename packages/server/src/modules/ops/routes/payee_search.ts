/** GET /ops/payee_search?q: institutions by name or abbreviation, each with how many accounts it has (every role). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { searchPayees } from '../../institutions/payee-admin';
import { payeeSearchQuery, payeeSearchResponse } from '../payee-coupon-schemas';
import { requireStaff } from '../staff-sessions';

export async function payeeSearchRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/payee_search',
    { schema: { tags: ['ops'], summary: 'Search payees (institutions) with their account counts', querystring: payeeSearchQuery, response: payeeSearchResponse }, preValidation: requireStaff('payees_read') },
    async (request) => envelope(request, STATUS.OK, 'ok', await searchPayees(app.ctx, request.query.q)),
  );
}
