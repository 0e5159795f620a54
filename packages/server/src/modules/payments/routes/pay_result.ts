/**
 * GET /order/pay_result (spec 001 section 7): the state of the caller's payment and its order, for
 * the result page (success, failure, still waiting: the page asks again while `final` is 0).
 * Another payer's payment id answers exactly like an unknown one (404).
 * A payment that arrived after its quote expired with the price moved succeeded at the provider,
 * but the order waits for the payer's choice: the message says so (with the deadline), not "paid".
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { beijingTime, type Locale, type ServerMessageId } from '../../../messages';
import { requireOwner } from '../../orders/owner';
import { payResult } from '../charges';
import { payResultQuery, payResultResponse } from '../schemas';
import { typed } from '../../../http/typed-routes';

const MESSAGE: Readonly<Record<string, ServerMessageId>> = { succeeded: 'paymentSucceeded', failed: 'paymentFailed', canceled: 'paymentFailed' };

/** The answer's message: the payment's outcome, or the price change it opened. */
function messageOf(answer: Awaited<ReturnType<typeof payResult>>, locale: Locale): { id: ServerMessageId; values: Record<string, string> } {
  const change = answer.price_change;
  if (change?.status === 'awaiting_choice') {
    return { id: 'paymentHeldPriceChanged', values: { until: beijingTime(new Date(change.decide_by), locale), difference: change.difference, currency: change.currency } };
  }
  if (change?.status === 'refund_chosen' || change?.status === 'refund_on_expiry') return { id: 'paymentRefundedPriceChanged', values: {} };
  return { id: MESSAGE[answer.status] ?? 'paymentPending', values: {} };
}

export async function payResultRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/pay_result',
    { schema: { tags: ['order'], summary: 'The state of a payment and its order', querystring: payResultQuery, response: payResultResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const answer = await payResult(ctx, owner, request.query.payment_id ?? '', request.locale);
      const message = messageOf(answer, request.locale);
      return envelope(request, STATUS.OK, message.id, answer, {}, message.values);
    },
  );
}
