/**
 * The order form's checks about people and eligibility (spec 001 section 5, "Names and identity"
 * and the living-expense rules): who may pay, the payer's age, the beneficiary of a student's own
 * account, English name against the pinyin of the Chinese name, and living-expense eligibility.
 * Each is a custom field check of the order schema: pure, so the server runs the same one.
 */
import { isBlank, normalizeCode } from '../normalize';
import { fail } from '../rules/result';
import type { ValidationResult } from '../types';
import type { FormValues } from './types';

/** Who may pay (spec: "the student or a direct relative"); anything else is refused and refunded. */
export const PAYER_RELATIONSHIPS = [
  'self',
  'parent',
  'father',
  'mother',
  'spouse',
  'sibling',
  'grandparent',
  'guardian',
] as const;
export type PayerRelationship = (typeof PAYER_RELATIONSHIPS)[number];

/** Adults pay on their own; a younger payer needs a guardian's consent (spec: "Minors need guardian consent"). */
export const ADULT_AGE = 18;

/** The order kinds that change which rules apply. */
export const ORDER_TYPES = ['tuition', 'rent', 'living', 'application_fee', 'deposit', 'exam_fee'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** A name's letters only, upper case, ü as V and U alike: "Lü Xiao-yu" and "LV XIAOYU" compare equal. */
export function compactName(value: unknown): string {
  return String(value ?? '')
    .normalize('NFD')
    .replace(/\u0308/g, '') // ü -> u (and the V spelling below)
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .replace(/V/g, 'U');
}

/**
 * Age in completed years on `now` from the birth date inside an 18-character mainland ID
 * (digits 7-14), in China's calendar (UTC+8); null when the number carries no readable date.
 */
export function ageFromCnId(id: unknown, now: Date | number): number | null {
  const text = normalizeCode(id);
  const match = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const today = new Date((typeof now === 'number' ? now : now.getTime()) + 8 * 3600_000);
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  let age = ty - year;
  if (tm < month || (tm === month && td < day)) age -= 1;
  return age;
}

/** relationship: one of PAYER_RELATIONSHIPS. */
export function payerRelationship(value: unknown): ValidationResult {
  if (isBlank(value)) return true;
  return (PAYER_RELATIONSHIPS as readonly unknown[]).includes(value)
    ? true
    : fail('payerRelationship', 'relationshipNotAllowed');
}

/** guardian_consent: required (ticked) when the payer's ID says they are under 18. */
export function guardianConsent(now: Date | number | undefined) {
  return (value: unknown, v: FormValues): ValidationResult => {
    const age = ageFromCnId(v['payer_id_number'], now ?? Date.now());
    if (age === null || age >= ADULT_AGE) return true;
    return value === true || value === 1 || value === '1' ? true : fail('guardianConsent', 'payerMinorGuardian');
  };
}

/** The student's English name as a bank would print it: "FIRST [MIDDLE] LAST". */
export function studentEnglishName(v: FormValues): string {
  return ['en_first_name', 'en_middle_name', 'en_last_name']
    .map((f) => String(v[f] ?? '').trim())
    .filter(Boolean)
    .join(' ')
    .toUpperCase();
}

/**
 * beneficiary_name of a payee that is the student's own account (e.g. a student's account abroad
 * for living costs): the student's name, given-name-first or surname-first, spaces and case aside.
 */
export function beneficiaryIsStudent(value: unknown, v: FormValues): ValidationResult {
  if (isBlank(value)) return true;
  const first = compactName(v['en_first_name']) + compactName(v['en_middle_name']);
  const last = compactName(v['en_last_name']);
  const given = compactName(value);
  if (given === first + last || given === last + first) return true;
  return fail('beneficiaryIsStudent', 'beneficiaryNotStudent', { name: studentEnglishName(v) });
}

/** A pinyin spelling of a Chinese name: surname and given name, upper-case letters. */
export interface PinyinName {
  readonly last: string;
  readonly first: string;
}

/**
 * pinyin_last_name / pinyin_first_name: one of the spellings `pinyinOf` gives for the Chinese name
 * (several where a character is polyphonic). Without `pinyinOf` (a client that has not asked
 * name_conversion yet) there is nothing to compare with.
 */
export function pinyinOfChineseName(
  part: keyof PinyinName,
  pinyinOf: ((name: string) => readonly PinyinName[]) | undefined,
) {
  return (value: unknown, v: FormValues): ValidationResult => {
    const name = String(v['student_cn_name'] ?? '').trim();
    if (!pinyinOf || isBlank(value) || name === '') return true;
    const options = pinyinOf(name);
    if (options.length === 0 || options.some((o) => compactName(o[part]) === compactName(value))) return true;
    return fail('pinyinOfChineseName', 'pinyinNotChineseName', { pinyin: options[0]![part].toUpperCase() });
  };
}

/** en_last_name / en_first_name: the pinyin of the Chinese name (spec: "English name must match ... the Pinyin"). */
export function englishMatchesPinyin(part: keyof PinyinName) {
  const pinyinField = part === 'last' ? 'pinyin_last_name' : 'pinyin_first_name';
  return (value: unknown, v: FormValues): ValidationResult => {
    if (v['id_type'] !== 'cn_id' || isBlank(value) || isBlank(v[pinyinField])) return true;
    const english = part === 'first' ? compactName(value) + compactName(v['en_middle_name']) : compactName(value);
    if (english === compactName(v[pinyinField])) return true;
    return fail('englishMatchesPinyin', 'englishNameNotPinyin', { pinyin: String(v[pinyinField]).toUpperCase() });
  };
}

/**
 * order_type 'living' (spec 001 section 5 and the section 8 messages): the payer information comes
 * first, and only a student with an approved tuition order may send living expenses. `hasTuition`
 * is what the server knows (undefined: not known yet, e.g. the client before life_info answered).
 */
export function livingExpenseEligible(hasTuition: boolean | undefined) {
  return (value: unknown, v: FormValues): ValidationResult => {
    if (value !== 'living') return true;
    if (isBlank(v['payer_cn_name']) || isBlank(v['payer_id_number']))
      return fail('livingExpenseEligible', 'payerInfoFirst');
    return hasTuition === false ? fail('livingExpenseEligible', 'livingNoTuition') : true;
  };
}
