/**
 * POST /order/paybankcheck (spec 001 section 7): "I have sent the transfer: check with the bank".
 * Asks the provider now about the caller's bank transfer (or each open installment), applying what
 * changed exactly as a callback would (each provider event once); at most once per
 * `limits.bankCheckSeconds` per payment (409 refresh too frequent). Answers the payment.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { bankCheckResponse, paymentIdBody } from '../schemas';
import { payBankCheck } from '../service';

export async function payBankCheckRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/paybankcheck',
    { schema: { tags: ['order'], summary: 'Ask the bank now whether a transfer has arrived', body: paymentIdBody, response: bankCheckResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'bankCheckDone', await payBankCheck(ctx, owner, request.body.payment_id, request.locale));
    },
  );
}
