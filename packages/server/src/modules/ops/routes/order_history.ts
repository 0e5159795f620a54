/** GET /ops/order_history?order_id: one order (masked), every status change (order_events), its files, and what staff may do next. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { historyResponse, orderIdQuery } from '../schemas';
import { orderHistory } from '../service';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

export async function orderHistoryRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/order_history',
    {
      schema: {
        tags: ['ops'],
        summary: "An order's full history",
        querystring: orderIdQuery,
        response: historyResponse,
      },
      preValidation: requireStaff('read_orders'),
    },
    async (request) => envelope(request, STATUS.OK, 'ok', await orderHistory(ctx, signedInStaff(request), request.query.order_id)),
  );
}
