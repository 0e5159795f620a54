/** GET /ops/fx_rates: the stored rates per EUR, their source and day, and CNY per unit at mid-market and with the spread (finance, admin). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { opsRatesResponse } from '../../fx/schemas';
import { ratesWithSpread } from '../../fx/service';
import { requireStaff } from '../staff-sessions';

export async function fxRatesRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/fx_rates',
    { schema: { tags: ['ops'], summary: 'Exchange rates per EUR with their source, day and the payer spread', response: opsRatesResponse }, preValidation: requireStaff('fx_read') },
    async (request) => envelope(request, STATUS.OK, 'ok', await ratesWithSpread(app.ctx)),
  );
}
