/** GET /order/order_info?account_id=..: everything the order form needs for one payee account. */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { orderInfoQuery, orderInfoResponse, type OrderInfoQuery } from '../schemas';
import { orderInfo } from '../service';

export async function orderInfoRoutes(app: FastifyInstance) {
  app.get<{ Querystring: OrderInfoQuery }>(
    '/order_info',
    { schema: { tags: ['order'], summary: 'Order form of one payee account', querystring: orderInfoQuery, response: orderInfoResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await orderInfo(app.ctx, request.locale, request.query.account_id ?? request.query.id)),
  );
}
