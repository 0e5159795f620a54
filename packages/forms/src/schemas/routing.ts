/**
 * Which bank routing fields an order asks for, by the collection (paying-to) country
 * (spec 001 section 3: "Routing fields by country"). Country codes are ISO 3166 alpha-3, as the
 * product's country lists use them (CHN, IND...).
 */
import type { FormValues, RuleRef } from './types';

export type RoutingField =
  'aba_routing' | 'ach_number' | 'swift_code' | 'sort_code' | 'iban' | 'bank_id' | 'branch_number' | 'bsb';

/** Countries whose accounts are identified by IBAN, alpha-3 -> the IBAN's alpha-2 prefix. */
export const IBAN_COUNTRIES: Readonly<Record<string, string>> = {
  AUT: 'AT',
  BEL: 'BE',
  BGR: 'BG',
  HRV: 'HR',
  CYP: 'CY',
  CZE: 'CZ',
  DNK: 'DK',
  EST: 'EE',
  FIN: 'FI',
  FRA: 'FR',
  DEU: 'DE',
  GRC: 'GR',
  HUN: 'HU',
  ISL: 'IS',
  IRL: 'IE',
  ITA: 'IT',
  LVA: 'LV',
  LIE: 'LI',
  LTU: 'LT',
  LUX: 'LU',
  MLT: 'MT',
  MCO: 'MC',
  NLD: 'NL',
  NOR: 'NO',
  POL: 'PL',
  PRT: 'PT',
  ROU: 'RO',
  SMR: 'SM',
  SVK: 'SK',
  SVN: 'SI',
  ESP: 'ES',
  SWE: 'SE',
  CHE: 'CH',
  ARE: 'AE',
  SAU: 'SA',
  TUR: 'TR',
  ISR: 'IL',
  QAT: 'QA',
  GEO: 'GE',
  UKR: 'UA',
  JOR: 'JO',
  BHR: 'BH',
  KWT: 'KW',
  PAK: 'PK',
  EGY: 'EG',
};

/** field -> required or optional, for one collection country. */
export function routingFieldsFor(collectionCountry: unknown): Partial<Record<RoutingField, 'required' | 'optional'>> {
  const country = String(collectionCountry ?? '').toUpperCase();
  switch (country) {
    case 'USA':
      return { aba_routing: 'required', ach_number: 'optional', swift_code: 'optional' };
    case 'GBR':
      return { sort_code: 'required', swift_code: 'optional', iban: 'optional' };
    case 'AUS':
      return { bsb: 'required', swift_code: 'required' };
    case 'CAN':
      return { bank_id: 'required', branch_number: 'required', swift_code: 'required' };
    default:
      if (IBAN_COUNTRIES[country]) return { iban: 'required', swift_code: 'required' };
      return country === '' ? {} : { swift_code: 'required' };
  }
}

/** The rule of each routing field: the real-world check (checksums, country lengths). */
export function routingRule(field: RoutingField, collectionCountry: unknown): RuleRef {
  switch (field) {
    case 'aba_routing':
      return 'abaRouting';
    case 'ach_number':
      return 'ach';
    case 'swift_code':
      return 'bic';
    case 'sort_code':
      return 'sortCode';
    case 'iban': {
      const alpha2 =
        String(collectionCountry ?? '').toUpperCase() === 'GBR'
          ? 'GB'
          : IBAN_COUNTRIES[String(collectionCountry ?? '').toUpperCase()];
      return alpha2 ? ['iban', { country: alpha2 }] : 'iban';
    }
    case 'bank_id':
      return 'bankId';
    case 'branch_number':
      return 'branchNumber';
    case 'bsb':
      return 'bsb';
  }
}

/** Every routing field, in the order forms show them. */
export const ROUTING_FIELDS: readonly RoutingField[] = [
  'aba_routing',
  'ach_number',
  'swift_code',
  'sort_code',
  'iban',
  'bank_id',
  'branch_number',
  'bsb',
];

/** The rules of one routing field for the values' collection_country: none when the country does not use it. */
export function routingFieldRules(field: RoutingField) {
  return (v: FormValues): readonly RuleRef[] => {
    const mode = routingFieldsFor(v['collection_country'])[field];
    if (!mode) return [];
    const rule = routingRule(field, v['collection_country']);
    return mode === 'required' ? ['required', rule] : [rule];
  };
}

/** Accounts in IBAN countries are identified by the IBAN: the national account number is optional there. */
export const isIbanCountry = (v: FormValues): boolean =>
  IBAN_COUNTRIES[String(v['collection_country'] ?? '').toUpperCase()] !== undefined;
