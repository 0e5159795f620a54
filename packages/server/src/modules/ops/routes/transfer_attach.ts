/**
 * POST /ops/transfer_attach (Idempotency-Key header): finance or an admin attaches an unmatched
 * transfer to an order; it pays the order's open payment when amount and currency are exactly that
 * payment's (modules/transfers). The same key answers the first attach again.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../../http/idempotency';
import { typed } from '../../../http/typed-routes';
import { attachBody, idempotencyHeaders, transferResponse } from '../../transfers/schemas';
import { attachTransfer } from '../../transfers/service';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function transferAttachRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/transfer_attach',
    {
      schema: {
        tags: ['ops'],
        summary: "Attach an unmatched bank transfer to an order: it pays the order's open payment (Idempotency-Key header required)",
        headers: idempotencyHeaders,
        body: attachBody,
        response: transferResponse,
      },
      preValidation: requireStaff('transfers'),
    },
    async (request) => {
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      if (!key) throw new BusinessError(STATUS.INVALID, 'idempotencyKeyInvalid', {}, { field: 'Idempotency-Key' });
      const transfer = await attachTransfer(app.ctx, signedInStaff(request), request.body, key, request.ip);
      return envelope(request, STATUS.OK, 'transferAttached', transfer);
    },
  );
}
