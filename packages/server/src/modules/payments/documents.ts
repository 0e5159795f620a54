/**
 * The payment PDFs (issue 17 item 9), in the request's language: the bank-transfer instructions of
 * a payment (amount, reference, where to send it, until when) and the receipt of a paid order (order
 * number, payee, student, what was charged with the quote it was paid with, when, how). Both carry a
 * QR code back to the order. Only the order's payer gets them (another payer's id answers 404).
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { beijingDateTime } from '../../domain/beijing-time';
import { minorToDecimal } from '../../domain/order-money';
import type { LineKind } from '../../domain/quote-lines';
import { BusinessError } from '../../http/business-error';
import { t, type Locale } from '../../messages';
import * as orders from '../orders/repo';
import type { OrderOwner, OrderRow } from '../orders/repo';
import type { PayeeSnapshot } from '../orders/service/payee-snapshot';
import { ownedPayment } from './charges';
import { writePdf } from './pdf/pdf-writer';
import * as repo from './repo';
import { LINE_NAME, METHOD_NAME } from './quote-view';

const LANGUAGE: Readonly<Record<Locale, string>> = { en: 'en', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };

const money = (minor: bigint, currency: string) => `${minorToDecimal(minor, currency)} ${currency}`;

function payeeName(order: OrderRow, locale: Locale): string {
  const payee = order.payeeSnapshot as PayeeSnapshot;
  const zh = payee.institution?.zh;
  return locale !== 'en' && zh ? zh : (payee.institution?.en ?? payee.account_name);
}

function studentName(order: OrderRow): string {
  const s = order.student as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return [text(s['student_cn_name']), [text(s['en_first_name']), text(s['en_last_name'])].filter(Boolean).join(' ')].filter(Boolean).join(' ');
}

/** Where the QR leads: the order's payment page (a paid order shows its paid-order page there). */
const orderUrl = (ctx: AppContext, order: OrderRow) => `${ctx.config.publicUrl.replace(/\/$/, '')}/pay?order_id=${order.id}`;

export async function receiptPdf(ctx: AppContext, owner: OrderOwner, orderId: string, locale: Locale): Promise<{ bytes: Uint8Array; name: string }> {
  const order = await orders.ownedOrder(ctx.db, owner, orderId);
  if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
  const quote = order.status === 'paid' && order.paidQuoteId ? await repo.quoteById(ctx.db, order.paidQuoteId) : null;
  const payment = quote ? await repo.succeededPaymentOf(ctx.db, order.id) : null;
  if (!quote || !payment) throw new BusinessError(STATUS.CONFLICT, 'receiptNotReady', {}, { field: 'order_id' });
  const lines = (quote.lines as { kind: LineKind; effect: 'charge' | 'credit'; amount_minor: string }[]).map(
    (line) => [t(locale, LINE_NAME[line.kind]), `${line.effect === 'credit' ? '−' : ''}${money(BigInt(line.amount_minor), quote.payerCurrency)}`] as const,
  );
  const card = payment.last4 ? ` (${payment.brand ?? ''} •••• ${payment.last4})` : '';
  const now = ctx.now();
  const bytes = await writePdf({
    title: t(locale, 'pdfReceiptTitle'),
    language: LANGUAGE[locale],
    rows: [
      [t(locale, 'pdfOrderNo'), order.orderNumber],
      [t(locale, 'pdfPayee'), payeeName(order, locale)],
      [t(locale, 'pdfStudent'), studentName(order)],
      [t(locale, 'pdfPayeeReceives'), money(quote.foreignAmountMinor + quote.foreignSurchargeMinor, quote.foreignCurrency)],
      [t(locale, 'pdfRate'), t(locale, 'pdfRateValue', { foreign: quote.foreignCurrency, rate: quote.rate, payer: quote.payerCurrency })],
      ...lines,
      [t(locale, 'pdfTotalPaid'), money(payment.amountMinor, payment.currency)],
      [t(locale, 'pdfMethod'), `${t(locale, METHOD_NAME[payment.method])}${card}`],
      ...(payment.reference ? [[t(locale, 'pdfReference'), payment.reference] as const] : []),
      [t(locale, 'pdfPaidAt'), beijingDateTime(payment.updatedAt)],
      [t(locale, 'pdfPaymentId'), payment.id],
    ],
    emphasis: [t(locale, 'pdfOrderNo'), t(locale, 'pdfTotalPaid')],
    notes: [],
    qr: { url: orderUrl(ctx, order), caption: t(locale, 'pdfQrNote') },
    footer: t(locale, 'pdfIssued', { date: beijingDateTime(now) }),
    at: now,
  });
  return { bytes, name: `EduPay-receipt-${order.orderNumber}.pdf` };
}

export async function instructionsPdf(ctx: AppContext, owner: OrderOwner, paymentId: string, locale: Locale): Promise<{ bytes: Uint8Array; name: string }> {
  const payment = await ownedPayment(ctx, owner, paymentId);
  const order = await orders.ownedOrder(ctx.db, owner, payment.orderId);
  const bank = payment.instructions as { bankName: string; accountName: string; accountNumber: string; swift: string } | null;
  // In installments each transfer has its own reference and day (installments.ts): one row each.
  const installments = await repo.installmentsOf(ctx.db, payment.id);
  if (!order || !bank || (!payment.reference && installments.length === 0)) throw new BusinessError(STATUS.NOT_FOUND, 'noTransferInstructions', {}, { field: 'payment_id' });
  const quote = await repo.quoteById(ctx.db, payment.quoteId);
  const amountRows: (readonly [string, string])[] =
    installments.length > 0
      ? installments.map((i) => [t(locale, 'pdfInstallmentRow', { n: i.seq, day: i.payOn }), `${money(i.amountMinor, i.currency)} · ${i.reference}`] as const)
      : [[t(locale, 'pdfReference'), payment.reference ?? ''] as const];
  const now = ctx.now();
  const bytes = await writePdf({
    title: t(locale, 'pdfInstructionsTitle'),
    language: LANGUAGE[locale],
    rows: [
      [t(locale, 'pdfOrderNo'), order.orderNumber],
      [t(locale, 'pdfPayee'), payeeName(order, locale)],
      [t(locale, 'pdfAmountToSend'), money(payment.amountMinor, payment.currency)],
      ...amountRows,
      [t(locale, 'pdfAccountName'), bank.accountName],
      [t(locale, 'pdfAccountNumber'), bank.accountNumber],
      [t(locale, 'pdfBank'), bank.bankName],
      [t(locale, 'pdfSwift'), bank.swift],
      ...(quote ? [[t(locale, 'pdfSendBefore'), beijingDateTime(quote.expiresAt)] as const] : []),
    ],
    emphasis: [t(locale, 'pdfAmountToSend'), t(locale, 'pdfReference')],
    notes: [t(locale, 'pdfReferenceNote')],
    qr: { url: orderUrl(ctx, order), caption: t(locale, 'pdfQrNote') },
    footer: t(locale, 'pdfIssued', { date: beijingDateTime(now) }),
    at: now,
  });
  return { bytes, name: `EduPay-transfer-${payment.reference ?? installments[0]!.reference}.pdf` };
}
