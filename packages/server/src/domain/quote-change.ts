/**
 * Why a quote's price differs from the one it replaced on the payer's screen (spec 001 section 4:
 * a quote expires and the payment page asks again). The payer chose nothing new, so a different
 * total must be explained before they pay it: the payment page says "the price changed from X to
 * Y because ...". Pure: the stored quotes' facts in, the change (or none) out.
 */
import type { QuoteLine } from './quote-lines';

/**
 * What moved, in the order a payer would look for it:
 * - `amount`: the order's amount or the payee's surcharge changed (update_order_amount);
 * - `rate`: the exchange rate moved (the principal, and the fees that follow from it);
 * - `credits`: a coupon or points no longer apply, or apply differently;
 * - `fees`: a fee changed while the rate and the amount did not.
 */
export const QUOTE_CHANGE_REASONS = ['amount', 'rate', 'credits', 'fees'] as const;
export type QuoteChangeReason = (typeof QUOTE_CHANGE_REASONS)[number];

export interface QuoteFacts {
  readonly payerCurrency: string;
  readonly foreignAmountMinor: bigint;
  readonly foreignSurchargeMinor: bigint;
  /** Payer currency per foreign unit as stored (text: the exact ratio's 6-place display). */
  readonly rate: string;
  readonly lines: readonly QuoteLine[];
  readonly totalMinor: bigint;
}

export interface QuoteChange {
  readonly previousTotalMinor: bigint;
  readonly reasons: readonly QuoteChangeReason[];
}

const CREDIT_KINDS = new Set(['coupon', 'points']);

/** The sum of the lines of some kinds, one number per kind (a kind appears once in a quote). */
function byKind(lines: readonly QuoteLine[], keep: (kind: string) => boolean): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const line of lines) if (keep(line.kind)) sums.set(line.kind, (sums.get(line.kind) ?? 0n) + line.amountMinor);
  return sums;
}

function sameSums(a: Map<string, bigint>, b: Map<string, bigint>): boolean {
  const kinds = new Set([...a.keys(), ...b.keys()]);
  return [...kinds].every((kind) => (a.get(kind) ?? 0n) === (b.get(kind) ?? 0n));
}

/**
 * The change from `previous` to `next`, or null when the payer pays the same total (or the two are
 * in different currencies, which no re-quote of the same choices makes). The reasons are what
 * differ; fees that moved with the rate or the amount are explained by those, not listed again.
 */
export function quoteChange(previous: QuoteFacts, next: QuoteFacts): QuoteChange | null {
  if (previous.payerCurrency !== next.payerCurrency || previous.totalMinor === next.totalMinor) return null;
  const reasons: QuoteChangeReason[] = [];
  if (previous.foreignAmountMinor !== next.foreignAmountMinor || previous.foreignSurchargeMinor !== next.foreignSurchargeMinor) reasons.push('amount');
  if (previous.rate !== next.rate) reasons.push('rate');
  if (!sameSums(byKind(previous.lines, (k) => CREDIT_KINDS.has(k)), byKind(next.lines, (k) => CREDIT_KINDS.has(k)))) reasons.push('credits');
  const feesMoved = !sameSums(byKind(previous.lines, (k) => !CREDIT_KINDS.has(k)), byKind(next.lines, (k) => !CREDIT_KINDS.has(k)));
  if (feesMoved && !reasons.includes('amount') && !reasons.includes('rate')) reasons.push('fees');
  // The total moved, so something did; a total that moved with nothing else named is a fee's doing.
  if (reasons.length === 0) reasons.push('fees');
  return { previousTotalMinor: previous.totalMinor, reasons };
}
