/** POST /ops/logout: ends the staff session (its token is worthless afterwards). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { emptyResponse } from '../schemas';
import { staffLogout } from '../service';
import { typed } from '../../../http/typed-routes';

export async function logoutRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/logout',
    { schema: { tags: ['ops'], summary: 'Staff logout', response: emptyResponse } },
    async (request) => {
      const caller = request.staff;
      if (!caller) throw new BusinessError(STATUS.NOT_LOGGED_IN, 'notLoggedIn');
      await staffLogout(app.ctx, caller, request.ip);
      return envelope(request, STATUS.OK, 'logoutSuccess', {});
    },
  );
}
