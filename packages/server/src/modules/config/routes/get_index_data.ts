/** GET /get_index_data (spec 000 section 7): the home page's data, its popular payees. */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { configQuery, indexDataResponse } from '../schemas';
import { hotInstitutions } from '../service';

export async function getIndexDataRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_index_data',
    { schema: { tags: ['config'], summary: 'Home page data: popular payees', querystring: configQuery, response: indexDataResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', { hot_institutions: await hotInstitutions(app.ctx) }),
  );
}
