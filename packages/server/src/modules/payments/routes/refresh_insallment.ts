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
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { refreshInstallmentQuery, refreshInstallmentResponse } from '../schemas';
import { refreshPaymentInstallments } from '../service';

export async function refreshInstallmentRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/refresh_insallment',
    { schema: { tags: ['order'], summary: "Refresh a payment's installments from the provider and answer them", querystring: refreshInstallmentQuery, response: refreshInstallmentResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'installmentsRefreshed', await refreshPaymentInstallments(ctx, owner, request.query.payment_id ?? '', request.locale));
    },
  );
}
