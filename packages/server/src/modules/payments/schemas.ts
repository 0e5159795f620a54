/**
 * Request and response schemas of the payment calls (issue 17 items 2-3): transport bounds,
 * TypeScript shape and OpenAPI in one. Examples use the demo payer's coupons (modules/payments/seed.ts);
 * an order id comes from order_submit.
 */
import { PAYMENT_METHODS } from '../../domain/payment-methods';
import { PAYMENT_STATUSES } from '../../domain/payment-status';
import { LINE_KINDS } from '../../domain/quote-lines';
import { envelopeResponse, FAULT, flag, int, listOf, shape, text } from '../../http/response-schemas';
import { str } from '../../http/schemas';
import { ORDER_SUMMARY } from '../orders/schemas';

type Props = Record<string, object>;
type JsonSchema = Record<string, unknown>;

const input = (properties: Props, example: Record<string, unknown>, required: readonly string[] = []) => {
  const withExamples = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, name in example ? { ...schema, examples: [example[name]] } : schema]));
  return { type: 'object', properties: withExamples, required, additionalProperties: true, examples: [example] } as const;
};

const EXAMPLE_ORDER = '00000000-0000-4000-8000-000000000000';
const orderId = { ...str(36), description: 'Order id (from order_submit or order_list)' };
const choice = (description: string) => ({ type: ['integer', 'boolean'], enum: [0, 1, true, false], description });

export type EstimateBody = { order_id: string; method_id: string; full_arrival?: number | boolean; priority?: number | boolean; use_points?: number | boolean };
export const estimateBody = input(
  {
    order_id: orderId,
    method_id: { ...str(20), description: `Payment method: ${PAYMENT_METHODS.join(', ')} (payers outside mainland China: card, transfer)` },
    full_arrival: choice('1: the full-arrival service (default: the order form\'s choice, else on for tuition)'),
    priority: choice('1: priority remittance'),
    use_points: choice('1: offset with points (1 point = 1.00 RMB, at most 200 per order; CNY payers)'),
  },
  { order_id: EXAMPLE_ORDER, method_id: 'card', full_arrival: 1, priority: 0, use_points: 1 },
  ['order_id', 'method_id'],
);

export type UpdateCouponBody = { order_id: string; coupon_id: string };
export const updateCouponBody = input(
  { order_id: orderId, coupon_id: { ...str(40), description: "One of the payer's coupons (payment_detail lists them); empty: take the order's coupon off" } },
  { order_id: EXAMPLE_ORDER, coupon_id: 'DEMO-WELCOME-50' },
  ['order_id', 'coupon_id'],
);

export type PaymentDetailInput = { order_id?: string };
// order_id is not required by the schema, so a caller without a session hears 402 (log in) first.
export const paymentDetailInput = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER });

// --- answers

const LINE = shape({
  kind: { type: 'string', enum: [...LINE_KINDS] },
  label: text("The line's name in the request's language"),
  effect: { type: 'string', enum: ['charge', 'credit'], description: 'charge adds to the total, credit takes off it' },
  amount: text('Decimal string in the payer currency (never negative)'),
  amount_minor: text('The same in integer minor units'),
});

const QUOTE_PROPS: Record<string, JsonSchema> = {
  quote_id: text('Pay with this id before expires_at'),
  order_id: text(),
  method_id: { type: 'string', enum: [...PAYMENT_METHODS] },
  method_name: text(),
  rate: text('Payer currency per foreign unit, spread included, 6 places (display)'),
  rate_ratio: text('The exact rate as numerator/denominator (integers)'),
  mid_rate: text('Mid-market rate, 6 places'),
  spread_bps: int('Spread over mid-market, basis points'),
  rates_as_of: text('Day of the reference rates'),
  foreign_currency: text(),
  foreign_amount: text('The order amount, foreign currency'),
  foreign_total: text('Amount plus institution surcharge: what the payee receives'),
  payer_currency: text(),
  payer_amount: text('The order amount at the rate, payer currency'),
  lines: listOf(LINE),
  total: text('Charges minus credits, exactly: what is charged'),
  total_minor: text(),
  full_arrival: flag('1: full-arrival service included'),
  priority: flag('1: priority remittance included'),
  coupon_id: text('The coupon applied, or empty'),
  points_used: int(),
  created_at: text('ISO 8601'),
  expires_at: text('ISO 8601: the quote cannot be paid from this instant'),
  valid_seconds: int('Seconds left when answered'),
  same_day: flag('1: paid now, remitted today (before 13:00 Beijing time on a working day)'),
  remit_on: text('Day of remittance if paid now (Beijing)'),
  remit_notice: text(),
};
export const QUOTE = shape(QUOTE_PROPS);

export const estimateResponse = envelopeResponse(shape({ ...QUOTE_PROPS, points_balance: int('Points the payer holds'), points_max_per_order: int() }));

const COUPON = shape({
  coupon_id: text(),
  name: text("In the request's language"),
  kind: { type: 'string', enum: ['amount', 'fee_percent'] },
  discount: shape({ value: text(), currency: text("ISO 4217, or '%' (share of the channel fee)") }),
  valid_until: text('Last valid day, YYYY-MM-DD (Beijing)'),
  valid: flag('1: usable now'),
  applied: flag('1: applied to this order'),
  used: flag('1: spent on a paid order'),
});

export const updateCouponResponse = envelopeResponse(shape({ order_id: text(), coupon: { anyOf: [COUPON, { type: 'null' }] } }));

export const paymentDetailResponse = envelopeResponse(
  shape({
    order: ORDER_SUMMARY,
    payer_currency: text(),
    indicative_rate: text('Payer currency per foreign unit now, spread included (only a quote locks a rate)'),
    indicative_amount: text('Amount plus surcharge at that rate, payer currency'),
    methods: listOf(
      shape({
        id: { type: 'string', enum: [...PAYMENT_METHODS] },
        name: text(),
        fee: shape({ value: text('This order\'s channel fee with this method at the indicative rate'), currency: text() }),
        fee_percent: text('e.g. "0.20"'),
        fee_min: text(),
        fee_max: text(),
        quote_minutes: int('How long its quotes hold'),
      }),
    ),
    full_arrival_fee: text(),
    priority_fee: text(),
    coupons: listOf(COUPON),
    points_balance: int(),
    points_max_per_order: int(),
    points_usable: flag('1: points can pay in this currency (CNY)'),
    quote: { anyOf: [QUOTE, { type: 'null' }], description: 'The latest quote while it holds' },
    trading_open: flag('1: within foreign-exchange trading hours (10:00-21:00 Beijing time)'),
    trading_notice: text(),
  }),
);

export type OrderAmountQuery = { order_id?: string };
// Not required by the schema, so a caller without a session hears 402 (log in) first.
export const orderAmountQuery = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER });
export type OrderAmountBody = { order_id: string; amount: string };
export const orderAmountBody = input(
  { order_id: orderId, amount: { ...str(30), description: 'The new amount in the payee currency (decimal string)' } },
  { order_id: EXAMPLE_ORDER, amount: '11500.00' },
  ['order_id', 'amount'],
);
export const orderAmountResponse = envelopeResponse(
  shape({ order_id: text(), currency: text(), amount: text('Decimal string'), amount_minor: text('Integer minor units'), surcharge: text(), total: text('Amount plus surcharge') }),
);

// --- Payments (issue 17 items 5-6)

const EXAMPLE_QUOTE = '00000000-0000-4000-8000-000000000001';
const EXAMPLE_PAYMENT = '00000000-0000-4000-8000-000000000002';

export type GatewayBody = { quote_id: string };
export const gatewayBody = input(
  { quote_id: { ...str(36), description: 'The quote to pay (payment_estimate), charged exactly as stored; the method is the quote\'s' } },
  { quote_id: EXAMPLE_QUOTE },
  ['quote_id'],
);

export type PayResultQuery = { payment_id?: string };
// Not required by the schema, so a caller without a session hears 402 (log in) first.
export const payResultQuery = input({ payment_id: { ...str(36), description: 'From payment_gateway (the hosted page returns with it)' } }, { payment_id: EXAMPLE_PAYMENT });

const PAYMENT_PROPS: Record<string, JsonSchema> = {
  payment_id: text(),
  order_id: text(),
  quote_id: text(),
  method_id: { type: 'string', enum: [...PAYMENT_METHODS] },
  status: { type: 'string', enum: [...PAYMENT_STATUSES], description: 'requires_action: the payer acts (page, transfer, scan); processing; succeeded; failed; canceled' },
  amount: text("The quote's total, payer currency"),
  amount_minor: text(),
  currency: text(),
  redirect_url: text('Card: the provider\'s hosted page to open (empty otherwise)'),
  qr_code: text('QR methods: what the QR code encodes (empty otherwise)'),
  reference: text('Bank transfer: the unique reference to write on the transfer (empty otherwise)'),
  instructions: {
    anyOf: [shape({ bankName: text(), accountName: text(), accountNumber: text(), swift: text() }), { type: 'null' }],
    description: 'Bank transfer: where to send the money',
  },
  brand: text('Card brand, once known'),
  last4: text('Last four digits of the card, once known'),
  failure_code: text('Why it failed (e.g. card_declined), or empty'),
  order_status: text("The order's status"),
  created_at: text('ISO 8601'),
  updated_at: text('ISO 8601'),
};
export const gatewayResponse = envelopeResponse(shape(PAYMENT_PROPS));
export const payResultResponse = envelopeResponse(shape({ ...PAYMENT_PROPS, final: flag('1: the status will not change any more') }));
// A refused signature: status_code 400 with data { field: 'EduPay-Signature', reason: malformed | mismatch | stale }.
export const callbackResponse = envelopeResponse(
  shape({ result: { type: 'string', enum: ['applied', 'duplicate', 'unchanged', 'refused', 'unknown'], description: 'applied once; duplicate: this event id was applied before; refused: it would move the payment backwards' } }),
);

// --- Payment documents (issue 17 item 9): PDFs in the request's language.

export type ReceiptQuery = { order_id?: string };
// Not required by the schema, so a caller without a session hears 402 (log in) first.
export const receiptQuery = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER });
export type InstructionsQuery = { payment_id?: string };
export const instructionsQuery = input({ payment_id: { ...str(36), description: 'A bank-transfer payment (payment_gateway with method transfer)' } }, { payment_id: EXAMPLE_PAYMENT });

/** Only the refusal variant of the envelope: a success is the PDF itself. */
const refusal = envelopeResponse(shape({}))[200].anyOf[1]!;
export const pdfResponse = {
  200: {
    description: 'The PDF (attachment, X-Content-Type-Options: nosniff); or a refusal (JSON envelope)',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } }, 'application/json': { schema: refusal } },
  },
  500: FAULT,
};
