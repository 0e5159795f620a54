/** POST /ops/payee_account_create: an admin adds an account to an institution (checked like the seed's; audited). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { createPayeeAccount } from '../../institutions/payee-admin';
import { accountInput } from '../payee-account-input';
import { payeeAccountCreateBody, payeeAccountResponse } from '../payee-coupon-schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function payeeAccountCreateRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/payee_account_create',
    { schema: { tags: ['ops'], summary: 'Add a payee account to an institution (admin)', body: payeeAccountCreateBody, response: payeeAccountResponse }, preValidation: requireStaff('payees_edit') },
    async (request) => {
      const caller = signedInStaff(request);
      const account = await createPayeeAccount(app.ctx, { staffId: caller.staffId, ip: request.ip }, request.body.institution_id, accountInput(request.body), request.locale);
      return envelope(request, STATUS.OK, 'ok', account);
    },
  );
}
