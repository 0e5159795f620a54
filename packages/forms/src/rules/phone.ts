/**
 * Phone rules. The spec's `phone` and `matchMob` patterns are in catalogue.ts; here are
 * the real mainland ranges (`cnMobile`) and the login rule that picks a pattern by area code.
 */
import type { ValidationResult } from '../types';
import { normalizeCode, normalizeInput } from '../normalize';
import { phone, phone_numeric } from './catalogue';
import { phone_between } from './length';
import { fail } from './result';

/**
 * Mainland 11-digit mobile ranges allocated by MIIT (the ministry that assigns them): 13x, 145, 147-149,
 * 15x except 154, 1610, 162/165/166/167, 170-173 and 175-178, 174 (1740[0-5] China Telecom satellite,
 * 1740[6-9] and 1741[0-2] MIIT emergency communications, 1749 maritime satellite), 18x, 19x except 194.
 * Google's libphonenumber metadata (and so libphonenumber-js, 1.13 included) lacks 148, 149 and most of
 * 174: it adds a range only on an ITU or operator document it can cite (google/libphonenumber #608 and
 * #1976 closed without 149), so it is not the source here. The other prefixes (140-144, 146, 154, the
 * rest of 161, 164, 179, 194, 1742-1748) hold no 11-digit mobile number, though the spec's 1[3-9]\d{9}
 * lets them through.
 */
const CN_MOBILE = /^(?:1(?:610\d|74(?:0\d|1[0-2]|9\d))\d{6}|1(?:[38]\d|4[5789]|[59][0-35-9]|6[25-7]|7[0-35-8])\d{8})$/;

/** Strip the country code a user may paste (+86, 0086, 86) in front of an 11-digit number. */
function nationalCnNumber(text: string): string {
  const digits = text.replace(/^\+/, '');
  if (/^0086\d{11}$/.test(digits)) return digits.slice(4);
  if (/^86\d{11}$/.test(digits)) return digits.slice(2);
  return text;
}

/** cnMobile: a mainland mobile number in an allocated range; spaces, hyphens and +86 are allowed around it. */
export function cnMobile(value: unknown): ValidationResult {
  const text = normalizeCode(value);
  if (text === '') return true;
  return CN_MOBILE.test(nationalCnNumber(text)) ? true : fail('cnMobile', 'phone');
}

/** '+86', '86', '0086' -> '86'. */
export function callingCode(areaCode: unknown): string {
  return normalizeInput(areaCode).replace(/\D/g, '').replace(/^00/, '');
}

/**
 * National mobile numbers by calling code, for the countries whose payers we serve beyond the
 * mainland, from Google's libphonenumber metadata (mobile, national significant number).
 * The few patterns we need are kept here rather than shipping libphonenumber-js's metadata in the
 * browser bundle: India (+91) mobiles are 10 digits starting 6-9. A leading trunk 0 is accepted
 * because people type the number as they dial it at home.
 */
const NATIONAL_MOBILE: Readonly<Record<string, RegExp>> = {
  '91': /^0?[6-9]\d{9}$/,
};

/**
 * loginPhone (spec 000 section 5, Login and registration): for +86 the mainland pattern
 * (1, then 3-9, then 9 digits: the spec's `phone` rule); digits only, 5 to 12, elsewhere, and the
 * country's own mobile pattern where we know it (NATIONAL_MOBILE: "12345" is no Indian mobile).
 */
export function loginPhone(value: unknown, params?: { areaCode?: unknown }): ValidationResult {
  const code = callingCode(params?.areaCode ?? '86');
  if (code === '86') {
    const result = phone(value);
    return result === true ? true : { ...result, rule: 'loginPhone' };
  }
  const digits = phone_numeric(value);
  if (digits !== true) return { ...digits, rule: 'loginPhone' };
  const national = NATIONAL_MOBILE[code];
  const text = normalizeCode(value);
  if (national && text !== '') return national.test(text) ? true : fail('loginPhone', 'phone');
  const length = phone_between(value);
  return length === true ? true : { ...length, rule: 'loginPhone' };
}
