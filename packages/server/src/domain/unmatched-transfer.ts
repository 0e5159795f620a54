/**
 * Unmatched bank transfers (issue 18 item 4): money that reached the client-funds account with a
 * reference that matches no payment (a typo on the bank form, a reference from an old quote, none
 * at all). One const array of statuses (the PostgreSQL enum and the TypeScript union) and one pure
 * table of moves, like the other money machines (ARCHITECTURE "States are data").
 *
 * - `unmatched`: reported by the provider, waiting for finance.
 * - `attached`: applied to an order's open payment (final: the money is the order's now).
 * - `returning`: staff asked the provider to send it back to the sender; the provider's answer is
 *   awaited (it is another system: the call cannot be in our transaction).
 * - `returned`: the provider sent it back (final).
 * A return the provider refuses goes back to `unmatched` (with the failure code), so it can be
 * attached or returned again rather than being stuck.
 */

export const UNMATCHED_TRANSFER_STATUSES = ['unmatched', 'attached', 'returning', 'returned'] as const;
export type UnmatchedTransferStatus = (typeof UNMATCHED_TRANSFER_STATUSES)[number];

export const UNMATCHED_TRANSFER_EVENTS = ['attach', 'return', 'return_succeeded', 'return_failed'] as const;
export type UnmatchedTransferEvent = (typeof UNMATCHED_TRANSFER_EVENTS)[number];

/** status -> event -> the status it leads to; anything not listed is refused. */
const TABLE: Readonly<Record<UnmatchedTransferStatus, Partial<Record<UnmatchedTransferEvent, UnmatchedTransferStatus>>>> = {
  unmatched: { attach: 'attached', return: 'returning' },
  attached: {},
  returning: { return_succeeded: 'returned', return_failed: 'unmatched' },
  returned: {},
};

export type UnmatchedTransferTransition =
  | { readonly ok: true; readonly from: UnmatchedTransferStatus; readonly to: UnmatchedTransferStatus }
  | { readonly ok: false; readonly from: UnmatchedTransferStatus; readonly event: UnmatchedTransferEvent };

export function unmatchedTransition(status: UnmatchedTransferStatus, event: UnmatchedTransferEvent): UnmatchedTransferTransition {
  const to = TABLE[status][event];
  return to ? { ok: true, from: status, to } : { ok: false, from: status, event };
}

export const isUnmatchedTransferStatus = (value: unknown): value is UnmatchedTransferStatus =>
  typeof value === 'string' && (UNMATCHED_TRANSFER_STATUSES as readonly string[]).includes(value);

/**
 * Whether the funds may pay a payment: exactly its amount in its currency (minor units). A transfer
 * short of the quote, above it, or in another currency is refused: finance returns it instead, and
 * nothing is recomputed (the order keeps the quote it was placed against).
 */
export const fundsMatch = (funds: { amountMinor: bigint; currency: string }, payment: { amountMinor: bigint; currency: string }): boolean =>
  funds.amountMinor === payment.amountMinor && funds.currency === payment.currency;
