/**
 * POST /order/wechat_payment (spec 001 sections 2, 7): the messaging-app payment. Starts paying a
 * WeChat Pay quote (a QR the payer scans; the desktop page follows it) with the payer's WeChat ID,
 * in one transaction under the `Idempotency-Key` header. Answers the payment with its `qr_code`.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { refuseActingSession } from '../../orders/owner';
import { typed } from '../../../http/typed-routes';
import { BusinessError } from '../../../http/business-error';
import { checkWechatId, declare, wechatExtra } from '../declarations';
import { idempotencyHeaders, payCall } from '../pay-call';
import { wechatPaymentBody, wechatPaymentResponse } from '../schemas';

export async function wechatPaymentRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/wechat_payment',
    {
      preValidation: refuseActingSession,
      schema: {
        tags: ['order'],
        summary: "Pay a WeChat Pay quote by QR with the payer's WeChat ID (Idempotency-Key header required)",
        headers: idempotencyHeaders,
        body: wechatPaymentBody,
        response: wechatPaymentResponse,
      },
    },
    async (request) => {
      checkWechatId(request.body.wechat_id, request.locale);
      return payCall(ctx, request, {
        name: 'wechat_payment',
        quoteId: request.body.quote_id,
        acceptQuote: (quote) => {
          if (quote.method !== 'wechat') throw new BusinessError(STATUS.INVALID, 'methodNotAvailable', {}, { field: 'quote_id' });
        },
        extra: async (tx, payment) => wechatExtra(tx, payment, await declare(ctx, tx, payment.id, { wechatId: request.body.wechat_id.trim() })),
      });
    },
  );
}
