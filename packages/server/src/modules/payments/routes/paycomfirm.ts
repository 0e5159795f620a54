/**
 * GET /order/paycomfirm (spec 001 section 7, its spelling kept): the payment instructions page's
 * data for the caller's bank transfer: the payment (account, reference, amount; installments with
 * their references), the order number and payee, the time to send it by (the quote's expiry), the
 * payer's declaration (masked) and how many texts send_phone may still send. Another payer's
 * payment, or one of another method, answers 404.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { installmentViews, paymentView } from '../charges';
import { payConfirm } from '../declarations';
import { payConfirmResponse, paymentIdQuery } from '../schemas';

export async function payConfirmRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/paycomfirm',
    { schema: { tags: ['order'], summary: "A bank transfer's instructions page: account, reference, amount, send-by time", querystring: paymentIdQuery, response: payConfirmResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const { payment, order, extra } = await payConfirm(ctx, owner, request.query.payment_id ?? '', request.locale);
      const installments = await installmentViews(ctx, payment, (order?.payment as { purposes?: unknown } | undefined)?.purposes, request.locale);
      return envelope(request, STATUS.OK, 'payConfirmReady', { ...paymentView(payment, order?.status ?? '', installments), ...extra });
    },
  );
}
