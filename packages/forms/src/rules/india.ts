/** India-flow rules of spec 001 sections 3 and 5: IFSC, PAN, AADHAAR, PIN code, TCS amount. */
import type { ValidationResult } from '../types';
import { formatMoney } from '../money';
import { readAmount } from './amounts';
import { normalizeBankCode, normalizeCode } from '../normalize';
import { fail } from './result';
import { verhoeffValid } from './verhoeff';

/** IFSC (RBI): 4-letter bank code, a 0 reserved for future use, 6-character branch code; ASCII only. */
export function ifsc(value: unknown): ValidationResult {
  const text = normalizeBankCode(value);
  if (text === '') return true;
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(text) ? true : fail('ifsc', 'ifsc');
}

/**
 * PAN (Income Tax Department): AAAAA9999A, where the 4th letter is the holder type:
 * P person, C company, H HUF, F firm, A association of persons, T trust, B body of individuals,
 * L local authority, J artificial juridical person, G government. Any other 4th letter is not a PAN.
 * The 4 digits are a sequence number running from 0001 to 9999, so 0000 is never issued.
 */
const PAN_HOLDER_TYPES = 'PCHFATBLJG';
export function pan(value: unknown): ValidationResult {
  const text = normalizeCode(value);
  if (text === '') return true;
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(text)) return fail('pan', 'panFormat');
  if (!PAN_HOLDER_TYPES.includes(text[3]!)) return fail('pan', 'panHolderType');
  return text.slice(5, 9) === '0000' ? fail('pan', 'panSerial') : true;
}

/**
 * AADHAAR (UIDAI): 12 digits, the first 2-9 (0 and 1 are never issued), the last a Verhoeff check
 * digit. Typed with spaces ("2341 2341 2346") is fine.
 */
export function aadhaar(value: unknown): ValidationResult {
  const text = normalizeCode(value);
  if (text === '') return true;
  if (!/^[2-9]\d{11}$/.test(text)) return fail('aadhaar', 'aadhaarFormat');
  return verhoeffValid(text) ? true : fail('aadhaar', 'aadhaarChecksum');
}

/** Indian postal PIN code: 6 digits, the first 1-9 ("110 001" is fine). */
export function indiaPinCode(value: unknown): ValidationResult {
  const text = normalizeCode(value);
  if (text === '') return true;
  return /^[1-9]\d{5}$/.test(text) ? true : fail('indiaPinCode', 'pinCode');
}

/** TCS cap a user may declare: 700,000 INR (the 7 lakh TCS threshold), in paise. */
export const TCS_CAP_MINOR = 70_000_000n;

/**
 * tcsAmount: the TCS declaration. 0 is allowed ("enter 0 if nothing was exchanged this fiscal year"),
 * negative amounts are not, and at most 700,000 INR may be entered.
 */
export function tcsAmount(value: unknown): ValidationResult {
  const minor = readAmount(value);
  if (minor === null) return true;
  if (minor === false) return fail('tcsAmount', 'money');
  if (minor < 0n) return fail('tcsAmount', 'moneyMin', { min: formatMoney(0n) });
  if (minor > TCS_CAP_MINOR) return fail('tcsAmount', 'moneyMax', { max: formatMoney(TCS_CAP_MINOR) });
  return true;
}
