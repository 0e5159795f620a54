/**
 * GET|POST /other/search_personal { keyword, img_captcha }: staff lookup by phone or messaging id
 * (image captcha required unless logged in; see ../service.ts). Not found answers the spec's warning.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { typed, type Payload } from '../../../http/typed-routes';
import { searchPersonalQuery, searchPersonalResponse } from '../schemas';
import { lookUpStaff } from '../service';

export async function searchPersonalRoutes(app: FastifyInstance) {
  const api = typed(app);
  const handler = async (request: FastifyRequest, payload: Payload<typeof searchPersonalQuery>) => {
    const staff = await lookUpStaff(app.ctx, {
      ip: request.ip,
      locale: request.locale,
      session: request.session,
      keyword: payload.keyword ?? payload.phone ?? payload.wechat ?? '',
      captcha: payload.img_captcha ?? '',
    });
    return envelope(request, STATUS.OK, 'staffFound', staff);
  };
  const summary = 'Staff lookup (image captcha required)';
  const response = searchPersonalResponse;
  api.get('/search_personal', { schema: { tags: ['other'], summary, querystring: searchPersonalQuery, response } }, (r) => handler(r, r.query));
  api.post('/search_personal', { schema: { tags: ['other'], summary, body: searchPersonalQuery, response } }, (r) => handler(r, r.body));
}
