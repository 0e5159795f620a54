/** POST /order/check_payer_age: the payer's age from their mainland ID; under 18 a guardian must consent. */
import { ADULT_AGE, ageFromCnId } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { checkPayerAgeResponse, payerAgeBody } from '../schemas';
import { checkField } from '../service/checks';
import { payeeOf } from '../service/payee-snapshot';
import { typed } from '../../../http/typed-routes';

export async function checkPayerAgeRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/check_payer_age',
    { schema: { tags: ['order'], summary: "Check the payer's ID and age", body: payerAgeBody, response: checkPayerAgeResponse } },
    async (request) => {
      const values = { payer_id_number: request.body.payer_id_number };
      // The same rule as the form's payer ID field (checksum, HK/Macau/TW refused with the advice).
      checkField(ctx, await payeeOf(ctx, null, values), 'payer_id_number', values, request.locale);
      const age = ageFromCnId(values.payer_id_number, ctx.now()) ?? 0;
      return envelope(request, STATUS.OK, 'ok', { age, is_adult: age >= ADULT_AGE ? 1 : 0, need_guardian: age < ADULT_AGE ? 1 : 0 });
    },
  );
}
