/** GET|POST /user/is_login: whether this session has a user (user_info.user_name empty when not). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionUser, userInfo } from '../users';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, flag, shape } from '../../../http/response-schemas';
import { STATUS } from '@edupay/forms/contract';

export async function isLoginRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest) => {
    const user = await sessionUser(app.ctx, request.session?.userId);
    return envelope(request, STATUS.OK, user ? 'loggedIn' : 'notLoggedIn', { is_login: user ? 1 : 0 }, { user_info: userInfo(user) });
  };
  const response = envelopeResponse(shape({ is_login: flag('1 when the session has a user') }), { userInfo: 'always' });
  app.get('/is_login', { schema: { tags: ['user'], summary: 'Login state', response } }, handler);
  app.post('/is_login', { schema: { tags: ['user'], summary: 'Login state', response } }, handler);
}
