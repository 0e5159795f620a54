/** GET /other/get_help_search?search_key&page&page_size: help articles matching a keyword. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { helpSearchQuery, helpSearchResponse } from '../schemas';
import { helpSearch, paging } from '../service';
import { typed } from '../../../http/typed-routes';

export async function getHelpSearchRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_help_search',
    { schema: { tags: ['content'], summary: 'Help search', querystring: helpSearchQuery, response: helpSearchResponse } },
    async (request) => {
      const found = await helpSearch(app.ctx, request.locale, request.query.search_key ?? '', paging(request.query.page, request.query.page_size));
      return ok(request, found.data, found.message);
    },
  );
}
