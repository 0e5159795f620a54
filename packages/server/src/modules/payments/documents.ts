/**
 * The payment PDFs (issue 17 item 9), in the request's language: the bank-transfer instructions of
 * a payment and the receipt of a paid order. Both carry a QR code back to the order. Only the order's
 * payer gets them (another payer's id answers 404). What they say: pdf/payment-pdf-content.ts.
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { BusinessError } from '../../http/business-error';
import type { Locale } from '../../messages';
import * as orders from '../orders/repo';
import type { OrderOwner, OrderRow } from '../orders/repo';
import { ownedPayment } from './charges';
import { instructionsContent, receiptContent, type BankDetails } from './pdf/payment-pdf-content';
import { writePdf } from './pdf/pdf-writer';
import * as repo from './repo';

/** Where the QR leads: the order's payment page (a paid order shows its paid-order page there). */
const orderUrl = (ctx: AppContext, order: OrderRow) => `${ctx.config.publicUrl.replace(/\/$/, '')}/pay?order_id=${order.id}`;

export async function receiptPdf(ctx: AppContext, owner: OrderOwner, orderId: string, locale: Locale): Promise<{ bytes: Uint8Array; name: string }> {
  const order = await orders.ownedOrder(ctx.db, owner, orderId);
  if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
  const quote = order.status === 'paid' && order.paidQuoteId ? await repo.quoteById(ctx.db, order.paidQuoteId) : null;
  const payment = quote ? await repo.succeededPaymentOf(ctx.db, order.id) : null;
  if (!quote || !payment) throw new BusinessError(STATUS.CONFLICT, 'receiptNotReady', {}, { field: 'order_id' });
  const bytes = await writePdf(receiptContent(locale, { order, quote, payment, orderUrl: orderUrl(ctx, order), now: ctx.now() }));
  return { bytes, name: `EduPay-receipt-${order.orderNumber}.pdf` };
}

export async function instructionsPdf(ctx: AppContext, owner: OrderOwner, paymentId: string, locale: Locale): Promise<{ bytes: Uint8Array; name: string }> {
  const payment = await ownedPayment(ctx, owner, paymentId);
  const order = await orders.ownedOrder(ctx.db, owner, payment.orderId);
  const bank = payment.instructions as BankDetails | null;
  // In installments each transfer has its own reference and day (installments.ts): one row each.
  const installments = await repo.installmentsOf(ctx.db, payment.id);
  if (!order || !bank || (!payment.reference && installments.length === 0)) throw new BusinessError(STATUS.NOT_FOUND, 'noTransferInstructions', {}, { field: 'payment_id' });
  const quote = await repo.quoteById(ctx.db, payment.quoteId);
  const bytes = await writePdf(instructionsContent(locale, { order, payment, bank, installments, quote, orderUrl: orderUrl(ctx, order), now: ctx.now() }));
  return { bytes, name: `EduPay-transfer-${payment.reference ?? installments[0]!.reference}.pdf` };
}
