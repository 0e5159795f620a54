/**
 * The partners module (spec 001 sections 2 and 7: partner orders; README beside this file): partners'
 * servers create orders by signed calls; payers take them through entry links and pay them on /pay.
 */
import type { FastifyInstance } from 'fastify';
import { apiPartnerOrderRoute } from './routes/api_partner_order';
import { batchPayUrlInvalidRoute } from './routes/batch_pay_url_invalid';
import { bindApiOrderRoute } from './routes/bind_api_order';
import { getApiCurrencyRoute } from './routes/get_api_currency';
import { getApiOrderPayInfoRoute } from './routes/get_api_order_pay_info';
import { seedDemoPartners } from './seed';

export async function partnersModule(api: FastifyInstance) {
  const ctx = api.ctx;
  // Demo partners with known secrets: never in production (see seed.ts).
  if (!ctx.config.production) {
    const extra = process.env['DEV_PARTNER_RETURN_URL'];
    await ctx.db.transaction(async (tx) => seedDemoPartners(tx as never, ctx.secret, ctx.now(), extra && /^https?:\/\//.test(extra) ? extra : undefined));
  }
  await api.register(
    async (order) => {
      for (const route of [apiPartnerOrderRoute, batchPayUrlInvalidRoute, getApiCurrencyRoute, getApiOrderPayInfoRoute, bindApiOrderRoute]) await order.register(route);
    },
    { prefix: '/order' },
  );
}
