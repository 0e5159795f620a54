/**
 * GET /user/order_detail?order_id: one order of the caller (user centre): payee, amounts, sections
 * (identity numbers masked), the four-stage progress with dates, what is needed next, the history,
 * the documents still missing before payment, the quote (paid with, or the latest) and the payments.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { orderDetailQuery } from '../schemas';
import { orderDetailResponse } from '../../pricing/schemas';
import { orderDetail } from '../service/detail';
import { typed } from '../../../http/typed-routes';

export async function orderDetailRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/order_detail',
    {
      schema: {
        tags: ['user'],
        summary: 'One order of the caller, with its progress and history',
        querystring: orderDetailQuery,
        response: orderDetailResponse,
      },
    },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'ok', await orderDetail(ctx, owner, request.query.order_id ?? '', request.locale));
    },
  );
}
