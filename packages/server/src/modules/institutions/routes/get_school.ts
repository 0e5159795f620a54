/**
 * GET /other/get_school?search_key=..&is_register=1: institution search; the list is `data`
 * (spec 000 section 7). is_register=1 (the registration form) lists schools only.
 */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, INSTITUTION, listOf } from '../../../http/response-schemas';
import { typed, type Payload } from '../../../http/typed-routes';
import { schoolQuerySchema } from '../schemas';
import { sendPrepared } from '../../../http/prepared-json';
import { searchAnswerJson, searchSchools, type InstitutionResult, type SchoolSearch } from '../service';

/** The search a get_school or get_institution query asks for. */
export function schoolSearchOf(query: Payload<typeof schoolQuerySchema>): SchoolSearch {
  return { text: query.search_key ?? query.searchkey ?? '', schoolsOnly: query.is_register === '1', country: query.country };
}

export async function getSchoolRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/get_school',
    {
      schema: {
        tags: ['other'],
        summary: 'Institution search (list in data)',
        querystring: schoolQuerySchema,
        response: envelopeResponse(listOf(INSTITUTION, 'Best matches first (at most 20)')),
      },
    },
    async (request, reply) => {
      const search = schoolSearchOf(request.query);
      const answer = (list: InstitutionResult[]) => envelope(request, STATUS.OK, list.length ? 'ok' : 'noResults', list);
      // The same query in the same language answers the same bytes until the list changes.
      if (request.issuedToken) return answer(await searchSchools(app.ctx, search, request.locale));
      return sendPrepared(request, reply, await searchAnswerJson(app.ctx, search, request.locale, 'get_school', (list) => JSON.stringify(answer(list))));
    },
  );
}
