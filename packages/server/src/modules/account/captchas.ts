/**
 * Captchas bound to the session that asked for them (captchas table):
 * - image: 4 digits (spec 000 section 9), checked by POST /other/check_captcha (202 when right) or
 *   directly by the call that needs it (the reset e-mail). Single use: a wrong answer burns it,
 *   a right one can be spent once by the call that follows the check.
 * - slider: the gap position of a puzzle image; passing it lifts the SMS allowance once.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { secondsFrom } from '../../context';
import { captchas } from '../../db/schema';
import { hmac, randomDigits, sameHash, seal, unseal } from '../../domain/secrets';

type Kind = 'image' | 'slider';

const answerHash = (ctx: AppContext, id: string, answer: string) => hmac(ctx.secret, `captcha:${id}:${answer}`);

export async function createCaptcha(ctx: AppContext, sessionId: string, kind: Kind, answer: string): Promise<string> {
  const id = randomUUID();
  const now = ctx.now();
  // A new captcha replaces the session's previous ones of the same kind.
  await ctx.db
    .update(captchas)
    .set({ state: 'used' })
    .where(and(eq(captchas.sessionId, sessionId), eq(captchas.kind, kind), inArray(captchas.state, ['pending', 'verified'])));
  await ctx.db.insert(captchas).values({
    id,
    sessionId,
    kind,
    // The image answer is only compared, so it is hashed; the slider's target is compared with a
    // tolerance, so it is sealed (encrypted) instead.
    answerHash: kind === 'slider' ? seal(ctx.secret, answer) : answerHash(ctx, id, answer),
    expiresAt: secondsFrom(now, ctx.limits.captchaTtlSeconds),
    createdAt: now,
  });
  return id;
}

export function newImageAnswer(): string {
  return randomDigits(4);
}

async function live(ctx: AppContext, sessionId: string, kind: Kind) {
  const [row] = await ctx.db
    .select()
    .from(captchas)
    .where(
      and(
        eq(captchas.sessionId, sessionId),
        eq(captchas.kind, kind),
        inArray(captchas.state, ['pending', 'verified']),
        gt(captchas.expiresAt, ctx.now()),
      ),
    )
    .orderBy(desc(captchas.createdAt))
    .limit(1);
  return row ?? null;
}

/** Move a captcha from one state to another, only if it is still in `from` (races lose). */
async function transition(ctx: AppContext, id: string, from: string, to: string): Promise<boolean> {
  const rows = await ctx.db
    .update(captchas)
    .set({ state: to })
    .where(and(eq(captchas.id, id), eq(captchas.state, from)))
    .returning({ id: captchas.id });
  return rows.length === 1;
}

/** POST /other/check_captcha: right -> verified (202); wrong or checked before -> burned. */
export async function checkImageCaptcha(ctx: AppContext, sessionId: string, answer: string): Promise<boolean> {
  const row = await live(ctx, sessionId, 'image');
  if (!row) return false;
  if (row.state === 'pending' && sameHash(row.answerHash, answerHash(ctx, row.id, answer))) {
    return transition(ctx, row.id, 'pending', 'verified');
  }
  await transition(ctx, row.id, row.state, 'used');
  return false;
}

/** A call protected by the image captcha spends it (pending or verified), right or wrong. */
export async function spendImageCaptcha(ctx: AppContext, sessionId: string, answer: string): Promise<boolean> {
  const row = await live(ctx, sessionId, 'image');
  if (!row) return false;
  const right = sameHash(row.answerHash, answerHash(ctx, row.id, answer));
  const spent = await transition(ctx, row.id, row.state, 'used');
  return right && spent;
}

/** The slider's answer is the gap's x position; it is spent on the first try. */
export async function spendSlider(ctx: AppContext, sessionId: string, id: string, check: (target: number) => boolean): Promise<boolean> {
  const row = await live(ctx, sessionId, 'slider');
  if (!row || row.id !== id) return false;
  if (!(await transition(ctx, row.id, row.state, 'used'))) return false;
  return check(Number(unseal(ctx.secret, row.answerHash)));
}
