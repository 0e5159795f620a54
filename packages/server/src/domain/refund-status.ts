/**
 * The refund machine (issue 18 item 4, issue 17 item 5: "refunds likewise"; ARCHITECTURE "States are
 * data"): one const array of statuses (the PostgreSQL enum and the TypeScript union) and one pure
 * table of which move is allowed. A refund is `requested` when staff ask for it (the money it will
 * return is reserved against the payment at once), `processing` while the provider works on it,
 * then `succeeded` or `failed` (the spec: refunds are asked of the provider with no guarantee).
 *
 * The arithmetic is here too: what a payment can still give back, and the spec's refund fee.
 */

export const REFUND_STATUSES = ['requested', 'processing', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** from -> the statuses it may move to. Final statuses move nowhere. */
const TABLE: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  requested: ['processing', 'succeeded', 'failed'],
  processing: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
};

export const FINAL_REFUND_STATUSES: readonly RefundStatus[] = ['succeeded', 'failed'];
export const isFinalRefund = (status: RefundStatus): boolean => FINAL_REFUND_STATUSES.includes(status);
export const isRefundStatus = (value: unknown): value is RefundStatus =>
  typeof value === 'string' && (REFUND_STATUSES as readonly string[]).includes(value);

export type RefundTransition =
  | { readonly kind: 'move'; readonly from: RefundStatus; readonly to: RefundStatus }
  | { readonly kind: 'same'; readonly status: RefundStatus }
  | { readonly kind: 'refused'; readonly from: RefundStatus; readonly to: RefundStatus };

/** Where a report of `to` takes a refund in `status`: a move, nothing (already there), or refused. */
export function refundTransition(status: RefundStatus, to: RefundStatus): RefundTransition {
  if (status === to) return { kind: 'same', status };
  return TABLE[status].includes(to) ? { kind: 'move', from: status, to } : { kind: 'refused', from: status, to };
}

/** Why money goes back (spec 001 sections 4, 8, 9); the payer's notification and the fee follow from it. */
export const REFUND_REASONS = [
  /** The payer asked (cancelling the service after paying): the refund fee applies. */
  'payer_request',
  /** The price changed and the payer chose not to top up (spec 001 section 4). */
  'price_change',
  /** Refused after payment: wrong relationship, company account, cash deposit (spec 001 section 8). */
  'payer_not_eligible',
  /** A price-match claim granted: the difference goes back (spec 001 section 9). */
  'price_match',
  /** Paid twice, or our mistake. */
  'duplicate_or_error',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * The spec's refund fee (001 section 9: "Refund fee 120 RMB"), charged only when the payer chose to
 * end the service; never when the refund is ours to make (a price change, a refusal, a price match,
 * an error). Staff may waive it. In RMB minor units.
 */
export const REFUND_FEE_CNY_MINOR = 12000n;
export const REASONS_WITH_FEE: readonly RefundReason[] = ['payer_request'];

/** Whether a refund for `reason` keeps the fee (staff may waive it); the service converts the RMB fee to the payment's currency. */
export const feeApplies = (reason: RefundReason, waived: boolean): boolean => !waived && REASONS_WITH_FEE.includes(reason);

/** A refund as the arithmetic needs it: what it returns, what it keeps, and where it stands. */
export interface RefundAmounts {
  readonly status: RefundStatus;
  readonly amountMinor: bigint;
  readonly feeMinor: bigint;
}

/**
 * What a payment of `capturedMinor` can still give back: the captured amount less every refund not
 * failed (requested and processing ones are reserved, so two refunds at once cannot both take the
 * last of it), each counting what it returns plus the fee it keeps.
 */
export function refundableMinor(capturedMinor: bigint, refunds: readonly RefundAmounts[]): bigint {
  const taken = refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountMinor + r.feeMinor, 0n);
  return capturedMinor > taken ? capturedMinor - taken : 0n;
}

export type RefundPlan =
  | { readonly ok: true; readonly amountMinor: bigint; readonly feeMinor: bigint; readonly full: boolean }
  | { readonly ok: false; readonly reason: 'nothing_left' | 'too_large' | 'not_positive' | 'fee_exceeds'; readonly refundableMinor: bigint };

/**
 * Plans one refund against what is left: `requestedMinor` null asks for everything left (less the
 * fee); a partial amount plus its fee must fit in what is left. `full` when nothing is left after it
 * (the order then closes as refunded).
 */
export function planRefund(
  capturedMinor: bigint,
  refunds: readonly RefundAmounts[],
  requestedMinor: bigint | null,
  feeMinor: bigint,
): RefundPlan {
  const left = refundableMinor(capturedMinor, refunds);
  if (left === 0n) return { ok: false, reason: 'nothing_left', refundableMinor: 0n };
  // A fee is charged once per payment: a second refund of the same payment keeps no second fee.
  const feeTaken = refunds.some((r) => r.status !== 'failed' && r.feeMinor > 0n);
  const fee = feeTaken ? 0n : feeMinor;
  if (fee >= left) return { ok: false, reason: 'fee_exceeds', refundableMinor: 0n };
  const amount = requestedMinor ?? left - fee;
  if (amount <= 0n) return { ok: false, reason: 'not_positive', refundableMinor: left - fee };
  if (amount + fee > left) return { ok: false, reason: 'too_large', refundableMinor: left - fee };
  return { ok: true, amountMinor: amount, feeMinor: fee, full: amount + fee === left };
}
