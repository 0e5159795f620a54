/** GET /other/article_info?article_id: a news item with previous/next, source link and recommendations. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { articleInfoQuery, articleInfoResponse } from '../schemas';
import { newsDetail } from '../service';
import { typed } from '../../../http/typed-routes';

export async function articleInfoRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/article_info',
    { schema: { tags: ['content'], summary: 'News detail (404 when unknown)', querystring: articleInfoQuery, response: articleInfoResponse } },
    async (request) => ok(request, await newsDetail(app.ctx, request.locale, Number(request.query.article_id))),
  );
}
