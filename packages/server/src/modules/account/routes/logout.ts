/**
 * POST /user/logout: the session has no user any more, under a new token.
 * 401 without a logged-in session (spec 000 section 8: the client then clears the user).
 * GET is not a logout (issue 11, item 6): a link or image on another site must not log anyone
 * out, so GET answers like an unknown path.
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { changeOwner } from '../../../http/request-context';
import { EMPTY, envelopeResponse } from '../../../http/response-schemas';
import { STATUS } from '@edupay/forms/contract';

export async function logoutRoutes(app: FastifyInstance) {
  // 401 (a refusal) without a logged-in session; both answer an empty user_info.
  const response = envelopeResponse(EMPTY, { userInfo: 'always' });
  app.post('/logout', { schema: { tags: ['user'], summary: 'Log out', response } }, async (request, reply) => {
    const session = request.session;
    if (!session?.userId) {
      return envelope(request, STATUS.NOT_LOGGED_IN, 'notLoggedIn', {}, { user_info: { user_name: '', user_country: '' } });
    }
    await changeOwner(request, reply, session.id, { userId: null, verifiedPhone: null, verifiedPhoneAt: null, pendingEmail: null });
    return envelope(request, STATUS.OK, 'logoutSuccess', {}, { user_info: { user_name: '', user_country: '' } });
  });
}
