/**
 * POST /order/payment_gateway (spec 001 section 7): starts paying a stored quote with its method,
 * charging exactly the quote's total. Needs an `Idempotency-Key` header (Stripe's semantics,
 * http/idempotency.ts): the same key and body answer the first payment again; two calls at once
 * with one key make one payment. Answers the payment: `redirect_url` (card: the provider's hosted
 * page), `qr_code` (QR methods) or `reference` and `instructions` (bank transfer); a bank transfer
 * may be paid in `installments` (installments.ts).
 * Refusals: 410 quote expired (with `data.fresh_quote`), 4017 order paid, 404 another payer's quote.
 */
import type { FastifyInstance } from 'fastify';
import { refuseActingSession } from '../../orders/owner';
import { idempotencyHeaders, payCall } from '../pay-call';
import { gatewayBody, gatewayResponse } from '../schemas';
import { typed } from '../../../http/typed-routes';

export async function paymentGatewayRoute(app: FastifyInstance) {
  typed(app).post(
    '/payment_gateway',
    {
      preValidation: refuseActingSession,
      schema: {
        tags: ['order'],
        summary: 'Pay a quote: answers the payment with its hosted page, QR code or transfer reference (Idempotency-Key header required)',
        headers: idempotencyHeaders,
        body: gatewayBody,
        response: gatewayResponse,
      },
    },
    async (request) => payCall(app.ctx, request, { name: 'payment_gateway', quoteId: request.body.quote_id, installments: request.body.installments ?? null }),
  );
}
