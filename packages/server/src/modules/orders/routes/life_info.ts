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
import * as repo from '../repo';
import { lifeInfoBody, lifeInfoResponse } from '../schemas';
import { APPROVED_STATUSES } from '../service';
import { createOrderSchema, validateForm } from '@edupay/forms';
import { BusinessError } from '../../../http/business-error';
import { typed } from '../../../http/typed-routes';

export async function lifeInfoRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get('/life_info', { schema: { tags: ['order'], summary: 'Living-expense eligibility', response: lifeInfoResponse } }, async (request) => {
    const owner = await requireOwner(request);
    const hasTuition = await repo.hasApprovedTuition(ctx.db, owner, APPROVED_STATUSES);
    return envelope(request, STATUS.OK, 'ok', { has_tuition: hasTuition ? 1 : 0, currencies: [...LIVING_EXPENSE_CURRENCIES] });
  });
  api.post(
    '/life_info',
    { schema: { tags: ['order'], summary: 'Check living-expense eligibility with the payer information', body: lifeInfoBody, response: lifeInfoResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const hasTuition = await repo.hasApprovedTuition(ctx.db, owner, APPROVED_STATUSES);
      const values = { ...request.body, order_type: 'living' };
      // Only the fields this step decides, in the form's order: payer first, then tuition, then currency.
      const schema = createOrderSchema({ now: ctx.now(), hasApprovedTuition: hasTuition });
      const result = validateForm({ order_type: schema['order_type']!, payer_id_number: schema['payer_id_number']!, currency: schema['currency']! }, values, request.locale);
      if (!result.valid && result.firstInvalid) throw BusinessError.text(STATUS.INVALID, result.messages[result.firstInvalid] ?? '', { field: result.firstInvalid });
      return envelope(request, STATUS.OK, 'ok', { has_tuition: hasTuition ? 1 : 0, currencies: [...LIVING_EXPENSE_CURRENCIES] });
    },
  );
}
