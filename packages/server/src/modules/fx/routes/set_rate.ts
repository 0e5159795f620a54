/**
 * POST /admin/fx/set_rate: an operator sets one rate per EUR by hand (e.g. the bank desk's rate);
 * the change log keeps who, when, before, after and why. Quotes made before keep their rate.
 */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { ADMIN_TOKEN_HEADERS } from '../../../http/admin-token';
import { envelope } from '../../../http/envelope';
import { fxRefusal } from '../messages';
import { setRateBody, setRateResponse } from '../schemas';
import { decimalText, setRate } from '../service';
import { typed } from '../../../http/typed-routes';

export async function setRateRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/set_rate',
    { schema: { tags: ['admin'], summary: 'Staff: set one reference rate per EUR (X-Admin-Token)', headers: ADMIN_TOKEN_HEADERS, body: setRateBody, response: setRateResponse } },
    async (request) => {
      const { currency, per_eur, staff, reason } = request.body;
      const row = await setRate(app.ctx, { currency, perEur: per_eur.trim(), by: staff.trim(), reason: reason.trim() }).catch(fxRefusal);
      return envelope(request, STATUS.OK, 'ok', { currency: row.currency, per_eur: decimalText(row.perEur), source: row.source, as_of: row.asOf, updated_at: row.updatedAt.toISOString() });
    },
  );
}
