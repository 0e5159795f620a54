/** GET /user/order_detail?order_id: one order of the caller (user centre), identity numbers masked. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { ownedOrder } from '../repo';
import { orderDetailQuery, orderDetailResponse, type OrderDetailQuery } from '../schemas';
import { orderView } from '../service';

export async function orderDetailRoute(app: FastifyInstance) {
  const ctx = app.ctx;
  app.get<{ Querystring: OrderDetailQuery }>(
    '/order_detail',
    { schema: { tags: ['user'], summary: 'One order of the caller', querystring: orderDetailQuery, response: orderDetailResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      // Another payer's id answers exactly like an unknown one: nothing tells the two apart.
      const order = await ownedOrder(ctx.db, owner, request.query.order_id ?? '');
      if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
      return envelope(request, STATUS.OK, 'ok', orderView(ctx, order));
    },
  );
}
