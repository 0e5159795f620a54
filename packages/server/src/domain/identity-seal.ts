/**
 * Identity numbers (mainland citizen ID, passport) at rest (issue 15 item 3): AES-256-GCM with a
 * key derived from APP_SECRET by HKDF-SHA256, never the secret itself. Each sealed value is stored
 * with the id of the key that sealed it (a fingerprint of the key, not the key), so after APP_SECRET
 * is rotated the old rows are still opened with the previous secret's key, found by its id.
 * The key id is also bound into the ciphertext as associated data: a value cannot be moved under
 * another key id unnoticed.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

export interface IdentityKey {
  readonly id: string;
  readonly key: Buffer;
}

/** The identity key of one secret. */
export function identityKey(secret: string): IdentityKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'edupay-identity-salt', 'edupay identity numbers v1', 32));
  return { id: `k1-${createHash('sha256').update(key).digest('hex').slice(0, 12)}`, key };
}

/** base64url of iv (12) | tag (16) | ciphertext. */
export function sealIdentity(key: IdentityKey, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(key.id));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens a sealed value with the key of `keyId` among `keys` (current first, then previous ones). */
export function openIdentity(keys: readonly IdentityKey[], keyId: string, sealed: string): string {
  const key = keys.find((k) => k.id === keyId);
  if (!key) throw new Error(`identity key ${keyId} is not configured`);
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(key.id));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** An identity number as answers and logs show it: the first and the last 4 characters kept ('1**************02X'). */
export function maskIdentity(value: string | null | undefined): string {
  const text = value ?? '';
  if (text.length <= 5) return '*'.repeat(text.length);
  return `${text[0]}${'*'.repeat(text.length - 5)}${text.slice(-4)}`;
}
