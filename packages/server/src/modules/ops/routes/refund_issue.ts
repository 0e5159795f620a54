/**
 * POST /ops/refund_issue (Idempotency-Key header): finance or an admin refunds all or part of an
 * order's succeeded payment through the payment provider (modules/refunds). Never more than what is
 * left of the payment; the same key answers the first refund again. 411 with `data.refundable` when
 * the amount is too large.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { IDEMPOTENCY_HEADER, idempotencyKeyHeaders, readIdempotencyKey } from '../../../http/idempotency';
import { issueRefund } from '../../refunds/service';
import { refundBody, refundResponse } from '../schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function refundIssueRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/refund_issue',
    {
      schema: {
        tags: ['ops'],
        summary: "Refund an order's payment, in full or in part, through the payment provider (Idempotency-Key header required)",
        headers: idempotencyKeyHeaders('refund form'),
        body: refundBody,
        response: refundResponse,
      },
      preValidation: requireStaff('refund'),
    },
    async (request) => {
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      if (!key) throw new BusinessError(STATUS.INVALID, 'idempotencyKeyInvalid', {}, { field: 'Idempotency-Key' });
      const refund = await issueRefund(app.ctx, signedInStaff(request), request.body, key, request.ip, request.log);
      return envelope(request, STATUS.OK, 'refundIssued', refund);
    },
  );
}
