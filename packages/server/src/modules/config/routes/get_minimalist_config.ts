/** GET /get_minimalist_config (spec 000 section 7): language, session token, variant and the user only. */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { csInfo, userInfo } from '../../account/service/users';
import { envelope } from '../../../http/envelope';
import { tokenOf } from '../../../http/request-context';
import { typed } from '../../../http/typed-routes';
import { configQuery, minimalistConfigResponse } from '../schemas';
import { configCaller } from '../service';

export async function getMinimalistConfigRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_minimalist_config',
    { schema: { tags: ['config'], summary: 'Language, session and user only', querystring: configQuery, response: minimalistConfigResponse } },
    async (request) => {
      const { user, manager, country } = await configCaller(app.ctx, request.session, request.query.country);
      // The valid token the request presented, else '' (no session yet; this call creates none).
      const token = request.session ? (tokenOf(request) ?? '') : '';
      const data = { language: request.locale, token, change_country: country, cs_info: csInfo(manager, request.locale) };
      return { ...envelope(request, STATUS.OK, 'configLoaded', data, { user_info: userInfo(user) }), token };
    },
  );
}
