/**
 * The partner-order calls the payer's pages use (spec 001 section 7, "Partner orders"): what an entry
 * link shows, and taking its order. Partners' servers use the signed calls; no page does.
 */
import type { ApiResult } from '@edupay/forms/contract';
import { call } from './api';

export interface PartnerPayInfo {
  partner: { name: string; display_name: Record<'en' | 'zh-CN' | 'zh-TW', string> };
  reference: string;
  description: string;
  payee: { institution: string; institution_zh: string; account_name: string; country: string };
  purpose: string;
  currency: string;
  amount: string;
  payer_country: string;
  status: string;
  paid: number;
  /** open: nobody has taken the order yet; yours: the caller's. */
  state: 'open' | 'yours';
  order_id: string;
  order_no: string;
  return_url: string;
}

export const partnerPayInfo = (by: { token: string } | { order_id: string }) =>
  call<PartnerPayInfo>('GET', '/order/get_api_order_pay_info', { ...by }) as Promise<ApiResult<PartnerPayInfo>>;

export const bindPartnerOrder = (token: string) => call<PartnerPayInfo>('POST', '/order/bind_api_order', { token }) as Promise<ApiResult<PartnerPayInfo>>;
