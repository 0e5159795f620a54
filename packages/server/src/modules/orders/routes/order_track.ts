/**
 * GET /order/order_track?order_id&expires&sig: what a tracking link shows, without a login: the
 * four-stage progress, the next step and whether it waits for the payer. Never the payer, the
 * student, identity numbers, bank details or the hold's text (it may name documents): only the
 * payer reads those, in the user centre.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { progressOf } from '../../../domain/order-progress';
import { checkTrackLink } from '../../../domain/track-link';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { eventsOf, orderById } from '../repo';
import { orderTrackQuery, orderTrackResponse } from '../schemas';
import { orderSummary } from '../service';
import { lifecycleOf } from '../user-centre';
import { typed } from '../../../http/typed-routes';

export async function orderTrackRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/order_track',
    { schema: { tags: ['order'], summary: "An order's progress by a signed tracking link (no login)", querystring: orderTrackQuery, response: orderTrackResponse } },
    async (request) => {
      const { order_id: orderId = '', expires = '', sig = '' } = request.query;
      const verdict = checkTrackLink(ctx.secret, { orderId, expires, sig }, ctx.now());
      const order = verdict === 'valid' ? await orderById(ctx.db, orderId) : null;
      if (!order) throw new BusinessError(STATUS.EXPIRED, 'trackLinkInvalid');
      const summary = orderSummary(order);
      const life = lifecycleOf(order);
      return envelope(request, STATUS.OK, 'ok', {
        order_no: summary.order_no,
        institution: summary.institution,
        institution_zh: summary.institution_zh,
        currency: summary.currency,
        amount: summary.amount,
        status: order.status,
        stage: life.stage,
        result: life.result,
        next_step: life.next_step,
        on_hold: life.hold_reason ? 1 : 0,
        hold_until: life.hold_until,
        progress: progressOf(order.status, await eventsOf(ctx.db, order.id)),
      });
    },
  );
}
