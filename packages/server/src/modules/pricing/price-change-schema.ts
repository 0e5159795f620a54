/**
 * A price change as answers show it (order_detail, price_change_choice, pay_result). Apart from
 * schemas.ts, which imports the payment schemas, so that the payment schemas can use it too.
 */
import { PRICE_CHANGE_STATUSES, PRICE_CHANGE_WINDOW_HOURS } from '../../domain/price-change';
import { shape, text } from '../../http/response-schemas';

export const PRICE_CHANGE = shape({
  price_change_id: text(),
  status: { type: 'string', enum: PRICE_CHANGE_STATUSES },
  currency: text('The payment currency'),
  quoted_amount: text('Decimal: what the expired quote charged for the foreign amount'),
  today_amount: text('Decimal: what the same foreign amount cost when the money arrived'),
  difference: text('Decimal: the top-up'),
  threshold: text('Decimal: 400 RMB in the payment currency'),
  quoted_rate: text(),
  today_rate: text(),
  decide_by: text(`ISO time: the end of the ${PRICE_CHANGE_WINDOW_HOURS}-hour window; without a choice the payment is refunded`),
  top_up_quote_id: text(),
  refund_id: text(),
  decided_at: text(),
});
