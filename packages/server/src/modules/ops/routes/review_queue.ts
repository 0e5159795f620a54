/** GET /ops/review_queue: orders awaiting review (oldest first) with their documents and any payee the payer entered, within the caller's payers. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { queueResponse } from '../schemas';
import { reviewQueue } from '../service';
import { requireStaff, signedInStaff } from '../staff-sessions';
import { typed } from '../../../http/typed-routes';

export async function reviewQueueRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/review_queue',
    {
      schema: { tags: ['ops'], summary: 'Orders awaiting review, with their documents', response: queueResponse },
      preValidation: requireStaff('review'),
    },
    async (request) => envelope(request, STATUS.OK, 'ok', { list: await reviewQueue(app.ctx, signedInStaff(request)) }),
  );
}
