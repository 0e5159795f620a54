/**
 * Price changes and the price-match guarantee (issue 17 item 8): the payer's choice after a price
 * change, a claim with its screenshot, and the console's claim calls. The server computes every
 * amount; these only carry them.
 */
import type { ApiResult } from '@edupay/forms/contract';
import { call } from './api';
import type { ServerQuote } from './payments';

export interface PriceChange {
  price_change_id: string;
  status: 'awaiting_choice' | 'topped_up' | 'refund_chosen' | 'refund_on_expiry';
  currency: string;
  quoted_amount: string;
  today_amount: string;
  difference: string;
  threshold: string;
  quoted_rate: string;
  today_rate: string;
  decide_by: string;
  top_up_quote_id: string;
  refund_id: string;
  decided_at: string;
}

export interface PriceMatchClaim {
  claim_id: string;
  order_id: string;
  order_no: string;
  status: 'open' | 'granted' | 'refused';
  bank_name: string;
  claimed_rate: string;
  quoted_rate: string;
  currency: string;
  difference: string;
  decision_note: string;
  refund_id: string;
  created_at: string;
  decided_at: string;
}

export interface PriceMatch {
  can_claim: 0 | 1;
  claim_until: string;
  quoted_rate: string;
  claim: PriceMatchClaim | null;
}

/** POST /order/price_change_choice: a refund (the service ends) or the quote for the difference. */
export const priceChangeChoice = (order_id: string, choice: 'refund' | 'top_up', method_id?: string) =>
  call<{ price_change: PriceChange | null; top_up_quote: ServerQuote | null }>('POST', '/order/price_change_choice', method_id ? { order_id, choice, method_id } : { order_id, choice }) as Promise<
    ApiResult<{ price_change: PriceChange | null; top_up_quote: ServerQuote | null }>
  >;

/** POST /order/price_match_claim (multipart): the bank, its rate and a screenshot. */
export function priceMatchClaim(order_id: string, bank: string, bank_rate: string, file: File) {
  const form = new FormData();
  form.append('order_id', order_id);
  form.append('bank', bank);
  form.append('bank_rate', bank_rate);
  form.append('file', file, file.name);
  return call<PriceMatchClaim>('POST', '/order/price_match_claim', undefined, { form }) as Promise<ApiResult<PriceMatchClaim>>;
}
