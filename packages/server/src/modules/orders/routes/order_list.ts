/** GET /user/order_list?type=ongoing|closed: the caller's orders, newest first (user centre, My Orders). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { ordersOf } from '../repo';
import { orderListQuery, orderListResponse, type OrderListQuery } from '../schemas';
import { ONGOING, orderSummary } from '../service';

export async function orderListRoute(app: FastifyInstance) {
  const ctx = app.ctx;
  app.get<{ Querystring: OrderListQuery }>(
    '/order_list',
    { schema: { tags: ['user'], summary: "The caller's orders", querystring: orderListQuery, response: orderListResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      // No status closes an order yet (the payment and lifecycle issues add them): closed is empty.
      const rows = request.query.type === 'closed' ? [] : await ordersOf(ctx.db, owner, ONGOING);
      return envelope(request, STATUS.OK, 'ok', { list: rows.map(orderSummary), total: rows.length });
    },
  );
}
