/**
 * Scan login (login dialog step 3): a ticket for a browser session and its QR code (expires in
 * 2 min); a logged-in session (the phone that scanned) confirms it; the browser's polling then
 * spends it and its session is logged in as the confirming user.
 */
import { STATUS } from '@edupay/forms/contract';
import QRCode from 'qrcode';
import type { AppContext } from '../../../context';
import { secondsFrom } from '../../../context';
import { randomToken } from '../../../domain/secrets';
import { BusinessError } from '../../../http/business-error';
import { spendAllowance } from '../../../plugins/rate-limits';
import { confirmScanLogin, insertScanLogin, scanLoginById, spendScanLogin } from '../repo';

export interface ScanTicket {
  readonly ticket: string;
  readonly qr_code: string;
  readonly url: string;
  readonly expires_in: number;
}

/** GET /user/scan_login_qrcode: QR codes per address are budgeted before a session is made. */
export async function newScanTicket(
  ctx: AppContext,
  request: { ip: string; sessionId: () => Promise<string>; error: (error: unknown, message: string) => void },
): Promise<ScanTicket> {
  await spendAllowance(ctx, 'qr', request.ip, ctx.limits.qrCodesPerIpPerHour);
  const sessionId = await request.sessionId();
  const id = randomToken(24);
  const now = ctx.now();
  const ttl = ctx.limits.scanLoginTtlSeconds;
  try {
    const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/?type=scan_login&ticket=${id}`;
    const qrCode = await QRCode.toDataURL(url, { margin: 1, width: 240 });
    await insertScanLogin(ctx.db, { id, sessionId, expiresAt: secondsFrom(now, ttl), createdAt: now });
    return { ticket: id, qr_code: qrCode, url, expires_in: ttl };
  } catch (error) {
    request.error(error, 'scan login QR failed');
    throw new BusinessError(STATUS.SEND_FAILED, 'qrFailed');
  }
}

/** POST /user/scan_login_confirm: the pending ticket becomes the user's. */
export async function confirmScanTicket(ctx: AppContext, ticket: string, userId: number): Promise<void> {
  const row = await confirmScanLogin(ctx.db, ticket, userId);
  if (!row || row.expiresAt <= ctx.now()) throw new BusinessError(STATUS.EXPIRED, 'qrExpired');
}

/** GET /user/scan_login_check: pending, or confirmed and spent (the route logs the session in as userId). */
export async function pollScanTicket(ctx: AppContext, ticket: string, sessionId: string | null): Promise<{ state: 'pending' } | { state: 'confirmed'; userId: number }> {
  const row = await scanLoginById(ctx.db, ticket);
  if (!row || !sessionId || row.sessionId !== sessionId || row.state === 'used' || row.expiresAt <= ctx.now()) {
    throw new BusinessError(STATUS.EXPIRED, 'qrExpired', {}, { state: 'expired' });
  }
  if (row.state === 'pending' || !row.userId) return { state: 'pending' };
  if (!(await spendScanLogin(ctx.db, row.id))) throw new BusinessError(STATUS.EXPIRED, 'qrExpired', {}, { state: 'expired' });
  return { state: 'confirmed', userId: row.userId };
}
