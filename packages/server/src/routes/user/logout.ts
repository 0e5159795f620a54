/**
 * GET|POST /user/logout: the session stays (same token) but has no user any more.
 * 401 without a logged-in session (spec 000 section 8: the client then clears the user).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logoutSession } from '../../domain/sessions';
import { envelope } from '../../http/envelope';
import { EMPTY, envelopeResponse } from '../../http/response-schemas';
import { Status } from '../../status-codes';

export async function logoutRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest) => {
    const session = request.session;
    if (!session?.userId) {
      return envelope(request, Status.NOT_LOGGED_IN, 'notLoggedIn', {}, { user_info: { user_name: '', user_country: '' } });
    }
    await logoutSession(app.ctx, session.id);
    return envelope(request, Status.OK, 'logoutSuccess', {}, { user_info: { user_name: '', user_country: '' } });
  };
  // 401 (a refusal) without a logged-in session; both answer an empty user_info.
  const response = envelopeResponse(EMPTY, { userInfo: 'always' });
  app.post('/logout', { schema: { tags: ['user'], summary: 'Log out', response } }, handler);
  app.get('/logout', { schema: { tags: ['user'], summary: 'Log out', response } }, handler);
}
