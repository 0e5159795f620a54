/** GET /order/ident_scan_info?upload_ticket: what the phone page asks for (no login: the signed ticket is the proof). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { ticketInfoResponse, ticketQuery } from '../schemas';
import { ticketInfo } from '../tickets';
import { typed } from '../../../http/typed-routes';

export async function identScanInfoRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/ident_scan_info',
    { schema: { tags: ['order'], summary: 'The slot a scan-to-upload ticket is for', querystring: ticketQuery, response: ticketInfoResponse } },
    async (request) => envelope(request, STATUS.OK, 'ok', await ticketInfo(ctx, request.query.upload_ticket)),
  );
}
