/** GET /index_cooperative_payment_agencies_list?country: the cooperating payment institutions (/cooperate) with their licences. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../answer';
import { partnerQuery, partnerResponse } from '../schemas';
import { partners } from '../service';
import { typed } from '../../../http/typed-routes';

export async function cooperativePaymentAgenciesRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/index_cooperative_payment_agencies_list',
    { schema: { tags: ['content'], summary: 'Cooperating payment institutions and their licences', querystring: partnerQuery, response: partnerResponse } },
    async (request) => ok(request, await partners(app.ctx, request.locale, 'agency', (request.query.country ?? '').toUpperCase())),
  );
}
