/**
 * Rent contract period (spec 001 section 5): the start must not be after the end, and the span
 * must not exceed one year, which the spec fixes as 31536000000 ms (365 days). So a contract from
 * 1 Jan 2024 to 1 Jan 2025 (366 days, a leap year) is refused, while 1 Jan 2024 to 31 Dec 2024 passes.
 *
 * Dates are calendar days. A 'YYYY-MM-DD' string or { year, month, day } is read at UTC midnight,
 * so daylight saving never adds or removes an hour from the span.
 */
import type { ValidationResult } from '../types';
import { normalizeInput } from '../normalize';
import { fail, numberParam } from './result';

export const RENT_MAX_SPAN_MS = 31_536_000_000;

export type DateInput =
  Date | number | string | { readonly year: unknown; readonly month: unknown; readonly day: unknown };

/** Milliseconds since the epoch of a date input, or null when it is not a real date. */
export function toEpochMs(input: unknown): number | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input.getTime();
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  let y: number;
  let m: number;
  let d: number;
  if (typeof input === 'string') {
    const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(normalizeInput(input));
    if (!match) return null;
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if (typeof input === 'object' && input !== null && 'year' in input) {
    const parts = input as { year: unknown; month: unknown; day: unknown };
    [y, m, d] = [
      Number(normalizeInput(parts.year)),
      Number(normalizeInput(parts.month)),
      Number(normalizeInput(parts.day)),
    ];
  } else {
    return null;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date.getTime() : null;
}

function present(input: unknown): boolean {
  return input !== undefined && input !== null && input !== '';
}

/** rentPeriod: value { start, end }; passes while either is missing (required says that). */
export function rentPeriod(value: unknown, params?: { maxSpanMs?: number }): ValidationResult {
  const maxSpan = numberParam(params, 'maxSpanMs', RENT_MAX_SPAN_MS);
  const { start, end } = (typeof value === 'object' && value !== null ? value : {}) as {
    start?: unknown;
    end?: unknown;
  };
  if (!present(start) || !present(end)) return true;
  const s = toEpochMs(start);
  const e = toEpochMs(end);
  if (s === null || e === null) return fail('rentPeriod', 'dateInvalid');
  if (s > e) return fail('rentPeriod', 'rentStartAfterEnd');
  if (e - s > maxSpan) return fail('rentPeriod', 'rentSpanTooLong', { days: Math.floor(maxSpan / 86_400_000) });
  return true;
}

/** date: a real calendar date (e.g. date of birth, passport date of birth). */
export function date(value: unknown): ValidationResult {
  if (!present(value) || (typeof value === 'string' && value.trim() === '')) return true;
  return toEpochMs(value) === null ? fail('date', 'dateInvalid') : true;
}
