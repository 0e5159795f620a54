/**
 * Issue 16 item 7: uploads feed the order. An order whose required documents are missing cannot go
 * to payment (payment_gateway refuses, naming the missing slots) and its detail lists them; once the
 * payer has uploaded them the same quote is paid. A deleted document blocks the payment again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAYER_PHONE } from '../src/modules/payments/seed';
import { Client, createTestApp, type Envelope, type TestApp } from './helpers/app';
import { smsLogin } from './helpers/flows';
import { IMPERIAL, placeOrder, uploadRequiredDocuments } from './helpers/orders';

let t: TestApp;
let demo: Client;
beforeAll(async () => {
  t = await createTestApp({ limits: { quotesPerOrderPerHour: 1000 } });
  demo = new Client(t.app);
  expect((await smsLogin(t, demo, DEMO_PAYER_PHONE.phone)).status_code).toBe(200);
}, 120_000);
afterAll(async () => t?.close());

let keys = 0;
const gateway = async (quoteId: string) =>
  (
    await demo.raw({
      method: 'POST',
      url: '/api/order/payment_gateway',
      payload: { quote_id: quoteId },
      headers: { 'idempotency-key': `docs-pay-${(keys += 1)}` },
    })
  ).json() as Envelope;

async function quoteOf(orderId: string): Promise<string> {
  const answer = await demo.post('/api/order/payment_estimate', {
    order_id: orderId,
    method_id: 'card',
    full_arrival: 0,
  });
  expect(answer.status_code, answer.message).toBe(200);
  return answer.data.quote_id as string;
}

describe('payment needs the required documents', () => {
  it('is refused while documents are missing (411, the missing slots named, in three languages); paid once they are uploaded', async () => {
    const orderId = await placeOrder(t, demo, {}, IMPERIAL, false);
    const detail = await demo.get('/api/user/order_detail', { order_id: orderId });
    expect(detail.data.missing_documents).toEqual(['payment_proof', 'enrolment_proof', 'payer_id', 'kinship_proof']);

    // A quote can be shown (the payment page's fees), but not charged.
    const quoteId = await quoteOf(orderId);
    const refused = await gateway(quoteId);
    expect(refused).toMatchObject({
      status_code: 411,
      message: 'This order cannot go to payment yet. Still needed: payment proof (bill or payment notice); enrolment or offer letter; payer’s ID card (front and back); proof of kinship with the student',
      data: { order_id: orderId, missing: ['payment_proof', 'enrolment_proof', 'payer_id', 'kinship_proof'] },
    });
    demo.language = 'zh-CN';
    expect((await gateway(quoteId)).message).toBe('此订单暂不能支付，还需要：缴费凭证（账单或缴费通知）；在读证明或录取通知书；付款人身份证（正反面）；与学生的亲属关系证明');
    demo.language = 'zh-TW';
    expect((await gateway(quoteId)).message).toBe('此訂單暫不能付款，還需要：繳費憑證（帳單或繳費通知）；在讀證明或錄取通知書；付款人身分證（正反面）；與學生的親屬關係證明');
    demo.language = undefined;

    await uploadRequiredDocuments(demo, orderId);
    expect((await demo.get('/api/user/order_detail', { order_id: orderId })).data.missing_documents).toEqual([]);
    const started = await gateway(quoteId);
    expect(started.status_code, started.message).toBe(200);
  });

  it('a required document deleted again blocks the payment again', async () => {
    const orderId = await placeOrder(t, demo);
    const listing = await demo.get('/api/order/ident_files', { order_id: orderId });
    const proof = (listing.data.slots as { slot: string; files: { file_id: string }[] }[]).find(
      (s) => s.slot === 'payment_proof',
    )!.files[0]!;
    expect(
      (await demo.post('/api/order/ident_files_delete', { order_id: orderId, file_id: proof.file_id })).status_code,
    ).toBe(200);
    const refused = await gateway(await quoteOf(orderId));
    expect(refused).toMatchObject({ status_code: 411, data: { missing: ['payment_proof'] } });
  });
});
