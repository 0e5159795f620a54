/**
 * Refunds as the payer hears of them. Each refund tells the payer by SMS and e-mail when it is asked
 * of the provider, when it is made and when it fails, in the order's language, with the order
 * number, the amount and what happens next (how long the money takes to come back: spec 001 section
 * 9); the message is enqueued in the transaction that writes the refund's change, so a change is
 * told once and a rolled-back one not at all.
 */
import { formatMoney } from '@edupay/forms';
import type { Db } from '../../db/client';
import { currencyScale } from '../../domain/order-money';
import { REFUND_DAYS, type PaymentMethod } from '../../domain/payment-methods';
import { t } from '../../messages';
import type { Enqueue } from '../../plugins/jobs';
import { tellPayer } from '../orders/notifications';
import type { OrderRow } from '../orders/repo';
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
