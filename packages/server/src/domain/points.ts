/**
 * Points (spec 001 section 9; issue 17 item 3): 1 point per full 6,000 RMB of an order paid from
 * 1 January 2016 until accrual stopped on 1 March 2018 (nothing for an order below 6,000); a point
 * offsets 1.00 RMB; at most 200 points per order; points never expire. The balance is the sum of a
 * ledger of entries (accruals positive, redemptions negative), never a counter.
 */

export const POINT_VALUE_CNY_FEN = 100n;
export const MAX_POINTS_PER_ORDER = 200;
const FEN_PER_POINT_EARNED = 600_000n; // 6,000.00 RMB
/** Accrual window, [from, until): Beijing midnight of the first days, as UTC instants. */
export const ACCRUAL_FROM = new Date('2016-01-01T00:00:00+08:00');
export const ACCRUAL_UNTIL = new Date('2018-03-01T00:00:00+08:00');

/** Points an order earned: whole 6,000s of what it paid (CNY fen), only when paid inside the window. */
export function pointsEarned(paidCnyFen: bigint, paidAt: Date): number {
  if (paidCnyFen < 0n) throw new RangeError('paid amount must not be negative');
  if (paidAt < ACCRUAL_FROM || paidAt >= ACCRUAL_UNTIL) return 0;
  return Number(paidCnyFen / FEN_PER_POINT_EARNED);
}

/** The balance of a ledger: the sum of its entries. */
export function pointsBalance(entries: readonly { readonly points: number }[]): number {
  return entries.reduce((sum, e) => sum + e.points, 0);
}

/**
 * Points one order may use: at most 200, at most the balance, and never more than the amount left
 * to offset (whole points only, so a remainder below 1.00 RMB stays charged).
 */
export function pointsUsable(balance: number, remainingMinor: bigint, pointValueMinor: bigint): number {
  if (balance <= 0 || remainingMinor <= 0n || pointValueMinor <= 0n) return 0;
  const byAmount = remainingMinor / pointValueMinor;
  return Math.min(MAX_POINTS_PER_ORDER, balance, Number(byAmount > 1_000_000n ? 1_000_000n : byAmount));
}
