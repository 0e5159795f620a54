import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMoney, MoneyFormatError, minorToDecimal, normalizeDecimal } from './formatMoney';

// Intl separates a currency code from the number with a no-break space; spell it out so the tests say what a reader sees.
const nbsp = '\u00a0';

describe('formatMoney: decimal strings', () => {
  it('formats CNY in zh-CN with the yuan sign, grouping and 2 decimals', () => {
    expect(formatMoney({ value: '1234.5', currency: 'CNY', locale: 'zh-CN' })).toEqual({
      text: '¥1,234.50',
      decimal: '1234.50',
      currency: 'CNY',
    });
  });

  it('formats USD in en and zh-CN/zh-TW as each locale writes it', () => {
    expect(formatMoney({ value: '12', currency: 'USD', locale: 'en' }).text).toBe('$12.00');
    // Chinese locales disambiguate the dollar unless a narrow symbol is asked for.
    expect(formatMoney({ value: '12', currency: 'USD', locale: 'zh-CN' }).text).toBe('US$12.00');
    expect(formatMoney({ value: '12', currency: 'USD', locale: 'zh-TW', currencyDisplay: 'narrowSymbol' }).text).toBe(
      '$12.00',
    );
  });

  it('shows the currency code when asked', () => {
    expect(formatMoney({ value: '1234.56', currency: 'usd', locale: 'en', currencyDisplay: 'code' })).toEqual({
      text: `USD${nbsp}1,234.56`,
      decimal: '1234.56',
      currency: 'USD',
    });
    expect(formatMoney({ value: '88000', currency: 'TWD', locale: 'zh-TW', currencyDisplay: 'code' }).text).toBe(
      `TWD${nbsp}88,000.00`,
    );
  });

  it('groups INR in thousands for the kit locale en, in lakh/crore only for en-IN', () => {
    // The kit resolves every English locale to `en`: Indian payers see ₹123,456.00, not ₹1,23,456.00.
    expect(formatMoney({ value: '123456', currency: 'INR', locale: 'en' }).text).toBe('₹123,456.00');
    expect(formatMoney({ value: '123456', currency: 'INR', locale: 'en-IN' }).text).toBe('₹1,23,456.00');
    expect(formatMoney({ value: '12345678.9', currency: 'INR', locale: 'en-IN', currencyDisplay: 'code' }).text).toBe(
      `INR${nbsp}1,23,45,678.90`,
    );
  });

  it('keeps 2 decimals for JPY although the yen has none', () => {
    expect(formatMoney({ value: '1234', currency: 'JPY', locale: 'en' })).toMatchObject({
      text: '¥1,234.00',
      decimal: '1234.00',
    });
  });

  it('formats negative amounts and normalises negative zero', () => {
    expect(formatMoney({ value: '-12.30', currency: 'CNY', locale: 'zh-CN' }).text).toBe('-¥12.30');
    expect(formatMoney({ value: '-1234.5', currency: 'USD', locale: 'en' }).text).toBe('-$1,234.50');
    expect(formatMoney({ value: '-0.00', currency: 'USD', locale: 'en' })).toMatchObject({
      text: '$0.00',
      decimal: '0.00',
    });
    expect(formatMoney({ minor: -0, currency: 'USD', locale: 'en' }).text).toBe('$0.00');
  });

  it('formats zero', () => {
    expect(formatMoney({ value: '0', currency: 'CNY', locale: 'zh-CN' })).toMatchObject({
      text: '¥0.00',
      decimal: '0.00',
    });
    expect(formatMoney({ minor: 0n, currency: 'CNY', locale: 'zh-CN' }).text).toBe('¥0.00');
  });

  it('formats huge amounts exactly, beyond the float range of integers', () => {
    // 2^53 + 1: as a Number this would print ...992.
    expect(formatMoney({ value: '9007199254740993.01', currency: 'USD', locale: 'en' }).text).toBe(
      '$9,007,199,254,740,993.01',
    );
    expect(formatMoney({ minor: 900719925474099301n, currency: 'USD', locale: 'en' }).text).toBe(
      '$9,007,199,254,740,993.01',
    );
    expect(formatMoney({ value: '123456789012345678901234567890.99', currency: 'CNY', locale: 'zh-CN' }).text).toBe(
      '¥123,456,789,012,345,678,901,234,567,890.99',
    );
  });

  it('canonicalises leading and trailing zeros', () => {
    expect(formatMoney({ value: '007.10', currency: 'USD', locale: 'en' }).decimal).toBe('7.10');
    expect(formatMoney({ value: '5.000', currency: 'USD', locale: 'en' }).decimal).toBe('5.00');
  });

  it('shows three decimals for a three-decimal currency instead of rounding', () => {
    expect(formatMoney({ minor: 1234, currency: 'BHD', locale: 'en', currencyDisplay: 'code' }).text).toBe(
      `BHD${nbsp}1.234`,
    );
  });
});

describe('formatMoney: minor units', () => {
  it.each([
    // In English the yuan is CN¥, so it is not taken for the yen.
    [123456n, 'CNY', 'CN¥1,234.56'],
    [5, 'USD', '$0.05'],
    [-5, 'USD', '-$0.05'],
    [1234, 'JPY', '¥1,234.00'],
    [100, 'INR', '₹1.00'],
  ] as const)('%s minor units of %s read %s', (minor, currency, text) => {
    expect(formatMoney({ minor, currency, locale: 'en' }).text).toBe(text);
  });

  it('converts with the currency exponent by string arithmetic', () => {
    expect(currencyExponent('CNY')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('BHD')).toBe(3);
    expect(minorToDecimal(1n, 'USD')).toBe('0.01');
    expect(minorToDecimal(-123456n, 'CNY')).toBe('-1234.56');
    expect(minorToDecimal(1234, 'JPY')).toBe('1234');
    expect(minorToDecimal(5, 'BHD')).toBe('0.005');
  });
});

describe('formatMoney: invalid input throws MoneyFormatError', () => {
  const base = { currency: 'USD', locale: 'en' } as const;

  it.each(['1,234.56', '1e3', '+1', '.5', '1.', '', ' 1', '1 ', 'NaN', 'Infinity', '--1', '¥1', '１２'])(
    'rejects the value string %j',
    (value) => {
      expect(() => formatMoney({ ...base, value })).toThrow(MoneyFormatError);
    },
  );

  it('names the problem in the message', () => {
    expect(() => formatMoney({ ...base, value: '1,234.56' })).toThrow(/plain decimal string/);
  });

  it('never rounds: extra non-zero decimals are an error', () => {
    expect(() => formatMoney({ ...base, value: '1.005' })).toThrow(/never rounded/);
    expect(() => normalizeDecimal('0.001', 2)).toThrow(MoneyFormatError);
  });

  it('rejects a float, a non-integer or an unsafe integer as minor units', () => {
    expect(() => formatMoney({ ...base, value: 12.5 as unknown as string })).toThrow(/floats are never accepted/);
    expect(() => formatMoney({ ...base, minor: 12.5 })).toThrow(/safe integer/);
    expect(() => formatMoney({ ...base, minor: Number.NaN })).toThrow(MoneyFormatError);
    expect(() => formatMoney({ ...base, minor: 2 ** 53 })).toThrow(/bigint/);
    expect(() => formatMoney({ ...base, minor: '100' as unknown as number })).toThrow(MoneyFormatError);
  });

  it('rejects both or neither of value and minor', () => {
    expect(() => formatMoney({ ...base, value: '1', minor: 100 } as never)).toThrow(/exactly one/);
    expect(() => formatMoney({ ...base } as never)).toThrow(/exactly one/);
  });

  it('rejects malformed and unknown currency codes', () => {
    expect(() => formatMoney({ value: '1', currency: 'US', locale: 'en' })).toThrow(/3-letter/);
    expect(() => formatMoney({ value: '1', currency: 'RMB', locale: 'en' })).toThrow(/unknown currency "RMB"/);
    expect(() => formatMoney({ value: '1', currency: 'XYZ', locale: 'en' })).toThrow(MoneyFormatError);
  });
});
