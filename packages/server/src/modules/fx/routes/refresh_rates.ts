/** POST /admin/fx/refresh_rates: pull the configured rate feed now (the scheduler does it every few hours). */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { ADMIN_TOKEN_HEADERS } from '../../../http/admin-token';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import type { FxFeed } from '../../../providers/fx/types';
import { refreshResponse } from '../schemas';
import { refreshRates } from '../service';
import { typed } from '../../../http/typed-routes';

export async function refreshRatesRoute(app: FastifyInstance, options: { feed: FxFeed }) {
  const api = typed(app);
  api.post('/refresh_rates', { schema: { tags: ['admin'], summary: 'Staff: read the rate feed now (X-Admin-Token)', headers: ADMIN_TOKEN_HEADERS, response: refreshResponse } }, async (request) => {
    const result = await refreshRates(app.ctx, options.feed).catch((error: unknown) => {
      throw new BusinessError(STATUS.SEND_FAILED, 'fxFeedFailed', { reason: error instanceof Error ? error.message : String(error) });
    });
    return envelope(request, STATUS.OK, 'ok', result);
  });
}
