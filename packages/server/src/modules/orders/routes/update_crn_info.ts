/** POST /order/update_crn_info: add the customer reference number (CRN) a school gave after the order was placed. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { validateForm } from '@edupay/forms';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../owner';
import { orderDetailResponse, updateCrnBody } from '../schemas';
import { updateCrn } from '../service/changes';
import { orderView } from '../service/views';
import { typed } from '../../../http/typed-routes';

export async function updateCrnInfoRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/update_crn_info',
    { schema: { tags: ['order'], summary: "Set an order's customer reference number", body: updateCrnBody, response: orderDetailResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const result = validateForm({ crn: ['required', 'crnTest', ['max', { length: 60 }]] }, { crn: request.body.crn }, request.locale);
      if (!result.valid) throw BusinessError.text(STATUS.INVALID, result.messages['crn'] ?? '', { field: 'crn' });
      const order = await updateCrn(ctx, owner, request.body.order_id, request.body.crn);
      return envelope(request, STATUS.OK, 'orderUpdated', orderView(ctx, order));
    },
  );
}
