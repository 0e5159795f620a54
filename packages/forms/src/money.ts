import { normalizeInput } from './normalize';

/**
 * Money is never a float. An amount typed by a user is parsed into integer minor units
 * (a bigint: cents, fen, paise) and every comparison (caps, bills, matchCompare) is done there.
 *
 * Accepted input (spec 000 section 5, matchMoney): optional sign, digits with optional
 * thousands separators that must be correctly grouped ("1,234,567" yes, "12,34" no),
 * and at most `scale` decimals (2 by default). Full-width digits and the full-width comma
 * and point are folded first (normalizeInput), surrounding spaces are trimmed.
 */

export interface MoneyOptions {
  /** Number of minor-unit digits; 2 for CNY, USD, INR... */
  readonly scale?: number;
}

/** An amount given as a parameter: strings and numbers are major units, a bigint is minor units. */
export type Amount = string | number | bigint;

const cache = new Map<number, RegExp>();
function moneyPattern(scale: number): RegExp {
  let re = cache.get(scale);
  if (!re) {
    const fraction = scale > 0 ? `(?:\\.(\\d{1,${scale}}))?` : '';
    re = new RegExp(`^([+-]?)(\\d{1,3}(?:,\\d{3})+|\\d+)${fraction}$`);
    cache.set(scale, re);
  }
  return re;
}

/** Parse a user-entered amount into minor units, or null when it is not a well-formed amount. */
export function parseMoney(input: unknown, options: MoneyOptions = {}): bigint | null {
  const scale = options.scale ?? 2;
  const match = moneyPattern(scale).exec(normalizeInput(input));
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const minor = BigInt(whole.replaceAll(',', '') + fraction.padEnd(scale, '0'));
  return sign === '-' ? -minor : minor;
}

/** Whether the text is a well-formed amount (the matchMoney shape). */
export function isMoney(input: unknown, options: MoneyOptions = {}): boolean {
  return parseMoney(input, options) !== null;
}

export interface FormatMoneyOptions extends MoneyOptions {
  /** Thousands separators (spec 001: "Money display keeps 2 decimals with thousand separators"). */
  readonly grouping?: boolean;
}

/** Format minor units as a decimal string with `scale` decimals, e.g. 123456n -> "1,234.56". */
export function formatMoney(minor: bigint | number, options: FormatMoneyOptions = {}): string {
  const scale = options.scale ?? 2;
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new TypeError(`formatMoney needs integer minor units, got ${minor}`);
  }
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  const grouped = options.grouping === false ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${scale > 0 ? `.${fraction}` : ''}`;
}

/**
 * Minor units of an amount parameter (caps, bills, thresholds). A bigint is taken as minor units
 * already; a string or number as major units. A malformed parameter is a programming error.
 */
export function toMinorUnits(amount: Amount, options: MoneyOptions = {}): bigint {
  if (typeof amount === 'bigint') return amount;
  const minor = parseMoney(typeof amount === 'number' ? String(amount) : amount, options);
  if (minor === null) throw new TypeError(`Not an amount: ${String(amount)}`);
  return minor;
}
