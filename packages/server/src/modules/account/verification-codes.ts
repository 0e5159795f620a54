/**
 * SMS and e-mail verification codes: 6 digits, stored as HMAC, single use, valid 10 minutes
 * (spec 000 section 9), void after 5 wrong tries. Only the newest code of a target counts:
 * sending a new code voids the previous one.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { secondsFrom } from '../../context';
import { verificationCodes } from '../../db/schema';
import { hmac, randomDigits, sameHash } from '../../domain/secrets';

export type CodePurpose = 'login' | 'reset';

function codeHash(ctx: AppContext, purpose: CodePurpose, target: string, code: string) {
  return hmac(ctx.secret, `code:${purpose}:${target}:${code}`);
}

export async function issueCode(ctx: AppContext, purpose: CodePurpose, target: string): Promise<string> {
  const code = randomDigits(6);
  const now = ctx.now();
  await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt)));
  await ctx.db.insert(verificationCodes).values({
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
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= ctx.limits.codeMaxAttempts) return false;
  if (!sameHash(row.codeHash, codeHash(ctx, purpose, target, code))) {
    const attempts = row.attempts + 1;
    await ctx.db
      .update(verificationCodes)
      .set({ attempts, ...(attempts >= ctx.limits.codeMaxAttempts ? { consumedAt: now } : {}) })
      .where(eq(verificationCodes.id, row.id));
    return false;
  }
  const spent = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return spent.length === 1;
}
