/** GET /order/get_institution?searchkey=..: the order-side institution search; the list is `data.data`. */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, INSTITUTION, int, listOf, shape } from '../../../http/response-schemas';
import { STATUS } from '@edupay/forms/contract';
import { schoolQuerySchema } from '../schemas';
import { sendPrepared } from '../../../http/prepared-json';
import { searchAnswerJson, searchSchools, type InstitutionResult } from '../service';
import { schoolSearchOf } from './get_school';
import { typed } from '../../../http/typed-routes';

export async function getInstitutionRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_institution',
    {
      schema: {
        tags: ['order'],
        summary: 'Institution search (list in data.data)',
        querystring: schoolQuerySchema,
        response: envelopeResponse(shape({ data: listOf(INSTITUTION, 'Best matches first (at most 20)'), total: int('Length of data') })),
      },
    },
    async (request, reply) => {
      const search = schoolSearchOf(request.query);
      const answer = (list: InstitutionResult[]) => envelope(request, STATUS.OK, list.length ? 'ok' : 'noResults', { data: list, total: list.length });
      // The same query in the same language answers the same bytes until the list changes.
      if (request.issuedToken) return answer(await searchSchools(app.ctx, search, request.locale));
      return sendPrepared(request, reply, await searchAnswerJson(app.ctx, search, request.locale, 'get_institution', (list) => JSON.stringify(answer(list))));
    },
  );
}
