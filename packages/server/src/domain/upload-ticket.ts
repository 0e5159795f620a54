/**
 * Scan-to-upload tickets (issue 16 item 5): the QR code on the desktop carries a token the phone uses
 * instead of a login, for one purpose (an upload into one slot of one order), for 10 minutes, once.
 * The token is `<ticket id>.<expires>.<sig>`, sig = HMAC-SHA256 over "scan-upload.<id>.<expires>"
 * keyed with an HKDF key derived from APP_SECRET for tickets only (a document-link key never signs
 * a ticket and back). The order and slot live in the ticket's row, and so does "used": the
 * signature proves the token was made here; the row makes it single-use. Pure: time is an argument.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const UPLOAD_TICKET_TTL_SECONDS = 10 * 60;

function ticketKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'edupay-upload-ticket-salt', 'edupay scan upload tickets v1', 32));
}

const signature = (secret: string, id: string, expires: number) => createHmac('sha256', ticketKey(secret)).update(`scan-upload.${id}.${expires}`).digest('base64url');

export function signUploadTicket(secret: string, id: string, now: Date, ttlSeconds = UPLOAD_TICKET_TTL_SECONDS): { token: string; expires: number } {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return { token: `${id}.${expires}.${signature(secret, id, expires)}`, expires };
}

export type TicketCheck = { readonly status: 'valid'; readonly id: string } | { readonly status: 'expired' | 'forged' };

export function checkUploadTicket(secret: string, token: string, now: Date): TicketCheck {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { status: 'forged' };
  const [, id, expires, sig] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(secret, id, Number(expires)));
  if (!timingSafeEqual(Buffer.from(sig), expected)) return { status: 'forged' };
  return Number(expires) * 1000 <= now.getTime() ? { status: 'expired' } : { status: 'valid', id };
}
