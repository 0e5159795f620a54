/**
 * GET /order/refresh_insallment (spec 001 section 7, its spelling kept): asks the provider about
 * each open installment of the caller's payment, applies what changed (each provider event once,
 * through the installment machine), marks an installment whose day ended unpaid as
 * `amount_not_paid`, and answers the payment with its installments. Another payer's payment answers
 * like an unknown one (404); a payment not in installments answers 400.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { ownedOrder } from '../../orders/repo';
import { installmentViews, ownedPayment, paymentView } from '../charges';
import { refreshInstallments } from '../installments';
import * as repo from '../repo';
import { refreshInstallmentQuery, refreshInstallmentResponse } from '../schemas';

export async function refreshInstallmentRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/refresh_insallment',
    { schema: { tags: ['order'], summary: "Refresh a payment's installments from the provider and answer them", querystring: refreshInstallmentQuery, response: refreshInstallmentResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const payment = await ownedPayment(ctx, owner, request.query.payment_id ?? '');
      if ((await repo.installmentsOf(ctx.db, payment.id)).length === 0) throw new BusinessError(STATUS.INVALID, 'paymentHasNoInstallments', {}, { field: 'payment_id' });
      await refreshInstallments(ctx, payment, 'refresh');
      const after = await ownedPayment(ctx, owner, payment.id);
      const order = await ownedOrder(ctx.db, owner, after.orderId);
      const installments = await installmentViews(ctx, after, (order?.payment as { purposes?: unknown } | undefined)?.purposes, request.locale);
      return envelope(request, STATUS.OK, 'installmentsRefreshed', paymentView(after, order?.status ?? '', installments));
    },
  );
}
