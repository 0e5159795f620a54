/**
 * Signed download links for a document (issue 16, item 1): where a link must leave the session (the
 * phone's scan page, an e-mail, a staff tool), it carries its own proof instead of a login:
 * `file_id`, `order_id`, `expires` (unix seconds) and `sig` = HMAC-SHA256 over the three, keyed
 * with a key derived from APP_SECRET for this purpose only (HKDF, so a link key never opens
 * anything else the secret protects). A changed id, a moved expiry or a guessed signature fails;
 * an expired link fails even with a right signature. Pure: the time is an argument.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long a link lives: long enough to open on a phone, short enough not to be shared around. */
export const DOCUMENT_LINK_TTL_SECONDS = 10 * 60;

export interface DocumentLink {
  readonly fileId: string;
  readonly orderId: string;
  /** Unix seconds. */
  readonly expires: number;
}

function linkKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'edupay-document-link-salt', 'edupay document download links v1', 32));
}

function signature(secret: string, link: DocumentLink): string {
  return createHmac('sha256', linkKey(secret)).update(`${link.fileId}.${link.orderId}.${link.expires}`).digest('base64url');
}

export function signDocumentLink(secret: string, fileId: string, orderId: string, now: Date, ttlSeconds = DOCUMENT_LINK_TTL_SECONDS): DocumentLink & { readonly sig: string } {
  const link = { fileId, orderId, expires: Math.floor(now.getTime() / 1000) + ttlSeconds };
  return { ...link, sig: signature(secret, link) };
}

export type LinkCheck = 'valid' | 'expired' | 'forged';

export function checkDocumentLink(secret: string, link: { fileId: string; orderId: string; expires: string; sig: string }, now: Date): LinkCheck {
  if (!/^\d{1,12}$/.test(link.expires)) return 'forged';
  const expected = Buffer.from(signature(secret, { fileId: link.fileId, orderId: link.orderId, expires: Number(link.expires) }));
  const sent = Buffer.from(link.sig);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return 'forged';
  return Number(link.expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
}
