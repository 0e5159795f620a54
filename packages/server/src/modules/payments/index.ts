/**
 * The payments module (spec 001 sections 1-5, 7-9; issue 17): quotes with their fee lines,
 * coupons and points, the payment page's data, the order amount on the payment page. Calls keep the spec's paths (/order/...).
 */
import type { FastifyInstance } from 'fastify';
import { paymentDetailRoute } from './routes/payment_detail';
import { paymentEstimateRoute } from './routes/payment_estimate';
import { updateOrderAmountRoute } from './routes/update_order_amount';
import { updateUserCouponRoute } from './routes/update_user_coupon';

export async function paymentsModule(api: FastifyInstance) {
  await api.register(
    async (order) => {
      for (const route of [paymentEstimateRoute, updateUserCouponRoute, paymentDetailRoute, updateOrderAmountRoute]) await order.register(route);
    },
    { prefix: '/order' },
  );
}
