/** POST /order/update_order_info: correct the Student or Payer Information of an unpaid order (the whole form is checked again). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { orderDetailResponse, updateOrderBody } from '../schemas';
import { updateOrderInfo } from '../service/changes';
import { orderView } from '../service/views';
import { typed } from '../../../http/typed-routes';

export async function updateOrderInfoRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/update_order_info',
    { schema: { tags: ['order'], summary: "Correct an order's student or payer information", body: updateOrderBody, response: orderDetailResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const { order_id: orderId, ...changes } = request.body;
      const order = await updateOrderInfo(ctx, owner, orderId, changes, request.locale);
      return envelope(request, STATUS.OK, 'orderUpdated', orderView(ctx, order));
    },
  );
}
