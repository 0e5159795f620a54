/**
 * GET /order/pay_result (spec 001 section 7): the state of the caller's payment and its order, for
 * the result page (success, failure, still waiting: the page asks again while `final` is 0).
 * Another payer's payment id answers exactly like an unknown one (404).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import type { ServerMessageId } from '../../../messages';
import { requireOwner } from '../../orders/owner';
import { payResult } from '../charges';
import { payResultQuery, payResultResponse } from '../schemas';
import { typed } from '../../../http/typed-routes';

const MESSAGE: Readonly<Record<string, ServerMessageId>> = { succeeded: 'paymentSucceeded', failed: 'paymentFailed', canceled: 'paymentFailed' };

export async function payResultRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/pay_result',
    { schema: { tags: ['order'], summary: 'The state of a payment and its order', querystring: payResultQuery, response: payResultResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const answer = await payResult(ctx, owner, request.query.payment_id ?? '', request.locale);
      return envelope(request, STATUS.OK, MESSAGE[answer.status] ?? 'paymentPending', answer);
    },
  );
}
