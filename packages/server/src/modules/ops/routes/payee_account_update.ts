/** POST /ops/payee_account_update: an admin edits an active account, the whole form at once (audited before and after). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { updatePayeeAccount } from '../../institutions/payee-admin';
import { accountInput } from '../payee-account-input';
import { payeeAccountResponse, payeeAccountUpdateBody } from '../payee-coupon-schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function payeeAccountUpdateRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/payee_account_update',
    { schema: { tags: ['ops'], summary: 'Edit a payee account (admin); placed orders keep their copy', body: payeeAccountUpdateBody, response: payeeAccountResponse }, preValidation: requireStaff('payees_edit') },
    async (request) => {
      const caller = signedInStaff(request);
      const account = await updatePayeeAccount(app.ctx, { staffId: caller.staffId, ip: request.ip }, request.body.account_id, accountInput(request.body), request.locale);
      return envelope(request, STATUS.OK, 'ok', account);
    },
  );
}
