/**
 * The payment PDFs as a person sees them: the first page of the receipt and of the bank-transfer
 * instructions, in simplified Chinese and English, rendered to pixels (poppler), read back by OCR
 * (tesseract) and compared with the committed screenshots in test/__screenshots__/pdf/. Fixed rows and a
 * fixed clock make the same document every run; payment-pdfs.test.ts reads the served PDFs the same way.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../src/messages';
import { instructionsContent, receiptContent, type PdfOrder, type PdfPayment, type PdfQuote } from '../src/modules/payments/pdf/payment-pdf-content';
import { writePdf } from '../src/modules/payments/pdf/pdf-writer';
import { firstPagePng, matchesBaseline, readByOcr, unreadStrings } from './helpers/pdf-pixels';

const now = new Date('2026-12-07T08:30:00Z');
const order: PdfOrder = {
  orderNumber: 'EP2612070042',
  payeeSnapshot: { account_name: 'Griffith University', institution: { en: 'Griffith University', zh: '格里菲斯大学' } },
  student: { student_cn_name: '李明', en_first_name: 'Ming', en_last_name: 'Li' },
};
const quote: PdfQuote = {
  lines: [
    { kind: 'principal', effect: 'charge', amount_minor: '4210714' },
    { kind: 'channel_fee', effect: 'charge', amount_minor: '20000' },
    { kind: 'coupon', effect: 'credit', amount_minor: '5000' },
  ],
  payerCurrency: 'CNY',
  foreignAmountMinor: 880000n,
  foreignSurchargeMinor: 0n,
  foreignCurrency: 'AUD',
  rate: '4.7849',
  expiresAt: new Date('2026-12-07T10:30:00Z'),
};
const transfer: PdfPayment = { id: 'pay_7Q2K9H3X', amountMinor: 4225714n, currency: 'CNY', method: 'transfer', brand: null, last4: null, reference: 'EP7H3K9Q2M', updatedAt: new Date('2026-12-07T08:12:00Z') };
const card: PdfPayment = { ...transfer, method: 'card', brand: 'Visa', last4: '4242', reference: null };
const bank = { bankName: 'Bank of China Shanghai Branch', accountName: 'EduPay Technology (Shanghai) Co., Ltd.', accountNumber: '4567890123456789', swift: 'BKCHCNBJ300' };
const orderUrl = 'https://edupay.example/pay?order_id=0f1e2d3c';

const documents = {
  receipt: (locale: Locale) => receiptContent(locale, { order, quote, payment: card, orderUrl, now }),
  instructions: (locale: Locale) => instructionsContent(locale, { order, payment: transfer, bank, installments: [], quote, orderUrl, now }),
};
/** What must be read back from the pixels: the order number, the amount, the reference (transfer) and a Chinese line. */
const mustRead = {
  receipt: { 'zh-CN': ['EP2612070042', '42257.14CNY', '格里菲斯大学', '订单编号'], en: ['EP2612070042', '42257.14CNY', 'GriffithUniversity', 'Ordernumber'] },
  instructions: { 'zh-CN': ['EP2612070042', '42257.14CNY', 'EP7H3K9Q2M', '4567890123456789', '格里菲斯大学', '付款参考号'], en: ['EP2612070042', '42257.14CNY', 'EP7H3K9Q2M', '4567890123456789', 'GriffithUniversity', 'Reference'] },
} as const;

describe('payment PDFs, as pixels', () => {
  for (const kind of ['receipt', 'instructions'] as const) {
    for (const locale of ['zh-CN', 'en'] as const) {
      it(`the ${kind} in ${locale} reads back by OCR and matches its screenshot`, async () => {
        const png = await firstPagePng(await writePdf(documents[kind](locale)));
        expect(unreadStrings(await readByOcr(png), mustRead[kind][locale])).toEqual([]);
        const { differing, baseline } = await matchesBaseline(png, `pdf/${kind}-${locale}`);
        expect(differing, `pixels unlike ${baseline}`).toBe(0);
      }, 60_000);
    }
  }
});
