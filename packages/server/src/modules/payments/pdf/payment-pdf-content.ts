/**
 * What the payment PDFs say, decided from the rows alone (no database, no clock): the bank-transfer
 * instructions of a payment and the receipt of a paid order, in the payer's language. documents.ts loads
 * the rows and writes the PDF; the pixel test renders these with fixed rows (test/pdf-pixels.test.ts).
 */
import { beijingDateTime } from '../../../domain/beijing-time';
import { minorToDecimal } from '../../../domain/order-money';
import type { LineKind } from '../../../domain/quote-lines';
import { t, type Locale } from '../../../messages';
import type { OrderRow } from '../../orders/repo';
import type { PayeeSnapshot } from '../../orders/service/payee-snapshot';
import { LINE_NAME, METHOD_NAME } from '../quote-view';
import type { InstallmentRow, PaymentRow, QuoteRow } from '../repo';
import type { PdfContent } from './pdf-writer';

const LANGUAGE: Readonly<Record<Locale, string>> = { en: 'en', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };

const money = (minor: bigint, currency: string) => `${minorToDecimal(minor, currency)} ${currency}`;

export type PdfOrder = Pick<OrderRow, 'orderNumber' | 'payeeSnapshot' | 'student'>;
export type PdfQuote = Pick<QuoteRow, 'lines' | 'payerCurrency' | 'foreignAmountMinor' | 'foreignSurchargeMinor' | 'foreignCurrency' | 'rate' | 'expiresAt'>;
export type PdfPayment = Pick<PaymentRow, 'id' | 'amountMinor' | 'currency' | 'method' | 'brand' | 'last4' | 'reference' | 'updatedAt'>;
export type PdfInstallment = Pick<InstallmentRow, 'seq' | 'payOn' | 'amountMinor' | 'currency' | 'reference'>;
export interface BankDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  swift: string;
}

function payeeName(order: PdfOrder, locale: Locale): string {
  const payee = order.payeeSnapshot as PayeeSnapshot;
  const zh = payee.institution?.zh;
  return locale !== 'en' && zh ? zh : (payee.institution?.en ?? payee.account_name);
}

function studentName(order: PdfOrder): string {
  const s = order.student as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return [text(s['student_cn_name']), [text(s['en_first_name']), text(s['en_last_name'])].filter(Boolean).join(' ')].filter(Boolean).join(' ');
}

/** The receipt of a paid order: what was charged with the quote it was paid with, when, how. */
export function receiptContent(locale: Locale, facts: { order: PdfOrder; quote: PdfQuote; payment: PdfPayment; orderUrl: string; now: Date }): PdfContent {
  const { order, quote, payment, orderUrl, now } = facts;
  const lines = (quote.lines as { kind: LineKind; effect: 'charge' | 'credit'; amount_minor: string }[]).map(
    (line) => [t(locale, LINE_NAME[line.kind]), `${line.effect === 'credit' ? '−' : ''}${money(BigInt(line.amount_minor), quote.payerCurrency)}`] as const,
  );
  const card = payment.last4 ? ` (${payment.brand ?? ''} •••• ${payment.last4})` : '';
  return {
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
    qr: { url: orderUrl, caption: t(locale, 'pdfQrNote') },
    footer: t(locale, 'pdfIssued', { date: beijingDateTime(now) }),
    at: now,
  };
}

/** The bank-transfer instructions of a payment: amount, reference (one row per installment), where to send it, until when. */
export function instructionsContent(
  locale: Locale,
  facts: { order: PdfOrder; payment: PdfPayment; bank: BankDetails; installments: readonly PdfInstallment[]; quote: Pick<PdfQuote, 'expiresAt'> | null; orderUrl: string; now: Date },
): PdfContent {
  const { order, payment, bank, installments, quote, orderUrl, now } = facts;
  const amountRows: (readonly [string, string])[] =
    installments.length > 0
      ? installments.map((i) => [t(locale, 'pdfInstallmentRow', { n: i.seq, day: i.payOn }), `${money(i.amountMinor, i.currency)} · ${i.reference}`] as const)
      : [[t(locale, 'pdfReference'), payment.reference ?? ''] as const];
  return {
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
    qr: { url: orderUrl, caption: t(locale, 'pdfQrNote') },
    footer: t(locale, 'pdfIssued', { date: beijingDateTime(now) }),
    at: now,
  };
}
