/**
 * A coupon's moves (domain/coupon-hold.ts), each under the coupon's row lock, through the table, with
 * its coupon_events row: applied to an order and taken off it (update_user_coupon), reserved for the
 * payment that starts with a quote counting it, given back when that payment fails or is cancelled,
 * and spent by that payment only. Lock order: the order (or payment) first, then the coupon.
 */
import { STATUS } from '@edupay/forms/contract';
import type { Db } from '../../db/client';
import { couponValid } from '../../domain/coupon';
import { couponHold, couponMove, type CouponEvent } from '../../domain/coupon-hold';
import { BusinessError } from '../../http/business-error';
import * as repo from './repo';
import type { CouponRow, QuoteRow } from './repo';

/** The columns each move writes. */
function holdAfter(event: CouponEvent, orderId: string | null, paymentId: string | null, at: Date): Partial<Pick<CouponRow, 'orderId' | 'reservedPaymentId' | 'usedAt'>> {
  switch (event) {
    case 'applied':
      return { orderId };
    case 'removed':
      return { orderId: null };
    case 'reserved':
      return { reservedPaymentId: paymentId };
    case 'released':
      return { reservedPaymentId: null };
    case 'spent':
      return { usedAt: at };
  }
}

/** Moves a locked coupon by `event` when its table allows it; answers whether it moved. */
async function move(tx: Db, coupon: CouponRow, event: CouponEvent, ids: { orderId?: string | null; paymentId?: string | null }, at: Date): Promise<boolean> {
  if (!couponMove(couponHold(coupon), event).ok) return false;
  const orderId = ids.orderId ?? coupon.orderId;
  const paymentId = ids.paymentId ?? coupon.reservedPaymentId;
  await repo.moveCouponRow(tx, coupon.id, holdAfter(event, orderId, paymentId, at), { couponId: coupon.id, event, orderId, paymentId, createdAt: at });
  return true;
}

/** update_user_coupon: puts the payer's (locked, free) coupon on an order. */
export async function applyCouponTo(tx: Db, coupon: CouponRow, orderId: string, at: Date): Promise<void> {
  if (!(await move(tx, coupon, 'applied', { orderId }, at))) throw new BusinessError(STATUS.CONFLICT, 'couponInUse', {}, { field: 'coupon_id' });
}

/** update_user_coupon: takes the order's coupon off (none: nothing); refused while a payment holds it. */
export async function removeCouponOf(tx: Db, orderId: string, at: Date): Promise<void> {
  const current = await repo.couponOfOrder(tx, orderId);
  if (!current) return;
  const locked = await repo.couponById(tx, current.id, true);
  if (!locked || locked.orderId !== orderId) return;
  if (!(await move(tx, locked, 'removed', {}, at))) throw new BusinessError(STATUS.CONFLICT, couponHold(locked) === 'reserved' ? 'couponReserved' : 'couponInUse', {}, { field: 'coupon_id' });
}

/**
 * Whether a quote's coupon may still be given: applied to the quote's order, unspent, in date, and
 * held by no payment, or by a payment of this very quote (`holderQuoteId`: the quote of the payment
 * holding it), which the payment call answers again rather than charging twice.
 */
export function quoteCouponHolds(coupon: CouponRow | null, quote: QuoteRow, holderQuoteId: string | null, now: Date): boolean {
  if (!coupon || coupon.id !== quote.couponId || coupon.orderId !== quote.orderId || !couponValid(coupon.validUntil, now)) return false;
  const hold = couponHold(coupon);
  return hold === 'applied' || (hold === 'reserved' && holderQuoteId === quote.id);
}

/**
 * When a payment starts (its call's transaction, the order locked): the quote's coupon is reserved
 * for it, or the quote is stale (410) because the coupon moved, was spent or is held by another payment.
 */
export async function reserveQuoteCoupon(tx: Db, quote: QuoteRow, paymentId: string, now: Date): Promise<void> {
  if (!quote.couponId) return;
  const coupon = await repo.couponById(tx, quote.couponId, true);
  const usable = coupon !== null && coupon.orderId === quote.orderId && couponValid(coupon.validUntil, now);
  if (!usable || !(await move(tx, coupon, 'reserved', { paymentId }, now))) throw new BusinessError(STATUS.EXPIRED, 'quoteExpired', {}, { field: 'quote_id', quote_id: quote.id });
}

/** Whether `paymentId` holds (or already spent) its quote's coupon: only then may its success pay at the discount. */
export async function couponHeldBy(tx: Db, quote: QuoteRow, paymentId: string): Promise<boolean> {
  if (!quote.couponId) return true;
  const coupon = await repo.couponById(tx, quote.couponId, true);
  return coupon !== null && coupon.reservedPaymentId === paymentId && coupon.orderId === quote.orderId;
}

/** The payment succeeded: the coupon it holds is spent (once; the same success again changes nothing). */
export async function spendPaymentCoupon(tx: Db, quote: QuoteRow, paymentId: string, at: Date): Promise<void> {
  if (!quote.couponId) return;
  const coupon = await repo.couponById(tx, quote.couponId, true);
  if (coupon && coupon.reservedPaymentId === paymentId) await move(tx, coupon, 'spent', {}, at);
}

/**
 * The payment failed or was cancelled: the coupon it held goes back to its order, and off it when
 * the order can no longer be paid (paid by another payment, cancelled, closed), back to the payer.
 */
export async function releasePaymentCoupon(tx: Db, quote: QuoteRow, paymentId: string, orderPayable: boolean, at: Date): Promise<void> {
  if (!quote.couponId) return;
  const coupon = await repo.couponById(tx, quote.couponId, true);
  if (!coupon || coupon.reservedPaymentId !== paymentId || !(await move(tx, coupon, 'released', {}, at))) return;
  if (!orderPayable) await move(tx, { ...coupon, reservedPaymentId: null }, 'removed', {}, at);
}
