/**
 * Length bounds and password rules of spec 000 section 5:
 * phone_between, captcha_between, min, max, password_min, password_max ("length bounds (trimmed)"),
 * confirmed, and `password` (6 to 20 letters, digits, symbols).
 * Lengths count code points, so a rare Han character outside the BMP counts as one.
 */
import type { ValidationResult } from '../types';
import { asText, charLength, isEmptyValue } from '../normalize';
import { readInput } from './pattern';
import { fail, numberParam } from './result';

function between(rule: string, messageId: 'phoneLength' | 'captcha', defMin: number, defMax: number) {
  return (value: unknown, params?: { min?: number; max?: number }): ValidationResult => {
    const min = numberParam(params, 'min', defMin);
    const max = numberParam(params, 'max', defMax);
    const text = readInput(value, 'code');
    if (text === null) return true;
    if (text === false) return fail(rule, messageId, { min, max });
    const n = charLength(text);
    return n < min || n > max ? fail(rule, messageId, { min, max }) : true;
  };
}

/** phone_between: the non-China phone length, 5 to 12 by default (spec 000 section 9). */
export const phone_between = between('phone_between', 'phoneLength', 5, 12);
/** captcha_between: the image captcha is exactly 4 characters; failure shows the verification-error message. */
export const captcha_between = between('captcha_between', 'captcha', 4, 4);

function minRule(rule: string, fallback: number) {
  return (value: unknown, params?: { length?: number }): ValidationResult => {
    const length = numberParam(params, 'length', fallback);
    const text = readInput(value, 'text');
    if (text === null) return true;
    return text === false || charLength(text) < length ? fail(rule, 'minLength', { min: length }) : true;
  };
}
function maxRule(rule: string, fallback: number) {
  return (value: unknown, params?: { length?: number }): ValidationResult => {
    const length = numberParam(params, 'length', fallback);
    const text = readInput(value, 'text');
    if (text === null) return true;
    return text === false || charLength(text) > length ? fail(rule, 'maxLength', { max: length }) : true;
  };
}

/** min / max: at least / at most `length` characters, trimmed. */
export const min = minRule('min', 1);
export const max = maxRule('max', Number.MAX_SAFE_INTEGER);
/** password_min / password_max: 6 and 20 (spec 000 section 9). */
export const password_min = minRule('password_min', 6);
export const password_max = maxRule('password_max', 20);

/**
 * password: 6 to 20 letters, digits or symbols (printable ASCII, no space).
 * A password is never normalised: a full-width or Chinese character is rejected with a message,
 * not silently turned into something the user did not type.
 */
export function password(value: unknown, params?: { min?: number; max?: number }): ValidationResult {
  const lo = numberParam(params, 'min', 6);
  const hi = numberParam(params, 'max', 20);
  if (isEmptyValue(value)) return true;
  const text = asText(value);
  if (text === null || !/^[\x21-\x7E]*$/.test(text)) return fail('password', 'passwordChars');
  if (text.length < lo || text.length > hi) return fail('password', 'passwordLength', { min: lo, max: hi });
  return true;
}

/** confirmed: the confirmation equals the password exactly (no trimming: passwords are compared as typed). */
export function confirmed(value: unknown, params?: { target?: unknown }): ValidationResult {
  if (isEmptyValue(value)) return true;
  return value === params?.target ? true : fail('confirmed', 'confirmed');
}
