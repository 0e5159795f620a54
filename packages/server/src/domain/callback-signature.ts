/**
 * Signed provider callbacks (ARCHITECTURE "Money, orders and payments"; issue 17 item 5), Stripe's
 * scheme: header `EduPay-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 * A signature is accepted within `toleranceSeconds` of now either way (a replay of an old callback
 * is refused even with a good signature; replays inside the window are stopped by the event id,
 * which is applied once). Time is an argument: no clock read here.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'edupay-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signCallback(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export type SignatureCheck = { readonly ok: true; readonly signedAt: Date } | { readonly ok: false; readonly reason: 'malformed' | 'mismatch' | 'stale' };

/** Checks a header against the raw body; any of several `v1=` (a secret being rotated) may match. */
export function verifyCallback(secret: string, body: string, header: string | undefined, now: Date, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): SignatureCheck {
  if (!header || header.length > 1000) return { ok: false, reason: 'malformed' };
  const parts = header.split(',').map((p) => p.trim().split('='));
  const tText = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v !== undefined && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v as string);
  if (!tText || !/^\d{1,12}$/.test(tText) || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(createHmac('sha256', secret).update(`${tText}.${body}`).digest('hex'), 'hex');
  if (!signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected))) return { ok: false, reason: 'mismatch' };
  const signedAt = new Date(Number(tText) * 1000);
  if (Math.abs(now.getTime() - signedAt.getTime()) > toleranceSeconds * 1000) return { ok: false, reason: 'stale' };
  return { ok: true, signedAt };
}

/** Card brand from the number's leading digits (what we keep beside the last four). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^35/.test(digits)) return 'jcb';
  return 'card';
}
