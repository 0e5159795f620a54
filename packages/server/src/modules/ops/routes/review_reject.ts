/** POST /ops/review_reject { order_id, reason }: the review failed; the reason is what the payer reads. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { movedResponse, rejectBody } from '../schemas';
import { staffOrderEvent } from '../service';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

export async function reviewRejectRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/review_reject',
    {
      schema: {
        tags: ['ops'],
        summary: 'Reject an order awaiting review, with the reason the payer sees',
        body: rejectBody,
        response: movedResponse,
      },
      preValidation: requireStaff('review'),
    },
    async (request) => {
      const reason = request.body.reject_reason.normalize('NFKC').trim();
      if (reason === '') throw new BusinessError(STATUS.INVALID, 'rejectReasonNeeded', {}, { field: 'reject_reason' });
      return envelope(
        request,
        STATUS.OK,
        'ok',
        await staffOrderEvent(app.ctx, signedInStaff(request), request.body.order_id, 'reject', reason, request.ip),
      );
    },
  );
}
