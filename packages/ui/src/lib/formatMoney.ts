/**
 * Money formatting without floats.
 *
 * An amount comes in as a plain decimal string ("1234.5", "-12.30") or as integer minor units
 * (bigint, or a safe-integer number) of an ISO 4217 currency. Minor units become a decimal string by
 * string arithmetic, using the currency's exponent; the STRING goes to `Intl.NumberFormat#format`,
 * which formats decimal strings exactly (ES2023 "Intl.NumberFormat v3"): "9007199254740993.01" stays
 * ...993.01 instead of becoming the nearest double.
 *
 * Display rule (spec: "Money display: 2 decimals with thousand separators"): always 2 fraction
 * digits, padded with zeros, also for zero-exponent currencies (JPY 1234 minor units = ¥1,234.00).
 * The only exception is a currency whose ISO exponent is 3 (BHD, KWD, OMR...): it shows 3, because
 * rounding money away is worse than an extra digit.
 *
 * Nothing is ever rounded: a value with a non-zero digit beyond the shown fraction digits
 * ("1.005" USD) is rejected, like every other malformed input, with a `MoneyFormatError`. The pure
 * functions here throw; the `Money` component catches and renders an "invalid amount" marker.
 *
 * Grouping follows the locale: the kit's `en` groups in thousands (₹123,456.00); Indian lakh/crore
 * grouping (₹1,23,456.00) needs the locale `en-IN`, which `formatMoney` accepts but the kit's
 * provider resolves to `en`.
 */

export type CurrencyDisplay = 'code' | 'symbol' | 'narrowSymbol';

/** Exactly one of `value` (decimal string) or `minor` (integer minor units). */
export type MoneyAmount = { value: string; minor?: undefined } | { minor: bigint | number; value?: undefined };

export type FormatMoneyOptions = MoneyAmount & {
  /** ISO 4217 code, e.g. "CNY"; case-insensitive. */
  currency: string;
  /** BCP 47 locale for grouping, symbol placement and signs. */
  locale: string;
  /** `code` (USD 12.00), `symbol` (US$12.00 in zh, $12.00 in en) or `narrowSymbol` ($12.00). Default `symbol`. */
  currencyDisplay?: CurrencyDisplay;
};

export interface FormattedMoney {
  /** What a person reads, e.g. "¥1,234.50". */
  text: string;
  /** The exact amount as a canonical decimal string with the shown fraction digits, e.g. "1234.50": for `<data value>`. */
  decimal: string;
  /** Upper-case ISO 4217 code. */
  currency: string;
}

/** Thrown for anything that is not an exact amount of a known currency. */
export class MoneyFormatError extends RangeError {
  override name = 'MoneyFormatError';
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

let knownCurrencies: Set<string> | undefined;

/** Upper-cases and checks an ISO 4217 code. "RMB" is a common mistake Intl would happily print: it is rejected. */
export function normalizeCurrency(currency: string): string {
  if (typeof currency !== 'string' || !/^[A-Za-z]{3}$/.test(currency)) {
    throw new MoneyFormatError(`Money: currency must be a 3-letter ISO 4217 code, got ${JSON.stringify(currency)}.`);
  }
  const code = currency.toUpperCase();
  // supportedValuesOf is in Node 18+ and every current browser; without it, Intl's own check is all we have.
  if (typeof Intl.supportedValuesOf === 'function') {
    knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
    if (!knownCurrencies.has(code))
      throw new MoneyFormatError(`Money: unknown currency "${code}" (not an ISO 4217 code this runtime knows).`);
  }
  return code;
}

/** The currency's ISO 4217 exponent: 2 for CNY and USD, 0 for JPY, 3 for BHD. */
export function currencyExponent(currency: string): number {
  const code = normalizeCurrency(currency);
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Fraction digits shown for a currency: 2, or 3 for a three-decimal currency. */
export function displayFractionDigits(currency: string): number {
  return Math.max(2, currencyExponent(currency));
}

/** Integer minor units to a decimal string, e.g. (123456n, "CNY") -> "1234.56", (-5, "USD") -> "-0.05", (1234, "JPY") -> "1234". */
export function minorToDecimal(minor: bigint | number, currency: string): string {
  let units: bigint;
  if (typeof minor === 'bigint') units = minor;
  else if (typeof minor === 'number' && Number.isSafeInteger(minor)) units = BigInt(minor);
  else {
    throw new MoneyFormatError(
      `Money: minor units must be a bigint or a safe integer number, got ${String(minor)}. Pass larger amounts as a bigint or a decimal string.`,
    );
  }
  const exponent = currencyExponent(currency);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${negative ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
}

/**
 * Checks a plain decimal string and returns it canonical with exactly `fractionDigits` digits:
 * no leading zeros, no "-0". Rejects separators, exponents, "+", ".5", "1." and extra non-zero digits.
 */
export function normalizeDecimal(value: string, fractionDigits: number): string {
  const match = typeof value === 'string' ? DECIMAL.exec(value) : null;
  if (!match) {
    throw new MoneyFormatError(
      `Money: value must be a plain decimal string such as "1234.50" or "-12.3" (no separators, no exponent), got ${JSON.stringify(value)}.`,
    );
  }
  const [, sign, rawWhole = '0', rawFraction = ''] = match;
  const extra = rawFraction.slice(fractionDigits);
  if (/[1-9]/.test(extra)) {
    throw new MoneyFormatError(
      `Money: ${value} has more than ${fractionDigits} decimals; amounts are shown exactly, never rounded.`,
    );
  }
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  const fraction = rawFraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  const isZero = /^0+$/.test(whole + fraction);
  return `${sign && !isZero ? '-' : ''}${whole}${fractionDigits > 0 ? `.${fraction}` : ''}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(
  locale: string,
  currency: string,
  currencyDisplay: CurrencyDisplay,
  digits: number,
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${currencyDisplay}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an exact amount for display. Throws `MoneyFormatError` on any invalid input. */
export function formatMoney(options: FormatMoneyOptions): FormattedMoney {
  const { value, minor, locale, currencyDisplay = 'symbol' } = options;
  const currency = normalizeCurrency(options.currency);
  if ((value === undefined) === (minor === undefined)) {
    throw new MoneyFormatError('Money: pass exactly one of `value` (decimal string) or `minor` (integer minor units).');
  }
  if (value !== undefined && typeof value !== 'string') {
    throw new MoneyFormatError(
      `Money: value must be a decimal string, got a ${typeof value}; floats are never accepted.`,
    );
  }
  const digits = displayFractionDigits(currency);
  const decimal = normalizeDecimal(value ?? minorToDecimal(minor as bigint | number, currency), digits);
  // The decimal string, not a Number: Intl formats it exactly. TypeScript's lib types it as a numeric literal string.
  const text = formatterFor(locale, currency, currencyDisplay, digits).format(decimal as `${number}`);
  return { text, decimal, currency };
}
