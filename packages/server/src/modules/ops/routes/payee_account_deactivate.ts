/** POST /ops/payee_account_deactivate: an admin stops offering an account (never deleted; placed orders keep their copy; audited). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { deactivatePayeeAccount } from '../../institutions/payee-admin';
import { payeeAccountDeactivateBody, payeeAccountResponse } from '../payee-coupon-schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function payeeAccountDeactivateRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/payee_account_deactivate',
    { schema: { tags: ['ops'], summary: 'Deactivate a payee account (admin): no longer offered to payers', body: payeeAccountDeactivateBody, response: payeeAccountResponse }, preValidation: requireStaff('payees_edit') },
    async (request) => {
      const caller = signedInStaff(request);
      const account = await deactivatePayeeAccount(app.ctx, { staffId: caller.staffId, ip: request.ip }, request.body.account_id, request.body.reason);
      return envelope(request, STATUS.OK, 'ok', account);
    },
  );
}
