/**
 * POST /user/logout: the session has no user any more, under a new token.
 * 401 without a logged-in session (spec 000 section 8: the client then clears the user).
 * GET is not a logout (issue 11, item 6): a link or image on another site must not log anyone
 * out, so GET answers like an unknown path.
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { changeOwner } from '../../../http/request-context';
import { logoutResponse as response } from '../schemas';
import { STATUS } from '@edupay/forms/contract';
import { typed } from '../../../http/typed-routes';

export async function logoutRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.post('/logout', { schema: { tags: ['user'], summary: 'Log out', response } }, async (request, reply) => {
    const session = request.session;
    if (!session?.userId) {
      return envelope(request, STATUS.NOT_LOGGED_IN, 'notLoggedIn', {}, { user_info: { user_name: '', user_country: '' } });
    }
    await changeOwner(request, reply, session.id, { userId: null, verifiedPhone: null, verifiedPhoneAt: null, pendingEmail: null });
    return envelope(request, STATUS.OK, 'logoutSuccess', {}, { user_info: { user_name: '', user_country: '' } });
  });
}
