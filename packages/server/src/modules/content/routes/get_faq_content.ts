/** GET /other/get_faq_content?country: the FAQ (the home page's and the help centre's), India's questions for IND. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { faqQuery, faqResponse } from '../schemas';
import { faq } from '../service';
import { typed } from '../../../http/typed-routes';

export async function getFaqContentRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_faq_content',
    { schema: { tags: ['content'], summary: 'Frequently asked questions', querystring: faqQuery, response: faqResponse } },
    async (request) => ok(request, await faq(app.ctx, request.locale, (request.query.country ?? '').toUpperCase())),
  );
}
