/** GET /ops/order_search?q: orders by number, phone, payer or student name, or institution, within the caller's payers. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { searchOrders } from '../repo';
import { searchQuery, searchResponse } from '../schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { orderRow } from '../views';
import { typed } from '../../../http/typed-routes';

export async function orderSearchRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/order_search',
    {
      schema: { tags: ['ops'], summary: 'Search orders', querystring: searchQuery, response: searchResponse },
      preValidation: requireStaff('read_orders'),
    },
    async (request) => {
      const rows = await searchOrders(app.ctx.db, signedInStaff(request), request.query.q.normalize('NFKC').trim(), 50);
      return envelope(request, STATUS.OK, 'ok', { list: rows.map(orderRow) });
    },
  );
}
