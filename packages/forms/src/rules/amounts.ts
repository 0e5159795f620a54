/**
 * Amount rules of spec 000 section 5 (matchMoney ... matchCompare) and spec 001 section 5 (Amounts).
 * Every comparison is on integer minor units (see money.ts); messages print amounts formatted
 * with 2 decimals and thousands separators, optionally preceded by the currency code.
 */
import type { ValidationResult } from '../types';
import { type Amount, formatMoney, parseMoney, toMinorUnits } from '../money';
import { isBlank, normalizeInput } from '../normalize';
import { fail } from './result';

/** The amount a user typed: null when empty, false when malformed, else minor units. */
export function readAmount(value: unknown): bigint | null | false {
  if (typeof value === 'bigint') return value;
  if (normalizeInput(value) === '') return null;
  return parseMoney(value) ?? false;
}

export interface AmountParams {
  readonly currency?: string;
}

function show(minor: bigint, currency: string | undefined): string {
  return currency ? `${currency} ${formatMoney(minor)}` : formatMoney(minor);
}

function amountParam(params: object | undefined, key: string, fallback: Amount): bigint {
  const raw = (params as Record<string, unknown> | undefined)?.[key];
  if (raw === undefined) return toMinorUnits(fallback);
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'bigint') {
    throw new TypeError(`Rule parameter "${key}" must be an amount, got ${String(raw)}`);
  }
  return toMinorUnits(raw);
}

/** matchMoney, matchMoneyMl: optional sign, digits with optional thousands separators, up to 2 decimals. */
export function matchMoney(value: unknown): ValidationResult {
  return readAmount(value) === false ? fail('matchMoney', 'money') : true;
}
export function matchMoneyMl(value: unknown): ValidationResult {
  return readAmount(value) === false ? fail('matchMoneyMl', 'money') : true;
}

/** matchMoneyMin: at or above a minimum (default 0.01: a payment is positive). */
export function matchMoneyMin(value: unknown, params?: AmountParams & { min?: Amount }): ValidationResult {
  const minor = readAmount(value);
  if (minor === null) return true;
  if (minor === false) return fail('matchMoneyMin', 'money');
  const min = amountParam(params, 'min', '0.01');
  return minor < min ? fail('matchMoneyMin', 'moneyMin', { min: show(min, params?.currency) }) : true;
}

/**
 * matchMoneyMax, matchMaxMoney, matchMaxMoney2: at or below the single-transaction maximum;
 * the message advises paying in batches. Default maximum 30000 (the single installment limit).
 */
function maxRule(rule: string) {
  return (value: unknown, params?: AmountParams & { max?: Amount }): ValidationResult => {
    const minor = readAmount(value);
    if (minor === null) return true;
    if (minor === false) return fail(rule, 'money');
    const max = amountParam(params, 'max', 30000);
    return minor > max ? fail(rule, 'moneyMaxBatch', { max: show(max, params?.currency) }) : true;
  };
}
export const matchMoneyMax = maxRule('matchMoneyMax');
export const matchMaxMoney = maxRule('matchMaxMoney');
export const matchMaxMoney2 = maxRule('matchMaxMoney2');

/** matchCompare (A2 form): not above the amount due, and never above 30000 (spec 000 section 9). */
export function matchCompare(value: unknown, params?: AmountParams & { due?: Amount; cap?: Amount }): ValidationResult {
  const minor = readAmount(value);
  if (minor === null) return true;
  if (minor === false) return fail('matchCompare', 'money');
  const cap = amountParam(params, 'cap', 30000);
  if (params?.due !== undefined) {
    const due = amountParam(params, 'due', 0);
    if (minor > due) return fail('matchCompare', 'compareDue', { due: show(due, params.currency) });
  }
  return minor > cap ? fail('matchCompare', 'moneyMax', { max: show(cap, params?.currency) }) : true;
}

/** Installment amount (spec 001): whole amounts only, at least 1, at most 30000 per transaction. */
export function installmentAmount(value: unknown, params?: AmountParams & { max?: Amount }): ValidationResult {
  const minor = readAmount(value);
  if (minor === null) return true;
  if (minor === false) return fail('installmentAmount', 'money');
  if (minor % 100n !== 0n) return fail('installmentAmount', 'installmentInteger');
  if (minor < 100n) return fail('installmentAmount', 'moneyMin', { min: show(100n, params?.currency) });
  const max = amountParam(params, 'max', 30000);
  return minor > max ? fail('installmentAmount', 'moneyMaxBatch', { max: show(max, params?.currency) }) : true;
}

/** Amount not above the bill (bill, tenancy contract or partner order amount: spec 001 Amounts). */
export function notAboveBill(value: unknown, params?: AmountParams & { bill?: Amount }): ValidationResult {
  const minor = readAmount(value);
  if (minor === null || params?.bill === undefined || params.bill === '') return true;
  if (minor === false) return fail('notAboveBill', 'money');
  const bill = amountParam(params, 'bill', 0);
  return minor > bill ? fail('notAboveBill', 'notAboveBill', { bill: show(bill, params.currency) }) : true;
}

/** Threshold above which a passport is required: 300,000 CNY (spec 001 Amounts). */
export const PASSPORT_THRESHOLD_CNY = 300000;

/**
 * passportRequired: the value (a passport number or uploaded files) is required when the
 * order amount in CNY exceeds 300,000 (strictly above). An unreadable amount is left to the amount rule.
 */
export function passportRequired(
  value: unknown,
  params?: { amountCny?: unknown; threshold?: Amount },
): ValidationResult {
  const amount = readAmount(params?.amountCny);
  if (amount === null || amount === false) return true;
  const threshold = amountParam(params, 'threshold', PASSPORT_THRESHOLD_CNY);
  if (amount > threshold && isBlank(value)) {
    return fail('passportRequired', 'passportRequired', { threshold: show(threshold, 'CNY') });
  }
  return true;
}
