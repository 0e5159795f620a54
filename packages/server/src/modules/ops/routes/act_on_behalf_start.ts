/**
 * POST /ops/act_on_behalf_start { user_id | phone | order_no, reason }: a payer session marked with the
 * caller (acting.ts), for 30 minutes; the payer is told by SMS and e-mail. Specialists: own payers only.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { startActing } from '../acting';
import { actStartBody, actStartResponse } from '../schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function actOnBehalfStartRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/act_on_behalf_start',
    {
      schema: {
        tags: ['ops'],
        summary: 'Act on behalf of a payer: a marked payer session for 30 minutes (the payer is told)',
        body: actStartBody,
        response: actStartResponse,
      },
      preValidation: requireStaff('act_on_behalf'),
    },
    async (request) => {
      const { user_id: userId, phone, order_no: orderNo } = request.body;
      const reason = request.body.reason.normalize('NFKC').trim();
      if (reason === '') throw new BusinessError(STATUS.INVALID, 'actingReasonNeeded', {}, { field: 'reason' });
      const lookup = {
        user_id: userId === undefined || userId === '' ? undefined : Number(userId),
        phone: phone?.trim() || undefined,
        order_no: orderNo?.trim() || undefined,
      };
      const started = await startActing(app.ctx, signedInStaff(request), lookup, reason, request.ip);
      return envelope(request, STATUS.OK, 'actingStarted', started);
    },
  );
}
