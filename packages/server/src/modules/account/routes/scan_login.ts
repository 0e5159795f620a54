/**
 * Scan login (login dialog step 3). The spec does not show the paths; these are:
 * - GET  /user/scan_login_qrcode: a ticket for this browser session and its QR code (expires in 2 min);
 * - POST /user/scan_login_confirm { ticket }: from a logged-in session (the phone that scanned);
 * - GET  /user/scan_login_check?ticket=..: polled by the browser; once confirmed, this session
 *   is logged in as the confirming user and the ticket is spent.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { secondsFrom } from '../../../context';
import { scanLogins } from '../../../db/schema';
import { randomToken } from '../../../domain/secrets';
import { userById, userInfo } from '../users';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { EMPTY, envelopeResponse, flag, int, shape, text } from '../../../http/response-schemas';
import { ensureSession, logIn } from '../../../http/request-context';
import { spendAllowance } from '../../../plugins/rate-limits';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';
import { accountUser, requireAccountUser } from '../require-account-user';

const qrResponse = envelopeResponse(
  shape({ ticket: text(), qr_code: text('PNG data URL of the QR code'), url: text('What the QR code holds'), expires_in: int('Seconds') }),
);
// Polling: pending, or confirmed (this session is now logged in, with user_info); 410 with
// data.state 'expired' once the ticket is gone.
const checkResponse = envelopeResponse(
  {
    anyOf: [
      shape({ state: { type: 'string', enum: ['pending'] } }, 'Not confirmed yet'),
      shape({ state: { type: 'string', enum: ['confirmed'] }, is_need_password: flag('1: no password yet') }, 'Logged in'),
    ],
  },
  { userInfo: 'sometimes' },
);

export async function scanLoginRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  app.get('/scan_login_qrcode', { schema: { tags: ['user'], summary: 'A login QR ticket', response: qrResponse } }, async (request, reply) => {
    await spendAllowance(ctx, 'qr', request.ip, ctx.limits.qrCodesPerIpPerHour);
    const session = await ensureSession(request, reply);
    const id = randomToken(24);
    const now = ctx.now();
    const ttl = ctx.limits.scanLoginTtlSeconds;
    try {
      const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/?type=scan_login&ticket=${id}`;
      const qrCode = await QRCode.toDataURL(url, { margin: 1, width: 240 });
      await ctx.db.insert(scanLogins).values({ id, sessionId: session.id, expiresAt: secondsFrom(now, ttl), createdAt: now });
      return envelope(request, STATUS.OK, 'ok', { ticket: id, qr_code: qrCode, url, expires_in: ttl });
    } catch (error) {
      request.log.error({ err: error }, 'scan login QR failed');
      throw new BusinessError(STATUS.SEND_FAILED, 'qrFailed');
    }
  });

  app.post<{ Body: { ticket: string } }>(
    '/scan_login_confirm',
    {
      schema: { tags: ['user'], summary: 'Confirm a login QR ticket', body: object({ ticket: str(64) }, ['ticket']), response: envelopeResponse(EMPTY) },
      preHandler: requireAccountUser(ctx),
    },
    async (request) => {
      const user = accountUser(request);
      const confirmed = await ctx.db
        .update(scanLogins)
        .set({ state: 'confirmed', userId: user.id })
        .where(and(eq(scanLogins.id, request.body.ticket), eq(scanLogins.state, 'pending')))
        .returning();
      const row = confirmed[0];
      if (!row || row.expiresAt <= ctx.now()) throw new BusinessError(STATUS.EXPIRED, 'qrExpired');
      return envelope(request, STATUS.OK, 'qrConfirmed');
    },
  );

  app.get<{ Querystring: { ticket: string } }>(
    '/scan_login_check',
    { schema: { tags: ['user'], summary: 'Poll a login QR ticket', querystring: object({ ticket: str(64) }, ['ticket']), response: checkResponse } },
    async (request, reply) => {
      const [row] = await ctx.db.select().from(scanLogins).where(eq(scanLogins.id, request.query.ticket)).limit(1);
      if (!row || !request.session || row.sessionId !== request.session.id || row.state === 'used' || row.expiresAt <= ctx.now()) {
        throw new BusinessError(STATUS.EXPIRED, 'qrExpired', {}, { state: 'expired' });
      }
      if (row.state === 'pending' || !row.userId) return envelope(request, STATUS.OK, 'qrPending', { state: 'pending' });
      const spent = await ctx.db
        .update(scanLogins)
        .set({ state: 'used' })
        .where(and(eq(scanLogins.id, row.id), eq(scanLogins.state, 'confirmed')))
        .returning();
      if (spent.length !== 1) throw new BusinessError(STATUS.EXPIRED, 'qrExpired', {}, { state: 'expired' });
      await logIn(request, reply, request.session.id, row.userId);
      const user = await userById(ctx.db, row.userId);
      return envelope(request, STATUS.OK, 'loginSuccess', { state: 'confirmed', is_need_password: user?.passwordHash ? 0 : 1 }, { user_info: userInfo(user) });
    },
  );
}
