/**
 * POST /order/ident_scan_ticket {order_id, slot}: a scan-to-upload ticket for one slot of the caller's
 * order; `url` (the phone page /ident?ticket=) is what the desktop shows as a QR code. Single use, 10 minutes.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { ticketBody, ticketResponse } from '../schemas';
import { createTicket } from '../tickets';
import { typed } from '../../../http/typed-routes';

export async function identScanTicketRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/ident_scan_ticket',
    { schema: { tags: ['order'], summary: 'A QR-code ticket to upload one file into a slot from a phone', body: ticketBody, response: ticketResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      return envelope(request, STATUS.OK, 'ok', await createTicket(ctx, owner, request.body.order_id, request.body.slot));
    },
  );
}
