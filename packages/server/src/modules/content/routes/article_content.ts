/** GET /other/article_content?article_id: a help-centre article and the other articles of its category. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { articleContentQuery, articleContentResponse } from '../schemas';
import { helpArticle } from '../service';
import { typed } from '../../../http/typed-routes';

export async function articleContentRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/article_content',
    { schema: { tags: ['content'], summary: 'Help article (404 when unknown)', querystring: articleContentQuery, response: articleContentResponse } },
    async (request) => ok(request, await helpArticle(app.ctx, request.locale, Number(request.query.article_id))),
  );
}
