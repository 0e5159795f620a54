import { describe, expect, it } from 'vitest';
import { countdownText, secondsUntil } from './useQuoteCountdown';

describe('quote countdown arithmetic', () => {
  const at = Date.parse('2026-11-24T10:00:00Z');
  it.each([
    ['2026-11-24T10:30:00Z', at, 1800],
    ['2026-11-24T10:30:00Z', at + 1, 1800], // a part of a second still shows as a whole one
    ['2026-11-24T10:00:00Z', at, 0],
    ['2026-11-24T09:59:00Z', at, 0], // never negative
    ['not a date', at, 0],
  ])('secondsUntil(%s)', (expiresAt, now, expected) => expect(secondsUntil(expiresAt, now)).toBe(expected));

  it.each([
    [1800, '30:00'],
    [1799, '29:59'],
    [59, '0:59'],
    [0, '0:00'],
    [6 * 3600, '6:00:00'],
    [3661, '1:01:01'],
  ])('countdownText(%i) = %s', (seconds, text) => expect(countdownText(seconds)).toBe(text));
});
