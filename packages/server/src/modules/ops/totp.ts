/**
 * The second factor of every staff member: RFC 6238 TOTP (30 s, 6 digits,
 * SHA-1: what every authenticator app reads) through otplib. Secrets are stored sealed like
 * identity numbers; a code is accepted once (the last accepted time step is kept), and one step
 * of clock drift either way is forgiven.
 */
import { generate, generateURI, verify } from 'otplib';
import { identityKey, openIdentity, sealIdentity } from '../../domain/identity-seal';

const PERIOD = 30;

export function sealTotpSecret(appSecret: string, base32: string): { totpSealed: string; totpKeyId: string } {
  const key = identityKey(appSecret);
  return { totpSealed: sealIdentity(key, base32), totpKeyId: key.id };
}

export function openTotpSecret(
  appSecret: string,
  row: { totpSealed: string | null; totpKeyId: string | null },
): string | null {
  if (!row.totpSealed || !row.totpKeyId) return null;
  return openIdentity([identityKey(appSecret)], row.totpKeyId, row.totpSealed);
}

/** The time step of an accepted code, or null (wrong, too old, or already used: step <= lastStep). */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD,
    epochTolerance: PERIOD,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // The result type also covers HOTP (no time step): TOTP's has one.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator shows at `now` (tests and the development README). */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000), period: PERIOD });
}

/** The otpauth:// URI an authenticator app scans to enrol. */
export function totpUri(secret: string, login: string): string {
  return generateURI({ secret, label: login, issuer: 'EduPay Ops', period: PERIOD });
}
