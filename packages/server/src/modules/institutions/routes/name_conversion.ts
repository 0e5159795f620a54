/** GET /order/name_conversion?name=单田芳: Pinyin surname and given name of a Chinese name (passport spelling). */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { nameConversionQuery, nameConversionResponse } from '../schemas';
import { nameConversion } from '../service';
import { typed } from '../../../http/typed-routes';

export async function nameConversionRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/name_conversion',
    { schema: { tags: ['order'], summary: 'Chinese name to Pinyin', querystring: nameConversionQuery, response: nameConversionResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', nameConversion(request.query.name ?? request.query.chinese_name)),
  );
}
