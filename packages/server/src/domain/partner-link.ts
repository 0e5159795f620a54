/**
 * Partner (third-party) orders, the pure part (spec 001 sections 2 and 7: /order_third, /bridge,
 * /order/api_{partner}_order): the entry link a partner hands its payer, and the check of a return
 * URL against the ones the partner registered. No clock reads, no database: time is an argument.
 *
 * The entry token is Stripe Checkout's session URL in spirit: whoever holds the link may see what
 * the partner asks to be paid (payee, amount) and bind the order to their account; it expires, and
 * the partner can invalidate its links (batch_pay_url_invalid bumps the order's link version).
 * Format: `<base64url(JSON payload)>.<base64url(HMAC-SHA256(secret, "partner-entry." + payload))>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an entry link opens the order (Stripe Checkout sessions live 24 hours too). */
export const ENTRY_LINK_TTL_SECONDS = 24 * 3600;

export interface EntryClaims {
  /** Our order id. */
  readonly o: string;
  /** The partner's name (the path's {partner}). */
  readonly p: string;
  /** The order's link version when the link was made (a bulk invalidation raises it). */
  readonly v: number;
  /** Expiry, unix seconds. */
  readonly exp: number;
}

export type EntryCheck = { readonly ok: true; readonly claims: EntryClaims } | { readonly ok: false; readonly reason: 'malformed' | 'mismatch' | 'expired' };

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`partner-entry.${payload}`).digest('base64url');

export function signEntryToken(secret: string, claims: EntryClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** Checks a token's signature and expiry (the link version is the caller's: it needs the order row). */
export function readEntryToken(secret: string, token: string, now: Date): EntryCheck {
  const match = /^([A-Za-z0-9_-]{10,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, payload = '', signature = ''] = match;
  const expected = Buffer.from(mac(secret, payload), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'mismatch' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const c = claims as Partial<EntryClaims>;
  if (typeof c.o !== 'string' || typeof c.p !== 'string' || !Number.isInteger(c.v) || !Number.isInteger(c.exp)) return { ok: false, reason: 'malformed' };
  if (now.getTime() >= (c.exp as number) * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, claims: c as EntryClaims };
}

/**
 * A return URL is accepted only when it starts with one the partner registered: same scheme, host
 * and port, and the registered path as a prefix at a segment boundary (so `/return` admits
 * `/return/123` and `/return?x=1` but not `/returnx`). No user info, no fragment tricks: the URL is
 * parsed, never compared as text. Only https, and http for loopback hosts (development).
 * This is what keeps /result_third from being an open redirect: the page only ever goes to a URL the
 * server stored after this check.
 */
export function returnUrlAllowed(candidate: string, registered: readonly string[]): boolean {
  const url = parseUrl(candidate);
  if (!url || url.username || url.password) return false;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) return false;
  return registered.some((entry) => {
    const base = parseUrl(entry);
    if (!base || base.origin !== url.origin) return false;
    const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    return url.pathname === base.pathname || url.pathname.startsWith(prefix);
  });
}

function parseUrl(text: string): URL | null {
  if (text.length > 2000 || /[\s\\]/.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** Partner names as they appear in the path /order/api_{partner}_order: lower-case letters and digits. */
export const PARTNER_NAME = /^[a-z0-9]{2,30}$/;
