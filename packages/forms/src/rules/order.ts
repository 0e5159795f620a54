/** Order-form rules of spec 001 section 5 and the matchFeeMax row of spec 000 section 5. */
import type { ValidationResult } from '../types';
import { isBlank, normalizeCode, normalizeInput } from '../normalize';
import { fail, numberParam } from './result';

/**
 * matchFeeMax: the number of items separated by semicolons (ASCII or full-width) must be
 * *below* `limit`, as the spec words it; the message says "at most limit - 1".
 */
export function matchFeeMax(value: unknown, params?: { limit?: number }): ValidationResult {
  const limit = numberParam(params, 'limit', 10);
  const text = normalizeInput(value);
  if (text === '') return true;
  const count = text.split(/[;；]/).filter((part) => part.trim() !== '').length;
  return count < limit ? true : fail('matchFeeMax', 'tooManyItems', { max: limit - 1 });
}

/** Purposes: more than one allowed, at most `max` (a list of chosen purposes). */
export function purposesCount(value: unknown, params?: { max?: number }): ValidationResult {
  const max = numberParam(params, 'max', 5);
  if (!Array.isArray(value)) return true;
  return value.length > max ? fail('purposesCount', 'tooManyItems', { max }) : true;
}

export interface YearMonth {
  readonly year?: unknown;
  readonly month?: unknown;
}

/**
 * admissionYearMonth: year and month of admission, both or neither (spec 000, registration);
 * with { required: true } both must be given (spec 001: "must both be filled"; spec 000: Australian
 * or Singapore schools with China residence). A year outside `years` (the offered choices) fails.
 */
export function admissionYearMonth(
  value: unknown,
  params?: { required?: boolean; years?: readonly number[] },
): ValidationResult {
  const { year, month } = (typeof value === 'object' && value !== null ? value : {}) as YearMonth;
  const hasYear = !isBlank(year);
  const hasMonth = !isBlank(month);
  if (!hasYear && !hasMonth) return params?.required ? fail('admissionYearMonth', 'admissionRequired') : true;
  if (hasYear !== hasMonth) return fail('admissionYearMonth', 'admissionBoth');
  const y = Number(normalizeInput(year));
  const m = Number(normalizeInput(month));
  if (!Number.isInteger(y) || y < 1900 || y > 2999 || !Number.isInteger(m) || m < 1 || m > 12) {
    return fail('admissionYearMonth', 'dateInvalid');
  }
  if (params?.years && !params.years.includes(y)) return fail('admissionYearMonth', 'oneOf');
  return true;
}

/** oneOf: the value is one of the offered options (selects whose options the server sends). */
export function oneOf(value: unknown, params?: { values?: readonly unknown[] }): ValidationResult {
  if (isBlank(value) || !params?.values) return true;
  return params.values.includes(value) ? true : fail('oneOf', 'oneOf');
}

/** Living-expense remittance currencies (spec 001 Amounts). */
export const LIVING_EXPENSE_CURRENCIES = ['USD', 'GBP', 'CAD', 'AUD', 'EUR'] as const;

/** livingExpenseCurrency: only USD, GBP, CAD, AUD or EUR. */
export function livingExpenseCurrency(value: unknown): ValidationResult {
  const code = normalizeCode(value);
  if (code === '') return true;
  return (LIVING_EXPENSE_CURRENCIES as readonly string[]).includes(code)
    ? true
    : fail('livingExpenseCurrency', 'currencyNotSupported', { currencies: LIVING_EXPENSE_CURRENCIES });
}
