/**
 * The order form of spec 001 section 3: Payment Information (routing fields chosen by the
 * collection country), special-school fields, Student Information, Payer Information with the
 * India extras, and the agreement; with the rules of section 5.
 */
import { isBlank } from '../normalize';
import type { RuleName } from '../rules';
import { rentPeriod } from '../rules/rent';
import type { ValidationResult } from '../types';
import { routingFieldsFor, routingRule, IBAN_COUNTRIES, type RoutingField } from './routing';
import type { FormValues, RuleRef, Schema } from './types';

export type OrderValues = FormValues;

/** Special-school fields, each shown only for schools that ask for it. */
export type SpecialField =
  | 'invoice_number'
  | 'quote_id'
  | 'passport_dob'
  | 'student_address'
  | 'crn'
  | 'registration_number'
  | 'india_bank_account'
  | 'india_ifsc';

export interface OrderOptions {
  /** Which special-school fields this institution asks for, and whether each is required. */
  readonly specialFields?: Partial<Record<SpecialField, 'required' | 'optional'>>;
  /** The institution's student-number rule, e.g. 'match100num9' or 'matchStudentId'. */
  readonly studentIdRule?: RuleName;
  /** Maximum number of payment purposes. Default 5. */
  readonly purposesMax?: number;
  /** Fixed moment for age checks of ID numbers (tests). */
  readonly now?: Date | number;
}

const ROUTING_FIELDS: readonly RoutingField[] = ['aba_routing', 'ach_number', 'swift_code', 'sort_code', 'iban', 'bank_id', 'branch_number', 'bsb'];

const isIndia = (v: OrderValues) => String(v['remittance_country'] ?? '').toUpperCase() === 'IND';
const isIbanCountry = (v: OrderValues) => IBAN_COUNTRIES[String(v['collection_country'] ?? '').toUpperCase()] !== undefined;
const purposes = (v: OrderValues): readonly unknown[] => (Array.isArray(v['purposes']) ? v['purposes'] : []);

/** Admission year and month: both must be filled (spec 001); the missing one carries the error. */
function admissionPart(other: 'admission_year' | 'admission_month') {
  return (value: unknown, v: OrderValues): ValidationResult => {
    if (!isBlank(value)) return true;
    const messageId = isBlank(v[other]) ? 'admissionRequired' : 'admissionBoth';
    return { rule: 'admissionYearMonth', messageId, values: {} };
  };
}

function special(options: OrderOptions, field: SpecialField, rules: readonly RuleRef[]): readonly RuleRef[] {
  const mode = options.specialFields?.[field];
  if (!mode) return [];
  return mode === 'required' ? ['required', ...rules] : rules;
}

function routing(field: RoutingField) {
  return (v: OrderValues): readonly RuleRef[] => {
    const mode = routingFieldsFor(v['collection_country'])[field];
    if (!mode) return [];
    const rule = routingRule(field, v['collection_country']);
    return mode === 'required' ? ['required', rule] : [rule];
  };
}

export function createOrderSchema(options: OrderOptions = {}): Schema<OrderValues> {
  const idParams = options.now === undefined ? {} : { now: options.now };
  const routingEntries = Object.fromEntries(ROUTING_FIELDS.map((f) => [f, { rules: routing(f), normalize: 'code' as const }]));
  return {
    // --- Payment Information
    institution_name: ['required'],
    remittance_country: ['selectRequired'],
    collection_country: ['selectRequired'],
    currency: (v) => (v['order_type'] === 'living' ? ['selectRequired', 'livingExpenseCurrency'] : []),
    beneficiary_name: { rules: ['required', 'matchEnName'], normalize: 'trim' },
    account_number: {
      rules: (v) => (isIbanCountry(v) ? ['matchBankAccount'] : ['required', 'matchBankAccount']),
      normalize: 'input',
    },
    ...routingEntries,
    beneficiary_address: { rules: ['matchBankSAddress', 'tuitionCharacterVal'], normalize: 'trim' },
    bank_name: { rules: ['matchBank'], normalize: 'trim' },
    bank_address: { rules: ['matchBankSAddress', 'tuitionCharacterVal'], normalize: 'trim' },
    amount: {
      rules: (v) => [
        'required',
        'matchMoney',
        'matchMoneyMin',
        ['notAboveBill', { bill: v['bill_amount'] ?? undefined, currency: v['currency_code'] ?? undefined }],
      ],
      normalize: 'input',
    },
    purposes: ['selectRequired', ['purposesCount', { max: options.purposesMax ?? 5 }]],
    purpose_other: (v) => (purposes(v).includes('other') ? ['required', ['max', { length: 100 }]] : []),
    payment_reference: { rules: ['matchEn', ['max', { length: 140 }]], normalize: 'trim' },
    room_number: (v) => (v['order_type'] === 'rent' ? ['required'] : []),

    // --- special-school fields
    invoice_number: { rules: special(options, 'invoice_number', ['matchAlphanumeric']), normalize: 'input' },
    quote_id: { rules: special(options, 'quote_id', ['matchAlphanumeric']), normalize: 'input' },
    passport_dob: special(options, 'passport_dob', ['date']),
    student_address: { rules: special(options, 'student_address', ['matchEn', 'tuitionCharacterVal']), normalize: 'trim' },
    crn: special(options, 'crn', ['crnTest']),
    registration_number: { rules: special(options, 'registration_number', ['matchAlphanumeric']), normalize: 'input' },
    india_bank_account: { rules: special(options, 'india_bank_account', ['matchBankAccount']), normalize: 'input' },
    india_ifsc: { rules: special(options, 'india_ifsc', ['ifsc']), normalize: 'code' },

    // --- Student Information
    student_cn_name: { rules: (v) => (v['id_type'] === 'cn_id' ? ['required', 'matchChinaName', ['max', { length: 20 }]] : []), normalize: 'trim' },
    pinyin_last_name: { rules: (v) => (v['id_type'] === 'cn_id' ? ['required', 'matchNumber'] : []), normalize: 'trim' },
    pinyin_first_name: { rules: (v) => (v['id_type'] === 'cn_id' ? ['required', 'matchNumber'] : []), normalize: 'trim' },
    en_first_name: { rules: ['required', 'matchEnName'], normalize: 'trim' },
    en_middle_name: { rules: ['matchEnName'], normalize: 'trim' },
    en_last_name: { rules: ['required', 'matchEnName'], normalize: 'trim' },
    id_type: ['selectRequired', ['oneOf', { values: ['cn_id', 'passport'] }]],
    student_id_number: {
      rules: (v) => ['required', v['id_type'] === 'passport' ? 'matchPassport' : ['cnResidentId', idParams]],
      normalize: 'code',
    },
    passport_address: { rules: ['tuitionCharacterVal'], normalize: 'trim' },
    student_number: { rules: ['required', options.studentIdRule ?? ['max', { length: 30 }]], normalize: 'input' },
    reading_stage: ['selectRequired'],
    admission_year: [admissionPart('admission_month')],
    admission_month: [admissionPart('admission_year')],
    date_of_birth: ['required', 'date'],

    // --- Payer Information
    relationship: ['selectRequired'],
    payer_cn_name: { rules: (v) => (isIndia(v) ? [] : ['required', 'matchChinaName', ['max', { length: 20 }]]), normalize: 'trim' },
    payer_id_number: { rules: (v) => (isIndia(v) ? [] : ['required', ['cnResidentId', idParams]]), normalize: 'code' },
    payer_mobile: { rules: (v) => ['required', ['loginPhone', { areaCode: v['payer_tel_code'] ?? '86' }]], normalize: 'input' },
    payer_email: { rules: ['required', 'email'], normalize: 'trim' },
    passport_files: (v) => [['passportRequired', { amountCny: v['amount_cny'] }], ['uploadFiles', { kind: 'document' }]],
    // India extras
    aadhaar: { rules: (v) => (isIndia(v) ? ['required', 'aadhaar'] : []), normalize: 'code' },
    payer_address: { rules: (v) => (isIndia(v) ? ['required', 'matchEn'] : []), normalize: 'trim' },
    city: { rules: (v) => (isIndia(v) ? ['required', 'matchEn'] : []), normalize: 'trim' },
    state: (v) => (isIndia(v) ? ['selectRequired'] : []),
    postal_code: { rules: (v) => (isIndia(v) ? ['required', 'indiaPinCode'] : []), normalize: 'code' },
    pan: { rules: (v) => (isIndia(v) ? ['required', 'pan'] : []), normalize: 'code' },
    tcs_amount: { rules: (v) => (isIndia(v) ? ['required', 'tcsAmount'] : []), normalize: 'input' },
    source_of_funds: (v) => (isIndia(v) ? ['selectRequired'] : []),
    bank_account_number: { rules: (v) => (isIndia(v) ? ['required', 'matchBankAccount'] : []), normalize: 'input' },
    ifsc_code: { rules: (v) => (isIndia(v) ? ['required', 'ifsc'] : []), normalize: 'code' },

    order_agreement: ['accepted'],
  };
}

/** The order schema with no special-school fields. */
export const orderSchema: Schema<OrderValues> = createOrderSchema();

/** Payment cycles of a rent contract. */
export const PAYMENT_CYCLES = ['yearly', 'half_year', 'quarterly', 'monthly'] as const;

/** Rent contract form (spec 001 section 3): address, room, start and end date, cycle, total. */
export const rentContractSchema: Schema<OrderValues> = {
  rent_address: { rules: ['required', 'rentCharacterVal'], normalize: 'trim' },
  room_number: { rules: ['required'], normalize: 'trim' },
  contract_start: ['required', 'date'],
  contract_end: [
    'required',
    'date',
    (value, v) => rentPeriod({ start: v['contract_start'], end: value }),
  ],
  payment_cycle: ['selectRequired', ['oneOf', { values: PAYMENT_CYCLES }]],
  rent_total: { rules: ['required', 'matchMoney', 'matchMoneyMin'], normalize: 'input' },
};
