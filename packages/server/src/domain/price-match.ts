/**
 * The price-match guarantee (spec 001 section 9: "minimum 5000 in foreign currency, compared within
 * 30 minutes"; issue 17 item 8): a payer who finds a better rate at a bank within 30 minutes of
 * their quote files a claim (the bank, its rate, a screenshot); staff grant or refuse it, and a
 * granted claim gives back the difference. Pure: times and rates are arguments.
 */
import { convertMinor, type Ratio } from './fx-rate';

/** At least this many whole units of the foreign currency (the order's amount and surcharge). */
export const PRICE_MATCH_MIN_FOREIGN_UNITS = 5000n;
/** "Compared within 30 minutes": a claim is filed within this long after the quote was made. */
export const PRICE_MATCH_WINDOW_MINUTES = 30;

export type ClaimRefusal = 'below_minimum' | 'window_passed' | 'rate_not_better';

export interface ClaimInput {
  /** The paid quote's foreign amount + surcharge, foreign minor units. */
  readonly foreignTotalMinor: bigint;
  readonly foreignExponent: number;
  readonly payerExponent: number;
  /** What the quote charged for that foreign amount (principal + surcharge lines), payer minor units. */
  readonly quotedMinor: bigint;
  readonly quoteCreatedAt: Date;
  /** The bank's rate the payer found: payer currency per foreign unit, like the quote's rate. */
  readonly claimedRate: Ratio;
  readonly filedAt: Date;
}

export type ClaimVerdict = { readonly ok: true; readonly differenceMinor: bigint } | { readonly ok: false; readonly reason: ClaimRefusal };

/**
 * Whether a claim may be filed, and the difference it would give back: what the quote charged for
 * the foreign amount less what the bank's rate would have charged for it (rounded half up once,
 * like every conversion). The window is strict: at 30:00 it has passed.
 */
export function judgeClaim(input: ClaimInput): ClaimVerdict {
  if (input.foreignTotalMinor < PRICE_MATCH_MIN_FOREIGN_UNITS * 10n ** BigInt(input.foreignExponent)) return { ok: false, reason: 'below_minimum' };
  if (input.filedAt.getTime() >= input.quoteCreatedAt.getTime() + PRICE_MATCH_WINDOW_MINUTES * 60_000) return { ok: false, reason: 'window_passed' };
  const atBank = convertMinor(input.foreignTotalMinor, input.claimedRate, input.foreignExponent, input.payerExponent);
  const differenceMinor = input.quotedMinor - atBank;
  if (differenceMinor <= 0n) return { ok: false, reason: 'rate_not_better' };
  return { ok: true, differenceMinor };
}

/** What a granted claim refunds: the difference, never more than is left of the payment. */
export function grantAmount(differenceMinor: bigint, refundableMinor: bigint): bigint {
  return differenceMinor < refundableMinor ? differenceMinor : refundableMinor;
}

export const CLAIM_STATUSES = ['open', 'granted', 'refused'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_DECISIONS = ['grant', 'refuse'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/** Only an open claim is decided, once. */
export function claimTransition(status: ClaimStatus, decision: ClaimDecision): ClaimStatus | null {
  if (status !== 'open') return null;
  return decision === 'grant' ? 'granted' : 'refused';
}
