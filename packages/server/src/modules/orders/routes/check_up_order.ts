/** POST /order/check_up_order: the whole form checked as order_submit would, nothing saved (the confirm modal's last check). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { minorToDecimal } from '../../../domain/order-money';
import { PASSPORT_THRESHOLD_CNY, parseMoney } from '@edupay/forms';
import { accountIdOf } from '../owner';
import { checkUpOrderResponse, orderBody } from '../schemas';
import { checkOrder } from '../service/checks';
import { ownerOf } from '../service/owner';
import { payeeOf } from '../service/payee-snapshot';
import { typed } from '../../../http/typed-routes';

export async function checkUpOrderRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/check_up_order',
    { schema: { tags: ['order'], summary: 'Check the whole order form without placing it', body: orderBody, response: checkUpOrderResponse } },
    async (request) => {
      const { account_id: rawAccount, ...values } = request.body;
      const owner = await ownerOf(ctx, request.session);
      const payee = await payeeOf(ctx, accountIdOf(rawAccount), values);
      const checked = await checkOrder(ctx, owner, payee, values, request.locale);
      const cny = checked.amountCny === null ? null : parseMoney(checked.amountCny);
      return envelope(request, STATUS.OK, 'orderChecked', {
        valid: 1,
        amount: minorToDecimal(checked.amountMinor, payee.currency),
        currency: payee.currency,
        amount_cny: checked.amountCny,
        need_passport: cny !== null && cny > BigInt(PASSPORT_THRESHOLD_CNY) * 100n ? 1 : 0,
      });
    },
  );
}
