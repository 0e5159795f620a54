/**
 * GET /order/get_api_currency (spec 001 section 7): what a partner may order in: the currencies of its
 * payee accounts (each with its purposes) and the payers' countries with their currencies. Public:
 * the same facts the order form shows; no secret is needed to read them.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { currencyQuery, currencyResponse } from '../schemas';
import { partnerCurrencies, requirePartner } from '../service';

export async function getApiCurrencyRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/get_api_currency',
    { schema: { tags: ['partner'], summary: "A partner's payee currencies and the payers' currencies", querystring: currencyQuery, response: currencyResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await partnerCurrencies(ctx, await requirePartner(ctx, request.query.partner))),
  );
}
