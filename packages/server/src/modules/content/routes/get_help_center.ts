/** GET /other/get_help_center: the help centre's categories with their articles (spec 000 section 2, zh pages). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { helpCenterResponse } from '../schemas';
import { helpCenter } from '../service';
import { typed } from '../../../http/typed-routes';

export async function getHelpCenterRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_help_center',
    { schema: { tags: ['content'], summary: 'Help centre categories and articles', response: helpCenterResponse } },
    async (request) => ok(request, await helpCenter(app.ctx, request.locale)),
  );
}
