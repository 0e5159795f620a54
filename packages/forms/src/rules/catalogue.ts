/**
 * Spec 000 section 5, "Shared rule catalogue": the pattern rules, under their spec names.
 * Each rule passes an empty value (required is a separate rule, as in the spec's catalogue).
 * Rules with bounds (length, money, IDs, codes) live in their own files; see rules/index.ts.
 */
import type { ValidationResult } from '../types';
import { asText, charLength, isEmptyValue } from '../normalize';
import { patternRule, readInput } from './pattern';
import { fail, numberParam } from './result';

const HAN = '\\p{Script=Han}';
/** Middle dots used in transliterated minority and foreign names: U+00B7, U+2022, U+30FB. */
const MIDDLE_DOT = '\u00B7\u2022\u30FB';

// --- phone and digits -----------------------------------------------------------------

/** phone: mainland mobile, 1 then 3-9 then 9 digits (spec pattern; see cnMobile for the real ranges). */
export const phone = patternRule('phone', /^1[3-9]\d{9}$/, 'phone', 'code');
/** matchMob: 1, then 2-9, then 9 digits. */
export const matchMob = patternRule('matchMob', /^1[2-9]\d{9}$/, 'phone', 'code');
/** phone_numeric, captcha_numeric, matchDigits: digits only. */
export const phone_numeric = patternRule('phone_numeric', /^\d+$/, 'digits', 'code');
/** The image captcha shows the spec's "verification error" message, not a generic one. */
export const captcha_numeric = patternRule('captcha_numeric', /^\d+$/, 'captcha', 'code');
export const matchDigits = patternRule('matchDigits', /^\d+$/, 'digits', 'code');

// --- letters, digits, codes --------------------------------------------------------------

/** matchAlphanumeric, matchENorNUM: letters and digits (full-width ones are folded). */
export const matchAlphanumeric = patternRule('matchAlphanumeric', /^[A-Za-z0-9]+$/, 'alphanumeric', 'code');
export const matchENorNUM = patternRule('matchENorNUM', /^[A-Za-z0-9]+$/, 'alphanumeric', 'code');
/** matchLetter: letters only. */
export const matchLetter = patternRule('matchLetter', /^[A-Za-z]+$/, 'letters', 'code');

/** digit_check: 8 or 11 uppercase letters or digits (the SWIFT/BIC length; see bic for the real check). */
export const digit_check = patternRule('digit_check', /^(?:[A-Z0-9]{8}|[A-Z0-9]{11})$/, 'upperAlnumLength', 'bank', {
  lengths: [8, 11],
});

/** digit_check_new: a configurable count (or counts) of uppercase letters or digits; a code, read as a bank code. */
export function digit_check_new(value: unknown, params?: { length?: number | readonly number[] }): ValidationResult {
  const lengths =
    params?.length === undefined ? [8, 11] : typeof params.length === 'number' ? [params.length] : params.length;
  const text = readInput(value, 'bank');
  if (text === null) return true;
  if (text === false || !/^[A-Z0-9]+$/.test(text) || !lengths.includes(text.length)) {
    return fail('digit_check_new', 'upperAlnumLength', { lengths });
  }
  return true;
}

/**
 * uppercaseAndNumericIban: exactly 22 uppercase letters or digits. This is the spec's screen rule
 * (22 is the length of a GB or DE IBAN). It is kept for screens that ask for it, but the real check
 * is `iban` (length by country, ISO 7064 mod-97), which schemas use.
 */
export const uppercaseAndNumericIban = patternRule(
  'uppercaseAndNumericIban',
  /^[A-Z0-9]{22}$/,
  'upperAlnumLength',
  'bank',
  {
    lengths: [22],
  },
);

/** match100num9: one institution's student ID, 9 digits starting with 100. */
export const match100num9 = patternRule('match100num9', /^100\d{6}$/, 'studentId100', 'code');
/** matchStudentId: 00 followed by 7 digits. */
export const matchStudentId = patternRule('matchStudentId', /^00\d{7}$/, 'studentId00', 'code');

/** positiveInteger: an integer of 1 or more, written without sign or leading zeros. */
export const positiveInteger = patternRule('positiveInteger', /^[1-9]\d*$/, 'positiveInteger', 'code');

/** matchBankAccount: 4-20 letters, digits or underscore. */
export const matchBankAccount = patternRule('matchBankAccount', /^\w{4,20}$/, 'bankAccount', 'bank');
/** matchPassport: 1-30 letters or digits. */
export const matchPassport = patternRule('matchPassport', /^[A-Za-z0-9]{1,30}$/, 'passport', 'code');
/** matchSwift, matchPromo: 1-12 word characters (loose; `bic` is the real SWIFT/BIC check). */
export const matchSwift = patternRule('matchSwift', /^\w{1,12}$/, 'wordChars', 'bank', { max: 12 });
export const matchPromo = patternRule('matchPromo', /^\w{1,12}$/, 'wordChars', 'code', { max: 12 });

/**
 * matchWeChat: letters, digits, underscore or hyphen. The catalogue pattern allows 4-20 while
 * its message and spec 001 say 6-20: both readings exist, so the bounds are params (default the
 * pattern's 4-20) and the message always prints the bounds actually applied. Order schemas pass min 6.
 */
export function matchWeChat(value: unknown, params?: { min?: number; max?: number }): ValidationResult {
  const min = numberParam(params, 'min', 4);
  const max = numberParam(params, 'max', 20);
  const text = readInput(value, 'code');
  if (text === null) return true;
  if (text === false || !/^[A-Za-z0-9_-]+$/.test(text) || text.length < min || text.length > max) {
    return fail('matchWeChat', 'wechat', { min, max });
  }
  return true;
}

/** matchCitizen: length greater than 9 (a citizen/ID number field of any country). */
export function matchCitizen(value: unknown): ValidationResult {
  const text = readInput(value, 'code');
  if (text === null) return true;
  if (text === false || charLength(text) <= 9) return fail('matchCitizen', 'citizen', { min: 10 });
  return true;
}

// --- names and free text ---------------------------------------------------------------------

/** matchName: 2-20 characters of Chinese, letters, spaces or middle dot. */
export const matchName = patternRule(
  'matchName',
  new RegExp(`^[${HAN}A-Za-z ${MIDDLE_DOT}]{2,20}$`, 'u'),
  'name',
  'text',
  {
    min: 2,
    max: 20,
  },
);
/** matchChinaName, matchChPoint: Chinese name, parts optionally joined by a middle dot (e.g. 买买提·艾力). */
const CHINESE_NAME = new RegExp(`^${HAN}+(?:[${MIDDLE_DOT}]${HAN}+)*$`, 'u');
export const matchChinaName = patternRule('matchChinaName', CHINESE_NAME, 'chineseName', 'text');
export const matchChPoint = patternRule('matchChPoint', CHINESE_NAME, 'chineseName', 'text');

/** matchChLen: at least 30% of the (non-space) characters are Chinese. */
export function matchChLen(value: unknown, params?: { ratio?: number }): ValidationResult {
  const ratio = numberParam(params, 'ratio', 0.3);
  const text = readInput(value, 'text');
  if (text === null) return true;
  if (text === false) return fail('matchChLen', 'chineseRatio', { ratio });
  const chars = [...text.replace(/\s/g, '')];
  const han = chars.filter((c) => /\p{Script=Han}/u.test(c)).length;
  return han >= chars.length * ratio ? true : fail('matchChLen', 'chineseRatio', { ratio });
}

/** matchNumber: despite its name, English letters and spaces only. */
export const matchNumber = patternRule('matchNumber', /^[A-Za-z ]+$/, 'englishLetters', 'text');
/** matchEn: printable English (ASCII) and punctuation; line breaks allowed for addresses. */
export const matchEn = patternRule('matchEn', /^[\x20-\x7E\r\n\t]+$/, 'english', 'text');

/**
 * matchEnName, matchBank, matchBankSAddress, matchEnNameIn: letters, digits, limited punctuation.
 * The limited set is the SWIFT "x" character set (/ - ? : ( ) . , ' + space), because these
 * fields travel in the payment message to the beneficiary bank, which accepts nothing else.
 */
const SWIFT_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]+$/;
export const matchEnName = patternRule('matchEnName', SWIFT_TEXT, 'swiftText', 'text');
export const matchBank = patternRule('matchBank', SWIFT_TEXT, 'swiftText', 'text');
export const matchBankSAddress = patternRule('matchBankSAddress', SWIFT_TEXT, 'swiftText', 'text');
export const matchEnNameIn = patternRule('matchEnNameIn', SWIFT_TEXT, 'swiftText', 'text');

/** matchEnglish: word characters, spaces, dot, hyphen. */
export const matchEnglish = patternRule('matchEnglish', /^[A-Za-z0-9_ .-]+$/, 'englishWords', 'text');

/** matchZhOrEn: Chinese or English letters; matchZhOrEnOrS and matchZhOrEnOrIn also allow spaces. */
export const matchZhOrEn = patternRule('matchZhOrEn', new RegExp(`^[${HAN}A-Za-z]+$`, 'u'), 'zhOrEn', 'text');
export const matchZhOrEnOrS = patternRule(
  'matchZhOrEnOrS',
  new RegExp(`^[${HAN}A-Za-z ]+$`, 'u'),
  'zhOrEnSpace',
  'text',
);
export const matchZhOrEnOrIn = patternRule(
  'matchZhOrEnOrIn',
  new RegExp(`^[${HAN}A-Za-z ]+$`, 'u'),
  'zhOrEnSpace',
  'text',
);

/**
 * matchNoCh, matchEnNameH: no Chinese. Besides Han characters this rejects CJK punctuation
 * (U+3000-303F) and full-width forms (U+FF00-FFEF), which an IME produces and which a bank
 * message cannot carry either.
 */
const CHINESE_ANY = /[\p{Script=Han}\u3000-\u303F\uFF00-\uFFEF]/u;
function noChinese(rule: string) {
  return (value: unknown): ValidationResult => {
    const text = readInput(value, 'text');
    if (text === null) return true;
    return text === false || CHINESE_ANY.test(text) ? fail(rule, 'noChinese') : true;
  };
}
export const matchNoCh = noChinese('matchNoCh');
export const matchEnNameH = noChinese('matchEnNameH');

/**
 * Names outside China (registration, spec 000 section 5: "a number-exclusion pattern"):
 * letters of any script with combining marks, spaces, apostrophe, hyphen, dot and middle dot.
 * Not matchNumber (English letters only), which would refuse José, O'Brien or Nguyễn.
 */
export const nameNoDigits = patternRule(
  'nameNoDigits',
  new RegExp(`^[\\p{L}\\p{M} '’.\\-${MIDDLE_DOT}]+$`, 'u'),
  'nameNoDigits',
  'text',
);

// --- whitespace -------------------------------------------------------------------------------

/** banSpace: no whitespace anywhere (checked as typed, including the ideographic space). */
export function banSpace(value: unknown): ValidationResult {
  if (isEmptyValue(value)) return true;
  const text = asText(value);
  return text === null || /\s/.test(text) ? fail('banSpace', 'noSpace') : true;
}

/** crnTest: no leading or trailing whitespace (a customer reference number is copied verbatim). */
export function crnTest(value: unknown): ValidationResult {
  if (isEmptyValue(value)) return true;
  const text = asText(value);
  return text === null || text !== text.trim() ? fail('crnTest', 'noEdgeSpace') : true;
}
