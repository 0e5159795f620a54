/** GET /order/no_reg_order_info: what an anonymous payer's session has: its proven phone (masked) and the orders bound to it. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { noRegOrderInfoResponse } from '../schemas';
import { noRegOrderInfo } from '../service/reads';
import { typed } from '../../../http/typed-routes';

export async function noRegOrderInfoRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get('/no_reg_order_info', { schema: { tags: ['order'], summary: "An anonymous payer's proven phone and orders", response: noRegOrderInfoResponse } }, async (request) =>
    envelope(request, STATUS.OK, 'ok', await noRegOrderInfo(ctx, request.session)),
  );
}
