/**
 * POST /order/payment_estimate (spec 001 section 7): makes and stores a quote for the caller's own
 * payable order: the rate it locks, every fee line, the total and when it expires (30 minutes;
 * 6 hours for India and bank transfer). Within foreign-exchange trading hours only.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { estimateBody, estimateResponse, type EstimateBody } from '../schemas';
import { estimate, parseMethod } from '../service';

const choice = (value: number | boolean | undefined) => (value === undefined ? undefined : value === true || value === 1);

export async function paymentEstimateRoute(app: FastifyInstance) {
  const ctx = app.ctx;
  app.post<{ Body: EstimateBody }>(
    '/payment_estimate',
    { schema: { tags: ['order'], summary: 'Make a quote for an order: rate, fee lines, total, expiry', body: estimateBody, response: estimateResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const body = request.body;
      const answer = await estimate(
        ctx,
        owner,
        body.order_id,
        { method: parseMethod(body.method_id), fullArrival: choice(body.full_arrival), priority: choice(body.priority), usePoints: choice(body.use_points) },
        request.locale,
      );
      return envelope(request, STATUS.OK, 'quoteReady', answer);
    },
  );
}
