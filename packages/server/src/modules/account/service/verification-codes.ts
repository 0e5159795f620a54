/**
 * SMS and e-mail verification codes: 6 digits, stored as HMAC, single use, valid 10 minutes
 * (spec 000 section 9), void after 5 wrong tries. Only the newest code of a target counts:
 * sending a new code voids the previous one.
 */
import type { AppContext } from '../../../context';
import { secondsFrom } from '../../../context';
import { hmac, randomDigits, sameHash } from '../../../domain/secrets';
import { countCodeAttempt, insertCode, newestCode, spendCode, voidCodes, type CodePurpose } from '../repo';

export type { CodePurpose } from '../repo';

function codeHash(ctx: AppContext, purpose: CodePurpose, target: string, code: string) {
  return hmac(ctx.secret, `code:${purpose}:${target}:${code}`);
}

export async function issueCode(ctx: AppContext, purpose: CodePurpose, target: string): Promise<string> {
  const code = randomDigits(6);
  const now = ctx.now();
  await voidCodes(ctx.db, purpose, target, now);
  await insertCode(ctx.db, {
    purpose,
    target,
    codeHash: codeHash(ctx, purpose, target, code),
    expiresAt: secondsFrom(now, ctx.limits.codeTtlSeconds),
    createdAt: now,
  });
  return code;
}

/**
 * True when `code` is the live code of the target; spends it. A wrong code counts a try;
 * the fifth wrong try voids it. The update is conditional so two racing requests cannot
 * both spend the same code.
 */
export async function consumeCode(ctx: AppContext, purpose: CodePurpose, target: string, code: string): Promise<boolean> {
  const now = ctx.now();
  const row = await newestCode(ctx.db, purpose, target);
  if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= ctx.limits.codeMaxAttempts) return false;
  if (!sameHash(row.codeHash, codeHash(ctx, purpose, target, code))) {
    const attempts = row.attempts + 1;
    await countCodeAttempt(ctx.db, row.id, attempts, attempts >= ctx.limits.codeMaxAttempts ? now : null);
    return false;
  }
  return spendCode(ctx.db, row.id, now);
}
