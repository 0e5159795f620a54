/**
 * POST /order/face_callback: where the face vendor reports a verdict (its webhook, not a call of
 * the spec's pages). Signed like the payment callback (`EduPay-Signature: t=,v1=` over the raw body,
 * 300 s tolerance); a forged or stale one is refused. Each vendor event is applied once.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { SIGNATURE_HEADER } from '../../../domain/callback-signature';
import { envelope } from '../../../http/envelope';
import { applyFaceReport } from '../face';
import { faceCallbackResponse } from '../schemas';

export async function faceCallbackRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  // The signature covers the bytes as sent: this route keeps the body as a string (this plugin only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
  api.post(
    '/face_callback',
    {
      schema: {
        tags: ['order'],
        summary: "The face vendor's signed callback (EduPay-Signature header); not for browsers",
        headers: { type: 'object', properties: { [SIGNATURE_HEADER]: { type: 'string', description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">', examples: ['t=1772416800,v1=5f1c...'] } } },
        response: faceCallbackResponse,
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      const verified = ctx.face.verifyCallback(raw, Array.isArray(signature) ? signature[0] : signature, ctx.now());
      if (!verified.ok) {
        request.log.warn({ reason: verified.reason }, 'face callback refused');
        return envelope(request, STATUS.INVALID, 'callbackRefused', { field: 'EduPay-Signature', reason: verified.reason });
      }
      return envelope(request, STATUS.OK, 'callbackReceived', { result: await applyFaceReport(ctx, verified.event, 'callback') });
    },
  );
}
