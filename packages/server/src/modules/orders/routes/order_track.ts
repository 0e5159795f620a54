/**
 * GET /order/order_track?order_id&expires&sig: what a tracking link shows, without a login: the
 * four-stage progress, the next step and whether it waits for the payer. Never the payer, the
 * student, identity numbers, bank details or the hold's text (it may name documents): only the
 * payer reads those, in the user centre.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { orderTrackQuery, orderTrackResponse } from '../schemas';
import { orderTrack } from '../service/reads';
import { typed } from '../../../http/typed-routes';

export async function orderTrackRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/order_track',
    { schema: { tags: ['order'], summary: "An order's progress by a signed tracking link (no login)", querystring: orderTrackQuery, response: orderTrackResponse } },
    async (request) => {
      const { order_id: orderId = '', expires = '', sig = '' } = request.query;
      return envelope(request, STATUS.OK, 'ok', await orderTrack(ctx, { orderId, expires, sig }));
    },
  );
}
