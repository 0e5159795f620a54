/**
 * POST /order/payment_estimate (spec 001 section 7): makes and stores a quote for the caller's own
 * payable order: the rate it locks, every fee line, the total and when it expires (30 minutes;
 * 6 hours for India and bank transfer). Within foreign-exchange trading hours only.
 * Without order_id it is the order form's estimate (form-estimate.ts): account_id and amount give
 * the rate and the amount in the payer's currency before any order exists; nothing is stored.
 * account_id 0 with currency: the same for a payee the payer enters.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { accountIdOf, requireOwner } from '../../orders/owner';
import { ownerOf } from '../../orders/service/owner';
import { BusinessError } from '../../../http/business-error';
import { formEstimate } from '../form-estimate';
import { estimateBody, estimateResponse } from '../schemas';
import { estimate, parseMethod } from '../service';
import { typed } from '../../../http/typed-routes';

const choice = (value: number | boolean | undefined) => (value === undefined ? undefined : value === true || value === 1);

export async function paymentEstimateRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/payment_estimate',
    { schema: { tags: ['order'], summary: 'Make a quote for an order: rate, fee lines, total, expiry', body: estimateBody, response: estimateResponse } },
    async (request) => {
      const body = request.body;
      if (body.order_id === undefined || body.order_id === '') {
        // 0: a payee the payer enters (priced in the currency they chose).
        const accountId = String(body.account_id ?? '') === '0' ? 0 : accountIdOf(body.account_id);
        if (accountId === null || accountId < 0) throw new BusinessError(STATUS.INVALID, 'estimateNeedsAccount', {}, { field: 'account_id' });
        const owner = await ownerOf(ctx, request.session);
        const input = { accountId, amount: body.amount ?? '', currency: body.currency ?? '', remittanceCountry: body.remittance_country || 'CHN', usePoints: choice(body.use_points) === true };
        return envelope(request, STATUS.OK, 'estimateReady', await formEstimate(ctx, owner, input, request.locale));
      }
      const owner = await requireOwner(request);
      if (!body.method_id) throw new BusinessError(STATUS.INVALID, 'methodNotAvailable', {}, { field: 'method_id' });
      const answer = await estimate(
        ctx,
        owner,
        body.order_id,
        { method: parseMethod(body.method_id), fullArrival: choice(body.full_arrival), priority: choice(body.priority), usePoints: choice(body.use_points) },
        request.locale,
        body.replaces_quote_id ?? '',
      );
      return envelope(request, STATUS.OK, 'quoteReady', answer);
    },
  );
}
