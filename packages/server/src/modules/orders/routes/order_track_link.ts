/**
 * POST /user/order_track_link {order_id}: a signed, expiring read-only link to the caller's order,
 * to share with a family member or the school (no login; a week; order_track shows what it may).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { closeOrderBody, orderTrackLinkResponse } from '../schemas';
import { orderTrackLink } from '../service/reads';
import { typed } from '../../../http/typed-routes';

export async function orderTrackLinkRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/order_track_link',
    { schema: { tags: ['user'], summary: 'A read-only tracking link of an order of the caller', body: closeOrderBody, response: orderTrackLinkResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'ok', await orderTrackLink(ctx, owner, request.body.order_id));
    },
  );
}
