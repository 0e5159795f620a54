/**
 * GET /index_get_country_list: destination countries that have payees, with names in the
 * request's language and the number of payees (spec 000 section 7 names the call only).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { institutions } from '../../../db/schema';
import { countryItems } from '../../../domain/site-config';
import { envelope } from '../../../http/envelope';
import { COUNTRY_ITEM_PROPERTIES, envelopeResponse, int, listOf, shape } from '../../../http/response-schemas';
import { STATUS } from '@edupay/forms/contract';

export async function indexCountryListRoutes(app: FastifyInstance) {
  const item = shape({ ...COUNTRY_ITEM_PROPERTIES, institution_count: int('Payees in this country') });
  const response = envelopeResponse(listOf(item, 'Destinations with payees, most payees first'));
  app.get('/index_get_country_list', { schema: { tags: ['index'], summary: 'Destination countries with payees', response } }, async (request) => {
    const counts = await app.ctx.db
      .select({ country: institutions.country, count: sql<number>`count(*)::int` })
      .from(institutions)
      .groupBy(institutions.country);
    const byCountry = new Map(counts.map((c) => [c.country, Number(c.count)]));
    const list = countryItems(request.locale)
      .filter((c) => byCountry.has(c.value))
      .map((c) => ({ ...c, institution_count: byCountry.get(c.value) ?? 0 }))
      .sort((a, b) => b.institution_count - a.institution_count);
    return envelope(request, STATUS.OK, 'ok', list);
  });
}
