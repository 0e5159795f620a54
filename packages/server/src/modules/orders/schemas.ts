/**
 * Request and response schemas of the order calls: transport bounds, TypeScript shape and OpenAPI
 * in one. The business rules are @edupay/forms' order schema (service.ts), so messages match the
 * page's. Examples work against the seeded demo data (a payee account id from /other/select_account).
 */
import { ORDER_SECTIONS } from '@edupay/forms';
import { ORDER_STAGES, NEXT_STEPS } from '../../domain/order-progress';
import { ORDER_STATUSES } from '../../domain/order-status';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './page-size';
import { envelopeResponse, FAULT, flag, int, listOf, shape, text } from '../../http/response-schemas';
import { intOrDigits, str } from '../../http/schemas';

type Props = Record<string, object>;
type JsonSchema = Record<string, unknown>;

/** A body or query schema with its example (OpenAPI shows the first). */
const input = (properties: Props, example: Record<string, unknown>, required: readonly string[] = []) => {
  const withExamples = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, name in example ? { ...schema, examples: [example[name]] } : schema]));
  return { type: 'object', properties: withExamples, required, additionalProperties: true, examples: [example] } as const;
};

/** Any form value: text, a number, a flag or a list of choices (purposes), bounded against abuse. */
const formValue = {
  anyOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }, { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 100 } }],
};
const orderId = { type: 'string', maxLength: 36, description: 'Order id (from order_submit or order_list)' };
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

/** Every field of the three sections (plus the agreement), each bounded; others are not stored. */
const FORM_PROPS: Props = Object.fromEntries(
  [...ORDER_SECTIONS.payment, ...ORDER_SECTIONS.student, ...ORDER_SECTIONS.payer, 'order_agreement'].map((k) => [k, formValue]),
);

export type OrderBody = { account_id?: number | string } & Record<string, unknown>;
export const orderBody = input({ account_id: accountId, ...FORM_PROPS }, ORDER_EXAMPLE);

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

export type UpdateOrderBody = { order_id: string } & Record<string, unknown>;
export const updateOrderBody = input({ order_id: orderId, ...FORM_PROPS }, { order_id: '00000000-0000-4000-8000-000000000000', payer_email: 'han.mei@example.com' }, ['order_id']);

export type UpdateCrnBody = { order_id: string; crn: string };
export const updateCrnBody = input({ order_id: orderId, crn: { ...str(60), description: 'Customer reference number the school gave' } }, { order_id: '00000000-0000-4000-8000-000000000000', crn: 'CRN-2026-0042' }, ['order_id', 'crn']);

export type OrderLoginBody = { tel_code?: string; phone?: string; phone_captcha?: string };
export const orderLoginBody = input(
  { tel_code: str(8), phone: str(20), phone_captcha: { ...str(10), description: 'The SMS code from /user/send_verification' } },
  { tel_code: '+86', phone: '13800138000', phone_captcha: '123456' },
  ['phone', 'phone_captcha'],
);

export type OrderDetailQuery = { order_id?: string };
export const orderDetailQuery = input({ order_id: orderId }, { order_id: '00000000-0000-4000-8000-000000000000' });

export type OrderListQuery = { type?: string; page?: string | number; page_size?: string | number };
export const orderListQuery = input(
  {
    type: { type: 'string', enum: ['', 'ongoing', 'closed'], description: 'ongoing (default) or closed (cancelled, expired, rejected, refund in process, refunded, completed)' },
    page: { ...intOrDigits(100_000), description: 'Page number from 1 (default 1)' },
    page_size: { ...intOrDigits(PAGE_SIZE_MAX), description: `Orders a page, 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT})` },
  },
  { type: 'ongoing', page: '1', page_size: String(PAGE_SIZE_DEFAULT) },
);

export type OrderIdBody = { order_id: string };
export const closeOrderBody = input({ order_id: orderId }, { order_id: '00000000-0000-4000-8000-000000000000' }, ['order_id']);
export const completeOrderBody = closeOrderBody;

export type SaveDraftBody = { account_id?: number | string; values?: Record<string, unknown> };
export const saveDraftBody = input(
  { account_id: accountId, values: { type: 'object', maxProperties: 120, additionalProperties: formValue, description: 'The form as typed so far' } },
  { account_id: 1, values: { amount: '1200', student_cn_name: '李雷' } },
  ['values'],
);

export type GetDraftQuery = { account_id?: string };
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
/** order_detail also lists the documents still missing (issue 16 item 7). */
export const orderDetailWithDocumentsResponse = envelopeResponse(
  shape({
    ...(USER_ORDER_DETAIL['properties'] as Record<string, JsonSchema>),
    missing_documents: listOf(text(), 'Document slots the order still needs before payment (ident_files; upload at /idents_all)'),
  }),
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

export type TrackQuery = { order_id?: string; expires?: string; sig?: string };
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
