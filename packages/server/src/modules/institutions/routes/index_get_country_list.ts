/**
 * GET /index_get_country_list: destination countries that have payees, with names in the
 * request's language and the number of payees (spec 000 section 7 names the call only).
 */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { countryListResponse } from '../schemas';
import { destinationCountries } from '../service';

export async function indexCountryListRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/index_get_country_list',
    { schema: { tags: ['index'], summary: 'Destination countries with payees', response: countryListResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await destinationCountries(app.ctx, request.locale)),
  );
}
