/** GET nuxt/get_news?type&limit: the newest news items (home page "latest news", about_us?k=news). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { getNewsQuery, getNewsResponse } from '../schemas';
import { latestNews } from '../service';
import { typed } from '../../../http/typed-routes';

export async function getNewsRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_news',
    { schema: { tags: ['content'], summary: 'Latest news', querystring: getNewsQuery, response: getNewsResponse } },
    async (request) => {
      const limit = Math.min(12, Math.max(1, Number(request.query.limit || 3)));
      return ok(request, await latestNews(app.ctx, request.locale, request.query.type ?? '', limit));
    },
  );
}
