/**
 * GET and POST /order/update_order_amount (spec 001 section 7): GET answers the amount of the
 * caller's order; POST changes it while the order is unpaid (checked again like the order form:
 * bill, payee rules, passport threshold). Quotes for the old amount can no longer be paid; a paid
 * order answers 4017.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { minorToDecimal } from '../../../domain/order-money';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { updateOrderAmount } from '../../orders/service/changes';
import { orderAmount, type OrderRow } from '../../orders/service/reads';
import { orderAmountBody, orderAmountQuery, orderAmountResponse } from '../schemas';
import { typed } from '../../../http/typed-routes';

const amountView = (order: OrderRow) => ({
  order_id: order.id,
  currency: order.currency,
  amount: minorToDecimal(order.amountMinor, order.currency),
  amount_minor: order.amountMinor.toString(),
  surcharge: minorToDecimal(order.surchargeMinor, order.currency),
  total: minorToDecimal(order.amountMinor + order.surchargeMinor, order.currency),
});

export async function updateOrderAmountRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/update_order_amount',
    { schema: { tags: ['order'], summary: 'The amount of an order', querystring: orderAmountQuery, response: orderAmountResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const order = await orderAmount(ctx, owner, request.query.order_id ?? '');
      return envelope(request, STATUS.OK, 'ok', amountView(order));
    },
  );
  api.post(
    '/update_order_amount',
    { schema: { tags: ['order'], summary: 'Change the amount of an unpaid order', body: orderAmountBody, response: orderAmountResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const order = await updateOrderAmount(ctx, owner, request.body.order_id, request.body.amount, request.locale);
      return envelope(request, STATUS.OK, 'orderUpdated', amountView(order));
    },
  );
}
