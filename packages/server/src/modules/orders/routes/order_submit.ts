/**
 * POST /order/order_submit (spec 001 section 7): places the order. Needs an `Idempotency-Key`
 * header (Stripe's semantics, http/idempotency.ts): the same key and body answer the first answer
 * again, another body with the key is refused (412). The caller is a logged-in user or a session
 * that proved a phone by SMS (/user/order_login).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { idempotencyKeyHeaders, idempotent, IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../../http/idempotency';
import { t } from '../../../messages';
import { accountIdOf, requireOwner } from '../owner';
import { orderBody, orderSubmitResponse } from '../schemas';
import { checkOrder } from '../service/checks';
import { payeeOf } from '../service/payee-snapshot';
import { holdOpenOrderCap, placeOrder } from '../service/placement';
import { orderView } from '../service/views';
import { typed } from '../../../http/typed-routes';

export async function orderSubmitRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/order_submit',
    {
      schema: {
        tags: ['order'],
        summary: 'Submit an order (Idempotency-Key header required)',
        headers: idempotencyKeyHeaders('order'),
        body: orderBody,
        response: orderSubmitResponse,
      },
    },
    async (request) => {
      const owner = await requireOwner(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      if (!key) throw new BusinessError(STATUS.INVALID, 'idempotencyKeyInvalid', {}, { field: 'Idempotency-Key' });
      const { account_id: rawAccount, ...values } = request.body;
      const accountId = accountIdOf(rawAccount);
      const scope = `order_submit:${owner.userId !== null ? `user:${owner.userId}` : `phone:${owner.phone}`}`;
      const { answer } = await idempotent(ctx, scope, key, request.body, async (tx) => {
        // Everything reads through the transaction: PGlite has one connection, and PostgreSQL then
        // judges the order on the same snapshot it is written in.
        const inTx = { ...ctx, db: tx };
        await holdOpenOrderCap(inTx, tx, owner);
        const payee = await payeeOf(inTx, accountId, values);
        const checked = await checkOrder(inTx, owner, payee, values, request.locale);
        const order = await placeOrder(inTx, tx, owner, checked);
        return { status_code: STATUS.OK, message: t(request.locale, 'orderSubmitted'), data: orderView(ctx, order) };
      });
      return { ...envelope(request, STATUS.OK, 'orderSubmitted'), ...answer };
    },
  );
}
