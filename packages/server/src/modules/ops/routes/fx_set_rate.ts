/**
 * POST /ops/fx_set_rate: an admin sets one rate per EUR by hand (a decimal string, checked by the fx
 * service). The fx change log and the audit log (before and after) are written in the rate's
 * transaction. Quotes made before keep their rate.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { fxRefusal } from '../../fx/messages';
import { opsRateResponse, opsSetRateBody } from '../../fx/schemas';
import { decimalText, ratesWithSpread, setRate } from '../../fx/service';
import { writeAudit } from '../audit';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function fxSetRateRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/fx_set_rate',
    { schema: { tags: ['ops'], summary: 'Set one exchange rate per EUR by hand (admin)', body: opsSetRateBody, response: opsRateResponse }, preValidation: requireStaff('fx_set') },
    async (request) => {
      const caller = signedInStaff(request);
      const { currency, per_eur, reason } = request.body;
      const perEur = per_eur.trim();
      await setRate(app.ctx, { currency, perEur, by: `staff:${caller.staffId}`, reason: reason.trim() }, (tx, before, at) =>
        writeAudit(tx, {
          staffId: caller.staffId,
          action: 'fx.set_rate',
          targetType: 'fx_rate',
          targetId: currency,
          before: before ? { per_eur: decimalText(before.perEur), source: before.source, as_of: before.asOf } : null,
          after: { per_eur: perEur, source: 'operator', reason: reason.trim() },
          ip: request.ip,
          at,
        }),
      ).catch(fxRefusal);
      const row = (await ratesWithSpread(app.ctx)).list.find((r) => r.currency === currency);
      if (!row) throw new Error(`rate ${currency} vanished after write`);
      return envelope(request, STATUS.OK, 'ok', row);
    },
  );
}
