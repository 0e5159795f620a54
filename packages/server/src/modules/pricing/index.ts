/**
 * Price changes and the price-match guarantee (issue 17 item 8): the payer's calls under /order
 * (the claim is multipart, in a scope of its own with the upload parser), the console's under /ops.
 */
import type { FastifyInstance } from 'fastify';
import { installMultipart } from '../documents/multipart';
import { loadStaff } from '../ops/staff-sessions';
import { priceChangeChoiceRoute } from './routes/price_change_choice';
import { priceMatchClaimRoute } from './routes/price_match_claim';
import { priceMatchClaimsRoute } from './routes/price_match_claims';
import { priceMatchDecideRoute } from './routes/price_match_decide';
import { priceMatchScreenshotRoute } from './routes/price_match_screenshot';

export async function pricingModule(api: FastifyInstance) {
  await api.register(
    async (order) => {
      await order.register(priceChangeChoiceRoute);
      await order.register(async (upload) => {
        await installMultipart(upload);
        await upload.register(priceMatchClaimRoute);
      });
    },
    { prefix: '/order' },
  );
  await api.register(
    async (ops) => {
      ops.decorateRequest('staff', null);
      ops.addHook('onRequest', loadStaff);
      for (const route of [priceMatchClaimsRoute, priceMatchDecideRoute, priceMatchScreenshotRoute]) await ops.register(route);
    },
    { prefix: '/ops' },
  );
}
