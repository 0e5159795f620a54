/** POST /ops/coupon_create (Idempotency-Key header): finance or an admin issues a coupon to one payer (by phone) or to every payer (audited); the same key answers the first issue again. */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { IDEMPOTENCY_HEADER, idempotencyKeyHeaders, readIdempotencyKey } from '../../../http/idempotency';
import { typed } from '../../../http/typed-routes';
import { issueCoupons } from '../../payments/coupon-issue';
import { couponCreateBody, couponCreateResponse } from '../payee-coupon-schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function couponCreateRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/coupon_create',
    { schema: { tags: ['ops'], summary: 'Issue a coupon to one payer or to every payer (finance, admin; Idempotency-Key header required)', headers: idempotencyKeyHeaders('coupon issue'), body: couponCreateBody, response: couponCreateResponse }, preValidation: requireStaff('coupons') },
    async (request) => {
      const caller = signedInStaff(request);
      const b = request.body;
      const issued = await issueCoupons(app.ctx, { staffId: caller.staffId, ip: request.ip }, {
        name: { en: b.name_en, 'zh-CN': b.name_zh_cn, 'zh-TW': b.name_zh_tw },
        kind: b.kind,
        amount_minor: b.amount_minor,
        currency: b.currency,
        fee_percent: b.fee_percent,
        valid_until: b.valid_until,
        payer_phone: b.payer_phone,
      }, readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]));
      return envelope(request, STATUS.OK, 'ok', issued);
    },
  );
}
