import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RENT_MAX_SPAN_MS, rentPeriod, toEpochMs } from './rent';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('rentPeriod (spec 001: start not after end, span at most 31536000000 ms)', () => {
  it('uses the spec constant: 365 days', () => {
    expect(RENT_MAX_SPAN_MS).toBe(365 * DAY);
  });

  it('reads date-only strings at UTC midnight (no daylight-saving hour)', () => {
    expect(toEpochMs('2025-03-30')! - toEpochMs('2025-03-29')!).toBe(DAY);
  });

  // Property: for any two calendar days between 2000 and 2100, the rule agrees with the definition.
  const day = fc.integer({ min: Date.UTC(2000, 0, 1) / DAY, max: Date.UTC(2100, 0, 1) / DAY }).map((d) => d * DAY);

  it('passes exactly when start <= end and end - start <= 31536000000 ms', () => {
    fc.assert(
      fc.property(day, day, (s, e) => {
        const result = rentPeriod({ start: iso(s), end: iso(e) });
        expect(result === true).toBe(s <= e && e - s <= RENT_MAX_SPAN_MS);
        if (result !== true) {
          expect(result.messageId).toBe(s > e ? 'rentStartAfterEnd' : 'rentSpanTooLong');
        }
      }),
    );
  });

  it('accepts the boundary span and refuses one day more, from any start', () => {
    fc.assert(
      fc.property(day, (s) => {
        expect(rentPeriod({ start: iso(s), end: iso(s + RENT_MAX_SPAN_MS) })).toBe(true);
        expect(rentPeriod({ start: iso(s), end: iso(s + RENT_MAX_SPAN_MS + DAY) })).not.toBe(true);
      }),
    );
  });

  it('gives the same answer for Date objects, epoch numbers and {year, month, day}', () => {
    fc.assert(
      fc.property(day, day, (s, e) => {
        const d = new Date(e);
        const parts = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        const expected = rentPeriod({ start: iso(s), end: iso(e) }) === true;
        expect(rentPeriod({ start: new Date(s), end: e }) === true).toBe(expected);
        expect(rentPeriod({ start: s, end: parts }) === true).toBe(expected);
      }),
    );
  });
});
