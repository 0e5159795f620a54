/** GET /ops/order_history?order_id: one order (masked), every status change (order_events), its files, and what staff may do next. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { documentsOfOrder } from '../../documents/repo';
import { eventsOf } from '../../orders/repo';
import { orderView } from '../../orders/service';
import { visibleOrder } from '../repo';
import { historyResponse, orderIdQuery, type OrderIdQuery } from '../schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { documentView, nextStaffEvents } from '../views';

export async function orderHistoryRoute(app: FastifyInstance) {
  const ctx = app.ctx;
  app.get<{ Querystring: OrderIdQuery }>(
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
      const order = await visibleOrder(ctx.db, signedInStaff(request), request.query.order_id);
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
      return envelope(request, STATUS.OK, 'ok', {
        order: orderView(ctx, order),
        events,
        documents,
        next_events: nextStaffEvents(order),
      });
    },
  );
}
