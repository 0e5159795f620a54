/** GET /order/get_country_identification_code?country=USA: the routing fields a destination needs, with their rules. */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { countryIdentificationQuery, countryIdentificationResponse } from '../schemas';
import { countryIdentificationCode } from '../service';
import { typed } from '../../../http/typed-routes';

export async function getCountryIdentificationCodeRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_country_identification_code',
    { schema: { tags: ['order'], summary: 'Routing fields of a paying-to country', querystring: countryIdentificationQuery, response: countryIdentificationResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', countryIdentificationCode(request.locale, request.query.country ?? request.query.collection_country)),
  );
}
