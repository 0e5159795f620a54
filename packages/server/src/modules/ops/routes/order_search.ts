/** GET /ops/order_search?q: orders by number, phone, payer or student name, or institution, within the caller's payers. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { searchQuery, searchResponse } from '../schemas';
import { orderSearch } from '../service';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

export async function orderSearchRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/order_search',
    {
      schema: { tags: ['ops'], summary: 'Search orders', querystring: searchQuery, response: searchResponse },
      preValidation: requireStaff('read_orders'),
    },
    async (request) => envelope(request, STATUS.OK, 'ok', { list: await orderSearch(app.ctx, signedInStaff(request), request.query.q) }),
  );
}
