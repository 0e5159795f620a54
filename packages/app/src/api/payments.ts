/**
 * The payment calls the payer's pages use (spec 001 section 7; issue 17): the payment page's data,
 * a quote, the coupon choice, paying a quote (with its Idempotency-Key) and a payment's state. Each
 * resolves to the API's envelope; the response policy has already acted on 402, 4017 or a refusal.
 */
import type { ApiResult } from '@edupay/forms/contract';
import type { Quote } from '@edupay/ui';
import { call } from './api';
import { downloadFile } from './files';
import type { OrderSummary } from './orders';
import type { PriceChange } from './pricing';

export interface PaymentMethodInfo {
  id: string;
  name: string;
  fee: { value: string; currency: string };
  fee_percent: string;
  fee_min: string;
  fee_max: string;
  /** The fee's rule in the payer's language, or that there is none. */
  fee_rule: string;
  zero_fee: 0 | 1;
  /** What the payer would pay with this method, and what the payee receives, at today's rate. */
  total: { value: string; currency: string };
  payee_receives: { value: string; currency: string };
  delivery_days: string;
  delivery: string;
  tax_note: string;
  refund_note: string;
  /** How a refund would be computed with this method (what comes back, the fee, how long): shown beside Pay. */
  refund_terms: string;
  quote_minutes: number;
  quote_note: string;
}

export interface CouponInfo {
  coupon_id: string;
  name: string;
  kind: 'amount' | 'fee_percent';
  discount: { value: string; currency: string };
  valid_until: string;
  valid: number;
  applied: number;
  used: number;
}

export interface PaymentDetail {
  order: OrderSummary;
  payer_currency: string;
  indicative_rate: string;
  indicative_amount: string;
  mid_rate: string;
  markup_percent: string;
  /** Our rate's markup over the mid-market rate, in the payer's language. */
  rate_note: string;
  methods: PaymentMethodInfo[];
  /** What the order form chose: the page starts from it. */
  choices: { full_arrival: 0 | 1; priority: 0 | 1; use_points: 0 | 1 };
  full_arrival_fee: string;
  priority_fee: string;
  coupons: CouponInfo[];
  points_balance: number;
  points_max_per_order: number;
  points_usable: number;
  quote: ServerQuote | null;
  trading_open: number;
  trading_notice: string;
}

export interface ServerQuote extends Quote {
  order_id: string;
  method_id: string;
  full_arrival: number;
  priority: number;
  coupon_id: string;
  points_used: number;
  remit_notice: string;
  /** Seconds the quote still held when the server answered. */
  valid_seconds: number;
  /** Bank transfer: the installment plan offered first (decimal strings), and its limits ('' when none). */
  installments_suggested?: string[];
  installment_max?: string;
  installment_max_per_day?: string;
}

/** One transfer of a payment in installments (spec 001 section 3: amount, status, time, purpose). */
export interface Installment {
  installment_id: string;
  seq: number;
  amount: string;
  currency: string;
  status: 'paid' | 'payment_failed' | 'querying' | 'waiting_to_pay' | 'amount_not_paid' | 'invalid';
  status_label: string;
  pay_on: string;
  updated_at: string;
  reference: string;
  purpose: string;
}

export interface Payment {
  payment_id: string;
  order_id: string;
  quote_id: string;
  method_id: string;
  status: 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  amount: string;
  currency: string;
  redirect_url: string;
  qr_code: string;
  reference: string;
  instructions: { bankName: string; accountName: string; accountNumber: string; swift: string } | null;
  brand: string;
  last4: string;
  failure_code: string;
  order_status: string;
  final?: number;
  /** A bank transfer in installments: each with its own reference (empty otherwise). */
  installments?: Installment[];
  /**
   * pay_result: the price change this payment opened (it arrived after its quote expired and the
   * price moved): the order waits for the payer to top up or take a refund. Null otherwise.
   */
  price_change?: PriceChange | null;
}

export interface EstimateChoice {
  order_id: string;
  method_id: string;
  full_arrival: boolean;
  priority: boolean;
  use_points: boolean;
  /** The quote on screen that this one replaces (it expired): the answer says if the price changed. */
  replaces_quote_id?: string;
}

/** GET /order/payment_detail: methods, fees, coupons, points and the live quote; 4017 once paid. */
export const paymentDetail = (order_id: string) =>
  call<PaymentDetail>('GET', '/order/payment_detail', { order_id }) as Promise<ApiResult<PaymentDetail>>;

/** POST /order/payment_estimate: a quote for the choice (stored by the server; pay it by its id). */
export const paymentEstimate = (choice: EstimateChoice) =>
  call<ServerQuote>('POST', '/order/payment_estimate', {
    order_id: choice.order_id,
    method_id: choice.method_id,
    full_arrival: choice.full_arrival ? 1 : 0,
    priority: choice.priority ? 1 : 0,
    use_points: choice.use_points ? 1 : 0,
    ...(choice.replaces_quote_id ? { replaces_quote_id: choice.replaces_quote_id } : {}),
  }) as Promise<ApiResult<ServerQuote>>;

/** POST /order/update_user_coupon: apply a coupon to the order ('' takes it off). */
export const updateUserCoupon = (order_id: string, coupon_id: string) =>
  call<{ order_id: string }>('POST', '/order/update_user_coupon', { order_id, coupon_id }) as Promise<
    ApiResult<{ order_id: string }>
  >;

/** POST /order/payment_gateway: pay a quote. The same key replays the first answer (one payment). */
export const paymentGateway = (quote_id: string, idempotencyKey: string, installments: readonly string[] = []) =>
  call<Payment & { fresh_quote?: ServerQuote }>(
    'POST',
    '/order/payment_gateway',
    installments.length > 0 ? { quote_id, installments } : { quote_id },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  ) as Promise<ApiResult<Payment & { fresh_quote?: ServerQuote }>>;

/** GET /order/refresh_insallment (the spec's spelling): the installments asked again of the bank. */
export const refreshInstallments = (payment_id: string) =>
  call<Payment>('GET', '/order/refresh_insallment', { payment_id }) as Promise<ApiResult<Payment>>;

/** GET /order/pay_result: a payment's state and its order's (`final` once it will not change). */
export const payResult = (payment_id: string) =>
  call<Payment>('GET', '/order/pay_result', { payment_id }) as Promise<ApiResult<Payment>>;

/** GET /order/payment_instructions_pdf: the transfer's instructions as a PDF, saved by the browser. */
export const downloadInstructionsPdf = (payment_id: string) => downloadFile('/order/payment_instructions_pdf', { payment_id }, 'EduPay-transfer.pdf');

/** GET /order/payment_receipt_pdf: the paid order's receipt as a PDF, saved by the browser. */
export const downloadReceiptPdf = (order_id: string) => downloadFile('/order/payment_receipt_pdf', { order_id }, 'EduPay-receipt.pdf');

/** POST /order/send_phone: the transfer's instructions by SMS (at most 3 per payment). */
export const sendInstructionsToPhone = (payment_id: string) =>
  call<{ payment_id: string; to: string; sms_sent: number; sms_remaining: number }>('POST', '/order/send_phone', {
    payment_id,
  }) as Promise<ApiResult<{ payment_id: string; to: string; sms_sent: number; sms_remaining: number }>>;

/** POST /order/paybankcheck: "I have sent the transfer": the bank is asked now. */
export const payBankCheck = (payment_id: string) =>
  call<Payment>('POST', '/order/paybankcheck', { payment_id }) as Promise<ApiResult<Payment>>;

export interface WechatPayment extends Payment {
  wechat_id: string;
  order_no: string;
  passport_required: number;
}

/** GET /order/wechat_payment_detail: the WeChat Pay payment with the payer's WeChat ID. */
export const wechatPaymentDetail = (payment_id: string) =>
  call<WechatPayment>('GET', '/order/wechat_payment_detail', { payment_id }) as Promise<ApiResult<WechatPayment>>;

/** POST /order/modify_wechat_id: change the payer's WeChat ID while the payment is open. */
export const modifyWechatId = (payment_id: string, wechat_id: string) =>
  call<{ payment_id: string; wechat_id: string }>('POST', '/order/modify_wechat_id', { payment_id, wechat_id }) as Promise<
    ApiResult<{ payment_id: string; wechat_id: string }>
  >;
