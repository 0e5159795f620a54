/**
 * POST /order/payment_callback: where the payment provider reports a charge's outcome (not a call
 * of the spec's pages: the provider's webhook). Signed with `EduPay-Signature: t=<unix>,v1=<hex
 * HMAC-SHA256 of "t.body">` over the raw body, 300 s tolerance: a forged or stale signature is
 * refused (the envelope's 400, field EduPay-Signature: HTTP 200 like every business answer; a
 * provider's retry of it would be refused again), so is a body that is not the event.
 * Each event is applied once by its id; an outcome that would move a payment backwards is ignored.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER } from '../../../domain/callback-signature';
import { envelope } from '../../../http/envelope';
import { recordUnmatched } from '../../transfers/service';
import { applyOutcome } from '../charges';
import { callbackResponse } from '../schemas';
import { typed } from '../../../http/typed-routes';

export async function paymentCallbackRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  // The signature covers the bytes as sent: this route keeps the body as a string (this plugin only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
  api.post(
    '/payment_callback',
    {
      schema: {
        tags: ['order'],
        summary: "The payment provider's signed callback (EduPay-Signature header); not for browsers",
        headers: { type: 'object', properties: { [SIGNATURE_HEADER]: { type: 'string', description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">', examples: ['t=1772416800,v1=5f1c...'] } } },
        response: callbackResponse,
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      const verified = ctx.payments.verifyCallback(raw, Array.isArray(signature) ? signature[0] : signature, ctx.now());
      if (!verified.ok) {
        request.log.warn({ reason: verified.reason }, 'payment callback refused');
        return envelope(request, STATUS.INVALID, 'callbackRefused', { field: 'EduPay-Signature', reason: verified.reason });
      }
      const { event } = verified;
      // Funds the provider matched to no charge wait for finance (modules/transfers); charges move payments.
      const result = event.type === 'transfer.received' ? await recordUnmatched(ctx, event) : await applyOutcome(ctx, event, 'callback');
      return envelope(request, STATUS.OK, 'callbackReceived', { result });
    },
  );
}
