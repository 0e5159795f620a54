/** GET /ops/refund_list?status&before: refunds of the orders the caller may see, newest first, 50 a page. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { envelope } from '../../../http/envelope';
import { refundListQuery, refundListResponse } from '../schemas';
import { refundList } from '../service';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function refundListRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/refund_list',
    {
      schema: {
        tags: ['ops'],
        summary: 'Refunds, newest first (a payment specialist sees their own payers only)',
        querystring: refundListQuery,
        response: refundListResponse,
      },
      preValidation: requireStaff('read_orders'),
    },
    async (request) => envelope(request, STATUS.OK, 'ok', await refundList(app.ctx, signedInStaff(request), request.query)),
  );
}
