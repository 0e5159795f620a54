/** POST /ops/coupon_disable: finance or an admin disables an issue's unused coupons (audited). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { typed } from '../../../http/typed-routes';
import { disableCoupons } from '../../payments/coupon-issue';
import { couponDisableBody, couponDisableResponse } from '../payee-coupon-schemas';
import { requireStaff, signedInStaff } from '../staff-sessions';

export async function couponDisableRoute(app: FastifyInstance) {
  const api = typed(app);
  api.post(
    '/coupon_disable',
    { schema: { tags: ['ops'], summary: "Disable a coupon issue: its unused coupons leave the payers' lists (finance, admin)", body: couponDisableBody, response: couponDisableResponse }, preValidation: requireStaff('coupons') },
    async (request) => {
      const caller = signedInStaff(request);
      return envelope(request, STATUS.OK, 'ok', await disableCoupons(app.ctx, { staffId: caller.staffId, ip: request.ip }, request.body.batch_id, request.body.reason));
    },
  );
}
