/**
 * The API is its modules, one folder per area of the spec (see the server README): each module's
 * index.ts registers its own calls, so a new call is added next to its siblings, never here.
 */
import type { FastifyInstance } from 'fastify';
import { accountModule } from './account';
import { configModule } from './config';
import { contentRoutes } from './content';
import { siteFileRoutes } from './content/site-files';
import { devModule } from './dev';
import { documentsModule } from './documents';
import { fxModule } from './fx';
import { institutionsModule } from './institutions';
import { opsModule } from './ops';
import { ordersModule } from './orders';
import { partnersModule } from './partners';
import { paymentsModule } from './payments';
import { pricingModule } from './pricing';
import { staffModule } from './staff';

const API_MODULES = [configModule, accountModule, institutionsModule, ordersModule, documentsModule, paymentsModule, partnersModule, pricingModule, staffModule, contentRoutes, fxModule, opsModule];

export async function registerModules(app: FastifyInstance, options: { dev: boolean; publicUrl: string }): Promise<void> {
  await app.register(
    async (api) => {
      for (const module of API_MODULES) await api.register(module);
    },
    { prefix: '/api' },
  );
  // Outside /api: search engines look for these at the site's root.
  await app.register(siteFileRoutes, { publicUrl: options.publicUrl });
  if (options.dev) await app.register(devModule, { prefix: '/dev' });
}
