/** GET /order/get_institution?searchkey=..: the order-side institution search; the list is `data.data`. */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, INSTITUTION, int, listOf, shape } from '../../../http/response-schemas';
import { STATUS } from '@edupay/forms/contract';
import { schoolQuerySchema, searchFromQuery, type SchoolQuery } from './get_school';

export async function getInstitutionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: SchoolQuery }>(
    '/get_institution',
    {
      schema: {
        tags: ['order'],
        summary: 'Institution search (list in data.data)',
        querystring: schoolQuerySchema,
        response: envelopeResponse(shape({ data: listOf(INSTITUTION, 'Best matches first (at most 20)'), total: int('Length of data') })),
      },
    },
    async (request) => {
      const list = await searchFromQuery(app, request.query, request.locale);
      return envelope(request, STATUS.OK, list.length ? 'ok' : 'noResults', { data: list, total: list.length });
    },
  );
}
