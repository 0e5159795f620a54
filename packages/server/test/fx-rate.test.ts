/** domain/fx-rate: rates as exact ratios (issue 17, item 1), table-tested. */
import { describe, expect, it } from 'vitest';
import { convertMinor, crossRate, currencyExponent, formatRatio, parseDecimal, sameDecimal, withSpread, type Ratio } from '../src/domain/fx-rate';

const r = (text: string): Ratio => {
  const parsed = parseDecimal(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

describe('parseDecimal', () => {
  it.each([
    ['1.0853', 10853n, 10000n],
    ['162.45', 3249n, 20n],
    ['7', 7n, 1n],
    ['0.000001', 1n, 1000000n],
  ])('%s is %d/%d', (text, numerator, denominator) => {
    expect(parseDecimal(text)).toEqual({ numerator, denominator });
  });

  it.each(['', '0', '0.000', '-1.2', '1e3', 'NaN', 'Infinity', '1,2', '1.2.3', '.5', '1.1234567890123'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('sameDecimal', () => {
  it('compares the numbers, not the text', () => {
    expect(sameDecimal('7.70', '7.7')).toBe(true);
    expect(sameDecimal('7.734200000000', '7.7342')).toBe(true);
    expect(sameDecimal('7.7342', '7.7341')).toBe(false);
    expect(sameDecimal('7.7', 'x')).toBe(false);
  });
});

describe('cross rates, spread and conversion', () => {
  // ECB-style: units per EUR.
  const cnyPerEur = r('7.6543');
  const gbpPerEur = r('0.8412');
  const jpyPerEur = r('162.45');

  it('CNY per GBP through EUR is exact', () => {
    const cnyPerGbp = crossRate(gbpPerEur, cnyPerEur);
    expect(cnyPerGbp).toEqual({ numerator: 76543n, denominator: 8412n });
    expect(formatRatio(cnyPerGbp)).toBe('9.099263');
  });

  it('a spread of 50 bp raises the payer rate by exactly 0.5 %', () => {
    const mid = r('9.1');
    expect(formatRatio(withSpread(mid, 50), 8)).toBe('9.14550000');
    expect(withSpread(mid, 0)).toEqual(mid);
    expect(() => withSpread(mid, -1)).toThrow(RangeError);
    expect(() => withSpread(mid, 1.5)).toThrow(RangeError);
  });

  it.each([
    // amount in foreign minor units, rate (payer per foreign), foreign exponent, payer exponent, payer minor units
    [1_000_000n, '9.099263', 2, 2, 9_099_263n], // GBP 10,000.00 -> CNY 90,992.63
    [1n, '9.099263', 2, 2, 9n], // GBP 0.01 -> CNY 0.09 (0.0910 rounds half up to 0.09)
    [150_000n, '0.047117', 0, 2, 706_755n], // JPY 150,000 -> CNY 7,067.55
    [12_345n, '1.005', 2, 0, 124n], // 123.45 at 1.005 = 124.07… -> 124 in a 0-exponent currency
    [5n, '0.1', 2, 2, 1n], // 0.05 * 0.1 = 0.005 -> half up to 0.01
  ])('%d minor at %s (exp %d -> %d) is %d minor', (amount, rate, fromExp, toExp, expected) => {
    expect(convertMinor(amount, r(rate), fromExp, toExp)).toBe(expected);
  });

  it('never goes through a float: a large amount converts exactly', () => {
    // 90,071,992,547,409.93 (beyond 2^53 in minor units) at 7.123456.
    expect(convertMinor(9_007_199_254_740_993n, r('7.123456'), 2, 2)).toBe(64_162_387_574_380_255n);
  });

  it('JPY has no minor unit, CNY two, KWD three', () => {
    expect([currencyExponent('JPY'), currencyExponent('CNY'), currencyExponent('KWD')]).toEqual([0, 2, 3]);
    expect(crossRate(jpyPerEur, cnyPerEur).denominator > 0n).toBe(true);
  });
});
