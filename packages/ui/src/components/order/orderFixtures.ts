import type { Locale } from '../../i18n/locale';
import type { OrderInfo, PayeeAccountSummary, PaymentEstimate, StudyStage } from './orderTypes';

/** The purposes as the server words them in each language. */
const purposeNames: Record<Locale, Record<string, string>> = {
  en: {
    tuition: 'Tuition',
    rent: 'Rent / housing',
    living: 'Living expenses',
    application_fee: 'Application fee',
    deposit: 'Deposit',
  },
  'zh-CN': { tuition: '学费', rent: '房租/住宿费', living: '生活费', application_fee: '申请费', deposit: '押金' },
  'zh-TW': { tuition: '學費', rent: '房租/住宿費', living: '生活費', application_fee: '申請費', deposit: '押金' },
};
const purposes = (locale: Locale, values: readonly string[]) =>
  values.map((value) => ({ value, label: purposeNames[locale][value]! }));

/** University College London's demo account, as select_account lists it. */
export function uclAccount(locale: Locale = 'en'): PayeeAccountSummary {
  return {
    id: 15,
    code: 'DEMO-GB-UNIVERSITY-COLLEGE-LONDON-UNIVERSITY-OF-',
    account_name: 'UNIVERSITY COLLEGE LONDON',
    bank_name: 'HSBC UK Bank plc',
    currency: 'GBP',
    country: 'GBR',
    purposes: purposes(locale, ['tuition', 'rent', 'application_fee', 'deposit']),
    needs_review: 0,
    is_demo: 1,
  };
}

/** A payee whose orders the account manager reviews before payment. */
export function reviewedAccount(locale: Locale = 'en'): PayeeAccountSummary {
  return {
    id: 40,
    code: 'DEMO-AU-UNIVERSITY-OF-MELBOURNE',
    account_name: 'THE UNIVERSITY OF MELBOURNE',
    bank_name: 'Commonwealth Bank of Australia',
    currency: 'AUD',
    country: 'AUS',
    purposes: purposes(locale, ['tuition', 'deposit']),
    needs_review: 1,
    is_demo: 0,
  };
}

/** What order_info answers for the UCL account (a GBP account with sort code, SWIFT and IBAN). */
export function uclOrderInfo(locale: Locale = 'en', overrides: Partial<OrderInfo> = {}): OrderInfo {
  return {
    account: {
      id: 15,
      code: 'DEMO-GB-UNIVERSITY-COLLEGE-LONDON-UNIVERSITY-OF-',
      account_name: 'UNIVERSITY COLLEGE LONDON',
      bank_name: 'HSBC UK Bank plc',
      bank_address: '1 Centenary Square, Birmingham B1 1HQ, United Kingdom',
      account_number: '99001983',
      currency: 'GBP',
      country: 'GBR',
      routing: { swift_code: 'HBUKGB4B', sort_code: '408211', iban: 'GB33HBUK40821199001983' },
      needs_review: 0,
      is_demo: 1,
    },
    institution: {
      id: 8515,
      code: 'U005DDB19F1',
      en: 'University College London, University of London',
      zh: '伦敦大学学院',
      local: 'University College London, University of London',
      cy: 'GB',
      country: 'GBR',
    },
    currencies: ['GBP'],
    purposes: purposes(locale, ['tuition', 'rent', 'application_fee', 'deposit']),
    purposes_max: 5,
    special_fields: [{ field: 'student_number', required: 1, rule: 'match100num9', label: '' }],
    routing_fields: [],
    surcharge: null,
    living_expense_currencies: ['USD', 'GBP', 'CAD', 'AUD', 'EUR'],
    ...overrides,
  };
}

/** An account that takes living expenses (the student's own account abroad, in GBP). */
export function livingOrderInfo(locale: Locale = 'en'): OrderInfo {
  return uclOrderInfo(locale, { purposes: purposes(locale, ['tuition', 'living']) });
}

/** Study stages as the config lists them. */
export const STAGES: Record<Locale, StudyStage[]> = {
  en: [
    { id: 1, name: 'Undergraduate' },
    { id: 2, name: "Master's" },
  ],
  'zh-CN': [
    { id: 1, name: '本科' },
    { id: 2, name: '硕士' },
  ],
  'zh-TW': [
    { id: 1, name: '學士' },
    { id: 2, name: '碩士' },
  ],
};

/** A complete, valid order for the UCL account (everything but the agreement). */
export const FILLED = {
  purposes: ['tuition'],
  amount: '12000.00',
  student_cn_name: '李雷',
  pinyin_last_name: 'LI',
  pinyin_first_name: 'LEI',
  en_first_name: 'LEI',
  en_last_name: 'LI',
  student_id_number: '110105200501010012',
  student_number: '100234567',
  reading_stage: '2',
  admission_year: '2026',
  admission_month: '9',
  date_of_birth: '2005-01-01',
  relationship: 'mother',
  payer_cn_name: '韩梅',
  payer_id_number: '110105197504020019',
  payer_mobile: '13800138000',
  payer_email: 'han.mei@example.com',
};

/** What payment_estimate answers for 12,000.00 GBP to a CNY payer with 247 points (points not used). */
export const ESTIMATE: PaymentEstimate = {
  foreign_currency: 'GBP',
  foreign_amount: '12000.00',
  payer_currency: 'CNY',
  rate: '9.176970',
  rates_as_of: '2025-02-28',
  payer_amount: '110123.64',
  points_balance: 247,
  points_max_per_order: 200,
  points_used: 0,
  points_credit: '0.00',
  payer_amount_after_points: '110123.64',
};

/** The same with "use points for cash": the server took 200 points (200.00 CNY) off. */
export const ESTIMATE_WITH_POINTS: PaymentEstimate = {
  ...ESTIMATE,
  points_used: 200,
  points_credit: '200.00',
  payer_amount_after_points: '109923.64',
};

/** The routing fields get_country_identification_code answers for a few destinations (labels omitted: the kit words them). */
export const ROUTING_BY_COUNTRY: Record<string, OrderInfo['routing_fields']> = {
  GBR: [
    { field: 'swift_code', required: 0, rule: 'bic', label: '' },
    { field: 'sort_code', required: 1, rule: 'sortCode', label: '' },
    { field: 'iban', required: 0, rule: 'iban', label: '' },
  ],
  USA: [
    { field: 'aba_routing', required: 1, rule: 'abaRouting', label: '' },
    { field: 'ach_number', required: 0, rule: 'ach', label: '' },
    { field: 'swift_code', required: 0, rule: 'bic', label: '' },
  ],
  AUS: [
    { field: 'swift_code', required: 1, rule: 'bic', label: '' },
    { field: 'bsb', required: 1, rule: 'bsb', label: '' },
  ],
  DEU: [
    { field: 'swift_code', required: 1, rule: 'bic', label: '' },
    { field: 'iban', required: 1, rule: 'iban', label: '' },
  ],
};

const countryNames: Record<Locale, Record<string, string>> = {
  en: { AUS: 'Australia', DEU: 'Germany', GBR: 'United Kingdom', USA: 'United States' },
  'zh-CN': { AUS: '澳大利亚', DEU: '德国', GBR: '英国', USA: '美国' },
  'zh-TW': { AUS: '澳洲', DEU: '德國', GBR: '英國', USA: '美國' },
};

/** What order_info?entered=1 answers: no account, the entered payee's purposes, countries and currencies. */
export function enteredOrderInfo(locale: Locale = 'en', country = ''): OrderInfo {
  return uclOrderInfo(locale, {
    account: {
      id: 0,
      code: '',
      account_name: '',
      bank_name: '',
      bank_address: '',
      account_number: null,
      currency: country === 'USA' ? 'USD' : country === 'AUS' ? 'AUD' : country === 'DEU' ? 'EUR' : 'GBP',
      country,
      routing: {},
      needs_review: 1,
      is_demo: 0,
    },
    institution: { id: 0, code: '', en: '', zh: '', local: '', cy: '', country },
    currencies: ['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'HKD', 'SGD', 'NZD', 'JPY', 'CHF'],
    purposes: purposes(locale, ['rent', 'living', 'deposit']),
    special_fields: [],
    routing_fields: country ? (ROUTING_BY_COUNTRY[country] ?? []) : [],
    entered: 1,
    countries: Object.entries(countryNames[locale]).map(([value, name]) => ({ value, name })),
  });
}

/** A UK landlord, as a payer enters it (valid: the sort code passes its check). */
export const LANDLORD = {
  collection_country: 'GBR',
  currency: 'GBP',
  beneficiary_name: 'CITY LETTINGS LTD',
  beneficiary_address: '12 Oxford Road, Manchester M1 5QA',
  account_number: '31926819',
  bank_name: 'Barclays Bank PLC',
  bank_address: '1 Churchill Place, London E14 5HP',
  sort_code: '20-00-00',
};
