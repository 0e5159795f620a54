/** GET /order/get_country_identification_code?country=USA: the routing fields a destination needs, with their rules. */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { countryIdentificationQuery, countryIdentificationResponse, type CountryQuery } from '../schemas';
import { countryIdentificationCode } from '../service';

export async function getCountryIdentificationCodeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: CountryQuery }>(
    '/get_country_identification_code',
    { schema: { tags: ['order'], summary: 'Routing fields of a paying-to country', querystring: countryIdentificationQuery, response: countryIdentificationResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', countryIdentificationCode(request.locale, request.query.country ?? request.query.collection_country)),
  );
}
