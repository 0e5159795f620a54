/**
 * POST /admin/content/save_article: staff create or replace a news item, help article or FAQ
 * entry (by kind and slug), with its texts in the three languages. Bodies are sanitised on save.
 *
 * Until the operations console exists, staff authenticate with the ADMIN_TOKEN environment
 * variable sent as `X-Admin-Token`; without ADMIN_TOKEN the call refuses everyone.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN_HEADERS, requireAdminToken } from '../../../http/admin-token';
import { ok } from '../answer';
import { ct } from '../messages';
import { t } from '../../../messages';
import { saveArticleBody, saveArticleResponse } from '../schemas';
import { saveArticle } from '../service';
import { typed } from '../../../http/typed-routes';

export async function saveArticleRoute(app: FastifyInstance, options: { adminToken: string | undefined }) {
  const api = typed(app);
  api.post(
    '/save_article',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff: create or replace an article (X-Admin-Token: the ADMIN_TOKEN value)',
        headers: ADMIN_TOKEN_HEADERS,
        body: saveArticleBody,
        response: saveArticleResponse,
      },
      preValidation: requireAdminToken(options.adminToken, (request) => t(request.locale, 'adminTokenWrong')),
    },
    async (request) => {
      const body = request.body;
      const id = await saveArticle(app.ctx, body);
      return ok(request, { id }, ct(request.locale, 'saved'));
    },
  );
}
