/**
 * GET /other/search_payment_country?search_key=..: paying-to countries by Chinese or English
 * name or code; no hits answer "No results found" (spec 000 section 8).
 */
import type { FastifyInstance } from 'fastify';
import { countryItems } from '../../../domain/site-config';
import { searchNormalize } from '../../../domain/search-text';
import { envelope } from '../../../http/envelope';
import { COUNTRY_ITEM, envelopeResponse, listOf } from '../../../http/response-schemas';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';
import { typed } from '../../../http/typed-routes';

export async function searchPaymentCountryRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/search_payment_country',
    {
      schema: {
        tags: ['other'],
        summary: 'Search paying-to countries',
        querystring: object({ search_key: str(50), searchkey: str(50) }),
        response: envelopeResponse(listOf(COUNTRY_ITEM, 'Best matches first; all countries for an empty search')),
      },
    },
    async (request) => {
      const q = searchNormalize(request.query.search_key ?? request.query.searchkey ?? '');
      const all = countryItems(request.locale);
      const rank = (c: (typeof all)[number]) => {
        const fields = [c.value, c.cy, c.name_en, c.name_zh, c.name].map(searchNormalize);
        if (fields.some((f) => f === q)) return 0;
        if (fields.some((f) => f.startsWith(q))) return 1;
        if (fields.some((f) => f.includes(q))) return 2;
        return -1;
      };
      const list = q === '' ? all : all.map((c) => ({ c, r: rank(c) })).filter((x) => x.r >= 0).sort((a, b) => a.r - b.r).map((x) => x.c);
      return envelope(request, STATUS.OK, list.length ? 'ok' : 'noResults', list);
    },
  );
}
