/**
 * National bank routing codes of spec 001 section 5 ("Bank codes"). Each reads its input as a bank code:
 * spaces and hyphens removed (so "12-34-56" and "062 000" are fine), and ASCII digits only: a
 * full-width, Arabic-Indic or Devanagari digit is refused, not folded (normalizeBankCode).
 */
import type { ValidationResult } from '../types';
import { normalizeBankCode } from '../normalize';
import { fail } from './result';

function exactDigits(rule: string, length: number) {
  const re = new RegExp(`^\\d{${length}}$`);
  return (value: unknown): ValidationResult => {
    const text = normalizeBankCode(value);
    if (text === '') return true;
    return re.test(text) ? true : fail(rule, 'digitsExact', { length });
  };
}

/** UK sort code: 6 digits. */
export const sortCode = exactDigits('sortCode', 6);
/** Australian BSB (bank-state-branch): 6 digits. */
export const bsb = exactDigits('bsb', 6);
/** Canadian bank (institution) ID: 3 digits. */
export const bankId = exactDigits('bankId', 3);
/** Canadian branch (transit) number: 5 digits. */
export const branchNumber = exactDigits('branchNumber', 5);

/**
 * ABA routing transit number. The spec says "exactly 9 digits"; the real number also has
 * - a first two digits of 00-12 (Federal Reserve districts and government), 21-32 (thrifts),
 *   61-72 (electronic) or 80 (traveller's cheques), and
 * - the 3-7-1 checksum: 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
 * A typo in one digit always breaks the checksum, so the payment is stopped before the bank returns it.
 */
function routingNumber(rule: string) {
  return (value: unknown): ValidationResult => {
    const text = normalizeBankCode(value);
    if (text === '') return true;
    if (!/^\d{9}$/.test(text)) return fail(rule, 'digitsExact', { length: 9 });
    const prefix = Number(text.slice(0, 2));
    const prefixOk = prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
    const d = [...text].map(Number);
    const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
    return prefixOk && sum % 10 === 0 ? true : fail(rule, 'abaRouting');
  };
}
export const abaRouting = routingNumber('abaRouting');
/** ACH routing number: ACH payments are routed with the same ABA routing transit number. */
export const ach = routingNumber('ach');
