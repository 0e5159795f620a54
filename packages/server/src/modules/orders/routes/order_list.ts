/** GET /user/order_list?type=ongoing|closed&page&page_size: the caller's orders, newest first, a page at a time (user centre, My Orders). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../page-size';
import { orderListQuery, orderListResponse } from '../schemas';
import { orderPage } from '../user-centre';
import { typed } from '../../../http/typed-routes';

export async function orderListRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/order_list',
    {
      schema: {
        tags: ['user'],
        summary: "The caller's ongoing or closed orders, a page at a time",
        querystring: orderListQuery,
        response: orderListResponse,
      },
    },
    async (request) => {
      const owner = await requireOwner(request);
      const { type, page, page_size: size } = request.query;
      // The schema bounds the digits ('' or 0: the default); a page size over the maximum is cut to it.
      const answer = await orderPage(
        ctx,
        owner,
        type === 'closed' ? 'closed' : 'ongoing',
        Number(page) || 1,
        Math.min(Number(size) || PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
        request.locale,
      );
      return envelope(request, STATUS.OK, 'ok', answer);
    },
  );
}
