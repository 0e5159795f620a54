/**
 * Hashing and encryption helpers. Tokens are long random strings, so a plain sha-256 is enough
 * to store them; short codes (6 digits, 4-digit captchas) are keyed with HMAC so a database dump
 * cannot be brute-forced offline. Identity numbers are sealed with AES-256-GCM.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** An opaque token: 32 random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** n random decimal digits (uniform). */
export function randomDigits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i += 1) out += String(randomInt(10));
  return out;
}

function key(secret: string): Buffer {
  return createHash('sha256').update(`edupay-seal:${secret}`).digest();
}

/** Encrypt at rest (identity numbers): base64url of iv | tag | ciphertext. */
export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(secret: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** Mask for logs and answers: keep the last 4 characters. */
export function mask(value: string): string {
  return value.length <= 4 ? '*'.repeat(value.length) : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}
