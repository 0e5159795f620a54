/**
 * Captchas bound to the session that asked for them (captchas table):
 * - image: 4 digits (spec 000 section 9), checked by POST /other/check_captcha (202 when right) or
 *   directly by the call that needs it (the reset e-mail). Single use: a wrong answer burns it,
 *   a right one can be spent once by the call that follows the check.
 * - slider: the gap position of a puzzle image; passing it lifts the SMS allowance once.
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import { secondsFrom } from '../../../context';
import { hmac, randomDigits, sameHash, seal, unseal } from '../../../domain/secrets';
import { PIECE, SLIDER_HEIGHT, SLIDER_TOLERANCE, SLIDER_WIDTH } from '../../../domain/slider-image';
import { BusinessError } from '../../../http/business-error';
import { countEvents, recordEvent } from '../../../plugins/rate-limits';
import { insertCaptcha, liveCaptcha, moveCaptcha, retireCaptchas, type CaptchaKind } from '../repo';
import { grantSliderPass } from './sms-sending';

const answerHash = (ctx: AppContext, id: string, answer: string) => hmac(ctx.secret, `captcha:${id}:${answer}`);

export async function createCaptcha(ctx: AppContext, sessionId: string, kind: CaptchaKind, answer: string): Promise<string> {
  const id = randomUUID();
  const now = ctx.now();
  await retireCaptchas(ctx.db, sessionId, kind);
  await insertCaptcha(ctx.db, {
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

/** Images and puzzles per session and minute: refreshing too often answers 409. */
export async function countCaptchaRefresh(ctx: AppContext, sessionId: string): Promise<void> {
  const key = `captcha:${sessionId}`;
  if ((await countEvents(ctx, key, 60)) >= ctx.limits.captchaPerSessionPerMinute) throw new BusinessError(STATUS.TOO_FREQUENT, 'tooManyRefreshes');
  await recordEvent(ctx, key);
}

/** POST /other/check_captcha: right -> verified (202); wrong or checked before -> burned. */
export async function checkImageCaptcha(ctx: AppContext, sessionId: string, answer: string): Promise<boolean> {
  const row = await liveCaptcha(ctx.db, sessionId, 'image', ctx.now());
  if (!row) return false;
  if (row.state === 'pending' && sameHash(row.answerHash, answerHash(ctx, row.id, answer))) {
    return moveCaptcha(ctx.db, row.id, 'pending', 'verified');
  }
  await moveCaptcha(ctx.db, row.id, row.state, 'used');
  return false;
}

/** A call protected by the image captcha spends it (pending or verified), right or wrong. */
export async function spendImageCaptcha(ctx: AppContext, sessionId: string, answer: string): Promise<boolean> {
  const row = await liveCaptcha(ctx.db, sessionId, 'image', ctx.now());
  if (!row) return false;
  const right = sameHash(row.answerHash, answerHash(ctx, row.id, answer));
  const spent = await moveCaptcha(ctx.db, row.id, row.state, 'used');
  return right && spent;
}

/** The slider's answer is the gap's x position; it is spent on the first try. */
export async function spendSlider(ctx: AppContext, sessionId: string, id: string, check: (target: number) => boolean): Promise<boolean> {
  const row = await liveCaptcha(ctx.db, sessionId, 'slider', ctx.now());
  if (!row || row.id !== id) return false;
  if (!(await moveCaptcha(ctx.db, row.id, row.state, 'used'))) return false;
  return check(Number(unseal(ctx.secret, row.answerHash)));
}

/** GET /other/check_captcha: a new image captcha for the session, as a PNG. */
export async function newImageCaptcha(ctx: AppContext, sessionId: string): Promise<Buffer> {
  await countCaptchaRefresh(ctx, sessionId);
  const answer = ctx.captchaAnswers.image();
  await createCaptcha(ctx, sessionId, 'image', answer);
  return ctx.captcha.imagePng(answer);
}

/** POST /other/check_captcha: 413 unless the answer is right (then the captcha is verified). */
export async function answerImageCaptcha(ctx: AppContext, sessionId: string | null, raw: string): Promise<void> {
  const answer = raw.normalize('NFKC').trim();
  const right = /^\d{4}$/.test(answer) && sessionId ? await checkImageCaptcha(ctx, sessionId, answer) : false;
  if (!right) {
    // Any wrong answer burns the captcha: the client fetches a new image.
    if (sessionId && !/^\d{4}$/.test(answer)) await checkImageCaptcha(ctx, sessionId, '');
    throw new BusinessError(STATUS.IMAGE_CAPTCHA_WRONG, 'imageCaptchaWrong');
  }
}

/** GET /other/slider_captcha: a puzzle (background with a gap, and the piece) for the session. */
export async function newSliderPuzzle(ctx: AppContext, sessionId: string) {
  await countCaptchaRefresh(ctx, sessionId);
  const { x, y } = ctx.captchaAnswers.slider();
  const id = await createCaptcha(ctx, sessionId, 'slider', String(x));
  return { id, width: SLIDER_WIDTH, height: SLIDER_HEIGHT, piece_size: PIECE, piece_y: y, ...ctx.captcha.sliderImages(x, y) };
}

/**
 * POST /other/slider_verification: captchaVerifyParam is JSON { id, x, track }. One attempt per
 * puzzle, spent whatever the track, so a script cannot try tracks on one gap. A pass lifts the
 * hourly SMS allowance once for that phone; a failure is 413 with data.pass false.
 */
export async function verifySlider(ctx: AppContext, sessionId: string | null, verifyParam: string, phoneKey: string): Promise<void> {
  let param: { id?: unknown; x?: unknown; track?: unknown };
  try {
    param = JSON.parse(verifyParam) as typeof param;
  } catch {
    param = {};
  }
  const pass =
    sessionId !== null &&
    typeof param.id === 'string' &&
    typeof param.x === 'number' &&
    (await spendSlider(
      ctx,
      sessionId,
      param.id,
      (target) => Math.abs(target - Number(param.x)) <= SLIDER_TOLERANCE && ctx.captcha.humanTrack({ track: param.track, x: Number(param.x) }),
    ));
  if (!pass) throw new BusinessError(STATUS.SLIDER_FAILED, 'sliderFailed', {}, { pass: false });
  await grantSliderPass(ctx, phoneKey);
}
