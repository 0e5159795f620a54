/**
 * IBAN (ISO 13616-1): country code, two check digits, then a BBAN whose length and format the country's
 * entry in the IBAN registry fixes; the whole is checked with ISO 7064 MOD 97-10, then with the national
 * check digits where the country has them.
 *
 * The registry kept by SWIFT (the ISO 13616 registration authority) is the authority, so its entries are
 * the data below. ibantools, still used for the national check digits, is not followed for countries and
 * formats: it also accepts country codes the registry does not list (Algeria, Iran, Morocco, Senegal...
 * from unofficial lists, and territories such as GF or AX, whose accounts carry FR and FI IBANs), and its
 * BBAN formats differ from the registry's for BY, DO, GE, IE, PK, PS, TR and VG (standards.test.ts has a
 * vector for each).
 *
 * The spec (001 section 5) says "IBAN 22 letters or digits" and keeps the screen rule
 * `uppercaseAndNumericIban` (catalogue.ts). 22 is only the length of some countries (GB, DE, IE...):
 * a Dutch IBAN has 18, a French one 27, so `iban` checks the length of the IBAN's own country.
 */
import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { ValidationResult } from '../types';
import { normalizeBankCode } from '../normalize';
import { fail } from './result';

/**
 * BBAN structure by IBAN country code, in the registry's notation: n digits, a upper-case letters,
 * c letters or digits, each with its exact count ("4!a6!n8!n"). Source: SWIFT IBAN Registry, release 101
 * (the "BBAN structure" of each entry; territories the registry folds into an entry, such as the French
 * overseas ones under FR, use that entry's prefix and have none of their own).
 */
const BBAN_STRUCTURE: Readonly<Record<string, string>> = {
  AD: '4!n4!n12!c',
  AE: '3!n16!n',
  AL: '8!n16!c',
  AT: '5!n11!n',
  AZ: '4!a20!c',
  BA: '3!n3!n8!n2!n',
  BE: '3!n7!n2!n',
  BG: '4!a4!n2!n8!c',
  BH: '4!a14!c',
  BI: '5!n5!n11!n2!n',
  BR: '8!n5!n10!n1!a1!c',
  BY: '4!c4!n16!c',
  CH: '5!n12!c',
  CR: '4!n14!n',
  CY: '3!n5!n16!c',
  CZ: '4!n16!n',
  DE: '8!n10!n',
  DJ: '5!n5!n11!n2!n',
  DK: '4!n9!n1!n',
  DO: '4!c20!n',
  EE: '2!n14!n',
  EG: '4!n4!n17!n',
  ES: '4!n4!n1!n1!n10!n',
  FI: '3!n11!n',
  FK: '2!a12!n',
  FO: '4!n9!n1!n',
  FR: '5!n5!n11!c2!n',
  GB: '4!a6!n8!n',
  GE: '2!a16!n',
  GI: '4!a15!c',
  GL: '4!n9!n1!n',
  GR: '3!n4!n16!c',
  GT: '4!c20!c',
  HN: '4!a20!n',
  HR: '7!n10!n',
  HU: '3!n4!n1!n15!n1!n',
  IE: '4!a6!n8!n',
  IL: '3!n3!n13!n',
  IQ: '4!a3!n12!n',
  IS: '4!n2!n6!n10!n',
  IT: '1!a5!n5!n12!c',
  JO: '4!a4!n18!c',
  KW: '4!a22!c',
  KZ: '3!n13!c',
  LB: '4!n20!c',
  LC: '4!a24!c',
  LI: '5!n12!c',
  LT: '5!n11!n',
  LU: '3!n13!c',
  LV: '4!a13!c',
  LY: '3!n3!n15!n',
  MC: '5!n5!n11!c2!n',
  MD: '2!c18!c',
  ME: '3!n13!n2!n',
  MK: '3!n10!c2!n',
  MN: '4!n12!n',
  MR: '5!n5!n11!n2!n',
  MT: '4!a5!n18!c',
  MU: '4!a2!n2!n12!n3!n3!a',
  NI: '4!a20!n',
  NL: '4!a10!n',
  NO: '4!n6!n1!n',
  OM: '3!n16!c',
  PK: '4!a16!c',
  PL: '8!n16!n',
  PS: '4!a21!c',
  PT: '4!n4!n11!n2!n',
  QA: '4!a21!c',
  RO: '4!a16!c',
  RS: '3!n13!n2!n',
  RU: '9!n5!n15!c',
  SA: '2!n18!c',
  SC: '4!a2!n2!n16!n3!a',
  SD: '2!n12!n',
  SE: '3!n16!n1!n',
  SI: '5!n8!n2!n',
  SK: '4!n6!n10!n',
  SM: '1!a5!n5!n12!c',
  SO: '4!n3!n12!n',
  ST: '4!n4!n11!n2!n',
  SV: '4!a20!n',
  TL: '3!n14!n2!n',
  TN: '2!n3!n13!n2!n',
  TR: '5!n1!n16!c',
  UA: '6!n19!c',
  VA: '3!n15!n',
  VG: '4!a16!n',
  XK: '4!n10!n2!n',
  YE: '4!a4!n18!c',
};

const CLASS = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' } as const;

/** The registry's BBAN structure of a country as a pattern and a length, or undefined outside the registry. */
function bbanOf(country: string): { pattern: RegExp; length: number } | undefined {
  const structure = Object.hasOwn(BBAN_STRUCTURE, country) ? BBAN_STRUCTURE[country] : undefined;
  if (structure === undefined) return undefined;
  let pattern = '';
  let length = 0;
  for (const [, count, kind] of structure.matchAll(/(\d+)!([nac])/g)) {
    pattern += `${CLASS[kind as keyof typeof CLASS]}{${count}}`;
    length += Number(count);
  }
  return { pattern: new RegExp(`^${pattern}$`), length };
}

/**
 * ISO 7064 MOD 97-10 over the IBAN with its first four characters moved to the end, letters counting
 * 10 (A) to 35 (Z): 1 for a valid IBAN. Computed here because ibantools exports no checksum of its own
 * and reports a checksum error whenever its BBAN format fails, which is wrong for the four countries
 * where the registry allows more than it does (BY, DO, PK, PS).
 */
function mod97(iban: string): number {
  let rest = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const value = parseInt(ch, 36);
    rest = (rest * (value < 10 ? 10 : 100) + value) % 97;
  }
  return rest;
}

/**
 * Electronic form of an IBAN: spaces and hyphens removed, ASCII letters upper-cased. Nothing is folded:
 * a full-width or other non-ASCII character stays, and `iban` refuses it.
 */
export function electronicIban(value: unknown): string {
  return normalizeBankCode(value);
}

export function iban(value: unknown, params?: { country?: string }): ValidationResult {
  const text = electronicIban(value);
  if (text === '') return true;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(text)) return fail('iban', 'ibanFormat');
  const country = text.slice(0, 2);
  const bban = bbanOf(country);
  if (!bban) return fail('iban', 'ibanCountry', { country });
  const expected = params?.country?.toUpperCase();
  if (expected && expected !== country) return fail('iban', 'ibanCountryMismatch', { country: expected });
  if (text.length !== bban.length + 4) return fail('iban', 'ibanLength', { country, length: bban.length + 4 });
  if (!bban.pattern.test(text.slice(4))) return fail('iban', 'ibanFormat');
  // ISO 13616 check digits run from 02 to 98: 00, 01 and 99 never pass, whatever the remainder.
  const checkDigits = Number(text.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98 || mod97(text) !== 1) return fail('iban', 'ibanChecksum');
  const national = validateIBAN(text).errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum);
  return national ? fail('iban', 'ibanChecksum') : true;
}
