/**
 * Refunds as the payer hears of them and reads them. Each refund tells the payer by SMS and e-mail
 * when it is asked of the provider, when it is made and when it fails, in the order's language, with
 * the order number, the amount and what happens next (how long the money takes to come back: spec
 * 001 section 9); the message is enqueued in the transaction that writes the refund's change, so a
 * change is told once and a rolled-back one not at all. The payer's order detail lists every refund
 * of the order with its amount, the fee kept, the payment's rate, its status and its dates; staff's
 * note and who asked stay in the console.
 */
import { formatMoney } from '@edupay/forms';
import type { Db } from '../../db/client';
import { currencyScale, minorToDecimal } from '../../domain/order-money';
import { REFUND_DAYS, type PaymentMethod } from '../../domain/payment-methods';
import { t } from '../../messages';
import type { Enqueue } from '../../plugins/jobs';
import { tellPayer } from '../orders/notifications';
import type { OrderRow } from '../orders/repo';
import * as payments from '../payments/repo';
import * as repo from './repo';
import type { RefundRow } from './repo';

export type RefundNews = 'notifyRefundRequested' | 'notifyRefundSucceeded' | 'notifyRefundFailed';

/** SMS and e-mail to the order's payer about `refund`, enqueued in the caller's transaction. */
export async function tellRefund(tx: Db, enqueue: Enqueue, order: OrderRow, method: PaymentMethod, refund: RefundRow, news: RefundNews): Promise<void> {
  const money = (minor: bigint) => formatMoney(minor, { scale: currencyScale(refund.currency) });
  await tellPayer(tx, enqueue, order, news, {
    values: (locale) => ({
      amount: money(refund.amountMinor),
      currency: refund.currency,
      days: REFUND_DAYS[method],
      feeNote: refund.feeMinor > 0n ? t(locale, 'notifyRefundFee', { fee: money(refund.feeMinor), currency: refund.currency }) : '',
    }),
  });
}

/** What a refund's payment tells the payer: how it was paid (the refund's days) and at what rate. */
async function paidWith(db: Db, paymentId: string) {
  const payment = await payments.paymentById(db, paymentId);
  const quote = payment ? await payments.quoteById(db, payment.quoteId) : null;
  if (!payment || !quote) throw new Error(`refunded payment ${paymentId} or its quote vanished`);
  return { refundDays: REFUND_DAYS[payment.method], rate: quote.rate, foreignCurrency: quote.foreignCurrency };
}

/**
 * The refunds of the payer's order, oldest first (order_detail). The rate is the one the payment
 * was made at (a refund returns money at the payment rate: spec 001 section 4); refund_days is how
 * many working days the money takes once the refund is made, by the payment's method.
 */
export async function payerRefunds(db: Db, orderId: string) {
  // An order's refunds are of one payment or a few (a top-up): each payment and its quote read once.
  const paid = new Map<string, Awaited<ReturnType<typeof paidWith>>>();
  const list = [];
  for (const refund of await repo.refundsOfOrder(db, orderId)) {
    const payment = paid.get(refund.paymentId) ?? (await paidWith(db, refund.paymentId));
    paid.set(refund.paymentId, payment);
    list.push({
      refund_id: refund.id,
      status: refund.status,
      amount: minorToDecimal(refund.amountMinor, refund.currency),
      fee: minorToDecimal(refund.feeMinor, refund.currency),
      currency: refund.currency,
      full: refund.full ? 1 : 0,
      rate: payment.rate,
      foreign_currency: payment.foreignCurrency,
      refund_days: payment.refundDays,
      created_at: refund.createdAt.toISOString(),
      updated_at: refund.updatedAt.toISOString(),
    });
  }
  return list;
}
