import type { Locale } from '../../i18n/locale';
import type { OrderInfo, PayeeAccountSummary, StudyStage } from './orderTypes';

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
