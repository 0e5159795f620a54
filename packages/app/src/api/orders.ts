/**
 * The order and fee flow calls of spec 001 section 7 that the payer's pages use: the payee accounts
 * of an institution, the order form of one account, Pinyin of a Chinese name, the submit (with its
 * Idempotency-Key), drafts and the caller's orders. Each resolves to the API's envelope; the
 * response policy (api/responsePolicy.ts) has already acted on a 402 or toasted a refusal.
 */
import type { ApiResult } from '@edupay/forms/contract';
import type { OrderFormValue, OrderInfo, OrderPayload, OrderPlaced, PayeeAccountSummary, PinyinAnswer } from '@edupay/ui';
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

/** GET /order/name_conversion: the Pinyin of a Chinese name; null when the server gave none. */
export async function nameConversion(name: string): Promise<PinyinAnswer | null> {
  const result = await call<PinyinAnswer>('GET', '/order/name_conversion', { name });
  return result.status_code === 200 && result.data?.last_name ? result.data : null;
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
