/** POST /ops/review_approve { order_id, note? }: the review passed; the order goes on to payment. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { approveBody, movedResponse } from '../schemas';
import { staffOrderEvent } from '../service';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

export async function reviewApproveRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/review_approve',
    {
      schema: {
        tags: ['ops'],
        summary: 'Approve an order awaiting review',
        body: approveBody,
        response: movedResponse,
      },
      preValidation: requireStaff('review'),
    },
    async (request) => {
      const moved = await staffOrderEvent(
        app.ctx,
        signedInStaff(request),
        request.body.order_id,
        'approve',
        request.body.note?.trim() || 'review passed',
        request.ip,
      );
      return envelope(request, STATUS.OK, 'ok', moved);
    },
  );
}
