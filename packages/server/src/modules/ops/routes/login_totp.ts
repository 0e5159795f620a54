/** POST /ops/login_totp { code }: the second factor of every staff member (6 digits from their authenticator, once each). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { emptyResponse, totpBody } from '../schemas';
import { staffTotp } from '../service';
import { typed } from '../../../http/typed-routes';

export async function loginTotpRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/login_totp',
    {
      schema: { tags: ['ops'], summary: 'Staff login: the TOTP code', body: totpBody, response: emptyResponse },
      // The password step's session, before validation: a stranger learns nothing.
      preValidation: async (request) => {
        if (!request.staff) throw new BusinessError(STATUS.NEED_LOGIN, 'staffLoginNeeded');
      },
    },
    async (request) => {
      await staffTotp(app.ctx, request.staff!, request.body.totp_code.trim(), request.ip);
      return envelope(request, STATUS.OK, 'loginSuccess', {});
    },
  );
}
