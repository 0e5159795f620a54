/**
 * The slider captcha that unlocks SMS after 371 (spec 000 section 4):
 * GET /other/slider_captcha: a puzzle (background with a gap, and the piece) for this session;
 * POST /other/slider_verification { captchaVerifyParam, tel_code, phone } -> data.pass.
 * captchaVerifyParam is JSON: { "id": puzzle id, "x": final left of the piece, "track": [[ms, x], ...] }.
 * A pass lifts the hourly SMS allowance once for that phone.
 */
import type { FastifyInstance } from 'fastify';
import { createCaptcha, spendSlider } from '../captchas';
import { PIECE, SLIDER_HEIGHT, SLIDER_TOLERANCE, SLIDER_WIDTH } from '../../../domain/slider-image';
import { grantSliderPass } from '../sms-sending';
import { countEvents, recordEvent } from '../../../plugins/rate-limits';
import { phoneKey } from '../users';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { envelopeResponse, int, shape, text } from '../../../http/response-schemas';
import { ensureSession } from '../../../http/request-context';
import { object, str } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';
import { validatePhone } from '../../../validation';

const puzzleResponse = envelopeResponse(
  shape({
    id: text('Puzzle id (captchaVerifyParam.id)'),
    width: int(),
    height: int(),
    piece_size: int(),
    piece_y: int('Top of the piece'),
    background: text('PNG data URL: the picture with the gap'),
    piece: text('PNG data URL: the piece to drag'),
  }),
);
// A failed slider is a refusal (413) with data.pass false.
const verifyResponse = envelopeResponse(shape({ pass: { type: 'boolean', enum: [true] } }));

export async function sliderVerificationRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.get('/slider_captcha', { schema: { tags: ['other'], summary: 'A slider puzzle', response: puzzleResponse } }, async (request, reply) => {
    const session = await ensureSession(request, reply);
    const key = `captcha:${session.id}`;
    if ((await countEvents(ctx, key, 60)) >= ctx.limits.captchaPerSessionPerMinute) throw new BusinessError(STATUS.TOO_FREQUENT, 'tooManyRefreshes');
    await recordEvent(ctx, key);
    const { x, y } = ctx.captchaAnswers.slider();
    const id = await createCaptcha(ctx, session.id, 'slider', String(x));
    return envelope(request, STATUS.OK, 'ok', { id, width: SLIDER_WIDTH, height: SLIDER_HEIGHT, piece_size: PIECE, piece_y: y, ...ctx.captcha.sliderImages(x, y) });
  });

  app.post<{ Body: { captchaVerifyParam: string; tel_code?: string; phone?: string } }>(
    '/slider_verification',
    {
      schema: {
        tags: ['other'],
        summary: 'Verify the slider captcha (data.pass)',
        response: verifyResponse,
        body: object({ captchaVerifyParam: str(20_000), tel_code: str(8), phone: str(20) }, ['captchaVerifyParam']),
      },
    },
    async (request) => {
      if (!request.body.phone?.trim()) throw new BusinessError(STATUS.INVALID, 'phoneEmpty', {}, { field: 'phone', pass: false });
      const input = validatePhone({ tel_code: request.body.tel_code ?? '+86', phone: request.body.phone }, request.locale);
      let param: { id?: unknown; x?: unknown; track?: unknown };
      try {
        param = JSON.parse(request.body.captchaVerifyParam) as typeof param;
      } catch {
        param = {};
      }
      const pass =
        request.session !== null &&
        typeof param.id === 'string' &&
        typeof param.x === 'number' &&
        // One attempt per puzzle: spent whatever the track, so a script cannot try tracks on one gap.
        (await spendSlider(
          ctx,
          request.session.id,
          param.id,
          (target) => Math.abs(target - Number(param.x)) <= SLIDER_TOLERANCE && ctx.captcha.humanTrack({ track: param.track, x: Number(param.x) }),
        ));
      if (!pass) throw new BusinessError(STATUS.SLIDER_FAILED, 'sliderFailed', {}, { pass: false });
      await grantSliderPass(ctx, phoneKey(input.tel_code, input.phone));
      return envelope(request, STATUS.OK, 'sliderPassed', { pass: true });
    },
  );
}
