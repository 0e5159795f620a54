/**
 * Where a coupon is, as a machine (ARCHITECTURE "States are data"): a credit is reserved for one
 * payment when that payment starts, and only that payment may spend it. Marking a coupon used when
 * a payment succeeds is not enough on its own: a coupon taken off the order while the payment was
 * open would pay out again on the next order (an attacker did it four times with one coupon).
 *
 * - `free`: the payer's, on no order.
 * - `applied`: on one payable order; quotes of that order take it off their total.
 * - `reserved`: held by the payment that started with a quote counting it; it cannot leave the
 *   order or be held by another payment until that payment fails or is cancelled (`released`).
 * - `spent`: that payment succeeded (final).
 */

export const COUPON_HOLDS = ['free', 'applied', 'reserved', 'spent'] as const;
export type CouponHold = (typeof COUPON_HOLDS)[number];

/** What moves a coupon; each is also the name of its event row (coupon_events). */
export const COUPON_EVENTS = ['applied', 'removed', 'reserved', 'released', 'spent'] as const;
export type CouponEvent = (typeof COUPON_EVENTS)[number];

/** hold -> event -> the hold it leads to; anything not listed is refused. */
const TABLE: Readonly<Record<CouponHold, Partial<Record<CouponEvent, CouponHold>>>> = {
  free: { applied: 'applied' },
  applied: { removed: 'free', reserved: 'reserved' },
  reserved: { released: 'applied', spent: 'spent' },
  spent: {},
};

export type CouponMove = { readonly ok: true; readonly from: CouponHold; readonly to: CouponHold } | { readonly ok: false; readonly from: CouponHold; readonly event: CouponEvent };

export function couponMove(hold: CouponHold, event: CouponEvent): CouponMove {
  const to = TABLE[hold][event];
  return to ? { ok: true, from: hold, to } : { ok: false, from: hold, event };
}

/** A stored coupon's hold, from its columns. */
export function couponHold(coupon: { readonly orderId: string | null; readonly reservedPaymentId: string | null; readonly usedAt: Date | null }): CouponHold {
  if (coupon.usedAt !== null) return 'spent';
  if (coupon.reservedPaymentId !== null) return 'reserved';
  return coupon.orderId !== null ? 'applied' : 'free';
}
