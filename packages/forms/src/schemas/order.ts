/**
 * The order form of spec 001 section 3: Payment Information (routing fields chosen by the
 * collection country), special-school fields, Student Information, Payer Information with the
 * India extras, and the agreement; with the rules of section 5.
 */
import { isMoney } from '../money';
import { isBlank } from '../normalize';
import type { RuleName } from '../rules';
import { rentPeriod } from '../rules/rent';
import type { ValidationResult } from '../types';
import { isIbanCountry, ROUTING_FIELDS, routingFieldRules } from './routing';
import { enteredPayeeCurrency, enteredPayeeOrderType, enteredPayeePurposes, payeeSchema } from './payee';
import {
  beneficiaryIsStudent,
  englishMatchesPinyin,
  guardianConsent,
  livingExpenseEligible,
  ORDER_TYPES,
  payerRelationship,
  pinyinOfChineseName,
  type PinyinName,
} from './order-people';
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
  /** The bill, contract or partner order amount the payment may not exceed (else `bill_amount`, or the rent total). */
  readonly billAmount?: string;
  /** The smallest payment this payee takes (default 0.01). */
  readonly minAmount?: string;
  /** The payee is the student's own account: the beneficiary name must be the student's. */
  readonly beneficiaryIsStudent?: boolean;
  /** Pinyin spellings of a Chinese name (the server: pinyin-pro; the client: name_conversion's answer). */
  readonly pinyinOf?: (chineseName: string) => readonly PinyinName[];
  /** Whether the student has an approved tuition order (living expenses); undefined = unknown yet. */
  readonly hasApprovedTuition?: boolean;
  /**
   * The payee is not listed: the payer enters it (a landlord, an agency, the student's own account).
   * Its fields take payeeSchema's rules (the addresses those of /order/payee_address_vali: no PO
   * Box), the currency is asked for, and only rent, living expenses and a deposit may be paid.
   */
  readonly enteredPayee?: boolean;
}

const isIndia = (v: OrderValues) => String(v['remittance_country'] ?? '').toUpperCase() === 'IND';
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

/** The Payment Information rules of a payee the payer enters (OrderOptions.enteredPayee). */
function enteredPayeeEntries(options: OrderOptions): Schema<OrderValues> {
  const beneficiary = payeeSchema['beneficiary_name'] as { rules: readonly RuleRef[]; normalize: 'trim' };
  return {
    order_type: [
      ['oneOf', { values: ORDER_TYPES }],
      enteredPayeeOrderType,
      livingExpenseEligible(options.hasApprovedTuition),
    ],
    // The payee is no institution: the order is named by its beneficiary.
    institution_name: [],
    purposes: ['selectRequired', ['purposesCount', { max: options.purposesMax ?? 5 }], enteredPayeePurposes],
    collection_country: payeeSchema['collection_country']!,
    currency: (v) => [
      'selectRequired',
      enteredPayeeCurrency,
      ...(v['order_type'] === 'living' ? (['livingExpenseCurrency'] as const) : []),
    ],
    beneficiary_name: {
      ...beneficiary,
      rules: [...beneficiary.rules, ...(options.beneficiaryIsStudent ? [beneficiaryIsStudent] : [])],
    },
    account_number: payeeSchema['account_number']!,
    beneficiary_address: payeeSchema['beneficiary_address']!,
    bank_name: payeeSchema['bank_name']!,
    bank_address: payeeSchema['bank_address']!,
  };
}

export function createOrderSchema(options: OrderOptions = {}): Schema<OrderValues> {
  const idParams = options.now === undefined ? {} : { now: options.now };
  const routingEntries = Object.fromEntries(
    ROUTING_FIELDS.map((f) => [f, { rules: routingFieldRules(f), normalize: 'code' as const }]),
  );
  return {
    // --- Payment Information
    order_type: [['oneOf', { values: ORDER_TYPES }], livingExpenseEligible(options.hasApprovedTuition)],
    institution_name: ['required'],
    remittance_country: ['selectRequired'],
    collection_country: ['selectRequired'],
    currency: (v) => (v['order_type'] === 'living' ? ['selectRequired', 'livingExpenseCurrency'] : []),
    beneficiary_name: {
      rules: ['required', 'matchEnName', ...(options.beneficiaryIsStudent ? [beneficiaryIsStudent] : [])],
      normalize: 'trim',
    },
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
        ['matchMoneyMin', { min: options.minAmount ?? '0.01', currency: v['currency_code'] ?? undefined }],
        ['notAboveBill', { bill: billOf(options, v), currency: v['currency_code'] ?? undefined }],
      ],
      normalize: 'input',
    },
    // The bill (or rent total) the amount may not exceed, when the payer gives one: an amount too.
    bill_amount: { rules: ['matchMoney', 'matchMoneyMin'], normalize: 'input' },
    rent_total: { rules: ['matchMoney', 'matchMoneyMin'], normalize: 'input' },
    purposes: ['selectRequired', ['purposesCount', { max: options.purposesMax ?? 5 }]],
    purpose_other: (v) => (purposes(v).includes('other') ? ['required', ['max', { length: 100 }]] : []),
    payment_reference: { rules: ['matchEn', ['max', { length: 140 }]], normalize: 'trim' },
    room_number: (v) => (v['order_type'] === 'rent' ? ['required'] : []),
    // Rent: the contract's dates, at most one year apart (spec 001 section 5).
    contract_start: (v) => (v['order_type'] === 'rent' ? ['required', 'date'] : []),
    contract_end: (v) =>
      v['order_type'] === 'rent'
        ? [
            'required',
            'date',
            (value: unknown, all: OrderValues) => rentPeriod({ start: all['contract_start'], end: value }),
          ]
        : [],

    // --- special-school fields
    invoice_number: { rules: special(options, 'invoice_number', ['matchAlphanumeric']), normalize: 'input' },
    quote_id: { rules: special(options, 'quote_id', ['matchAlphanumeric']), normalize: 'input' },
    passport_dob: special(options, 'passport_dob', ['date']),
    student_address: {
      rules: special(options, 'student_address', ['matchEn', 'tuitionCharacterVal']),
      normalize: 'trim',
    },
    crn: special(options, 'crn', ['crnTest']),
    registration_number: { rules: special(options, 'registration_number', ['matchAlphanumeric']), normalize: 'input' },
    india_bank_account: { rules: special(options, 'india_bank_account', ['matchBankAccount']), normalize: 'input' },
    india_ifsc: { rules: special(options, 'india_ifsc', ['ifsc']), normalize: 'code' },

    // --- Student Information
    student_cn_name: {
      rules: (v) => (v['id_type'] === 'cn_id' ? ['required', 'matchChinaName', ['max', { length: 20 }]] : []),
      normalize: 'trim',
    },
    pinyin_last_name: {
      rules: (v) =>
        v['id_type'] === 'cn_id' ? ['required', 'matchNumber', pinyinOfChineseName('last', options.pinyinOf)] : [],
      normalize: 'trim',
    },
    pinyin_first_name: {
      rules: (v) =>
        v['id_type'] === 'cn_id' ? ['required', 'matchNumber', pinyinOfChineseName('first', options.pinyinOf)] : [],
      normalize: 'trim',
    },
    en_first_name: { rules: ['required', 'matchEnName', englishMatchesPinyin('first')], normalize: 'trim' },
    en_middle_name: { rules: ['matchEnName'], normalize: 'trim' },
    en_last_name: { rules: ['required', 'matchEnName', englishMatchesPinyin('last')], normalize: 'trim' },
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
    relationship: ['selectRequired', payerRelationship],
    payer_cn_name: {
      rules: (v) => (isIndia(v) ? [] : ['required', 'matchChinaName', ['max', { length: 20 }]]),
      normalize: 'trim',
    },
    payer_id_number: { rules: (v) => (isIndia(v) ? [] : ['required', ['cnResidentId', idParams]]), normalize: 'code' },
    payer_mobile: {
      rules: (v) => ['required', ['loginPhone', { areaCode: v['payer_tel_code'] ?? '86' }]],
      normalize: 'input',
    },
    payer_email: { rules: ['required', 'email'], normalize: 'trim' },
    guardian_consent: [guardianConsent(options.now)],
    // The student's passport number: needed above 300,000 CNY (spec 001 Amounts) like the scans.
    // With a passport as the ID type the ID number is the passport already.
    passport_number: {
      rules: (v) =>
        v['id_type'] === 'passport'
          ? ['matchPassport']
          : [['passportRequired', { amountCny: v['amount_cny'] }], 'matchPassport'],
      normalize: 'code',
    },
    passport_files: (v) => [
      ['passportRequired', { amountCny: v['amount_cny'] }],
      ['uploadFiles', { kind: 'document' }],
    ],
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
    // Last, so it replaces the rules above (each field keeps its place in the form's order).
    ...(options.enteredPayee ? enteredPayeeEntries(options) : {}),

    order_agreement: ['accepted'],
  };
}

/**
 * The amount a payment may not exceed: the server's bill, else the typed bill, else a rent contract's
 * total. A typed one that is no amount bounds nothing here: its own field refuses it.
 */
function billOf(options: OrderOptions, v: OrderValues): unknown {
  if (options.billAmount !== undefined) return options.billAmount;
  if (isMoney(v['bill_amount'])) return v['bill_amount'];
  return v['order_type'] === 'rent' && isMoney(v['rent_total']) ? v['rent_total'] : undefined;
}

/**
 * The three sections of the order form (spec 001 section 2), as the page shows them and the server
 * stores them. Fields not listed (agreement) belong to no section.
 */
export const ORDER_SECTIONS = {
  payment: [
    'order_type',
    'institution_name',
    'remittance_country',
    'collection_country',
    'booking_agency',
    'currency',
    'beneficiary_name',
    'account_number',
    ...ROUTING_FIELDS,
    'beneficiary_address',
    'bank_name',
    'bank_address',
    'amount',
    'bill_amount',
    'surcharge',
    'full_arrival',
    'purposes',
    'purpose_other',
    'payment_reference',
    'room_number',
    'payment_cycle',
    'contract_start',
    'contract_end',
    'rent_total',
    'use_points',
    'invoice_number',
    'quote_id',
    'passport_dob',
    'student_address',
    'crn',
    'registration_number',
    'india_bank_account',
    'india_ifsc',
  ],
  student: [
    'student_cn_name',
    'pinyin_last_name',
    'pinyin_first_name',
    'en_first_name',
    'en_middle_name',
    'en_last_name',
    'id_type',
    'student_id_number',
    'passport_number',
    'passport_address',
    'school',
    'student_number',
    'reading_stage',
    'major',
    'language_class',
    'admission_year',
    'admission_month',
    'date_of_birth',
  ],
  payer: [
    'relationship',
    'payer_cn_name',
    'payer_id_number',
    'payer_tel_code',
    'payer_mobile',
    'payer_email',
    'guardian_consent',
    'aadhaar',
    'payer_address',
    'city',
    'state',
    'postal_code',
    'pan',
    'tcs_amount',
    'source_of_funds',
    'bank_account_number',
    'ifsc_code',
    'occupation',
    'income_source',
  ],
} as const;
export type OrderSection = keyof typeof ORDER_SECTIONS;

/** The order schema with no special-school fields. */
export const orderSchema: Schema<OrderValues> = createOrderSchema();

/** Payment cycles of a rent contract. */
export const PAYMENT_CYCLES = ['yearly', 'half_year', 'quarterly', 'monthly'] as const;

/** Rent contract form (spec 001 section 3): address, room, start and end date, cycle, total. */
export const rentContractSchema: Schema<OrderValues> = {
  rent_address: { rules: ['required', 'rentCharacterVal'], normalize: 'trim' },
  room_number: { rules: ['required'], normalize: 'trim' },
  contract_start: ['required', 'date'],
  contract_end: ['required', 'date', (value, v) => rentPeriod({ start: v['contract_start'], end: value })],
  payment_cycle: ['selectRequired', ['oneOf', { values: PAYMENT_CYCLES }]],
  rent_total: { rules: ['required', 'matchMoney', 'matchMoneyMin'], normalize: 'input' },
};
