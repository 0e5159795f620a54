/**
 * Request and response schemas of the price-change and price-match calls (validation, TypeScript
 * type and OpenAPI with examples in one).
 */
import { PAYMENT_METHODS } from '../../domain/payment-methods';
import { CLAIM_DECISIONS, CLAIM_STATUSES } from '../../domain/price-match';
import { envelopeResponse, flag, listOf, shape, text } from '../../http/response-schemas';
import { input, str } from '../../http/schemas';
import type { Payload } from '../../http/typed-routes';
import { ORDER_DETAIL_PROPERTIES } from '../orders/schemas';
import { QUOTE } from '../payments/schemas';
import { PRICE_CHANGE } from './price-change-schema';

type JsonSchema = ReturnType<typeof shape>;

const EXAMPLE_ORDER = '00000000-0000-4000-8000-000000000000';
const EXAMPLE_CLAIM = '00000000-0000-4000-8000-000000000003';
const orderId = { type: 'string', maxLength: 36, description: 'The order id (user centre)' } as const;
const claimId = { type: 'string', maxLength: 36, description: 'A claim id (price_match_claims)' } as const;

export const priceChoiceBody = input(
  {
    order_id: orderId,
    choice: { type: 'string', enum: ['refund', 'top_up'], description: 'refund: the whole payment back, the service ends; top_up: a quote for the difference' },
    method_id: { type: 'string', enum: PAYMENT_METHODS, description: 'top_up: how the difference is paid (default: the method of the late payment)' },
  },
  { order_id: EXAMPLE_ORDER, choice: 'top_up', method_id: 'card' },
  ['order_id', 'choice'],
);

export { PRICE_CHANGE };

export const priceChoiceResponse = envelopeResponse(shape({ price_change: { anyOf: [PRICE_CHANGE, { type: 'null' }] }, top_up_quote: { anyOf: [QUOTE, { type: 'null' }] } }));

export const claimBody = input(
  {
    order_id: orderId,
    bank: { type: 'string', maxLength: 100, description: 'The name of the bank that offered the better rate' },
    bank_rate: { type: 'string', maxLength: 20, description: "The bank's rate, payer currency per foreign unit, as a decimal string (like the quote's rate)" },
    file: { type: 'string', format: 'binary', description: 'A screenshot of the bank rate (JPG or PNG, under 2 MB), judged by its bytes' },
  },
  { order_id: EXAMPLE_ORDER, bank: 'Bank of China', bank_rate: '7.1012', file: 'rate.png' },
  ['order_id', 'bank', 'bank_rate'],
);

export const CLAIM: JsonSchema = shape({
  claim_id: text(),
  order_id: text(),
  order_no: text(),
  status: { type: 'string', enum: CLAIM_STATUSES },
  bank_name: text(),
  claimed_rate: text("The bank's rate the payer found"),
  quoted_rate: text('The rate the payer paid'),
  currency: text(),
  difference: text('Decimal: what a grant refunds (at most what is left of the payment)'),
  decision_note: text('The reason staff gave (shown to the payer)'),
  refund_id: text(),
  created_at: text(),
  decided_at: text(),
});
export const claimResponse = envelopeResponse(CLAIM);

export const PRICE_MATCH: JsonSchema = shape({
  can_claim: flag('1: a claim can be filed now (at least 5,000 in foreign currency, within 30 minutes of the paid quote, none open)'),
  claim_until: text('ISO time: 30 minutes after the paid quote'),
  quoted_rate: text(),
  claim: { anyOf: [CLAIM, { type: 'null' }] },
});

export const claimsQuery = input(
  { status: { type: 'string', enum: ['', ...CLAIM_STATUSES], description: 'Empty: open ones' }, before: str(40) },
  { status: 'open' },
);
export type ClaimsQuery = Payload<typeof claimsQuery>;
export const claimsResponse = envelopeResponse(shape({ list: listOf(CLAIM), next_before: { type: ['string', 'null'] } }));

export const decideBody = input(
  {
    claim_id: claimId,
    decision: { type: 'string', enum: CLAIM_DECISIONS },
    note: { type: 'string', maxLength: 500, description: 'Refuse: the reason the payer reads (required)' },
  },
  { claim_id: EXAMPLE_CLAIM, decision: 'grant', note: 'Screenshot matches the bank rate at 10:12' },
  ['claim_id', 'decision'],
);

export const screenshotQuery = input({ claim_id: claimId }, { claim_id: EXAMPLE_CLAIM }, ['claim_id']);
export { downloadResponse as screenshotResponse } from '../documents/schemas';

/** order_detail with the price change awaiting the payer's choice (or decided) and the price-match guarantee. */
export const orderDetailResponse = envelopeResponse(
  shape({
    ...ORDER_DETAIL_PROPERTIES,
    price_change: { anyOf: [PRICE_CHANGE, { type: 'null' }], description: 'The price change of a payment that arrived after its quote expired (null: none)' },
    price_match: { anyOf: [PRICE_MATCH, { type: 'null' }], description: 'The price-match guarantee of a paid order (null: not paid)' },
  }),
);
