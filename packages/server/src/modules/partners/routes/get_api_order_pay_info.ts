/**
 * GET /order/get_api_order_pay_info (spec 001 section 7): what the entry page (/order_third) and the
 * result page (/result_third) show of a partner order: partner, payee, amount, state, return URL.
 * By `token` (an entry link: whoever holds it, until a payer takes the order; then only that payer:
 * anyone else is refused with nothing of the order in the answer) or by `order_id` (the caller's own).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { ownerOf } from '../../orders/service/owner';
import { payInfoQuery, payInfoResponse } from '../schemas';
import { orderPayInfo } from '../service';

export async function getApiOrderPayInfoRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/get_api_order_pay_info',
    { schema: { tags: ['partner'], summary: 'A partner order as its entry and result pages show it', querystring: payInfoQuery, response: payInfoResponse } },
    async (request) => {
      const owner = await ownerOf(ctx, request.session);
      const { token, order_id: orderId } = request.query;
      const info = await orderPayInfo(ctx, { ...(token ? { token } : {}), ...(orderId ? { orderId } : {}) }, owner);
      return envelope(request, STATUS.OK, 'ok', info);
    },
  );
}
