/**
 * POST /ops/login { login, password }: a staff session (its own token, never a payer session).
 * Wrong passwords count towards the lock-out of the login and of the address (account/login-guard).
 * The session does nothing until login_totp (every role).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { loginBody, loginResponse } from '../schemas';
import { staffLogin } from '../service';
import { typed } from '../../../http/typed-routes';

export async function loginRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/login',
    { schema: { tags: ['ops'], summary: 'Staff login (password)', body: loginBody, response: loginResponse } },
    async (request) => {
      const { token, staff } = await staffLogin(
        app.ctx,
        request.body.staff_login.normalize('NFKC').trim(),
        request.body.password,
        request.ip,
      );
      return envelope(request, STATUS.OK, 'loginSuccess', {
        token,
        staff: { login: staff.login, name: staff.name, role: staff.role, totp_needed: 1 },
      });
    },
  );
}
