import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney, toMinorUnits } from './money';

describe('parseMoney', () => {
  it.each([
    ['0', 0n],
    ['1', 100n],
    ['1.5', 150n],
    ['1.05', 105n],
    ['1,234.56', 123456n],
    ['1234567.8', 123456780n],
    ['-1,000', -100000n],
    ['+2', 200n],
    ['  12.30 ', 1230n],
    ['１，２３４．５', 123450n], // full-width digits, comma and point from a Chinese IME
    ['٣٠٠', 30000n], // Arabic-Indic digits
    ['900719925474099.99', 90071992547409999n], // beyond 2^53 minor units: exact with bigint
  ])('%s -> %s', (text, minor) => {
    expect(parseMoney(text)).toBe(minor);
  });

  it.each(['', ' ', '1,23', '12,3456', '1.234', '.5', '1.', '1e3', '0x10', 'NaN', '1 000', '--1', '1,234,56'])(
    'rejects %j',
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );

  it('supports other scales (0 for whole units)', () => {
    expect(parseMoney('1,000', { scale: 0 })).toBe(1000n);
    expect(parseMoney('1.5', { scale: 0 })).toBeNull();
  });

  it('never goes through a float: 0.1 + 0.2 is exact', () => {
    expect(parseMoney('0.1')! + parseMoney('0.2')!).toBe(parseMoney('0.3'));
  });
});

describe('formatMoney', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [123456n, '1,234.56'],
    [-100000n, '-1,000.00'],
    [3000000, '30,000.00'],
  ])('%s -> %s', (minor, text) => {
    expect(formatMoney(minor)).toBe(text);
  });
  it('can drop grouping and use other scales', () => {
    expect(formatMoney(123456n, { grouping: false })).toBe('1234.56');
    expect(formatMoney(1234n, { scale: 0 })).toBe('1,234');
  });
  it('refuses a float as minor units', () => {
    expect(() => formatMoney(1.5)).toThrow(TypeError);
  });
});

describe('toMinorUnits', () => {
  it('reads parameters: strings and numbers as major units, bigint as minor units', () => {
    expect(toMinorUnits(30000)).toBe(3000000n);
    expect(toMinorUnits('700,000')).toBe(70000000n);
    expect(toMinorUnits(42n)).toBe(42n);
    expect(() => toMinorUnits('abc')).toThrow(TypeError);
  });
});

describe('money round trips (property)', () => {
  const minor = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });

  it('parse(format(n)) === n for any minor amount, grouped or not', () => {
    fc.assert(
      fc.property(minor, fc.boolean(), (n, grouping) => {
        expect(parseMoney(formatMoney(n, { grouping }))).toBe(n);
      }),
    );
  });

  it('format(parse(s)) is the canonical form of any well-formed input', () => {
    const input = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.option(fc.stringMatching(/^\d{1,2}$/)),
        fc.boolean(),
      )
      .map(([sign, whole, fraction, grouped]) => {
        const w = grouped ? whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole.toString();
        return { text: `${sign}${w}${fraction === null ? '' : `.${fraction}`}`, sign, whole, fraction };
      });
    fc.assert(
      fc.property(input, ({ text, sign, whole, fraction }) => {
        const parsed = parseMoney(text);
        expect(parsed).not.toBeNull();
        const cents = whole * 100n + BigInt((fraction ?? '').padEnd(2, '0') || '0');
        expect(parsed).toBe(sign === '-' ? -cents : cents);
        expect(parseMoney(formatMoney(parsed!))).toBe(parsed);
      }),
    );
  });

  it('comparisons on parsed amounts agree with comparisons on minor units', () => {
    fc.assert(
      fc.property(minor, minor, (a, b) => {
        expect(parseMoney(formatMoney(a))! <= parseMoney(formatMoney(b))!).toBe(a <= b);
      }),
    );
  });
});
