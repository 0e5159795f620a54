/**
 * POST /user/order_track_link {order_id}: a signed, expiring read-only link to the caller's order,
 * to share with a family member or the school (no login; a week; order_track shows what it may).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { signTrackLink } from '../../../domain/track-link';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { ownedOrder } from '../repo';
import { closeOrderBody, orderTrackLinkResponse } from '../schemas';
import { typed } from '../../../http/typed-routes';

export async function orderTrackLinkRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/order_track_link',
    { schema: { tags: ['user'], summary: 'A read-only tracking link of an order of the caller', body: closeOrderBody, response: orderTrackLinkResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const order = await ownedOrder(ctx.db, owner, request.body.order_id);
      if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
      const link = signTrackLink(ctx.secret, order.id, ctx.now());
      const query = new URLSearchParams({ order_id: link.orderId, expires: String(link.expires), sig: link.sig }).toString();
      return envelope(request, STATUS.OK, 'ok', {
        url: `${ctx.config.publicUrl}/track?${query}`,
        api: `${ctx.config.publicUrl}/api/order/order_track?${query}`,
        expires_at: new Date(link.expires * 1000).toISOString(),
      });
    },
  );
}
