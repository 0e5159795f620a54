/** GET /ops/me: who the staff token belongs to, and whether its TOTP step is still due. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { meResponse } from '../schemas';
import { typed } from '../../../http/typed-routes';

export async function meRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/me',
    { schema: { tags: ['ops'], summary: 'The signed-in staff member', response: meResponse } },
    async (request) => {
      const caller = request.staff;
      if (!caller) throw new BusinessError(STATUS.NEED_LOGIN, 'staffLoginNeeded');
      return envelope(request, STATUS.OK, 'ok', {
        login: caller.login,
        name: caller.name,
        role: caller.role,
        totp_needed: caller.verified ? 0 : 1,
      });
    },
  );
}
