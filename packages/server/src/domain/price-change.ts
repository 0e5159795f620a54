/**
 * Price changes (spec 001 section 4 "Quote expiry", section 9 "Price change threshold 400 RMB";
 * issue 17 item 8). A quote locks a rate until it expires; money that arrives after that (a bank
 * transfer sent late) was sent at a price that no longer holds. If buying the order's foreign
 * amount now costs the payer more than the threshold above what the expired quote charged for it,
 * the order waits for the payer's choice: a full refund (the service ends) or a top-up of the
 * difference, within the choice window. Otherwise the order goes on at the amount paid.
 *
 * Pure: no clock (times are arguments), no database. The service converts the RMB threshold to the
 * payer's currency and reads today's rate.
 */
import { PRICE_CHANGE_WINDOW_HOURS } from '@edupay/forms';

/** "Price change threshold 400 RMB difference" (spec 001 section 9), in RMB fen. */
export const PRICE_CHANGE_THRESHOLD_CNY_MINOR = 40_000n;

/**
 * The choice window: PRICE_CHANGE_WINDOW_HOURS (4), from @edupay/forms, which the order form's
 * agreement also reads, so the payer is promised the window the server keeps. The spec gives "4
 * hours to top up in one text (1 hour in another)". We take 4: the payer learns of the change by SMS
 * and e-mail and may have to top up by bank transfer from a family member's bank, which one hour
 * does not allow; and a change found when the rate is checked at 10:00 (spec: "at 10AM next working
 * day") still ends, 4 hours later at 14:00, inside the rate validity window that closes at 17:00, so
 * a top-up remits the same day. One hour would refund most late payers who meant to pay.
 */
export { PRICE_CHANGE_WINDOW_HOURS };

export function choiceDeadline(foundAt: Date): Date {
  return new Date(foundAt.getTime() + PRICE_CHANGE_WINDOW_HOURS * 3600_000);
}

export interface ArrivedPayment {
  /** When the quote stopped holding its rate. */
  readonly quoteExpiresAt: Date;
  /** When the money was reported arrived (the provider's success). */
  readonly arrivedAt: Date;
  /** What the quote charged for the foreign amount (principal + institution surcharge lines), payer minor units. */
  readonly quotedMinor: bigint;
  /** What the same foreign amount costs at today's rate, payer minor units. */
  readonly todayMinor: bigint;
  /** The threshold in payer minor units (400 RMB converted). */
  readonly thresholdMinor: bigint;
}

export type PriceVerdict =
  /** The quote still held when the money arrived: the price is the quote's, nothing to compare. */
  | { readonly kind: 'quote_held' }
  /** Expired, but the price moved by at most the threshold (or in the payer's favour): go on at the amount paid. */
  | { readonly kind: 'within_threshold'; readonly differenceMinor: bigint }
  /** Expired and today's price is more than the threshold above: the payer must choose. */
  | { readonly kind: 'price_changed'; readonly differenceMinor: bigint };

/**
 * The verdict on a payment that just succeeded. "More than the threshold" is strict: exactly 400 RMB
 * goes on. A move in the payer's favour (today's price lower) goes on too: they paid the price they
 * were quoted, and the foreign amount is remitted in full; there is nothing to top up, and refunding
 * a payer because the price fell would end a service they paid for.
 */
export function priceVerdict(payment: ArrivedPayment): PriceVerdict {
  if (payment.arrivedAt.getTime() < payment.quoteExpiresAt.getTime()) return { kind: 'quote_held' };
  const differenceMinor = payment.todayMinor - payment.quotedMinor;
  return differenceMinor > payment.thresholdMinor ? { kind: 'price_changed', differenceMinor } : { kind: 'within_threshold', differenceMinor };
}

/** A price change's own statuses (one const array: the PostgreSQL enum and the union). */
export const PRICE_CHANGE_STATUSES = ['awaiting_choice', 'topped_up', 'refund_chosen', 'refund_on_expiry'] as const;
export type PriceChangeStatus = (typeof PRICE_CHANGE_STATUSES)[number];

export const PRICE_CHANGE_EVENTS = ['top_up_paid', 'choose_refund', 'window_passed'] as const;
export type PriceChangeEvent = (typeof PRICE_CHANGE_EVENTS)[number];

/** event -> (from -> to). Only an open change (awaiting the choice) moves; the first event wins. */
const TABLE: Readonly<Record<PriceChangeEvent, readonly (readonly [PriceChangeStatus, PriceChangeStatus])[]>> = {
  top_up_paid: [['awaiting_choice', 'topped_up']],
  choose_refund: [['awaiting_choice', 'refund_chosen']],
  window_passed: [['awaiting_choice', 'refund_on_expiry']],
};

export function priceChangeTransition(status: PriceChangeStatus, event: PriceChangeEvent): PriceChangeStatus | null {
  return TABLE[event].find(([from]) => from === status)?.[1] ?? null;
}

/**
 * Whether the window has passed at `now`: a choice made at the deadline is too late (like a quote,
 * the window holds strictly before its end).
 */
export function windowOpen(decideBy: Date, now: Date): boolean {
  return now.getTime() < decideBy.getTime();
}
