import { describe, expect, it } from 'vitest';
import { hundredthsText, toHundredths } from './useInstallmentPlan';

describe('installment amounts on screen', () => {
  const rows: [string, bigint | null][] = [
    ['30000', 3_000_000n],
    ['30,000', 3_000_000n],
    ['12345.6', 1_234_560n],
    ['0.05', 5n],
    ['1.234', null],
    ['-1', null],
    ['abc', null],
  ];
  for (const [text, expected] of rows) it(JSON.stringify(text), () => expect(toHundredths(text)).toBe(expected));
  it('prints hundredths as a decimal string', () => {
    expect(hundredthsText(1_234_505n)).toBe('12345.05');
    expect(hundredthsText(7n)).toBe('0.07');
  });
});
