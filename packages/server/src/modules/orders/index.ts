/**
 * The orders module (spec 001 sections 3-5 and 7; issue 15): the order form's checks, order
 * submission with idempotency keys, anonymous orders bound to an SMS-proven phone, drafts, and the
 * user centre's order list and detail. Calls keep the spec's paths (/order/..., /user/...).
 */
import type { FastifyInstance } from 'fastify';
import { checkPayerAgeRoute } from './routes/check_payer_age';
import { closeOrderRoute } from './routes/close_order';
import { completeOrderRoute } from './routes/complete_order';
import { checkUpMoneyRoute } from './routes/check_up_money';
import { checkUpOrderRoute } from './routes/check_up_order';
import { getDraftRoute } from './routes/get_draft';
import { lifeInfoRoute } from './routes/life_info';
import { noRegOrderInfoRoute } from './routes/no_reg_order_info';
import { orderDetailRoute } from './routes/order_detail';
import { orderTrackRoute } from './routes/order_track';
import { orderTrackLinkRoute } from './routes/order_track_link';
import { orderEventsRoute } from './routes/order_events';
import { orderListRoute } from './routes/order_list';
import { orderLoginRoute } from './routes/order_login';
import { orderSubmitRoute } from './routes/order_submit';
import { reorderRoute } from './routes/reorder';
import { saveDraftRoute } from './routes/save_draft';
import { smartOrderListRoute } from './routes/smart_order_list';
import { updateCrnInfoRoute } from './routes/update_crn_info';
import { updateOrderInfoRoute } from './routes/update_order_info';
import { userConfigRoute } from './routes/user_config';

export async function ordersModule(api: FastifyInstance) {
  await api.register(
    async (order) => {
      for (const route of [orderSubmitRoute, checkUpOrderRoute, checkUpMoneyRoute, checkPayerAgeRoute, lifeInfoRoute, updateOrderInfoRoute, updateCrnInfoRoute, noRegOrderInfoRoute, saveDraftRoute, getDraftRoute, orderTrackRoute]) {
        await order.register(route);
      }
    },
    { prefix: '/order' },
  );
  await api.register(
    async (user) => {
      for (const route of [orderLoginRoute, userConfigRoute, smartOrderListRoute, orderListRoute, orderDetailRoute, orderEventsRoute, orderTrackLinkRoute, closeOrderRoute, completeOrderRoute, reorderRoute]) await user.register(route);
    },
    { prefix: '/user' },
  );
}
