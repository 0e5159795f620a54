/** GET /order/no_reg_order_info: what an anonymous payer's session has: its proven phone (masked) and the orders bound to it. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { maskPhone } from '../../../domain/masking';
import { envelope } from '../../../http/envelope';
import { ordersOf } from '../repo';
import { noRegOrderInfoResponse } from '../schemas';
import { ONGOING, orderSummary, ownerOf } from '../service';
import { typed } from '../../../http/typed-routes';

export async function noRegOrderInfoRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get('/no_reg_order_info', { schema: { tags: ['order'], summary: "An anonymous payer's proven phone and orders", response: noRegOrderInfoResponse } }, async (request) => {
    const owner = await ownerOf(ctx, request.session);
    if (!owner?.phone) return envelope(request, STATUS.OK, 'ok', { phone_verified: 0, phone: '', list: [] });
    const rows = await ordersOf(ctx.db, { userId: null, phone: owner.phone }, ONGOING);
    return envelope(request, STATUS.OK, 'ok', { phone_verified: 1, phone: maskPhone(null, owner.phone), list: rows.map(orderSummary) });
  });
}
