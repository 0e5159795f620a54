/**
 * A password check under the lock-out rules (issue 11, item 3): every attempt is counted before
 * the password is verified, atomically per key (the account, and the address across accounts),
 * so a burst of parallel guesses cannot get more than the allowance checked. A key at its
 * allowance is locked for a short while (loginLockSeconds).
 */
import type { AppContext } from '../../../context';
import { BusinessError } from '../../../http/business-error';
import { STATUS } from '@edupay/forms/contract';
import { clearLoginFailures, countLoginAttempt, forgiveLoginAttempt, loginFailures } from '../../../plugins/rate-limits';

export interface AttemptKey {
  readonly key: string;
  readonly max: number;
}

export const accountLockKey = (userId: number) => `account:${userId}`;
export const addressLockKey = (ip: string) => `ip:${ip}`;

function tooMany(minutes: number): BusinessError {
  return new BusinessError(STATUS.TOO_MANY_ATTEMPTS, 'tooManyAttempts', { minutes: Math.max(1, minutes) });
}

/**
 * Throws 408 while a key is locked or past its allowance, 407 on a wrong password; resolves on
 * the right one (the first key, the account's, is cleared). `onLocked` hears which keys this
 * attempt locked, to tell the owner.
 */
export async function checkPasswordGuarded(
  ctx: AppContext,
  keys: readonly AttemptKey[],
  verify: () => Promise<boolean>,
  onLocked: (key: string) => Promise<void> = async () => {},
): Promise<void> {
  const lockMinutes = Math.ceil(ctx.limits.loginLockSeconds / 60);
  for (const { key } of keys) {
    const { lockedMinutes } = await loginFailures(ctx, key);
    if (lockedMinutes > 0) throw tooMany(lockedMinutes);
  }
  const counted = [];
  for (const { key, max } of keys) counted.push({ key, max, ...(await countLoginAttempt(ctx, key, max)) });
  // Past the allowance: refused without looking at the password.
  if (counted.some((c) => c.failures > c.max)) throw tooMany(lockMinutes);
  if (await verify()) {
    const [account, ...others] = counted;
    if (account) await clearLoginFailures(ctx, account.key);
    for (const other of others) await forgiveLoginAttempt(ctx, other.key);
    return;
  }
  for (const c of counted) if (c.lockedNow) await onLocked(c.key);
  if (counted.some((c) => c.failures >= c.max)) throw tooMany(lockMinutes);
  throw new BusinessError(STATUS.PASSWORD_INCORRECT, 'passwordIncorrect');
}
