/**
 * POST /order/price_change_choice (issue 17 item 8; spec 001 section 4): the payer's choice for
 * their order in price_changed: `refund` (the whole payment back through the provider, the service
 * ends) or `top_up` (answers the quote for the difference, paid with payment_gateway and an
 * Idempotency-Key like any quote). Within the 4-hour window only (410 after it: the job refunds).
 * Another payer's order answers 404.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { refuseWhileActing, requireOwner } from '../../orders/owner';
import { choosePriceChange } from '../price-change';
import { priceChoiceBody, priceChoiceResponse } from '../schemas';

export async function priceChangeChoiceRoute(app: FastifyInstance) {
  typed(app).post(
    '/price_change_choice',
    { schema: { tags: ['order'], summary: 'Choose a refund or a top-up after the price changed', body: priceChoiceBody, response: priceChoiceResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const { order_id, choice, method_id } = request.body;
      // A refund moves the payer's money: theirs to choose, not an operator's acting for them.
      if (choice === 'refund') refuseWhileActing(owner);
      const answer = await choosePriceChange(app.ctx, owner, order_id, choice, method_id ?? null, request.locale, request.log);
      return envelope(request, STATUS.OK, choice === 'refund' ? 'priceChoiceRefund' : 'priceChoiceTopUp', answer);
    },
  );
}
