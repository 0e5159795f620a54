/**
 * Exchange rates as exact ratios of integers, never floats (issue 17, item 1). A published rate is
 * a decimal string ("7.6543" CNY per EUR); it becomes 76543/10000 and every step (a cross rate
 * through EUR, the spread, converting minor units between currencies of different exponents) is
 * exact bigint arithmetic, rounded once at the end. Pure: no clock, no database.
 */

export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** At most 12 decimals, no sign, no exponent: what rate feeds publish ("1.0853", "162.45"). */
const DECIMAL = /^(\d{1,12})(?:\.(\d{1,12}))?$/;

/** A positive decimal string as a ratio; null for anything else (negative, zero, "1e3", "NaN"). */
export function parseDecimal(text: string): Ratio | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const numerator = BigInt(whole + fraction);
  if (numerator === 0n) return null;
  return reduce({ numerator, denominator: 10n ** BigInt(fraction.length) });
}

/** Two decimal strings name the same number ("7.70" and "7.700000000000" are 7.7); false if either is not a rate. */
export function sameDecimal(a: string, b: string): boolean {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return x !== null && y !== null && x.numerator === y.numerator && x.denominator === y.denominator;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduce(r: Ratio): Ratio {
  const d = gcd(r.numerator, r.denominator);
  return { numerator: r.numerator / d, denominator: r.denominator / d };
}

export const multiply = (a: Ratio, b: Ratio): Ratio => reduce({ numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator });
export const divide = (a: Ratio, b: Ratio): Ratio => reduce({ numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator });

/**
 * How many `to` units one `from` unit buys, from two rates against one base (the ECB publishes
 * units per EUR): CNY per GBP = (CNY per EUR) / (GBP per EUR).
 */
export function crossRate(fromPerBase: Ratio, toPerBase: Ratio): Ratio {
  return divide(toPerBase, fromPerBase);
}

/**
 * The payer's rate: the mid-market rate of "payer currency per foreign unit" raised by the spread
 * in basis points (the payer buys the foreign currency, so pays slightly more per unit).
 */
export function withSpread(mid: Ratio, spreadBps: number): Ratio {
  if (!Number.isInteger(spreadBps) || spreadBps < 0 || spreadBps > 10_000) throw new RangeError(`spread out of range: ${spreadBps}`);
  return multiply(mid, { numerator: BigInt(10_000 + spreadBps), denominator: 10_000n });
}

/** Integer division rounding half away from zero (amounts here are non-negative). */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * Converts an amount in minor units of one currency to minor units of another at `rate` (units of
 * `to` per unit of `from`), with each currency's exponent (JPY 0, CNY 2, ...), rounded half up once.
 */
export function convertMinor(amountMinor: bigint, rate: Ratio, fromExponent: number, toExponent: number): bigint {
  if (amountMinor < 0n) throw new RangeError('amount must not be negative');
  const numerator = amountMinor * rate.numerator * 10n ** BigInt(toExponent);
  const denominator = rate.denominator * 10n ** BigInt(fromExponent);
  return roundHalfUp(numerator, denominator);
}

/** The ratio as a decimal string with `decimals` places, rounded half up ("7.654321"). */
export function formatRatio(r: Ratio, decimals = 6): string {
  const scaled = roundHalfUp(r.numerator * 10n ** BigInt(decimals), r.denominator);
  if (decimals === 0) return scaled.toString();
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** ISO 4217 minor-unit exponent from the platform's currency data (JPY and KRW 0, most others 2). */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
