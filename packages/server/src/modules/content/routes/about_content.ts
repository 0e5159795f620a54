/** GET /other/about_content?k: an about or marketing text (about_us?k=update|partner|news, /introduction ...). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { aboutContentQuery, aboutContentResponse } from '../schemas';
import { aboutContent } from '../service';
import { typed } from '../../../http/typed-routes';

export async function aboutContentRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/about_content',
    { schema: { tags: ['content'], summary: 'About and marketing texts (404 for an unknown key)', querystring: aboutContentQuery, response: aboutContentResponse } },
    async (request) => ok(request, await aboutContent(app.ctx, request.locale, request.query.k ?? '')),
  );
}
