/**
 * The one rounding rule of quotes (issue 17 item 2): a line that comes from a ratio (an amount at
 * an exchange rate, a percentage) is rounded once, half up, to the minor unit of the currency it is
 * in. A total is the exact sum of its rounded lines and is never rounded again, so the total shown
 * is the total charged and no cent is lost or invented between lines and total.
 */

/** numerator / denominator rounded half up (both non-negative, denominator positive). */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('roundHalfUp takes a non-negative numerator and a positive denominator');
  return (2n * numerator + denominator) / (2n * denominator);
}

/** `bps` basis points of an amount in minor units, rounded by the rule above. */
export function basisPoints(amountMinor: bigint, bps: number): bigint {
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new RangeError(`basis points out of range: ${bps}`);
  return roundHalfUp(amountMinor * BigInt(bps), 10_000n);
}

export const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const maxBig = (a: bigint, b: bigint): bigint => (a > b ? a : b);
