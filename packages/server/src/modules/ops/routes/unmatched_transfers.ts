/** GET /ops/unmatched_transfers?status&before: bank transfers whose reference matched no payment, newest first, 50 a page (finance, admin). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { transferListQuery, transferListResponse } from '../../transfers/schemas';
import { listTransfers } from '../../transfers/service';
import { requireStaff } from '../staff-sessions';

const PAGE = 50;

export async function unmatchedTransfersRoute(app: FastifyInstance) {
  const api = typed(app);
  api.get(
    '/unmatched_transfers',
    {
      schema: { tags: ['ops'], summary: 'Bank transfers whose reference matched no payment, newest first', querystring: transferListQuery, response: transferListResponse },
      preValidation: requireStaff('transfers'),
    },
    async (request) => {
      const before = request.query.before ? new Date(request.query.before) : undefined;
      const list = await listTransfers(app.ctx, {
        statuses: request.query.status ? [request.query.status] : undefined,
        before: before && !Number.isNaN(before.getTime()) ? before : undefined,
      });
      const last = list.at(-1);
      return envelope(request, STATUS.OK, 'ok', { list, next_before: list.length === PAGE && last ? last.received_at : null });
    },
  );
}
