/**
 * POST /order/payment_gateway (spec 001 section 7): starts paying a stored quote with its method,
 * charging exactly the quote's total. Needs an `Idempotency-Key` header (Stripe's semantics,
 * http/idempotency.ts): the same key and body answer the first payment again; two calls at once
 * with one key make one payment. Answers the payment: `redirect_url` (card: the provider's hosted
 * page), `qr_code` (QR methods) or `reference` and `instructions` (bank transfer).
 * Refusals: 410 quote expired (with `data.fresh_quote`), 4017 order paid, 404 another payer's quote.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { idempotent, IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../../http/idempotency';
import { t } from '../../../messages';
import { requireOwner } from '../../orders/owner';
import { ownedOrder } from '../../orders/repo';
import { actorOf } from '../../orders/service';
import { paymentView, startPayment } from '../charges';
import { gatewayBody, gatewayResponse, type GatewayBody } from '../schemas';
import { quoteForPayment } from '../service';

export async function paymentGatewayRoute(app: FastifyInstance) {
  const ctx = app.ctx;
  app.post<{ Body: GatewayBody }>(
    '/payment_gateway',
    {
      schema: {
        tags: ['order'],
        summary: 'Pay a quote: answers the payment with its hosted page, QR code or transfer reference (Idempotency-Key header required)',
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', maxLength: 255, description: 'A new random key per payment attempt (e.g. a UUID); resend the same on retries', examples: ['3b9f6c1e-2d4a-4f8b-9c0d-7e5a1b2c3d4e'] } },
        },
        body: gatewayBody,
        response: gatewayResponse,
      },
    },
    async (request) => {
      const owner = await requireOwner(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      if (!key) throw new BusinessError(STATUS.INVALID, 'idempotencyKeyInvalid', {}, { field: 'Idempotency-Key' });
      const scope = `payment_gateway:${actorOf(owner)}`;
      try {
        const { answer } = await idempotent(ctx, scope, key, request.body, async (tx) => {
          const payment = await startPayment({ ...ctx, db: tx }, owner, request.body.quote_id, request.locale);
          const order = await ownedOrder(tx, owner, payment.orderId);
          return { status_code: STATUS.OK, message: t(request.locale, 'paymentStarted'), data: paymentView(payment, order?.status ?? '') };
        });
        return { ...envelope(request, STATUS.OK, 'paymentStarted'), ...answer };
      } catch (error) {
        // A refused quote rolled the call back, the fresh quote with it: ask again outside the
        // transaction so the fresh quote offered is stored and can be paid.
        if (error instanceof BusinessError && error.status === STATUS.EXPIRED) await quoteForPayment(ctx, request.body.quote_id, owner, ctx.now(), request.locale);
        throw error;
      }
    },
  );
}
