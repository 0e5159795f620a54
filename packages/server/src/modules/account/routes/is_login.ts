/** GET|POST /user/is_login: whether this session has a user (user_info.user_name empty when not). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelope } from '../../../http/envelope';
import { isLoginResponse as response } from '../schemas';
import { sessionUser, userInfo } from '../service/users';
import { typed } from '../../../http/typed-routes';

export async function isLoginRoutes(app: FastifyInstance) {
  const api = typed(app);
  const handler = async (request: FastifyRequest) => {
    const user = await sessionUser(app.ctx, request.session?.userId);
    return envelope(request, STATUS.OK, user ? 'loggedIn' : 'notLoggedIn', { is_login: user ? 1 : 0 }, { user_info: userInfo(user) });
  };
  api.get('/is_login', { schema: { tags: ['user'], summary: 'Login state', response } }, handler);
  api.post('/is_login', { schema: { tags: ['user'], summary: 'Login state', response } }, handler);
}
