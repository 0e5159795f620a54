/**
 * Money of an order (ARCHITECTURE "Money"): integer minor units at the currency's own scale
 * (JPY and KRW have none). The CNY value that decides whether a passport is needed (spec 001:
 * above 300,000 CNY) comes from the FX module's reference rates (modules/fx cnyValue).
 */

/** Currencies without minor units (ISO 4217 exponent 0) among those payees use. */
const SCALE_ZERO: ReadonlySet<string> = new Set(['JPY', 'KRW']);

export function currencyScale(currency: string): number {
  return SCALE_ZERO.has(currency.toUpperCase()) ? 0 : 2;
}

/**
 * Hundredths (what @edupay/forms parses, 2 decimals) -> the currency's minor units; null when the
 * amount has decimals the currency does not have (JPY 1000.50).
 */
export function toCurrencyMinor(hundredths: bigint, currency: string): bigint | null {
  if (currencyScale(currency) === 2) return hundredths;
  return hundredths % 100n === 0n ? hundredths / 100n : null;
}

/** Minor units -> decimal string for the wire ('12000.00', JPY '150000'). */
export function minorToDecimal(minor: bigint, currency: string): string {
  const scale = currencyScale(currency);
  if (scale === 0) return minor.toString();
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
