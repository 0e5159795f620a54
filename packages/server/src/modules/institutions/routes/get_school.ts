/**
 * GET /other/get_school?search_key=..&is_register=1: institution search; the list is `data`
 * (spec 000 section 7). is_register=1 (the registration form) lists schools only.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../messages';
import { MAX_QUERY_LENGTH, searchInstitutions } from '../repo';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, INSTITUTION, listOf } from '../../../http/response-schemas';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';

export type SchoolQuery = { search_key?: string; searchkey?: string; is_register?: string; remittance_country_id?: string; country?: string };

export const schoolQuerySchema = object({
  search_key: str(MAX_QUERY_LENGTH),
  searchkey: str(MAX_QUERY_LENGTH),
  is_register: str(2),
  remittance_country_id: str(8),
  country: str(3),
});

export function searchFromQuery(app: FastifyInstance, query: SchoolQuery, locale: Locale) {
  const text = query.search_key ?? query.searchkey ?? '';
  return searchInstitutions(app.ctx.db, text, {
    schoolsOnly: query.is_register === '1',
    traditional: locale === 'zh-TW',
    ...(query.country ? { country: query.country.toUpperCase() } : {}),
  });
}

export async function getSchoolRoutes(app: FastifyInstance) {
  app.get<{ Querystring: SchoolQuery }>(
    '/get_school',
    {
      schema: {
        tags: ['other'],
        summary: 'Institution search (list in data)',
        querystring: schoolQuerySchema,
        response: envelopeResponse(listOf(INSTITUTION, 'Best matches first (at most 20)')),
      },
    },
    async (request) => {
      const list = await searchFromQuery(app, request.query, request.locale);
      return envelope(request, STATUS.OK, list.length ? 'ok' : 'noResults', list);
    },
  );
}
