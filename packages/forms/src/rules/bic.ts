/**
 * BIC / SWIFT code (ISO 9362): 4-letter institution code, 2-letter ISO 3166 country code,
 * 2-character location, optional 3-character branch, in ASCII (a full-width letter or digit is refused).
 *
 * The spec has two looser rules: `digit_check` (8 or 11 uppercase letters or digits) and
 * `matchSwift` (1-12 word characters), kept in catalogue.ts. `bic` is what schemas use:
 * "DEUT12FF" passes digit_check but its "country" 12 does not exist.
 */
import { getCountrySpecifications } from 'ibantools';
import type { ValidationResult } from '../types';
import { normalizeBankCode } from '../normalize';
import { fail } from './result';

export function bic(value: unknown): ValidationResult {
  const text = normalizeBankCode(value);
  if (text === '') return true;
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(text)) return fail('bic', 'bicFormat');
  // ibantools' country table covers every ISO 3166-1 alpha-2 code, with or without IBAN.
  if (!getCountrySpecifications()[text.slice(4, 6)]) return fail('bic', 'bicCountry', { country: text.slice(4, 6) });
  return true;
}
