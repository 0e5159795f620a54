/**
 * The payments module (spec 001 sections 1-5, 7-9; issue 17): quotes with their fee lines,
 * coupons and points, the payment page's data, the order amount on the payment page. Calls keep the spec's paths (/order/...).
 */
import type { FastifyInstance } from 'fastify';
import { payResultRoute } from './routes/pay_result';
import { paymentCallbackRoute } from './routes/payment_callback';
import { paymentDetailRoute } from './routes/payment_detail';
import { paymentGatewayRoute } from './routes/payment_gateway';
import { paymentInstructionsPdfRoute } from './routes/payment_instructions_pdf';
import { paymentReceiptPdfRoute } from './routes/payment_receipt_pdf';
import { paymentEstimateRoute } from './routes/payment_estimate';
import { refreshInstallmentRoute } from './routes/refresh_insallment';
import { modifyWechatIdRoute } from './routes/modify_wechat_id';
import { payBankCheckRoute } from './routes/paybankcheck';
import { payConfirmRoute } from './routes/paycomfirm';
import { paymentTransferPayRoute } from './routes/payment_transfer_pay';
import { sendPhoneRoute } from './routes/send_phone';
import { wechatPaymentRoute } from './routes/wechat_payment';
import { wechatPaymentDetailRoute } from './routes/wechat_payment_detail';
import { updateOrderAmountRoute } from './routes/update_order_amount';
import { updateUserCouponRoute } from './routes/update_user_coupon';

export async function paymentsModule(api: FastifyInstance) {
  await api.register(
    async (order) => {
      for (const route of [paymentEstimateRoute, updateUserCouponRoute, paymentDetailRoute, updateOrderAmountRoute, paymentGatewayRoute, payResultRoute, paymentCallbackRoute, paymentInstructionsPdfRoute, paymentReceiptPdfRoute, refreshInstallmentRoute,
        paymentTransferPayRoute, wechatPaymentRoute, wechatPaymentDetailRoute, modifyWechatIdRoute, payBankCheckRoute, payConfirmRoute, sendPhoneRoute]) await order.register(route);
    },
    { prefix: '/order' },
  );
}
