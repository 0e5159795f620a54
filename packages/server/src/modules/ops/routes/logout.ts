/** POST /ops/logout: ends the staff session (its token is worthless afterwards). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { writeAudit } from '../audit';
import { emptyResponse } from '../schemas';
import { revokeStaffSession } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

export async function logoutRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/logout',
    { schema: { tags: ['ops'], summary: 'Staff logout', response: emptyResponse } },
    async (request) => {
      const caller = request.staff;
      if (!caller) throw new BusinessError(STATUS.NOT_LOGGED_IN, 'notLoggedIn');
      await revokeStaffSession(app.ctx, caller.sessionId);
      if (caller.verified)
        await writeAudit(app.ctx.db, {
          staffId: caller.staffId,
          action: 'logout',
          targetType: 'staff',
          targetId: String(caller.staffId),
          ip: request.ip,
          at: app.ctx.now(),
        });
      return envelope(request, STATUS.OK, 'logoutSuccess', {});
    },
  );
}
