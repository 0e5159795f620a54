/**
 * GET and POST /order/life_info: living-expense eligibility (spec 001 sections 5 and 8). GET tells
 * whether the caller has an approved tuition order and which currencies living expenses take; POST
 * checks the payer information (it comes first), the tuition record and the currency, refusing with
 * the spec's messages.
 */
import { LIVING_EXPENSE_CURRENCIES } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { lifeInfoBody, lifeInfoResponse } from '../schemas';
import { checkLifeInfo, hasTuition } from '../service/reads';
import { typed } from '../../../http/typed-routes';

export async function lifeInfoRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get('/life_info', { schema: { tags: ['order'], summary: 'Living-expense eligibility', response: lifeInfoResponse } }, async (request) => {
    const owner = await requireOwner(request);
    const tuition = await hasTuition(ctx, owner);
    return envelope(request, STATUS.OK, 'ok', { has_tuition: tuition ? 1 : 0, currencies: [...LIVING_EXPENSE_CURRENCIES] });
  });
  api.post(
    '/life_info',
    { schema: { tags: ['order'], summary: 'Check living-expense eligibility with the payer information', body: lifeInfoBody, response: lifeInfoResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const tuition = await checkLifeInfo(ctx, owner, request.body, request.locale);
      return envelope(request, STATUS.OK, 'ok', { has_tuition: tuition ? 1 : 0, currencies: [...LIVING_EXPENSE_CURRENCIES] });
    },
  );
}
