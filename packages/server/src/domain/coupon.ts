/**
 * Coupons (spec 001 section 3: name, discount, valid-until date; issue 17 item 3). A coupon takes
 * a fixed amount off (in its own currency, so it applies only to a payer paying in that currency)
 * or a share of the channel fee. One per order. Valid through its last day in Beijing time.
 */
import { basisPoints, minBig } from './money-rounding';

export const COUPON_KINDS = ['amount', 'fee_percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export type CouponDiscount = { readonly kind: 'amount'; readonly amountMinor: bigint; readonly currency: string } | { readonly kind: 'fee_percent'; readonly bps: number };

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** The Beijing calendar day of an instant, "YYYY-MM-DD". */
export function beijingDay(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a coupon whose last valid day is `validUntil` ("YYYY-MM-DD") may be used at `now`. */
export function couponValid(validUntil: string, now: Date): boolean {
  return beijingDay(now) <= validUntil;
}

/**
 * What the coupon takes off, in the payer's minor units: never more than `cap` (what is left to
 * pay), and nothing when an amount coupon is in another currency than the payer's.
 */
export function couponCredit(discount: CouponDiscount, payerCurrency: string, channelFeeMinor: bigint, cap: bigint): bigint {
  if (cap <= 0n) return 0n;
  if (discount.kind === 'amount') return discount.currency === payerCurrency ? minBig(discount.amountMinor, cap) : 0n;
  return minBig(basisPoints(channelFeeMinor, discount.bps), cap);
}
