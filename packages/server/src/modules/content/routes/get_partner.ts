/** GET /other/get_partner?country: institutions and companies EduPay works with (about_us?k=partner, /investors_and_partners). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { partnerQuery, partnerResponse, type CountryQuery } from '../schemas';
import { partners } from '../service';

export async function getPartnerRoute(app: FastifyInstance) {
  app.get<{ Querystring: CountryQuery }>(
    '/get_partner',
    { schema: { tags: ['content'], summary: 'Partners (optionally of one country)', querystring: partnerQuery, response: partnerResponse } },
    async (request) => ok(request, await partners(app.ctx, request.locale, 'partner', (request.query.country ?? '').toUpperCase())),
  );
}
