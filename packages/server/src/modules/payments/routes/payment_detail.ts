/**
 * GET and POST /order/payment_detail (spec 001 section 7): the payment page's data for the caller's
 * order: methods with their fee rules, coupons, points, the live quote, trading hours. A paid order
 * answers 4017 (the client goes to /pay with order_id and shows the message).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { paymentDetailInput, paymentDetailResponse } from '../schemas';
import { paymentDetail } from '../service';
import { typed, type Payload } from '../../../http/typed-routes';

export async function paymentDetailRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  const answer = async (request: FastifyRequest, input: Payload<typeof paymentDetailInput>) => {
    const owner = await requireOwner(request);
    return envelope(request, STATUS.OK, 'ok', await paymentDetail(ctx, owner, input.order_id ?? '', request.locale));
  };
  api.get(
    '/payment_detail',
    { schema: { tags: ['order'], summary: "The payment page's data for an order", querystring: paymentDetailInput, response: paymentDetailResponse } },
    async (request) => answer(request, request.query),
  );
  api.post(
    '/payment_detail',
    { schema: { tags: ['order'], summary: "The payment page's data for an order", body: paymentDetailInput, response: paymentDetailResponse } },
    async (request) => answer(request, request.body),
  );
}
