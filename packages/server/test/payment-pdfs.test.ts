/**
 * The payment PDFs (issue 17 item 9): the bank-transfer instructions of a payment and the receipt of
 * a paid order, in the payer's language, with Chinese glyphs embedded (a subset of Noto Sans SC, not
 * a system font), the order number, amounts and reference. Only the order's payer gets them: another
 * payer's ids answer 404 like unknown ones; an unpaid order has no receipt (411).
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@edupay/forms/contract';
import { SANDBOX_CARDS, type SandboxProvider } from '../src/providers/payment';
import { Client, type Envelope, type TestApp } from './helpers/app';
import { paymentsTestApp } from './helpers/payments';
import { placeOrder } from './helpers/orders';
import { embeddedFontNames, pdfText } from './helpers/pdf-text';
import { firstPagePng, readByOcr, unreadStrings } from './helpers/pdf-pixels';

let t: TestApp;
let demo: Client;
let other: Client;
let sandbox: SandboxProvider;
beforeAll(async () => {
  ({ t, demo, other, sandbox } = await paymentsTestApp());
}, 120_000);
afterAll(async () => t?.close());

let keys = 0;
async function pay(client: Client, orderId: string, method: string): Promise<Envelope['data']> {
  const estimate = await client.post('/api/order/payment_estimate', { order_id: orderId, method_id: method, full_arrival: 0 });
  expect(estimate.status_code, estimate.message).toBe(200);
  const started = (await client.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: estimate.data.quote_id }, headers: { 'idempotency-key': `pdf-${(keys += 1)}` } })).json() as Envelope;
  expect(started.status_code, started.message).toBe(200);
  return started.data;
}

async function getPdf(client: Client, url: string, query: Record<string, string>) {
  const response = await client.raw({ method: 'GET', url, query });
  return response;
}

const orderNumber = async (client: Client, orderId: string) => (await client.get('/api/order/payment_detail', { order_id: orderId })).data.order.order_no as string;

describe('payment_instructions_pdf', () => {
  it('a transfer payment: amount, reference and bank details, in Chinese with the glyphs embedded', async () => {
    const orderId = await placeOrder(t, demo);
    const orderNo = await orderNumber(demo, orderId);
    const payment = await pay(demo, orderId, 'transfer');
    demo.language = 'zh-CN';
    const response = await getPdf(demo, '/api/order/payment_instructions_pdf', { payment_id: payment.payment_id });
    demo.language = undefined;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="EduPay-transfer-${payment.reference}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(bytes));
    for (const expected of ['EduPay 付款说明：银行转账', '订单编号', orderNo, '应转账金额', `${payment.amount} CNY`, '付款参考号', payment.reference, payment.instructions.accountNumber, payment.instructions.swift, '请在此时间前转账']) {
      expect(text).toContain(expected);
    }
    // What a person sees: the page's pixels read back by OCR (a broken font subset once drew most of these as blanks).
    const seen = await readByOcr(await firstPagePng(new Uint8Array(bytes)));
    expect(unreadStrings(seen, ['付款说明', '订单编号', orderNo, `${payment.amount} CNY`, '付款参考号', payment.reference, payment.instructions.accountNumber])).toEqual([]);
    // The CJK font is embedded with its font file (pdf-lib names the subset NotoSansSC-Regular-<n>), never left to the reader's system fonts.
    expect((await embeddedFontNames(new Uint8Array(bytes))).some((name) => /^NotoSansSC-Regular/.test(name))).toBe(true);
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('in English by default; another payer and a card payment get no instructions (404)', async () => {
    const orderId = await placeOrder(t, demo);
    const transfer = await pay(demo, orderId, 'transfer');
    const english = await getPdf(demo, '/api/order/payment_instructions_pdf', { payment_id: transfer.payment_id });
    expect(await pdfText(new Uint8Array(english.rawPayload))).toContain('EduPay payment instructions:');
    const foreign = (await getPdf(other, '/api/order/payment_instructions_pdf', { payment_id: transfer.payment_id })).json() as Envelope;
    expect(foreign).toMatchObject({ status_code: STATUS.NOT_FOUND, data: { field: 'payment_id' } });
    const cardOrder = await placeOrder(t, demo);
    const card = await pay(demo, cardOrder, 'card');
    const refused = (await getPdf(demo, '/api/order/payment_instructions_pdf', { payment_id: card.payment_id })).json() as Envelope;
    expect(refused).toMatchObject({ status_code: STATUS.NOT_FOUND, message: 'This payment is not a bank transfer: it has no transfer instructions' });
  });

  it('asks for a login first', async () => {
    const answer = (await getPdf(new Client(t.app), '/api/order/payment_instructions_pdf', { payment_id: 'x' })).json() as Envelope;
    expect(answer.status_code).toBe(STATUS.NEED_LOGIN);
  });
});

describe('payment_receipt_pdf', () => {
  it('a paid order: order number, payee, student (Chinese), the quote it was paid with, the card', async () => {
    const orderId = await placeOrder(t, demo);
    const orderNo = await orderNumber(demo, orderId);
    const unpaid = (await getPdf(demo, '/api/order/payment_receipt_pdf', { order_id: orderId })).json() as Envelope;
    expect(unpaid).toMatchObject({ status_code: STATUS.CONFLICT, message: 'The receipt is available once the order is paid' });
    const payment = await pay(demo, orderId, 'card');
    const ref = /sbx_[0-9a-f]{32}/.exec(payment.redirect_url)![0];
    expect(await sandbox.payByCard(ref, SANDBOX_CARDS.succeeds)).toBe('succeeded');
    const response = await getPdf(demo, '/api/order/payment_receipt_pdf', { order_id: orderId });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="EduPay-receipt-${orderNo}.pdf"`);
    const text = await pdfText(new Uint8Array(response.rawPayload));
    for (const expected of ['EduPay payment receipt', orderNo, 'Imperial College London', '李雷 Lei Li', '12017.00 GBP', 'Total paid', `${payment.amount} CNY`, 'visa •••• 4242', payment.payment_id]) {
      expect(text).toContain(expected);
    }
    const seen = await readByOcr(await firstPagePng(new Uint8Array(response.rawPayload)));
    expect(unreadStrings(seen, ['EduPay payment receipt', orderNo, 'Imperial College London', 'Total paid', `${payment.amount} CNY`, '4242'])).toEqual([]);
    demo.language = 'zh-TW';
    const traditional = await pdfText(new Uint8Array((await getPdf(demo, '/api/order/payment_receipt_pdf', { order_id: orderId })).rawPayload));
    demo.language = undefined;
    expect(traditional).toContain('EduPay 付款收據');
    expect(traditional).toContain('實付總額');
  });

  it("another payer's order answers like an unknown one (404)", async () => {
    const orderId = await placeOrder(t, demo);
    const foreign = (await getPdf(other, '/api/order/payment_receipt_pdf', { order_id: orderId })).json() as Envelope;
    expect(foreign).toMatchObject({ status_code: STATUS.NOT_FOUND, data: { field: 'order_id' } });
    const unknown = (await getPdf(demo, '/api/order/payment_receipt_pdf', { order_id: '00000000-0000-4000-8000-000000000000' })).json() as Envelope;
    expect(unknown.status_code).toBe(STATUS.NOT_FOUND);
  });
});
