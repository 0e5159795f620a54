/** GET /order/order_info?account_id=.. (or ?entered=1&country=GBR): everything the order form needs for one payee account (or an entered one). */
import type { FastifyInstance } from 'fastify';
import { STATUS } from '@edupay/forms/contract';
import { envelope } from '../../../http/envelope';
import { orderInfoQuery, orderInfoResponse } from '../schemas';
import { enteredOrderInfo, orderInfo } from '../service';
import { typed } from '../../../http/typed-routes';

export async function orderInfoRoutes(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/order_info',
    { schema: { tags: ['order'], summary: 'Order form of one payee account', querystring: orderInfoQuery, response: orderInfoResponse } },
    async (request) => {
      const ref = request.query.account_id ?? request.query.id;
      if ((ref === undefined || ref === '') && request.query.entered === '1') return envelope(request, STATUS.OK, 'ok', enteredOrderInfo(request.locale, request.query.country));
      return envelope(request, STATUS.OK, 'ok', await orderInfo(app.ctx, request.locale, ref));
    },
  );
}
