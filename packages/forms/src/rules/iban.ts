/**
 * IBAN (ISO 13616): country code, two check digits, then a BBAN whose length and shape depend on
 * the country; the whole is checked with ISO 7064 MOD 97-10. Country lengths, BBAN formats and
 * the national checksums come from `ibantools` (which follows the SWIFT IBAN registry).
 *
 * The spec (001 section 5) says "IBAN 22 letters or digits" and keeps the screen rule
 * `uppercaseAndNumericIban` (catalogue.ts). 22 is only the length of some countries (GB, DE, IE...):
 * a Dutch IBAN has 18, a French one 27, so `iban` checks the length of the IBAN's own country.
 */
import { getCountrySpecifications, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { ValidationResult } from '../types';
import { normalizeCode } from '../normalize';
import { fail } from './result';

/** Electronic form of an IBAN: spaces and hyphens removed, upper case, full-width folded. */
export function electronicIban(value: unknown): string {
  return normalizeCode(value);
}

export function iban(value: unknown, params?: { country?: string }): ValidationResult {
  const text = electronicIban(value);
  if (text === '') return true;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(text)) return fail('iban', 'ibanFormat');
  const country = text.slice(0, 2);
  const spec = getCountrySpecifications()[country];
  if (!spec?.chars) return fail('iban', 'ibanCountry', { country });
  const expected = params?.country?.toUpperCase();
  if (expected && expected !== country) return fail('iban', 'ibanCountryMismatch', { country: expected });
  const { errorCodes } = validateIBAN(text);
  if (errorCodes.length === 0) return true;
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) {
    return fail('iban', 'ibanLength', { country, length: spec.chars });
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return fail('iban', 'ibanFormat');
  return fail('iban', 'ibanChecksum');
}
