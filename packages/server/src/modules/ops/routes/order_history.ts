/** GET /ops/order_history?order_id: one order (masked), every status change (order_events), its files, and what staff may do next. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { documentsOfOrder } from '../../documents/repo';
import { eventsOf } from '../../orders/repo';
import { isPaid } from '../../../domain/order-status';
import { may } from '../../../domain/staff-roles';
import { orderView } from '../../orders/service';
import { refundPosition, refundsOfOrder } from '../../refunds/service';
import { visibleOrder } from '../repo';
import { historyResponse, orderIdQuery } from '../schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { documentView, nextStaffEvents } from '../views';
import { typed } from '../../../http/typed-routes';

export async function orderHistoryRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/order_history',
    {
      schema: {
        tags: ['ops'],
        summary: "An order's full history",
        querystring: orderIdQuery,
        response: historyResponse,
      },
      preValidation: requireStaff('read_orders'),
    },
    async (request) => {
      const caller = signedInStaff(request);
      const order = await visibleOrder(ctx.db, caller, request.query.order_id);
      if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
      const events = (await eventsOf(ctx.db, order.id)).map((e) => ({
        event: e.event,
        from: e.fromStatus,
        to: e.toStatus,
        actor: e.actor,
        reason: e.reason,
        at: e.createdAt.toISOString(),
      }));
      const documents = (await documentsOfOrder(ctx.db, order.id)).map(documentView);
      const payment = await refundPosition(ctx, ctx.db, order.id);
      return envelope(request, STATUS.OK, 'ok', {
        order: orderView(ctx, order),
        events,
        documents,
        next_events: nextStaffEvents(order, caller.role),
        refunds: await refundsOfOrder(ctx.db, order.id),
        payment,
        can_refund: may(caller.role, 'refund') && payment !== null && BigInt(payment.refundable_minor) > 0n && isPaid(order.status) ? 1 : 0,
      });
    },
  );
}
