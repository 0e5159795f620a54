/**
 * Request and response schemas of the order calls: transport bounds, TypeScript shape and OpenAPI
 * in one. The business rules are @edupay/forms' order schema (service.ts), so messages match the
 * page's. Examples work against the seeded demo data (a payee account id from /other/select_account).
 */
import { ORDER_SECTIONS } from '@edupay/forms';
import { ORDER_STATUSES } from '../../domain/order-status';
import { envelopeResponse, flag, int, listOf, shape, text } from '../../http/response-schemas';
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

export type OrderListQuery = { type?: string };
export const orderListQuery = input({ type: { type: 'string', enum: ['', 'ongoing', 'closed'], description: 'ongoing (default) or closed' } }, { type: 'ongoing' });

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

export const ORDER_DETAIL = shape({
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
});

export const orderSubmitResponse = envelopeResponse(ORDER_DETAIL, {}, 'The placed order (replayed for the same Idempotency-Key and body), or a refusal');
export const checkUpOrderResponse = envelopeResponse(
  shape({ valid: flag('1: the form passes every rule'), amount: text(), currency: text(), amount_cny: { type: ['string', 'null'], description: 'The amount in CNY at the mid-market reference rate (decides the passport rule; not a price)' }, need_passport: flag('1: above 300,000 CNY') }),
);
export const checkUpMoneyResponse = envelopeResponse(shape({ amount: text(), currency: text(), amount_minor: text('Integer minor units'), surcharge: text(), total: text() }));
export const checkPayerAgeResponse = envelopeResponse(shape({ age: int(), is_adult: flag('1: 18 or older'), need_guardian: flag('1: a guardian must consent') }));
export const lifeInfoResponse = envelopeResponse(shape({ has_tuition: flag('1: an approved tuition order exists'), currencies: listOf(text()) }));
export const orderDetailResponse = envelopeResponse(ORDER_DETAIL);
export const orderListResponse = envelopeResponse(shape({ list: listOf(ORDER_SUMMARY), total: int() }));
export const orderLoginResponse = envelopeResponse(shape({ phone: text('Masked'), is_member: flag('1: a registered account: now logged in') }), { userInfo: 'sometimes' });
export const noRegOrderInfoResponse = envelopeResponse(
  shape({ phone_verified: flag('1: this session proved a phone by SMS'), phone: text('Masked, or empty'), list: listOf(ORDER_SUMMARY) }),
);
export const saveDraftResponse = envelopeResponse(shape({ saved_at: text('ISO 8601') }));
export const getDraftResponse = envelopeResponse(
  shape({ values: { type: ['object', 'null'], additionalProperties: true, description: 'The saved form, or null' }, saved_at: { type: ['string', 'null'] } }),
);
