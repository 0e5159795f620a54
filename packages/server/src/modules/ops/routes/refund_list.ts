/** GET /ops/refund_list?status&before: refunds of the orders the caller may see, newest first, 50 a page. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { envelope } from '../../../http/envelope';
import { visibleRefunds } from '../../refunds/repo';
import { refundView } from '../../refunds/service';
import { refundListQuery, refundListResponse } from '../schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';

const PAGE = 50;

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
    async (request) => {
      const before = request.query.before ? new Date(request.query.before) : undefined;
      const rows = await visibleRefunds(app.ctx.db, signedInStaff(request), {
        limit: PAGE,
        statuses: request.query.status ? [request.query.status] : undefined,
        before: before && !Number.isNaN(before.getTime()) ? before : undefined,
      });
      const list = rows.map((r) => refundView(r.refund, r.orderNumber));
      const last = list.at(-1);
      return envelope(request, STATUS.OK, 'ok', { list, next_before: list.length === PAGE && last ? last.created_at : null });
    },
  );
}
