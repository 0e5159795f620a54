/**
 * The FX module (issue 17, item 1): reference rates from a feed (the ECB's daily XML at FX_FEED_URL,
 * or the development rates), an operator's changes, and the rate quotes are made with (service.ts).
 * Its calls are staff calls under /admin/fx, behind X-Admin-Token until the operations console.
 */
import type { FastifyInstance } from 'fastify';
import { requireAdminToken } from '../../http/admin-token';
import { t } from '../../messages';
import { devFxFeed } from '../../providers/fx/dev';
import { ecbFxFeed } from '../../providers/fx/ecb';
import type { FxFeed } from '../../providers/fx/types';
import { ratesRoute } from './routes/rates';
import { refreshRatesRoute } from './routes/refresh_rates';
import { setRateRoute } from './routes/set_rate';

/** The configured feed: the ECB-format URL when FX_FEED_URL is set, else the development rates. */
export function configuredFeed(feedUrl: string | undefined, today: () => string): FxFeed {
  return feedUrl ? ecbFxFeed(feedUrl) : { kind: 'dev', fetch: () => devFxFeed(today()).fetch() };
}

export async function fxModule(api: FastifyInstance, options: { adminToken?: string | undefined; feed?: FxFeed } = {}) {
  const adminToken = options.adminToken ?? (process.env['ADMIN_TOKEN'] || undefined);
  const feed = options.feed ?? configuredFeed(api.ctx.config.fxFeedUrl, () => api.ctx.now().toISOString().slice(0, 10));
  await api.register(
    async (admin) => {
      admin.addHook('preValidation', requireAdminToken(adminToken, (request) => t(request.locale, 'adminTokenWrong')));
      await admin.register(ratesRoute);
      await admin.register(setRateRoute);
      await admin.register(refreshRatesRoute, { feed });
    },
    { prefix: '/admin/fx' },
  );
}
