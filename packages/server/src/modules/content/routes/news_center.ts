/**
 * GET /other/news_center?search_key&type&page&page_size: news and resources (spec 001 section 2):
 * keyword search, filter tabs and paging. No match answers success with an empty list and the
 * spec's message "No search results, please change the keyword and try again.".
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { newsCenterQuery, newsCenterResponse } from '../schemas';
import { newsCenter, paging } from '../service';
import { typed } from '../../../http/typed-routes';

export async function newsCenterRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/news_center',
    { schema: { tags: ['content'], summary: 'News and resources: search, filter, paging', querystring: newsCenterQuery, response: newsCenterResponse } },
    async (request) => {
      const { search_key = '', type = '', page, page_size } = request.query;
      const found = await newsCenter(app.ctx, request.locale, { search: search_key, type }, paging(page, page_size));
      return ok(request, found.data, found.message);
    },
  );
}
