/**
 * The order and fee flow calls of spec 001 section 7 that the payer's pages use: the payee accounts
 * of an institution, the order form of one account, Pinyin of a Chinese name, the submit (with its
 * Idempotency-Key), drafts and the caller's orders. Each resolves to the API's envelope; the
 * response policy (api/responsePolicy.ts) has already acted on a 402 or toasted a refusal.
 */
import type { PriceChange, PriceMatch } from './pricing';
import type { ApiResult } from '@edupay/forms/contract';
import { isSuccess } from '@edupay/forms/contract';
import type { NextStep, OrderFieldRule, OrderFormValue, OrderInfo, OrderPayload, OrderPlaced, OrderResult, OrderStage, PayeeAccountSummary, PaymentEstimate, PaymentEstimateRequest, PinyinAnswer, StageProgress } from '@edupay/ui';
import { call } from './api';

export interface SelectAccountAnswer {
  institution: { id: number; code: string; en: string; zh: string; local: string; cy: string; country: string; type: string };
  list: PayeeAccountSummary[];
}

/** GET /other/select_account: the payee accounts of an institution (its id or code). */
export const selectAccount = (institution_id: string) =>
  call<SelectAccountAnswer>('GET', '/other/select_account', { institution_id }) as Promise<ApiResult<SelectAccountAnswer>>;

/** GET /order/order_info: everything the order form needs for one payee account. */
export const orderInfo = (account_id: string) => call<OrderInfo>('GET', '/order/order_info', { account_id }) as Promise<ApiResult<OrderInfo>>;

/** GET /order/order_info?entered=1: the form of a payee the payer enters (a landlord, an agency), optionally in a country. */
export const enteredOrderInfo = (country = '') => call<OrderInfo>('GET', '/order/order_info', { entered: '1', country }) as Promise<ApiResult<OrderInfo>>;

/** GET /order/get_country_identification_code: the routing fields a paying-to country needs; throws when not answered. */
export async function countryRoutingFields(country: string): Promise<OrderFieldRule[]> {
  const result = await call<{ fields: OrderFieldRule[] }>('GET', '/order/get_country_identification_code', { country });
  if (!isSuccess(result) || !result.data) throw new Error(result.message ?? 'routing fields not answered');
  return result.data.fields;
}

/** GET /order/name_conversion: the Pinyin of a Chinese name; null when the server gave none. */
export async function nameConversion(name: string): Promise<PinyinAnswer | null> {
  const result = await call<PinyinAnswer>('GET', '/order/name_conversion', { name });
  return isSuccess(result) && result.data?.last_name ? result.data : null;
}

/** POST /order/order_submit with the form's Idempotency-Key (the same key replays the first answer). */
export const submitOrder = (payload: OrderPayload, idempotencyKey: string) =>
  call<OrderPlaced>('POST', '/order/order_submit', { ...payload }, { headers: { 'Idempotency-Key': idempotencyKey } }) as Promise<ApiResult<OrderPlaced>>;

/** POST /order/save_draft: a logged-in payer's form as typed so far (one per account). */
export const saveDraft = (account_id: number, values: OrderFormValue) =>
  call<{ saved_at: string }>('POST', '/order/save_draft', { account_id, values }) as Promise<ApiResult<{ saved_at: string }>>;

/** GET /order/get_draft: the logged-in payer's saved form for the account, or null. */
export const getDraft = (account_id: number) =>
  call<{ values: OrderFormValue | null; saved_at: string | null }>('GET', '/order/get_draft', { account_id: String(account_id) }) as Promise<
    ApiResult<{ values: OrderFormValue | null; saved_at: string | null }>
  >;

export interface OrderSummary {
  order_id: string;
  order_no: string;
  status: string;
  order_type: string;
  institution: string;
  institution_zh: string;
  currency: string;
  amount: string;
  created_at: string;
}

/** GET /user/order_list: the caller's orders, newest first. */
export const orderList = (type: 'ongoing' | 'closed' = 'ongoing') =>
  call<{ list: OrderSummary[]; total: number }>('GET', '/user/order_list', { type }) as Promise<ApiResult<{ list: OrderSummary[]; total: number }>>;

/** Where an order is in its lifecycle, as list rows and the detail carry it (GET /user/order_list, order_detail). */
export interface OrderLifecycle {
  stage: OrderStage;
  result: OrderResult;
  next_step: NextStep;
  payer_acts: 0 | 1;
  hold_reason: string;
  hold_until: string;
  auto_close_at: string;
  can_cancel: 0 | 1;
  can_confirm_arrival: 0 | 1;
  can_pay: 0 | 1;
}

export type OrderRow = OrderSummary & OrderLifecycle;
export interface OrderPage {
  list: OrderRow[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /user/order_list: one page of the caller's ongoing or closed orders, newest first. */
export const orderPage = (type: 'ongoing' | 'closed', page: number, page_size: number) =>
  call<OrderPage>('GET', '/user/order_list', { type, page: String(page), page_size: String(page_size) }) as Promise<ApiResult<OrderPage>>;

export interface OrderHistoryEntry {
  event: string;
  from: string;
  to: string;
  at: string;
  by: 'payer' | 'staff' | 'system';
  reason: string;
}

/** The quote an order detail shows: the one paid with, or the latest of an unpaid order. */
export interface OrderQuote {
  quote_id: string;
  method_name: string;
  rate: string;
  foreign_currency: string;
  foreign_total: string;
  payer_currency: string;
  lines: { kind: string; label: string; effect: 'charge' | 'credit'; amount: string }[];
  total: string;
  created_at: string;
  expires_at: string;
  paid: 0 | 1;
  /** 1: still to pay and this quote ran out (the payment page makes a new one). */
  expired: 0 | 1;
}

export interface OrderDetail extends OrderLifecycle {
  order_id: string;
  order_no: string;
  status: string;
  order_type: string;
  currency: string;
  amount: string;
  surcharge: string;
  total: string;
  payee: { account_id: number | null; institution: string; institution_zh: string; account_name: string; bank_name: string; country: string; account_number: string; needs_review: 0 | 1 };
  payment: Record<string, unknown>;
  student: Record<string, unknown>;
  payer: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  progress: StageProgress[];
  history: OrderHistoryEntry[];
  missing_documents: string[];
  quote: OrderQuote | null;
  payments: OrderPayment[];
  /** Refunds of the order, oldest first. */
  refunds: OrderRefund[];
  /** A payment that arrived after its quote expired with the price moved (api/pricing.ts). */
  price_change?: PriceChange | null;
  /** The price-match guarantee of a paid order (null: not paid). */
  price_match?: PriceMatch | null;
}

/** A payment of the order (a failed one and the retry that succeeded are both listed). */
export interface OrderPayment {
  payment_id: string;
  method_name: string;
  /** Card brand and last four, or ''. */
  card: string;
  amount: string;
  currency: string;
  status: 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  created_at: string;
}

/** A refund of the order's payment: what goes back, the fee kept, the payment's rate, and how long it takes once made. */
export interface OrderRefund {
  refund_id: string;
  status: 'requested' | 'processing' | 'succeeded' | 'failed';
  amount: string;
  fee: string;
  currency: string;
  /** 1: everything left of the payment went back. */
  full: 0 | 1;
  /** The payment's rate: `currency` per 1 `foreign_currency`. */
  rate: string;
  foreign_currency: string;
  /** Working days the money takes once the refund is made ('5-7', '7-10'), by how the payment was made. */
  refund_days: string;
  created_at: string;
  updated_at: string;
}

/** GET /user/order_detail: one order of the caller with its progress, history, quote and missing documents. */
export const orderDetail = (order_id: string) => call<OrderDetail>('GET', '/user/order_detail', { order_id }) as Promise<ApiResult<OrderDetail>>;

/** POST /user/close_order: cancel an unpaid order (the page asked first). */
export const closeOrder = (order_id: string) => call<OrderDetail>('POST', '/user/close_order', { order_id }) as Promise<ApiResult<OrderDetail>>;

/** POST /user/complete_order: confirm the payment arrived (the page asked first). */
export const completeOrder = (order_id: string) => call<OrderDetail>('POST', '/user/complete_order', { order_id }) as Promise<ApiResult<OrderDetail>>;

/** POST /user/reorder: a closed order as a new draft; open /order?account_id= to go on. */
export const reorder = (order_id: string) =>
  call<{ account_id: number; saved_at: string }>('POST', '/user/reorder', { order_id }) as Promise<ApiResult<{ account_id: number; saved_at: string }>>;

/** POST /user/order_track_link: a signed read-only link to share (no login, a week). */
export const orderTrackLink = (order_id: string) =>
  call<{ url: string; api: string; expires_at: string }>('POST', '/user/order_track_link', { order_id }) as Promise<ApiResult<{ url: string; api: string; expires_at: string }>>;

export interface OrderTrack {
  order_no: string;
  institution: string;
  institution_zh: string;
  currency: string;
  amount: string;
  status: string;
  stage: OrderStage;
  result: OrderResult;
  next_step: NextStep;
  on_hold: 0 | 1;
  hold_until: string;
  progress: StageProgress[];
}

/** GET /order/order_track: what a tracking link shows (no login). */
export const orderTrack = (params: { order_id: string; expires: string; sig: string }) =>
  call<OrderTrack>('GET', '/order/order_track', { ...params }) as Promise<ApiResult<OrderTrack>>;

export interface UserConfig {
  unpaid_close_days: number;
  page_size: number;
  ongoing_count: number;
  closed_count: number;
  service_hours: string;
  service_time_zone: string;
  /** The payer's points (1 point = 1.00 RMB; 0 without an account) and the per-order maximum. */
  points_balance: number;
  points_max_per_order: number;
  /** A payment specialist acting on behalf of the payer in this session (the banner), or null. */
  acting_staff: { name: string; until: string } | null;
}

/** GET /user/user_config: the user centre's settings (auto-close days, page size) and the list counts. */
export const userConfig = () => call<UserConfig>('GET', '/user/user_config') as Promise<ApiResult<UserConfig>>;

/**
 * POST /order/payment_estimate without an order: the order form's live estimate for a listed payee
 * account and the amount typed (the server converts; indicative, nothing stored). The signal aborts
 * a request a newer amount superseded.
 */
export const formEstimate = (account_id: number, request: PaymentEstimateRequest, signal: AbortSignal) =>
  call<PaymentEstimate>(
    'POST',
    '/order/payment_estimate',
    { account_id, amount: request.amount, use_points: request.use_points ? 1 : 0, ...(request.currency === undefined ? {} : { currency: request.currency }) },
    { signal },
  ) as Promise<
    ApiResult<PaymentEstimate>
  >;
