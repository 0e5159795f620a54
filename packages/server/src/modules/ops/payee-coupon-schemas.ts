/**
 * Schemas of the console's Payees and Coupons calls (/api/ops, tag ops): transport bounds, TypeScript
 * shape and OpenAPI with examples that work on the demo data (an institution and an account by their
 * seeded codes, the demo payer's phone). The business checks are the services' (institutions/payee-admin.ts,
 * payments/coupon-issue.ts).
 */
import { COUPON_KINDS } from '../../domain/coupon';
import { PAYEE_PURPOSES, PAYEE_SPECIAL_FIELDS } from '../../db/schema';
import { envelopeResponse, int, listOf, shape, text } from '../../http/response-schemas';
import { input, str, strOrNum } from '../../http/schemas';

const EXAMPLE_INSTITUTION = 'U005DDB19F1';
const EXAMPLE_ACCOUNT = 'DEMO-GB-IMPERIAL-COLLEGE-LONDON';
const ref = (description: string) => ({ ...strOrNum(64), description }) as const;

export const payeeSearchQuery = input(
  { q: { type: 'string', minLength: 2, maxLength: 100, description: 'Institution name (Chinese or English) or abbreviation' } },
  { q: 'Imperial' },
  ['q'],
);
export const payeeAccountsQuery = input({ institution_id: ref('Institution id or code (from payee_search)') }, { institution_id: EXAMPLE_INSTITUTION }, ['institution_id']);

/** The account form, whole: an edit replaces every field. */
const ACCOUNT_FIELDS = {
  account_name: { type: 'string', maxLength: 200, description: 'Beneficiary name as the bank holds it (SWIFT characters)' },
  bank_name: { type: 'string', maxLength: 200 },
  bank_address: { type: 'string', maxLength: 200, description: 'No PO Box' },
  account_number: { type: 'string', maxLength: 40, description: 'National account number; may be empty in IBAN countries' },
  currency: { type: 'string', maxLength: 3, description: 'ISO 4217, one the FX module has a rate for' },
  country: { type: 'string', maxLength: 3, description: 'Destination country, ISO 3166 alpha-3' },
  aba_routing: str(40),
  ach_number: str(40),
  swift_code: str(40),
  sort_code: str(40),
  iban: str(50),
  bank_id: str(40),
  branch_number: str(40),
  bsb: str(40),
  purposes: { type: 'array', maxItems: 6, items: { type: 'string', enum: PAYEE_PURPOSES }, description: 'What payments to it may be for (at least one)' },
  needs_review: { type: 'integer', enum: [0, 1], description: '1: orders to it wait for review before payment' },
  surcharge_minor: { type: 'integer', minimum: 0, maximum: 1_000_000, description: 'Added to every bill, in minor units of the currency (1700 = 17.00); 0 = none' },
  fields: {
    type: 'array',
    maxItems: 7,
    description: 'Special fields the order form asks for',
    items: {
      type: 'object',
      properties: {
        field: { type: 'string', enum: PAYEE_SPECIAL_FIELDS },
        required: { type: 'integer', enum: [0, 1] },
        rule: { type: 'string', enum: ['', 'match100num9', 'matchStudentId'], description: 'student_number only' },
      },
      required: ['field', 'required'],
      additionalProperties: false,
    },
  },
} as const;
const ACCOUNT_REQUIRED = ['account_name', 'bank_name', 'bank_address', 'currency', 'country', 'purposes'] as const;
const EXAMPLE_FORM = {
  account_name: 'IMPERIAL COLLEGE LONDON',
  bank_name: 'Lloyds Bank PLC',
  bank_address: '25 Gresham Street, London EC2V 7HN, United Kingdom',
  account_number: '07232136',
  currency: 'GBP',
  country: 'GBR',
  sort_code: '303648',
  swift_code: 'LOYDGB2L',
  iban: 'GB80LOYD30364807232136',
  purposes: ['tuition', 'deposit'],
  needs_review: 1,
  surcharge_minor: 1700,
  fields: [{ field: 'student_number', required: 1, rule: 'match100num9' }],
};

export const payeeAccountCreateBody = input(
  { institution_id: ref('Institution id or code'), ...ACCOUNT_FIELDS },
  { institution_id: EXAMPLE_INSTITUTION, ...EXAMPLE_FORM },
  ['institution_id', ...ACCOUNT_REQUIRED],
);
export const payeeAccountUpdateBody = input(
  { account_id: ref('Account id or code'), ...ACCOUNT_FIELDS },
  { account_id: EXAMPLE_ACCOUNT, ...EXAMPLE_FORM },
  ['account_id', ...ACCOUNT_REQUIRED],
);
/** Why an account is deactivated or reactivated: required, kept in the audit log. */
const STATE_REASON = { type: 'string', minLength: 1, maxLength: 300, description: 'Why (kept in the audit log)' } as const;

export const payeeAccountDeactivateBody = input(
  { account_id: ref('Account id or code'), reason: STATE_REASON },
  { account_id: EXAMPLE_ACCOUNT, reason: 'The school closed this account (letter of 2026-11-20)' },
  ['account_id', 'reason'],
);

export const payeeAccountReactivateBody = input(
  { account_id: ref('Account id or code (a deactivated one)'), reason: STATE_REASON },
  { account_id: EXAMPLE_ACCOUNT, reason: 'Deactivated in error: the school confirmed the account is still in use' },
  ['account_id', 'reason'],
);

const ACCOUNT = shape({
  id: int(),
  code: text('Stable key'),
  institution_id: int(),
  account_name: text(),
  bank_name: text(),
  bank_address: text(),
  account_number: text(),
  currency: text(),
  country: text(),
  aba_routing: text(),
  ach_number: text(),
  swift_code: text(),
  sort_code: text(),
  iban: text(),
  bank_id: text(),
  branch_number: text(),
  bsb: text(),
  purposes: listOf(text()),
  needs_review: int(),
  surcharge_minor: int('Minor units'),
  surcharge: text('The same as a decimal string'),
  fields: listOf(shape({ field: text(), required: int(), rule: text() })),
  is_demo: int('1: demo data of the seed, never a real account'),
  active: int('0: deactivated (no longer offered to payers; placed orders keep their copy)'),
  updated_at: text(),
});
export const payeeAccountResponse = envelopeResponse(ACCOUNT);
export const payeeAccountsResponse = envelopeResponse(
  shape({ institution: shape({ id: int(), code: text(), en: text(), zh: text(), cy: text(), country: text() }), list: listOf(ACCOUNT) }),
);
export const payeeSearchResponse = envelopeResponse(
  shape({ list: listOf(shape({ id: int(), code: text(), en: text(), zh: text(), cy: text(), country: text(), type: text(), accounts_active: int(), accounts_all: int() })) }),
);

// --- Coupons

export const couponListQuery = input({ before: { type: 'string', maxLength: 40, pattern: '^(\\d{4}-\\d{2}-\\d{2}T[0-9:.]+Z)?$', description: 'created_at of the last issue of the page before' } }, { before: '' });
export const couponCreateBody = input(
  {
    name_en: { type: 'string', maxLength: 60 },
    name_zh_cn: { type: 'string', maxLength: 60 },
    name_zh_tw: { type: 'string', maxLength: 60 },
    kind: { type: 'string', enum: COUPON_KINDS, description: 'amount: a fixed amount of one currency; fee_percent: a share of the channel fee' },
    amount_minor: { type: 'integer', minimum: 1, maximum: 100_000_000, description: 'kind amount: minor units (5000 = 50.00)' },
    currency: { type: 'string', maxLength: 3, description: 'kind amount: the currency the payer pays in' },
    fee_percent: { type: 'integer', minimum: 1, maximum: 100, description: 'kind fee_percent: whole percent of the channel fee' },
    valid_until: { type: 'string', maxLength: 10, description: 'Last valid day, Beijing time (YYYY-MM-DD)' },
    payer_phone: { type: 'string', maxLength: 20, description: "One payer's proven phone; empty: every payer with an account" },
  },
  { name_en: 'Autumn coupon', name_zh_cn: '秋季优惠券', name_zh_tw: '秋季優惠券', kind: 'amount', amount_minor: 5000, currency: 'CNY', valid_until: '2027-03-31', payer_phone: '13700000001' },
  ['name_en', 'name_zh_cn', 'name_zh_tw', 'kind', 'valid_until'],
);
export const couponDisableBody = input(
  { batch_id: { type: 'string', minLength: 1, maxLength: 40 }, reason: { type: 'string', minLength: 1, maxLength: 300, description: 'Why (kept in the audit log)' } },
  { batch_id: 'CPN-00000000-0000', reason: 'Campaign ended early' },
  ['batch_id', 'reason'],
);
const ISSUE = shape({
  batch_id: text(),
  name: shape({ en: text(), 'zh-CN': text(), 'zh-TW': text() }),
  kind: text(),
  amount_minor: text('Minor units as a decimal-digit string; empty for fee_percent'),
  amount: text('The same as a decimal string'),
  currency: text(),
  fee_percent: int(),
  valid_until: text(),
  audience: { type: 'string', enum: ['one', 'all'] },
  payer_phone: text(),
  issued: int('Coupons given (one per payer)'),
  applied: int('On an unpaid order now'),
  used: int('Spent by a paid order'),
  created_by: text(),
  created_at: text(),
  disabled: int(),
  disabled_at: text(),
});
export const couponListResponse = envelopeResponse(shape({ list: listOf(ISSUE), next_before: text('Pass as before for the next page; empty at the end') }));
export const couponCreateResponse = envelopeResponse(shape({ batch_id: text(), issued: int() }));
export const couponDisableResponse = envelopeResponse(shape({ batch_id: text(), coupons_disabled: int() }));
