/** GET /order/query_school_country_currency?institution_id=..: the paying-to country and currencies of an institution. */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { schoolCountryCurrencyQuery, schoolCountryCurrencyResponse } from '../schemas';
import { schoolCountryCurrency } from '../service';
import { typed } from '../../../http/typed-routes';

export async function querySchoolCountryCurrencyRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/query_school_country_currency',
    {
      schema: {
        tags: ['order'],
        summary: 'Paying-to country and currencies of an institution',
        querystring: schoolCountryCurrencyQuery,
        response: schoolCountryCurrencyResponse,
      },
    },
    async (request) => envelope(request, STATUS.OK, 'ok', await schoolCountryCurrency(app.ctx, request.locale, request.query.institution_id ?? request.query.college_id)),
  );
}
