/**
 * POST /user/complete_order {order_id}: the payer confirms the payment arrived (the student system
 * shows it; the page asks first); the order closes as completed. The spec lists it as a GET; a
 * change of state is a POST here, so a prefetch or a crawler can never complete an order.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { completeOrderBody, userOrderDetailResponse } from '../schemas';
import { completeOrder, detailOf } from '../user-centre';
import { typed } from '../../../http/typed-routes';

export async function completeOrderRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/complete_order',
    {
      schema: {
        tags: ['user'],
        summary: 'Confirm that the payment arrived: the order closes as completed',
        body: completeOrderBody,
        response: userOrderDetailResponse,
      },
      // Who asks comes before what they sent: without a login (or a proven phone) the answer is 402.
      preValidation: async (request) => void (await requireOwner(request)),
    },
    async (request) => {
      const owner = await requireOwner(request);
      const { order } = await completeOrder(ctx, owner, request.body.order_id);
      return envelope(request, STATUS.OK, 'orderCompleted', await detailOf(ctx, order, request.locale));
    },
  );
}
