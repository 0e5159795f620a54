/**
 * GET /user/order_detail?order_id: one order of the caller (user centre): payee, amounts, sections
 * (identity numbers masked), the four-stage progress with dates, what is needed next, the history and
 * the documents still missing before payment.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { ownedOrder } from '../repo';
import { orderDetailQuery, orderDetailWithDocumentsResponse, type OrderDetailQuery } from '../schemas';
import { detailOf } from '../user-centre';
import { orderSlots } from '../../documents/service';

export async function orderDetailRoute(app: FastifyInstance) {
  const ctx = app.ctx;
  app.get<{ Querystring: OrderDetailQuery }>(
    '/order_detail',
    {
      schema: {
        tags: ['user'],
        summary: 'One order of the caller, with its progress and history',
        querystring: orderDetailQuery,
        response: orderDetailWithDocumentsResponse,
      },
    },
    async (request) => {
      const owner = await requireOwner(request);
      // Another payer's id answers exactly like an unknown one: nothing tells the two apart.
      const order = await ownedOrder(ctx.db, owner, request.query.order_id ?? '');
      if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
      // Issue 16 item 7: the detail lists what the order still needs before payment.
      const { missing } = await orderSlots(ctx, order);
      return envelope(request, STATUS.OK, 'ok', { ...(await detailOf(ctx, order)), missing_documents: missing });
    },
  );
}
