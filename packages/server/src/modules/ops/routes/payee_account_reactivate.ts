/** POST /ops/payee_account_reactivate: an admin offers a deactivated account to payers again (as it was left; audited). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { reactivatePayeeAccount } from '../../institutions/payee-admin';
import { payeeAccountReactivateBody, payeeAccountResponse } from '../payee-coupon-schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function payeeAccountReactivateRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/payee_account_reactivate',
    { schema: { tags: ['ops'], summary: 'Reactivate a payee account (admin): offered to payers again', body: payeeAccountReactivateBody, response: payeeAccountResponse }, preValidation: requireStaff('payees_edit') },
    async (request) => {
      const caller = signedInStaff(request);
      const account = await reactivatePayeeAccount(app.ctx, { staffId: caller.staffId, ip: request.ip }, request.body.account_id, request.body.reason);
      return envelope(request, STATUS.OK, 'ok', account);
    },
  );
}
