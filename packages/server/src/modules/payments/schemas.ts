/**
 * Request and response schemas of the payment calls (issue 17 items 2-3): transport bounds,
 * TypeScript shape and OpenAPI in one. Examples use the demo payer's coupons (modules/payments/seed.ts);
 * an order id comes from order_submit.
 */
import { PAYMENT_METHODS } from '../../domain/payment-methods';
import { INSTALLMENT_STATUSES } from '../../domain/installments';
import { PAYMENT_STATUSES } from '../../domain/payment-status';
import { QUOTE_CHANGE_REASONS } from '../../domain/quote-change';
import { LINE_KINDS } from '../../domain/quote-lines';
import { envelopeResponse, FAULT, flag, int, listOf, shape, text } from '../../http/response-schemas';
import { input, str } from '../../http/schemas';
import { ORDER_SUMMARY } from '../orders/schemas';
import { PRICE_CHANGE } from '../pricing/price-change-schema';

type JsonSchema = Record<string, unknown>;

const EXAMPLE_ORDER = '00000000-0000-4000-8000-000000000000';
const orderId = { ...str(36), description: 'Order id (from order_submit or order_list)' };
const choice = (description: string) => ({ type: ['integer', 'boolean'], enum: [0, 1, true, false], description }) as const;

export const estimateBody = input(
  {
    order_id: { ...orderId, description: 'Order id (from order_submit or order_list): a quote for it. Without it: the order form\'s estimate (account_id and amount)' },
    method_id: { ...str(20), description: `Payment method (with order_id): ${PAYMENT_METHODS.join(', ')} (payers outside mainland China: card, transfer)` },
    full_arrival: choice('1: the full-arrival service (default: the order form\'s choice, else on for tuition)'),
    priority: choice('1: priority remittance'),
    use_points: choice('1: offset with points (1 point = 1.00 RMB, at most 200 per order; CNY payers)'),
    account_id: { type: ['integer', 'string'], maxLength: 12, description: "The order form's estimate (no order yet): the listed payee account (select_account's id), or 0 for a payee the payer enters (with currency)" },
    amount: { ...str(30), description: "The order form's estimate: the amount in the payee account's currency" },
    currency: { ...str(3), description: "The order form's estimate for a payee the payer enters (account_id 0): the currency chosen, one of order_info?entered=1's currencies" },
    remittance_country: { ...str(3), description: "The order form's estimate: paying-from country, alpha-3 (default CHN)" },
    replaces_quote_id: {
      ...str(36),
      description:
        "With order_id: the quote the payer's screen showed, which this one replaces (it expired). With the same method and services, a different total is answered in price_change: the previous total and rate, and why",
    },
  },
  { account_id: 1, amount: '12000.00', use_points: 1 },
);
export const updateCouponBody = input(
  { order_id: orderId, coupon_id: { ...str(40), description: "One of the payer's coupons (payment_detail lists them); empty: take the order's coupon off" } },
  { order_id: EXAMPLE_ORDER, coupon_id: 'DEMO-WELCOME-50' },
  ['order_id', 'coupon_id'],
);

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
  price_change: {
    anyOf: [
      shape(
        {
          previous_quote_id: text('The quote this one replaced'),
          previous_total: text('Its total, payer currency (decimal string)'),
          previous_total_minor: text(),
          previous_rate: text('Its rate, 6 places'),
          reasons: listOf(
            { type: 'string', enum: [...QUOTE_CHANGE_REASONS] },
            'What moved: amount (the order amount or surcharge), rate (the exchange rate, and the fees that follow it), credits (a coupon or points), fees (a fee alone)',
          ),
        },
        'The price differs from the quote this one replaced with the same choices: say so before the payer pays',
      ),
      { type: 'null' },
    ],
    description: 'How the price changed from the quote this one replaced (payment_estimate with replaces_quote_id; the fresh quote of a refused payment); null otherwise',
  },
  installments_suggested: listOf(text(), 'Bank transfer: the installment plan offered first (whole units, the cents on the last); empty for other methods'),
  installment_max: text('Bank transfer: at most this per installment (payer currency); empty for other methods'),
  installment_max_per_day: text('Bank transfer from MYR: at most this a day; empty when no daily limit'),
};
export const QUOTE = shape(QUOTE_PROPS);

/** The order form's estimate: indicative, not stored, nothing locked (the /pay page's quote locks a rate). */
const FORM_ESTIMATE = shape(
  {
    account_id: int(),
    foreign_currency: text('The payee account currency'),
    foreign_amount: text('The amount typed, as the server read it'),
    payer_currency: text(),
    rate: text('Payer currency per foreign unit, spread included, 6 places (display)'),
    rates_as_of: text('Day of the reference rates'),
    payer_amount: text('About this much in the payer currency (before fees, which the quote adds)'),
    points_balance: int('Points the payer holds (0 when not logged in)'),
    points_max_per_order: int(),
    points_used: int('Points the order would use (use_points=1; CNY payers; at most 200 and the balance)'),
    points_credit: text('What those points take off, payer currency'),
    payer_amount_after_points: text(),
  },
  "The order form's estimate (no order_id): indicative",
);

export const estimateResponse = envelopeResponse({
  anyOf: [shape({ ...QUOTE_PROPS, points_balance: int('Points the payer holds'), points_max_per_order: int() }, 'A stored quote (order_id)'), FORM_ESTIMATE],
});

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
    mid_rate: text('Payer currency per foreign unit at the mid-market rate; "1" without an exchange'),
    markup_percent: text('Our rate above the mid-market rate, percent, e.g. "0.50"'),
    rate_note: text("The markup in the request's language"),
    methods: listOf(
      shape({
        id: { type: 'string', enum: [...PAYMENT_METHODS] },
        name: text(),
        fee: shape({ value: text('This order\'s channel fee with this method at the indicative rate'), currency: text() }),
        fee_percent: text('e.g. "0.20"'),
        fee_min: text(),
        fee_max: text(),
        fee_rule: text("The fee's rule in the request's language, or that there is none"),
        zero_fee: flag('1: this method charges this order no fee'),
        total: shape({ value: text('What the payer would pay with this method at the indicative rate, before coupons, points and options'), currency: text() }),
        payee_receives: shape({ value: text('What the payee receives: the amount plus surcharge'), currency: text() }),
        delivery_days: { type: 'string', enum: ['1-2', '2-3', '3-4', '5-6'], description: 'Business days until the payee has the money' },
        delivery: text("The delivery time in the request's language"),
        tax_note: text(),
        refund_note: text('How long a refund takes with this method'),
        refund_terms: text('How a refund would be computed: what comes back, the refund fee and when it applies, how long'),
        quote_minutes: int('How long its quotes hold'),
        quote_note: text(),
      }),
    ),
    choices: shape(
      { full_arrival: flag('1: the order form chose the full-arrival service (tuition: on unless the form said none)'), priority: flag('Always 0: priority is chosen on the payment page'), use_points: flag('1: the order form chose to use points') },
      "What the order form chose: the page starts from it, and a quote asked without a choice takes it",
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

// Not required by the schema, so a caller without a session hears 402 (log in) first.
export const orderAmountQuery = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER });
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

export const gatewayBody = input(
  {
    quote_id: { ...str(36), description: 'The quote to pay (payment_estimate), charged exactly as stored; the method is the quote\'s' },
    installments: {
      type: 'array',
      maxItems: 20,
      items: { ...str(20) },
      description: `Bank transfer only: pay in installments, these amounts in order (payer currency; whole units, only the last may carry cents; each at most ${'30000'}; they add up to the quote's total). MYR: at most 50,000 a day, so later ones fall on later days.`,
    },
  },
  { quote_id: EXAMPLE_QUOTE },
  ['quote_id'],
);

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
  installments: listOf(
    shape({
      installment_id: text(),
      seq: int('1, 2, ...: the order to pay them in'),
      amount: text('Decimal string, payer currency'),
      amount_minor: text(),
      currency: text(),
      status: { type: 'string', enum: [...INSTALLMENT_STATUSES] },
      status_label: text("In the request's language"),
      pay_on: text('The Beijing day to pay it on, YYYY-MM-DD'),
      updated_at: text('ISO 8601: when its status last changed'),
      reference: text('The unique reference to write on this transfer'),
      purpose: text("The order's payment purposes"),
    }),
    'A bank transfer in installments: each with its own reference (empty otherwise)',
  ),
};
export const gatewayResponse = envelopeResponse(shape(PAYMENT_PROPS));
// Not required by the schema, so a caller without a session hears 402 (log in) first.
export const refreshInstallmentQuery = input({ payment_id: { ...str(36), description: 'A bank-transfer payment in installments (payment_gateway with installments)' } }, { payment_id: EXAMPLE_PAYMENT });
export const refreshInstallmentResponse = envelopeResponse(shape({ ...PAYMENT_PROPS }));
export const payResultResponse = envelopeResponse(
  shape({
    ...PAYMENT_PROPS,
    final: flag('1: the status will not change any more'),
    price_change: {
      anyOf: [PRICE_CHANGE, { type: 'null' }],
      description:
        'The price change this payment opened: it arrived after its quote expired and the price moved past the threshold, so the order waits for the payer to top up or take a refund (status awaiting_choice) until decide_by. Null for any other payment',
    },
  }),
);
// A refused signature: status_code 400 with data { field: 'EduPay-Signature', reason: malformed | mismatch | stale }.
export const callbackResponse = envelopeResponse(
  shape({ result: { type: 'string', enum: ['applied', 'duplicate', 'unchanged', 'refused', 'unknown', 'recorded'], description: 'applied once; duplicate: this event id was applied before; refused: it would move the payment backwards; recorded: a transfer that matched no payment was recorded as unmatched' } }),
);

// --- Payment documents (issue 17 item 9): PDFs in the request's language.

// Not required by the schema, so a caller without a session hears 402 (log in) first.
export const receiptQuery = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER });
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

// --- The other payment calls (issue 17 item 6; declarations.ts)

const paymentIdField = { ...str(36), description: 'A payment (payment_gateway, payment_transfer_pay, wechat_payment)' };

export const transferPayBody = input(
  {
    quote_id: { ...str(36), description: 'A bank-transfer quote (payment_estimate with method transfer)' },
    payer_name: { ...str(60), description: 'Who sends the transfer, as on their bank account' },
    relationship: { ...str(20), description: 'The payer to the student: self, parent, father, mother, spouse, sibling, grandparent, guardian (others are refused)' },
    national_id: { ...str(18), description: "The payer's mainland China resident ID (stored sealed; answered masked)" },
    tel_code: { ...str(6), description: 'Country code of the mobile: 86 (the bank-registered mobile is a mainland one)' },
    mobile: { ...str(20), description: 'The mobile registered with the bank card (instructions by SMS go there)' },
    school_login: { ...str(100), description: "The student's school-system login (optional: some payees match payments by it)" },
    installments: gatewayBody.properties.installments,
  },
  { quote_id: EXAMPLE_QUOTE, payer_name: '韩梅', relationship: 'mother', national_id: '110105197504020019', tel_code: '86', mobile: '13800138000', school_login: 'lli23' },
  ['quote_id', 'payer_name', 'relationship', 'national_id', 'mobile'],
);

const DECLARATION = shape({
  payer_name: text(),
  relationship: text(),
  national_id: text('Masked'),
  mobile: text('Masked'),
  school_login: text(),
  wechat_id: text(),
});
export const transferPayResponse = envelopeResponse(shape({ ...PAYMENT_PROPS, declaration: DECLARATION }));

const wechatIdField = { ...str(20), description: "The payer's WeChat ID: 6-20 letters, digits, underscore or hyphen" };
export const wechatPaymentBody = input(
  { quote_id: { ...str(36), description: 'A WeChat Pay quote (payment_estimate with method wechat)' }, wechat_id: wechatIdField },
  { quote_id: EXAMPLE_QUOTE, wechat_id: 'han_mei_1975' },
  ['quote_id', 'wechat_id'],
);
const WECHAT_PROPS = { ...PAYMENT_PROPS, wechat_id: text("The payer's WeChat ID"), order_no: text(), passport_required: flag('1: above 300,000 CNY a passport is needed (upload within 24 hours)') };
export const wechatPaymentResponse = envelopeResponse(shape(WECHAT_PROPS));

// Not required by the schema, so a caller without a session hears 402 (log in) first.
export const paymentIdQuery = input({ payment_id: paymentIdField }, { payment_id: EXAMPLE_PAYMENT });
export const paymentIdBody = input({ payment_id: paymentIdField }, { payment_id: EXAMPLE_PAYMENT }, ['payment_id']);

export const modifyWechatBody = input({ payment_id: paymentIdField, wechat_id: wechatIdField }, { payment_id: EXAMPLE_PAYMENT, wechat_id: 'hanmei-2026' }, ['payment_id', 'wechat_id']);
export const modifyWechatResponse = envelopeResponse(shape({ payment_id: text(), wechat_id: text() }));

export const bankCheckResponse = envelopeResponse(shape({ ...PAYMENT_PROPS }));

export const payConfirmResponse = envelopeResponse(
  shape({
    ...PAYMENT_PROPS,
    order_no: text(),
    payee: text("The payee's name in the request's language"),
    send_before: text('ISO 8601: send the transfer before this (the quote holds until then)'),
    sms_sent: int('Times the instructions were sent to a phone'),
    sms_remaining: int('Times they may still be sent (send_phone)'),
    declaration: DECLARATION,
  }),
);

export const sendPhoneResponse = envelopeResponse(shape({ payment_id: text(), to: text('The phone they went to, masked'), sms_sent: int(), sms_remaining: int() }));
