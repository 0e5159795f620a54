/**
 * Request and response schemas of the order calls: transport bounds, TypeScript shape and OpenAPI
 * in one. The business rules are @edupay/forms' order schema (service/checks.ts), so messages match the
 * page's. Examples work against the seeded demo data (a payee account id from /other/select_account).
 */
import { ORDER_SECTIONS } from '@edupay/forms';
import { ORDER_STAGES, NEXT_STEPS } from '../../domain/order-progress';
import { ORDER_STATUSES } from '../../domain/order-status';
import { REFUND_DAYS } from '../../domain/payment-methods';
import { PAYMENT_STATUSES } from '../../domain/payment-status';
import { REFUND_STATUSES } from '../../domain/refund-status';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './page-size';
import { envelopeResponse, FAULT, flag, int, listOf, shape, text } from '../../http/response-schemas';
import { input, intOrDigits, str } from '../../http/schemas';

type JsonSchema = Record<string, unknown>;

/** Any form value (a draft holds the form as typed): text, a number, a flag or a list of choices, bounded against abuse. */
const formValue = {
  anyOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }, { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 100 } }],
} as const;
const orderId = { type: 'string', maxLength: 36, description: 'Order id (from order_submit or order_list)' } as const;
const accountId = { ...intOrDigits(), description: 'Payee account id (/other/select_account); omit for a payee the payer enters (landlord, own account)' };

/** One demo order as a client sends it (the three sections, flat, as @edupay/forms names the fields). */
export const ORDER_EXAMPLE = {
  account_id: 1,
  order_type: 'tuition',
  amount: '12000.00',
  purposes: ['tuition'],
  payment_reference: 'STUDENT 10234567',
  student_cn_name: '李雷',
  pinyin_last_name: 'LI',
  pinyin_first_name: 'LEI',
  en_first_name: 'LEI',
  en_last_name: 'LI',
  id_type: 'cn_id',
  student_id_number: '110105200501010012',
  student_number: '10234567',
  reading_stage: 'master',
  admission_year: 2026,
  admission_month: 9,
  date_of_birth: '2005-01-01',
  relationship: 'mother',
  payer_cn_name: '韩梅',
  payer_id_number: '110105197504020019',
  payer_tel_code: '86',
  payer_mobile: '13800138000',
  payer_email: 'han.mei@example.com',
  order_agreement: true,
};

/**
 * The type of each order field as the page sends it: text, but for the choices below. A value of
 * another type is refused at its field (a flag where the amount goes placed a 0.00 order; a number
 * as the payer's area code was stored, and every SMS to the payer then failed).
 */
const textValue = { type: 'string', maxLength: 500 } as const;
const flagValue = { type: ['boolean', 'integer'], minimum: 0, maximum: 1 } as const;
const ORDER_FIELD_TYPES: Readonly<Record<string, JsonSchema>> = {
  purposes: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 100 } },
  surcharge: { type: 'string', enum: ['', 'add', 'none'] },
  full_arrival: { type: 'string', enum: ['', 'use', 'none'] },
  use_points: flagValue,
  guardian_consent: flagValue,
  order_agreement: flagValue,
  admission_year: intOrDigits(9999),
  admission_month: intOrDigits(12),
};

/**
 * Every field of the three sections (plus the agreement), each typed and bounded; others are not
 * stored. The handlers read them as form values (any of the types a field may have).
 */
const FORM_PROPS = Object.fromEntries(
  [...ORDER_SECTIONS.payment, ...ORDER_SECTIONS.student, ...ORDER_SECTIONS.payer, 'order_agreement'].map((k) => [k, ORDER_FIELD_TYPES[k] ?? textValue]),
) as Record<string, typeof formValue>;

/**
 * An order to a payee the payer enters (no account_id): a landlord in the UK, paid rent in GBP with
 * the sort code the UK needs (get_country_identification_code?country=GBR). Always reviewed first.
 */
export const LANDLORD_ORDER_EXAMPLE = {
  order_type: 'rent',
  purposes: ['rent'],
  collection_country: 'GBR',
  currency: 'GBP',
  beneficiary_name: 'CITY LETTINGS LTD',
  account_number: '31926819',
  sort_code: '20-00-00',
  beneficiary_address: '12 Oxford Road, Manchester M1 5QA',
  bank_name: 'Barclays Bank PLC',
  bank_address: '1 Churchill Place, London E14 5HP',
  amount: '1200.00',
  room_number: 'Flat 4B',
  contract_start: '2026-09-01',
  contract_end: '2027-06-30',
  payment_reference: 'FLAT 4B RENT',
  ...Object.fromEntries(Object.entries(ORDER_EXAMPLE).filter(([k]) => !['account_id', 'order_type', 'amount', 'purposes', 'payment_reference'].includes(k))),
};

const orderBodyBase = input({ account_id: accountId, ...FORM_PROPS }, ORDER_EXAMPLE);
/** A listed account's order (the first example) or an entered payee's (the landlord). */
export const orderBody = { ...orderBodyBase, examples: [ORDER_EXAMPLE, LANDLORD_ORDER_EXAMPLE] } as unknown as typeof orderBodyBase;

export const checkMoneyBody = input(
  { account_id: accountId, amount: { ...str(30), description: 'Amount in the payee currency' }, order_type: str(20), bill_amount: str(30), currency: str(3) },
  { account_id: 1, amount: '12000.00', order_type: 'tuition' },
  ['amount'],
);

export const payerAgeBody = input({ payer_id_number: { ...str(30), description: 'Mainland citizen ID of the payer' } }, { payer_id_number: '110105197504020019' }, ['payer_id_number']);

export const lifeInfoBody = input(
  { payer_cn_name: str(40), payer_id_number: str(30), currency: { ...str(3), description: 'Currency of the living-expense payment' } },
  { payer_cn_name: '韩梅', payer_id_number: '110105197504020019', currency: 'GBP' },
);

export const updateOrderBody = input({ order_id: orderId, ...FORM_PROPS }, { order_id: '00000000-0000-4000-8000-000000000000', payer_email: 'han.mei@example.com' }, ['order_id']);

export const updateCrnBody = input({ order_id: orderId, crn: { ...str(60), description: 'Customer reference number the school gave' } }, { order_id: '00000000-0000-4000-8000-000000000000', crn: 'CRN-2026-0042' }, ['order_id', 'crn']);

export const orderLoginBody = input(
  { tel_code: str(8), phone: str(20), phone_captcha: { ...str(10), description: 'The SMS code from /user/send_verification' } },
  { tel_code: '+86', phone: '13800138000', phone_captcha: '123456' },
  ['phone', 'phone_captcha'],
);

export const orderDetailQuery = input({ order_id: orderId }, { order_id: '00000000-0000-4000-8000-000000000000' });

export const orderListQuery = input(
  {
    type: { type: 'string', enum: ['', 'ongoing', 'closed'], description: 'ongoing (default) or closed (cancelled, expired, rejected, refund in process, refunded, completed)' },
    page: { ...intOrDigits(100_000), description: 'Page number from 1 (default 1)' },
    page_size: { ...intOrDigits(PAGE_SIZE_MAX), description: `Orders a page, 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT})` },
  },
  { type: 'ongoing', page: '1', page_size: String(PAGE_SIZE_DEFAULT) },
);

export const closeOrderBody = input({ order_id: orderId }, { order_id: '00000000-0000-4000-8000-000000000000' }, ['order_id']);
export const completeOrderBody = closeOrderBody;

export const saveDraftBody = input(
  { account_id: accountId, values: { type: 'object', maxProperties: 120, additionalProperties: formValue, description: 'The form as typed so far' } },
  { account_id: 1, values: { amount: '1200', student_cn_name: '李雷' } },
  ['values'],
);

export const getDraftQuery = input({ account_id: accountId }, { account_id: '1' });

// --- answers

const SECTION: JsonSchema = { type: 'object', additionalProperties: true, description: 'Section fields as submitted; identity numbers masked' };
const STATUS_TEXT: JsonSchema = { type: 'string', enum: [...ORDER_STATUSES], description: 'Order status' };

export const ORDER_SUMMARY = shape({
  order_id: text(),
  order_no: text('Order number people read out'),
  status: STATUS_TEXT,
  order_type: text(),
  institution: text(),
  institution_zh: text(),
  currency: text(),
  amount: text('Amount plus surcharge, decimal string'),
  created_at: text('ISO 8601'),
});

const ORDER_DETAIL_PROPS = {
  order_id: text(),
  order_no: text(),
  status: STATUS_TEXT,
  order_type: text(),
  currency: text(),
  amount: text('Decimal string in the payee currency'),
  surcharge: text(),
  total: text(),
  payee: shape({
    account_id: { type: ['integer', 'null'] },
    institution: text(),
    institution_zh: text(),
    account_name: text(),
    bank_name: text(),
    country: text(),
    account_number: text('Masked'),
    needs_review: flag('1: the payment specialist reviews the order before payment'),
    entered_by_payer: flag('1: a payee the payer entered (not listed): the manager verifies it before payment'),
  }),
  payment: SECTION,
  student: SECTION,
  payer: SECTION,
  created_at: text(),
  updated_at: text(),
};
export const ORDER_DETAIL = shape(ORDER_DETAIL_PROPS);

export const orderSubmitResponse = envelopeResponse(ORDER_DETAIL, {}, 'The placed order (replayed for the same Idempotency-Key and body), or a refusal');
export const checkUpOrderResponse = envelopeResponse(
  shape({ valid: flag('1: the form passes every rule'), amount: text(), currency: text(), amount_cny: { type: ['string', 'null'], description: 'The amount in CNY at the mid-market reference rate (decides the passport rule; not a price)' }, need_passport: flag('1: above 300,000 CNY') }),
);
export const checkUpMoneyResponse = envelopeResponse(shape({ amount: text(), currency: text(), amount_minor: text('Integer minor units'), surcharge: text(), total: text() }));
export const checkPayerAgeResponse = envelopeResponse(shape({ age: int(), is_adult: flag('1: 18 or older'), need_guardian: flag('1: a guardian must consent') }));
export const lifeInfoResponse = envelopeResponse(shape({ has_tuition: flag('1: an approved tuition order exists'), currencies: listOf(text()) }));
export const orderDetailResponse = envelopeResponse(ORDER_DETAIL);

/** Where an order is in its lifecycle (domain/order-progress.ts), on list rows and the detail. */
const LIFECYCLE = {
  stage: { type: 'string', enum: [...ORDER_STAGES], description: 'The four-stage progress: the stage the order is in (or stopped in)' },
  result: { type: 'string', enum: ['', 'completed', 'closed'], description: 'A closed order: completed (arrival confirmed) or closed; empty while open' },
  next_step: { type: 'string', enum: [...NEXT_STEPS], description: 'What happens next (payer_acts: the payer does it)' },
  payer_acts: flag('1: the order waits for the payer (on hold, to pay, to confirm arrival)'),
  hold_reason: text('On hold: what the payer must do (empty otherwise)'),
  hold_until: text('On hold: by when (ISO 8601; empty otherwise)'),
  auto_close_at: text('Unpaid: when it closes itself (ISO 8601; empty once paid or closed)'),
  can_cancel: flag('1: close_order may cancel it'),
  can_confirm_arrival: flag('1: complete_order may confirm its arrival'),
  can_pay: flag('1: it may be paid now'),
};
const LIST_ROW = shape({ ...(ORDER_SUMMARY['properties'] as Record<string, JsonSchema>), ...LIFECYCLE });

const USER_ORDER_DETAIL_PROGRESS = listOf(shape({ stage: { type: 'string', enum: [...ORDER_STAGES] }, state: { type: 'string', enum: ['done', 'current', 'todo'] }, at: { type: ['string', 'null'], description: 'When the order entered the stage' } }));

export const USER_ORDER_DETAIL = shape({
  ...(ORDER_DETAIL['properties'] as Record<string, JsonSchema>),
  ...LIFECYCLE,
  progress: USER_ORDER_DETAIL_PROGRESS,
  history: listOf(
    shape({
      event: text(),
      from: text('Status before (empty: placed)'),
      to: STATUS_TEXT,
      at: text('ISO 8601'),
      by: { type: 'string', enum: ['payer', 'staff', 'system'] },
      reason: text('Shown for a rejection or a hold; empty otherwise'),
    }),
  ),
});
export const userOrderDetailResponse = envelopeResponse(USER_ORDER_DETAIL);
/** The quote an order detail shows: the one it was paid with, else its latest (payments module's quotes). */
const ORDER_QUOTE = shape({
  quote_id: text(),
  method_name: text("The payment method, in the request's language"),
  rate: text('Payer currency per foreign unit, spread included'),
  foreign_currency: text(),
  foreign_total: text('What the payee receives'),
  payer_currency: text(),
  lines: listOf(shape({ kind: text(), label: text(), effect: { type: 'string', enum: ['charge', 'credit'] }, amount: text('Payer currency, decimal string') })),
  total: text('What was (or is to be) charged'),
  created_at: text('ISO 8601'),
  expires_at: text('ISO 8601'),
  paid: flag('1: the order was paid with this quote (nothing is recomputed after payment)'),
  expired: flag('1: the order is still to pay and this quote ran out: the payment page makes a new one (re-quote)'),
});

/** order_detail also lists the documents still missing (issue 16 item 7) and its quote. */
export const ORDER_DETAIL_PROPERTIES = (
  shape({
    ...(USER_ORDER_DETAIL['properties'] as Record<string, JsonSchema>),
    missing_documents: listOf(text(), 'What the order still needs before payment: document slots (ident_files; upload at /idents_all), then rent_contract_signature (sign at /idents_all) and face_verification (at /self_pass). The payment calls refuse with the same list'),
    quote: { anyOf: [ORDER_QUOTE, { type: 'null' }], description: 'The quote paid with, or the latest one of an unpaid order; null before any' },
    payments: listOf(
      shape({
        payment_id: text(),
        method_name: text("In the request's language"),
        card: text('Card brand and last four, or empty'),
        amount: text('Decimal string'),
        currency: text(),
        status: { type: 'string', enum: [...PAYMENT_STATUSES] },
        created_at: text('ISO 8601'),
      }),
      'Payments of the order, oldest first (a failed one and the retry that succeeded)',
    ),
    refunds: listOf(
      shape({
        refund_id: text(),
        status: { type: 'string', enum: [...REFUND_STATUSES], description: 'requested (asked of the payment provider), processing, succeeded (made), failed (nothing returned)' },
        amount: text('Decimal string: what goes back to the original payment method'),
        fee: text('Decimal string: the refund fee kept (120 RMB in the payment currency when the payer ended the service; else 0)'),
        currency: text('The payment currency'),
        full: flag('1: everything left of the payment went back (the order closes as refunded)'),
        rate: text('The rate the payment was made at, payer currency per foreign unit: a refund returns money at the payment rate'),
        foreign_currency: text('The currency of that rate'),
        refund_days: { type: 'string', enum: [...new Set(Object.values(REFUND_DAYS))], description: 'Working days the money takes once the refund is made, by the payment method (the payment page states the same)' },
        created_at: text('ISO 8601: when it was asked of the provider'),
        updated_at: text('ISO 8601: its last change (made or failed)'),
      }),
      'Refunds of the order, oldest first: partial ones (a price-match difference, an error) and a full one',
    ),
  })
)['properties'] as Record<string, JsonSchema>;
export const reorderResponse = envelopeResponse(
  shape({ account_id: int('The payee account: the order form /order?account_id= restores the draft; 0 for a payee the payer entered (/order?payee=entered)'), saved_at: text('ISO 8601') }),
);
export const orderListResponse = envelopeResponse(shape({ list: listOf(LIST_ROW), total: int(), page: int(), page_size: int() }));
export const smartOrderListResponse = envelopeResponse(shape({ list: listOf(LIST_ROW, 'Ongoing orders, those waiting for the payer first'), total: int('Ongoing orders in all') }));
export const userConfigResponse = envelopeResponse(
  shape({
    unpaid_close_days: int('An unpaid order closes itself this many days after it was placed'),
    page_size: int('Default page size of order_list'),
    ongoing_count: int(),
    closed_count: int(),
    service_hours: text('The payment specialist answers in these hours (Beijing time)'),
    service_time_zone: text('IANA time zone of service_hours'),
    stages: listOf({ type: 'string', enum: [...ORDER_STAGES] }),
    points_balance: int("The payer's points (a ledger's sum; 1 point = 1.00 RMB; 0 without an account)"),
    points_max_per_order: int('At most this many points per order'),
    acting_staff: {
      type: ['object', 'null'],
      description: 'A payment specialist acting on behalf of the payer in this session (the app shows a banner), or null',
      properties: { name: text(), until: text('ISO 8601: the acting session ends then') },
    },
  }),
);
export const orderLoginResponse = envelopeResponse(shape({ phone: text('Masked'), is_member: flag('1: a registered account: now logged in') }), { userInfo: 'sometimes' });
export const noRegOrderInfoResponse = envelopeResponse(
  shape({ phone_verified: flag('1: this session proved a phone by SMS'), phone: text('Masked, or empty'), list: listOf(ORDER_SUMMARY) }),
);
export const saveDraftResponse = envelopeResponse(shape({ saved_at: text('ISO 8601') }));
export const getDraftResponse = envelopeResponse(
  shape({ values: { type: ['object', 'null'], additionalProperties: true, description: 'The saved form, or null' }, saved_at: { type: ['string', 'null'] } }),
);

/** order_events: a text/event-stream of the order's status changes, or a refusal's envelope. */
export const orderEventsResponse = {
  200: {
    description: 'text/event-stream: `status` events (id: the event row id; data: JSON with order_id, event, from, status, stage, next_step, at), or a refusal (JSON envelope)',
    content: {
      'text/event-stream': { schema: { type: 'string' } },
      'application/json': { schema: envelopeResponse(shape({}))[200].anyOf[1]! },
    },
  },
  500: FAULT,
};

export const orderTrackQuery = input(
  { order_id: orderId, expires: { ...str(12), description: 'Unix seconds, from order_track_link' }, sig: { ...str(64), description: 'Signature, from order_track_link' } },
  { order_id: '00000000-0000-4000-8000-000000000000', expires: '1800000000', sig: 'from-order_track_link' },
  ['order_id', 'expires', 'sig'],
);
export const orderTrackLinkResponse = envelopeResponse(shape({ url: text('The page that shows the tracking (no login)'), api: text('The same as JSON (order_track)'), expires_at: text('ISO 8601') }));
export const orderTrackResponse = envelopeResponse(
  shape({
    order_no: text(),
    institution: text(),
    institution_zh: text(),
    currency: text(),
    amount: text('Amount plus surcharge, decimal string'),
    status: STATUS_TEXT,
    stage: LIFECYCLE.stage,
    result: LIFECYCLE.result,
    next_step: LIFECYCLE.next_step,
    on_hold: flag('1: waiting for the payer (what is needed is told to the payer, not here)'),
    hold_until: LIFECYCLE.hold_until,
    progress: USER_ORDER_DETAIL_PROGRESS,
  }),
);
