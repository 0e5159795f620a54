/**
 * POST /ops/act_on_behalf_end { session_id } with a staff token (who started it, or an admin), or
 * { act_token } from the payer tab (the banner's End: that tab holds only the acting token).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { fieldMessage } from '../../../messages/field-labels';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { may } from '../../../domain/staff-roles';
import { endActing } from '../acting';
import { actEndBody, actEndResponse } from '../schemas';
import { signedInStaff } from '../staff-sessions';

export async function actOnBehalfEndRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/act_on_behalf_end',
    {
      schema: { tags: ['ops'], summary: 'End acting on behalf of a payer (its token stops working)', body: actEndBody, response: actEndResponse },
    },
    async (request) => {
      const { session_id: sessionId, act_token: actToken } = request.body;
      if (actToken) return envelope(request, STATUS.OK, 'actingEnded', await endActing(app.ctx, { actToken }, request.ip));
      const caller = signedInStaff(request);
      if (!may(caller.role, 'act_on_behalf')) throw new BusinessError(STATUS.NOT_FOUND, 'staffNotAllowed');
      if (!sessionId) throw BusinessError.text(STATUS.INVALID, fieldMessage(request.locale, 'fieldRequired', 'session_id'), { field: 'session_id' });
      return envelope(request, STATUS.OK, 'actingEnded', await endActing(app.ctx, { caller, sessionId }, request.ip));
    },
  );
}
