/**
 * The registration supplement dialog (spec 000 sections 2-3) with every conditional rule of
 * section 5 ("Login and registration"):
 * - +86 forces the country to CHN (the select is disabled; a different country is an error);
 * - the parent role requires a student name (China: Chinese-name pattern, 2-20; others: Chinese,
 *   English or symbol pattern, `matchZhOrEnOrS`); other roles clear it (applyRegistrationRules);
 * - China uses the real-name fields (reg_name, student_name), other countries first/last names;
 * - role, country (unless a channel country is set), school (from the search list) and study stage
 *   (China only) are required; the domestic number is required for China with a foreign area code
 *   when signing up by phone, with the mainland mobile pattern;
 * - enrolment year and month: both or neither; required for Australian or Singapore schools with
 *   China residence; year choices from two years ahead to six back (enrolmentYearChoices);
 * - the major for Hong Kong or Singapore schools when the country is China;
 * - the contact number uses the phone rule unless the country is CHN; the referral code has no rule;
 * - agreement to the Terms of Service and Privacy Policy is required.
 */
import { callingCode } from '../rules/phone';
import { fail } from '../rules/result';
import { isBlank } from '../normalize';
import type { ValidationResult } from '../types';
import type { RuleRef, Schema } from './types';

export type RegistrationValues = {
  /** How the user signed in: by phone (SMS) or by e-mail. */
  login_method?: 'phone' | 'email';
  reg_role?: string;
  tel_code?: string;
  reg_custom_phone?: string;
  reg_email?: string;
  password?: string;
  /** Set by the site's channel; when present the country is not asked. */
  channel_country?: string;
  country_code?: string;
  reg_name?: string;
  student_name?: string;
  first_name?: string;
  last_name?: string;
  student_first_name?: string;
  student_last_name?: string;
  reg_college?: string;
  reg_college_id?: string | number;
  /**
   * The payer's school is not in the list (issue 14 item 2): reg_college is then the name as typed,
   * without a search result behind it, and staff get it as an institution request.
   */
  reg_college_unlisted?: boolean | number | string;
  /** Country of the chosen school (the search result's cy), alpha-2 or alpha-3. */
  school_country?: string;
  reading_stage?: string | number;
  domestic_code?: string;
  domestic_number?: string;
  enrol_year?: string | number;
  enrol_month?: string | number;
  major?: string;
  whats_code?: string;
  contact?: string;
  referral_code?: string;
  agreement?: boolean;
  [key: string]: unknown;
};

export interface RegistrationOptions {
  /** The value of the parent role among the server's register roles. Default 'parent'. */
  readonly parentRole?: string;
  /** The moment the year choices are computed from (tests pass a fixed one). */
  readonly now?: Date | number;
}

const AU_SG = new Set(['AUS', 'AU', 'SGP', 'SG']);
const HK_SG = new Set(['HKG', 'HK', 'SGP', 'SG']);
const schoolIn = (set: Set<string>, v: RegistrationValues) => set.has(String(v.school_country ?? '').toUpperCase());

/** Country is China: chosen, or forced by the +86 area code. */
export function isChinaResident(v: RegistrationValues): boolean {
  return v.country_code === 'CHN' || (v.tel_code !== undefined && callingCode(v.tel_code) === '86');
}
const isParent = (v: RegistrationValues, parentRole: string) => v.reg_role === parentRole;
/** China with a foreign area code, signed up by phone: a domestic mainland number is asked. */
const needsDomestic = (v: RegistrationValues) =>
  v.country_code === 'CHN' &&
  v.tel_code !== undefined &&
  callingCode(v.tel_code) !== '86' &&
  v.login_method !== 'email';
const enrolmentRequired = (v: RegistrationValues) => isChinaResident(v) && schoolIn(AU_SG, v);
const majorShown = (v: RegistrationValues) => isChinaResident(v) && schoolIn(HK_SG, v);

/** Year choices: from two years ahead down to six years back (nine years). */
export function enrolmentYearChoices(now: Date | number = Date.now()): number[] {
  const year = new Date(now).getFullYear();
  return Array.from({ length: 9 }, (_, i) => year + 2 - i);
}

const UNLISTED_NAME: readonly RuleRef[] = [
  ['min', { length: 2 }],
  ['max', { length: 100 }],
];

const CHINA_NAME: readonly RuleRef[] = ['required', 'matchChinaName', ['min', { length: 2 }], ['max', { length: 20 }]];

function countryForcedByPhone(value: unknown, v: RegistrationValues): ValidationResult {
  if (v.tel_code !== undefined && callingCode(v.tel_code) === '86' && !isBlank(value) && value !== 'CHN') {
    return fail('countryForcedByPhone', 'countryMustBeChina');
  }
  return true;
}

/** A school picked from the search, unless the payer said it is not in the list. */
function schoolFromList(value: unknown, v: RegistrationValues): ValidationResult {
  if (isUnlisted(v)) return true;
  return !isBlank(value) && isBlank(v.reg_college_id) ? fail('schoolFromList', 'schoolFromList') : true;
}

/** Checkbox values from a form (true) or a wire payload (1, '1'). */
export const isUnlisted = (v: RegistrationValues): boolean => [true, 1, '1'].includes(v.reg_college_unlisted as never);

/**
 * Enrolment year and month, "both or neither": the missing one of the pair carries the error,
 * so the UI focuses the select that needs a choice.
 */
function enrolmentPart(part: 'enrol_year' | 'enrol_month', years: readonly number[]) {
  const other = part === 'enrol_year' ? 'enrol_month' : 'enrol_year';
  return (value: unknown, v: RegistrationValues): ValidationResult => {
    const rule = 'admissionYearMonth';
    if (isBlank(value)) {
      if (!isBlank(v[other])) return fail(rule, 'admissionBoth');
      return enrolmentRequired(v) ? fail(rule, 'admissionRequired') : true;
    }
    if (part === 'enrol_year' && !years.includes(Number(value))) return fail(rule, 'oneOf');
    if (part === 'enrol_month' && !(Number(value) >= 1 && Number(value) <= 12 && Number.isInteger(Number(value)))) {
      return fail(rule, 'dateInvalid');
    }
    return true;
  };
}

export function createRegistrationSchema(options: RegistrationOptions = {}): Schema<RegistrationValues> {
  const parentRole = options.parentRole ?? 'parent';
  const years = enrolmentYearChoices(options.now);
  return {
    reg_role: ['selectRequired'],
    country_code: (v) => [...(isBlank(v.channel_country) ? (['selectRequired'] as const) : []), countryForcedByPhone],
    reg_name: { rules: (v) => (isChinaResident(v) ? CHINA_NAME : []), normalize: 'trim' },
    first_name: { rules: (v) => (isChinaResident(v) ? [] : ['required', 'nameNoDigits']), normalize: 'trim' },
    last_name: { rules: (v) => (isChinaResident(v) ? [] : ['nameNoDigits']), normalize: 'trim' },
    student_name: {
      rules: (v) => (isParent(v, parentRole) && isChinaResident(v) ? CHINA_NAME : []),
      normalize: 'trim',
    },
    student_first_name: {
      rules: (v) => (isParent(v, parentRole) && !isChinaResident(v) ? ['required', 'matchZhOrEnOrS'] : []),
      normalize: 'trim',
    },
    student_last_name: {
      rules: (v) => (isParent(v, parentRole) && !isChinaResident(v) ? ['matchZhOrEnOrS'] : []),
      normalize: 'trim',
    },
    // An unlisted school is typed in full: 2 to 100 characters, as the institution request asks.
    reg_college: {
      rules: (v) => ['required', ...(isUnlisted(v) ? UNLISTED_NAME : []), schoolFromList],
      normalize: 'input',
    },
    reading_stage: (v) => (isChinaResident(v) ? ['selectRequired'] : []),
    enrol_year: [enrolmentPart('enrol_year', years)],
    enrol_month: [enrolmentPart('enrol_month', years)],
    major: { rules: (v) => (majorShown(v) ? ['required'] : []), normalize: 'trim' },
    reg_custom_phone: {
      rules: (v) => [
        ...(v.login_method === 'email' ? (['required'] as const) : []),
        ['loginPhone', { areaCode: v.tel_code ?? '86' }],
      ],
      normalize: 'input',
    },
    domestic_number: { rules: (v) => (needsDomestic(v) ? ['required', 'phone'] : []), normalize: 'input' },
    reg_email: {
      rules: (v) => [...(v.login_method === 'phone' ? (['required'] as const) : []), 'email'],
      normalize: 'trim',
    },
    password: (v) => [...(v.login_method === 'email' ? (['required'] as const) : []), 'password'],
    contact: {
      rules: (v) => (v.country_code === 'CHN' ? [] : [['loginPhone', { areaCode: v.whats_code ?? '86' }]]),
      normalize: 'input',
    },
    referral_code: [],
    agreement: ['accepted'],
  };
}

/** The schema with default options (parent role value 'parent', year choices from today). */
export const registrationSchema: Schema<RegistrationValues> = createRegistrationSchema();

/**
 * The value changes the spec ties to the rules: +86 forces CHN; roles other than parent clear the
 * student name; China clears the non-China name fields and the other way round; hidden fields
 * (domestic number, major) are cleared. Call it on change, before validating or submitting.
 */
export function applyRegistrationRules(
  values: RegistrationValues,
  options: RegistrationOptions = {},
): RegistrationValues {
  const parentRole = options.parentRole ?? 'parent';
  const next: RegistrationValues = { ...values };
  if (next.tel_code !== undefined && callingCode(next.tel_code) === '86') next.country_code = 'CHN';
  const china = isChinaResident(next);
  if (!isParent(next, parentRole)) {
    next.student_name = '';
    next.student_first_name = '';
    next.student_last_name = '';
  }
  if (china) {
    next.first_name = '';
    next.last_name = '';
    next.student_first_name = '';
    next.student_last_name = '';
  } else {
    next.reg_name = '';
    next.student_name = '';
    next.reading_stage = '';
  }
  if (!needsDomestic(next)) next.domestic_number = '';
  if (!majorShown(next)) next.major = '';
  return next;
}
