/** GET /other/get_partner?country: institutions and companies EduPay works with (about_us?k=partner, /investors_and_partners). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { partnerQuery, partnerResponse } from '../schemas';
import { partners } from '../service';
import { typed } from '../../../http/typed-routes';

export async function getPartnerRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_partner',
    { schema: { tags: ['content'], summary: 'Partners (optionally of one country)', querystring: partnerQuery, response: partnerResponse } },
    async (request) => ok(request, await partners(app.ctx, request.locale, 'partner', (request.query.country ?? '').toUpperCase())),
  );
}
