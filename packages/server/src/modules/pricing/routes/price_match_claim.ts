/**
 * POST /order/price_match_claim (multipart/form-data: order_id, bank, bank_rate, file; issue 17
 * item 8, spec 001 section 9): the payer's price-match claim for their paid order, with a screenshot
 * of the bank's rate (checked by its bytes). One open claim per order; 404 for another payer's order.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { receivedFile } from '../../documents/multipart';
import { requireOwner } from '../../orders/owner';
import { claimView, fileClaim } from '../price-match';
import { claimBody, claimResponse } from '../schemas';

export async function priceMatchClaimRoute(app: FastifyInstance) {
  typed(app).post(
    '/price_match_claim',
    { schema: { tags: ['order'], summary: 'File a price-match claim for a paid order (bank, rate, screenshot)', consumes: ['multipart/form-data'], body: claimBody, response: claimResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const body = request.body;
      const claim = await fileClaim(app.ctx, owner, { orderId: body.order_id, bankName: body.bank, bankRate: body.bank_rate, file: receivedFile(request) }, request.locale);
      return envelope(request, STATUS.OK, 'priceMatchFiled', claimView(claim));
    },
  );
}
