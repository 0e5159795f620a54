/**
 * Read-only tracking links of an order (issue 18 item 2): a payer shares "has it arrived?" with a
 * family member or the school without a login. The link carries `order_id`, `expires` (unix
 * seconds) and `sig` = HMAC-SHA256 over both, keyed with a key derived from APP_SECRET for this
 * purpose only (HKDF: a tracking key opens nothing else, and a document link's signature is not a
 * tracking one). What it shows is decided by the route: progress and the next step, never
 * identity numbers or bank details. Pure: the time is an argument.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** A week: long enough for the remittance to arrive, short enough that an old link goes dead. */
export const TRACK_LINK_TTL_SECONDS = 7 * 24 * 3600;

function trackKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'edupay-track-link-salt', 'edupay order tracking links v1', 32));
}

const signature = (secret: string, orderId: string, expires: number) => createHmac('sha256', trackKey(secret)).update(`track.${orderId}.${expires}`).digest('base64url');

export function signTrackLink(secret: string, orderId: string, now: Date, ttlSeconds = TRACK_LINK_TTL_SECONDS): { orderId: string; expires: number; sig: string } {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return { orderId, expires, sig: signature(secret, orderId, expires) };
}

export function checkTrackLink(secret: string, link: { orderId: string; expires: string; sig: string }, now: Date): 'valid' | 'expired' | 'forged' {
  if (!/^\d{1,12}$/.test(link.expires)) return 'forged';
  const expected = Buffer.from(signature(secret, link.orderId, Number(link.expires)));
  const sent = Buffer.from(link.sig);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return 'forged';
  return Number(link.expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
}
