/**
 * The slider captcha that unlocks SMS after 371 (spec 000 section 4):
 * GET /other/slider_captcha: a puzzle (background with a gap, and the piece) for this session;
 * POST /other/slider_verification { captchaVerifyParam, tel_code, phone } -> data.pass.
 * captchaVerifyParam is JSON: { "id": puzzle id, "x": final left of the piece, "track": [[ms, x], ...] }.
 * A pass lifts the hourly SMS allowance once for that phone.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { ensureSession } from '../../../http/request-context';
import { validatePhone } from '../../../validation';
import { sliderPuzzleResponse, sliderVerificationBody, sliderVerificationResponse } from '../schemas';
import { newSliderPuzzle, verifySlider } from '../service/captchas';
import { phoneKey } from '../service/users';
import { typed } from '../../../http/typed-routes';

export async function sliderVerificationRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get('/slider_captcha', { schema: { tags: ['other'], summary: 'A slider puzzle', response: sliderPuzzleResponse } }, async (request, reply) => {
    const session = await ensureSession(request, reply);
    return envelope(request, STATUS.OK, 'ok', await newSliderPuzzle(ctx, session.id));
  });

  api.post(
    '/slider_verification',
    { schema: { tags: ['other'], summary: 'Verify the slider captcha (data.pass)', response: sliderVerificationResponse, body: sliderVerificationBody } },
    async (request) => {
      if (!request.body.phone?.trim()) throw new BusinessError(STATUS.INVALID, 'phoneEmpty', {}, { field: 'phone', pass: false });
      const input = validatePhone({ tel_code: request.body.tel_code ?? '+86', phone: request.body.phone }, request.locale);
      await verifySlider(ctx, request.session?.id ?? null, request.body.captchaVerifyParam, phoneKey(input.tel_code, input.phone));
      return envelope(request, STATUS.OK, 'sliderPassed', { pass: true });
    },
  );
}
