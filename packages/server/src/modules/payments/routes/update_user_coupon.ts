/** POST /order/update_user_coupon (spec 001 section 7): apply one of the payer's coupons to their order, or take it off (empty coupon_id). */
import { STATUS } from '@edupay/forms/contract';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../http/envelope';
import { requireOwner } from '../../orders/owner';
import { updateCouponBody, updateCouponResponse } from '../schemas';
import { couponView, updateUserCoupon } from '../service';
import { typed } from '../../../http/typed-routes';

export async function updateUserCouponRoute(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.ctx;
  api.post(
    '/update_user_coupon',
    { schema: { tags: ['order'], summary: "Apply a coupon to an order (one per order), or take it off", body: updateCouponBody, response: updateCouponResponse } },
    async (request) => {
      const owner = await requireOwner(request);
      const { order_id: orderId, coupon_id: couponId } = request.body;
      const { coupon } = await updateUserCoupon(ctx, owner, orderId, couponId.trim());
      const data = { order_id: orderId, coupon: coupon ? couponView(coupon, request.locale, ctx.now(), orderId) : null };
      return envelope(request, STATUS.OK, coupon ? 'couponApplied' : 'couponRemoved', data);
    },
  );
}
