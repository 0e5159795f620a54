/**
 * GET /order/live_verification?order_id[&restart=1][&verification_id]: the face verification of the
 * caller's order (spec 001 section 7; pages /self_pass and /verify). Starts one at the vendor when
 * the order has none (answering the vendor's page as `url`, shown as a QR code), starts a new one
 * with restart=1 after a failure or expiry, and brings a pending one up to date (the /self_pass page
 * polls it). Another payer's order or verification answers like an unknown one.
 */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/typed-routes';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { liveVerification, verificationOf } from '../face';
import { liveVerificationQuery, liveVerificationResponse } from '../schemas';

export async function liveVerificationRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.get(
    '/live_verification',
    { schema: { tags: ['order'], summary: 'The face verification of an order’s payer: start, re-verify or follow it', querystring: liveVerificationQuery, response: liveVerificationResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const { order_id: orderId, verification_id: verificationId, restart } = request.query;
      const view = verificationId ? await verificationOf(ctx, owner, orderId, verificationId) : await liveVerification(ctx, owner, orderId, restart === '1');
      return envelope(request, STATUS.OK, 'ok', view);
    },
  );
}
