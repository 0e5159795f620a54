/**
 * POST /ops/transfer_return (Idempotency-Key header): finance or an admin sends an unmatched
 * transfer back to the sender through the payment provider (modules/transfers). Answers the transfer
 * `returned`, or `returning` while the provider has not answered (a job asks again).
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../../http/idempotency';
import { typed } from '../../../http/typed-routes';
import { idempotencyHeaders, returnBody, transferResponse } from '../../transfers/schemas';
import { returnTransfer } from '../../transfers/service';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function transferReturnRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/transfer_return',
    {
      schema: {
        tags: ['ops'],
        summary: 'Return an unmatched bank transfer to the sender through the payment provider (Idempotency-Key header required)',
        headers: idempotencyHeaders,
        body: returnBody,
        response: transferResponse,
      },
      preValidation: requireStaff('transfers'),
    },
    async (request) => {
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      if (!key) throw new BusinessError(STATUS.INVALID, 'idempotencyKeyInvalid', {}, { field: 'Idempotency-Key' });
      const transfer = await returnTransfer(app.ctx, signedInStaff(request), request.body, key, request.ip, request.log);
      return envelope(request, STATUS.OK, 'transferReturnRequested', transfer);
    },
  );
}
