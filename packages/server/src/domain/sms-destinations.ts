/**
 * Where a verification SMS goes, for its hard caps: the destination is the calling code (what an
 * SMS gateway bills by, and what SMS pumping farms: premium ranges behind one code). The product
 * serves the calling codes of the countries its payers are in: the ones tel_code_list puts first
 * (data/site.ts TEL_CODE_FIRST: the Chinese mainland, Hong Kong, Macao, Taiwan, the study countries
 * and the paying-from countries of the order form: India, Malaysia, Nigeria, Thailand, the UK, the
 * US). Every other calling code shares one small daily budget. +1 is served whole: it is the US's
 * and Canada's, and also the Caribbean's (their own hourly cap is the served one).
 */
import { COUNTRIES } from '../data/countries';
import { CHANGE_COUNTRIES, REMITTANCE_COUNTRIES, TEL_CODE_FIRST } from '../data/site';

const SERVED_COUNTRIES = new Set([...TEL_CODE_FIRST, ...REMITTANCE_COUNTRIES, ...CHANGE_COUNTRIES.map((c) => c.value)]);

/** Calling codes ('+86') of the served countries. */
export const SERVED_CALLING_CODES: ReadonlySet<string> = new Set(
  COUNTRIES.filter((row) => SERVED_COUNTRIES.has(row[0]) || SERVED_COUNTRIES.has(row[1])).map((row) => `+${row[2]}`),
);

/** '+86', '+7': the tel_code as the phone key writes it (digits after one '+', no leading 00). */
export const callingCode = (telCode: string): string => `+${telCode.replace(/\D/g, '').replace(/^00/, '')}`;

export const isServed = (code: string): boolean => SERVED_CALLING_CODES.has(code);
