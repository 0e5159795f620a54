/** GET /order/ident_scan_status?order_id&ticket_id: the desktop's poll: waiting, the file that arrived from the phone, or expired. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { ticketStatusQuery, ticketStatusResponse } from '../schemas';
import { ticketStatus } from '../tickets';
import { typed } from '../../../http/typed-routes';

export async function identScanStatusRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/ident_scan_status',
    { schema: { tags: ['order'], summary: 'Whether the phone has uploaded with a ticket', querystring: ticketStatusQuery, response: ticketStatusResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'ok', await ticketStatus(ctx, owner, request.query.order_id, request.query.ticket_id));
    },
  );
}
