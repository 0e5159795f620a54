/**
 * GET /order/wechat_payment_detail (spec 001 sections 2, 7): the messaging-app payment page's data:
 * the payment with its QR, the payer's WeChat ID (changed by modify_wechat_id), the order number,
 * and whether a passport is needed (above 300,000 CNY, spec 001 section 5). Another payer's payment,
 * or one of another method, answers 404.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { installmentViews, paymentView } from '../charges';
import { wechatPaymentOf } from '../declarations';
import { paymentIdQuery, wechatPaymentResponse } from '../schemas';

export async function wechatPaymentDetailRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/wechat_payment_detail',
    { schema: { tags: ['order'], summary: "A WeChat Pay payment: its QR, status and the payer's WeChat ID", querystring: paymentIdQuery, response: wechatPaymentResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const { payment, orderStatus, extra } = await wechatPaymentOf(ctx, owner, request.query.payment_id ?? '');
      const installments = await installmentViews(ctx, payment, null, request.locale);
      return envelope(request, STATUS.OK, 'ok', { ...paymentView(payment, orderStatus, installments), ...extra });
    },
  );
}
