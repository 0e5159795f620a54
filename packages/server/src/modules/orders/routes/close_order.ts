/**
 * POST /user/close_order {order_id}: the payer cancels an unpaid order of theirs (the page asks
 * first). Through the lifecycle table: a paid order is refunded by staff instead (411).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { closeOrderBody, userOrderDetailResponse } from '../schemas';
import { closeOrder, detailOf } from '../user-centre';
import { typed } from '../../../http/typed-routes';

export async function closeOrderRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/close_order',
    {
      schema: {
        tags: ['user'],
        summary: 'Cancel an unpaid order of the caller',
        body: closeOrderBody,
        response: userOrderDetailResponse,
      },
      // Who asks comes before what they sent: without a login (or a proven phone) the answer is 402.
      preValidation: async (request) => void (await requireOwner(request)),
    },
    async (request) => {
      const owner = await requireOwner(request);
      const { order } = await closeOrder(ctx, owner, request.body.order_id);
      return envelope(request, STATUS.OK, 'orderClosed', await detailOf(ctx, order, request.locale));
    },
  );
}
