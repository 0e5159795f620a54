/**
 * How long what a payer left unfinished is kept (the privacy policy, section 6, states these
 * periods in its three languages; test/abandoned-cleanup.test.ts checks that it does). An unpaid
 * order first closes itself UNPAID_CLOSE_DAYS after it was placed (domain/order-status.ts).
 */

const DAY_MS = 24 * 3600 * 1000;

/**
 * An order closed unpaid (expired or cancelled) for which no payment was ever started is deleted,
 * with its documents, quotes and identity details, this many days after it closed: long enough for
 * the payer to re-order it or ask about it, with nothing kept that no transaction needs.
 */
export const ABANDONED_ORDER_DAYS = 30;

/** A saved order form never submitted is deleted this many days after it was last changed. */
export const DRAFT_DAYS = 30;

/** Orders that closed unpaid before this are deleted. */
export function abandonedBefore(now: Date): Date {
  return new Date(now.getTime() - ABANDONED_ORDER_DAYS * DAY_MS);
}

/** Drafts last changed before this are deleted. */
export function staleDraftBefore(now: Date): Date {
  return new Date(now.getTime() - DRAFT_DAYS * DAY_MS);
}
