/**
 * POST /order/payment_transfer_pay (spec 001 sections 2, 7): the transfer form. The payer declares
 * who sends the bank transfer (name, relationship, national ID, bank-registered mobile, school-system
 * login) and the transfer payment starts, in one transaction under the `Idempotency-Key` header.
 * The payer must be the student or a direct relative (spec 001 section 5); the ID is stored sealed
 * and answered masked. The quote must be a bank-transfer quote; `installments` as payment_gateway.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { refuseActingSession } from '../../orders/owner';
import { typed } from '../../../http/typed-routes';
import { BusinessError } from '../../../http/business-error';
import { checkTransferPayer, declarationView, declare, transferDeclaration } from '../declarations';
import { idempotencyHeaders, payCall } from '../pay-call';
import { transferPayBody, transferPayResponse } from '../schemas';

export async function paymentTransferPayRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/payment_transfer_pay',
    {
      preValidation: refuseActingSession,
      schema: {
        tags: ['order'],
        summary: "Pay a bank-transfer quote with the transfer form: the payer's declaration and the transfer's instructions (Idempotency-Key header required)",
        headers: idempotencyHeaders,
        body: transferPayBody,
        response: transferPayResponse,
      },
    },
    async (request) => {
      checkTransferPayer(request.body, request.locale);
      return payCall(ctx, request, {
        name: 'payment_transfer_pay',
        quoteId: request.body.quote_id,
        installments: request.body.installments ?? null,
        acceptQuote: (quote) => {
          if (quote.method !== 'transfer') throw new BusinessError(STATUS.INVALID, 'methodNotAvailable', {}, { field: 'quote_id' });
        },
        message: 'transferPayerSaved',
        extra: async (tx, payment) => ({ declaration: declarationView(await declare(ctx, tx, payment.id, transferDeclaration(ctx, request.body))) }),
      });
    },
  );
}
