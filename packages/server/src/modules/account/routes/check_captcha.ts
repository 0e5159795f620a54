/**
 * GET /other/check_captcha?<random>: a new 4-digit image captcha (PNG) for this session.
 * POST /other/check_captcha { img_captcha }: 202 when right (spec 000 section 8); single use.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { ensureSession } from '../../../http/request-context';
import { captchaImageResponse, checkCaptchaBody, checkCaptchaResponse } from '../schemas';
import { answerImageCaptcha, newImageCaptcha } from '../service/captchas';
import { typed } from '../../../http/typed-routes';

export async function checkCaptchaRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/check_captcha',
    { schema: { tags: ['other'], summary: 'A new image captcha (image/png)', response: captchaImageResponse } },
    async (request, reply) => {
      // An <img> sends cookies, not the Authorization header: the token cookie finds the session.
      const session = await ensureSession(request, reply);
      const png = await newImageCaptcha(ctx, session.id);
      reply.header('cache-control', 'no-store').type('image/png');
      return png;
    },
  );

  api.post(
    '/check_captcha',
    { schema: { tags: ['other'], summary: 'Check the image captcha (202 when right)', response: checkCaptchaResponse, body: checkCaptchaBody } },
    async (request) => {
      await answerImageCaptcha(ctx, request.session?.id ?? null, request.body.img_captcha);
      return envelope(request, STATUS.CAPTCHA_OK, 'captchaRight');
    },
  );
}
