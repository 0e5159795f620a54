/**
 * Scan login (login dialog step 3). The spec does not show the paths; these are:
 * - GET  /user/scan_login_qrcode: a ticket for this browser session and its QR code (expires in 2 min);
 * - POST /user/scan_login_confirm { ticket }: from a logged-in session (the phone that scanned);
 * - GET  /user/scan_login_check?ticket=..: polled by the browser; once confirmed, this session
 *   is logged in as the confirming user and the ticket is spent.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { ensureSession, logIn } from '../../../http/request-context';
import { accountUser, requireAccountUser } from '../require-account-user';
import { emptyResponse, scanCheckResponse, scanQrResponse, scanTicketBody } from '../schemas';
import { confirmScanTicket, newScanTicket, pollScanTicket } from '../service/scan-login';
import { sessionUser, userInfo } from '../service/users';
import { typed } from '../../../http/typed-routes';

export async function scanLoginRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;

  api.get('/scan_login_qrcode', { schema: { tags: ['user'], summary: 'A login QR ticket', response: scanQrResponse } }, async (request, reply) => {
    const ticket = await newScanTicket(ctx, {
      ip: request.ip,
      sessionId: async () => (await ensureSession(request, reply)).id,
      error: (error, message) => request.log.error({ err: error }, message),
    });
    return envelope(request, STATUS.OK, 'ok', ticket);
  });

  api.post(
    '/scan_login_confirm',
    {
      schema: { tags: ['user'], summary: 'Confirm a login QR ticket', body: scanTicketBody, response: emptyResponse },
      preHandler: requireAccountUser(ctx),
    },
    async (request) => {
      await confirmScanTicket(ctx, request.body.ticket, accountUser(request).id);
      return envelope(request, STATUS.OK, 'qrConfirmed');
    },
  );

  api.get(
    '/scan_login_check',
    { schema: { tags: ['user'], summary: 'Poll a login QR ticket', querystring: scanTicketBody, response: scanCheckResponse } },
    async (request, reply) => {
      const outcome = await pollScanTicket(ctx, request.query.ticket, request.session?.id ?? null);
      if (outcome.state === 'pending') return envelope(request, STATUS.OK, 'qrPending', { state: 'pending' });
      await logIn(request, reply, request.session!.id, outcome.userId);
      const user = await sessionUser(ctx, outcome.userId);
      return envelope(request, STATUS.OK, 'loginSuccess', { state: 'confirmed', is_need_password: user?.passwordHash ? 0 : 1 }, { user_info: userInfo(user) });
    },
  );
}
