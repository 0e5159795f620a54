/**
 * GET /other/check_captcha?<random>: a new 4-digit image captcha (PNG) for this session.
 * POST /other/check_captcha { img_captcha }: 202 when right (spec 000 section 8); single use.
 */
import type { FastifyInstance } from 'fastify';
import { checkImageCaptcha, createCaptcha } from '../captchas';
import { countEvents, recordEvent } from '../../../plugins/rate-limits';
import { BusinessError } from '../../../http/business-error';
import { envelope } from '../../../http/envelope';
import { EMPTY, envelopeResponse, FAULT } from '../../../http/response-schemas';
import { ensureSession } from '../../../http/request-context';
import { object } from '../../../http/schemas';
import { STATUS } from '@edupay/forms/contract';

/** The image, or the envelope when images are refreshed too often (409). */
const imageResponse = {
  200: {
    description: 'The image (image/png), or the envelope (application/json) when refreshed too often (409)',
    content: {
      'image/png': { schema: { type: 'string', contentEncoding: 'binary', description: 'A PNG of 4 distorted digits over noise' } },
      'application/json': { schema: envelopeResponse(EMPTY)[200] },
    },
  },
  500: FAULT,
};

export async function checkCaptchaRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.get(
    '/check_captcha',
    { schema: { tags: ['other'], summary: 'A new image captcha (image/png)', response: imageResponse } },
    async (request, reply) => {
      // An <img> sends cookies, not the Authorization header: the token cookie finds the session.
      const session = await ensureSession(request, reply);
      const key = `captcha:${session.id}`;
      if ((await countEvents(ctx, key, 60)) >= ctx.limits.captchaPerSessionPerMinute) {
        throw new BusinessError(STATUS.TOO_FREQUENT, 'tooManyRefreshes');
      }
      await recordEvent(ctx, key);
      const answer = ctx.captchaAnswers.image();
      await createCaptcha(ctx, session.id, 'image', answer);
      reply.header('cache-control', 'no-store').type('image/png');
      return ctx.captcha.imagePng(answer);
    },
  );

  app.post<{ Body: { img_captcha: string } }>(
    '/check_captcha',
    {
      schema: {
        tags: ['other'],
        summary: 'Check the image captcha (202 when right)',
        response: envelopeResponse(EMPTY, { success: [202] }),
        body: object({ img_captcha: { type: 'string', minLength: 1, maxLength: 8 } }, ['img_captcha']),
      },
    },
    async (request) => {
      const answer = request.body.img_captcha.normalize('NFKC').trim();
      const right = /^\d{4}$/.test(answer) && request.session ? await checkImageCaptcha(ctx, request.session.id, answer) : false;
      if (!right) {
        // Any wrong answer burns the captcha: the client fetches a new image.
        if (request.session && !/^\d{4}$/.test(answer)) await checkImageCaptcha(ctx, request.session.id, '');
        throw new BusinessError(STATUS.IMAGE_CAPTCHA_WRONG, 'imageCaptchaWrong');
      }
      return envelope(request, STATUS.CAPTCHA_OK, 'captchaRight');
    },
  );
}
