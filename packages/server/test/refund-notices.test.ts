/**
 * What the payer hears and reads of a refund the operations console issues: an SMS and an e-mail
 * when it is asked of the provider, and again when it is made or fails, through the job queue (the
 * dev outbox here), in the language the order was placed in, with the order number, the amount and
 * how long the money takes to come back (REFUND_DAYS: transfer 5-7 working days, card 7-10); a full
 * refund is told once, not again by the order's own refund_succeeded. The payer's order detail lists
 * every refund; another payer's order answers like an unknown one. Its own app, so the queue holds
 * this file's messages only (SMS and e-mail go one at a time). Runs on PGlite, and on PostgreSQL
 * with DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatMoney } from '@edupay/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxCharges } from '../src/db/schema';
import { createTestApp, jobsSettled, type Client, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { idempotencyKeys, paidOrder } from './helpers/payments';
import { staffClient } from './helpers/staff';

let t: TestApp;
let payer: Client;
/** Where the payer is reached: the account's phone (E.164) and its confirmed e-mail. */
let contacts: { phone: string; email: string };
let otherPayer: Client;
let finance: Client;

beforeAll(async () => {
  t = await createTestApp({ limits: { quotesPerOrderPerHour: 1000 } });
  const first = await registeredUser(t);
  payer = first.client;
  contacts = { phone: `+86${first.phone}`, email: first.email };
  otherPayer = (await registeredUser(t)).client;
  finance = await staffClient(t, 'finance');
}, 120_000);
afterAll(async () => t?.close());

const newKey = idempotencyKeys('refund-notice');
const refund = async (body: Record<string, unknown>) =>
  (await finance.raw({ method: 'POST', url: '/api/ops/refund_issue', payload: body, headers: { 'idempotency-key': newKey() } })).json() as Envelope;

type Sent = { channel: string; to: string; subject: string | null; body: string };
/** The payer's messages about the order (dev outbox, newest first), once the queue sent them. */
async function toldAbout(orderNo: string): Promise<Sent[]> {
  await jobsSettled(t.app, contacts.phone, 60_000);
  await jobsSettled(t.app, contacts.email, 60_000);
  const all = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as Sent[];
  return all.filter((m) => (m.to === contacts.phone || m.to === contacts.email) && m.body.includes(orderNo));
}

/** An order placed in `language` (its messages' language) and paid with `method`; its number, and how many messages it had so far. */
async function paidOrderIn(language: string, method = 'transfer') {
  payer.language = language;
  try {
    const paid = await paidOrder(t, payer, newKey(), method);
    const orderNo = String((await payer.get('/api/user/order_detail', { order_id: paid.orderId })).data.order_no);
    return { ...paid, orderNo, before: (await toldAbout(orderNo)).length };
  } finally {
    payer.language = undefined;
  }
}

/** What the refund sent: the messages since `before`, SMS bodies sorted (asked and made are sent in one moment). */
async function refundNews(orderNo: string, before: number) {
  const sent = await toldAbout(orderNo);
  const news = sent.slice(0, sent.length - before);
  const sms = news.filter((m) => m.channel === 'sms').map((m) => m.body).sort();
  const mails = news.filter((m) => m.channel === 'email');
  // The e-mail says what the SMS says.
  expect(mails.map((m) => m.body).sort()).toEqual(sms);
  return { sms, subjects: mails.map((m) => m.subject) };
}

describe('a refund from the console, as the payer hears of it and reads it', { timeout: 60_000 }, () => {
  it('partial, zh-CN, bank transfer: asked and made, with the amount and 5-7 working days; the order detail lists it', async () => {
    const { orderId, orderNo, before } = await paidOrderIn('zh-CN');
    const answer = await refund({ order_id: orderId, reason: 'price_match', refund_amount: '1234.50' });
    expect(answer.data, answer.message).toMatchObject({ status: 'succeeded', full: 0 });

    const { sms, subjects } = await refundNews(orderNo, before);
    expect(sms).toEqual(
      [
        `EduPay：我们已向支付机构申请将订单${orderNo}的1,234.50 CNY原路退回。退款完成后通常在 5-7 个工作日内到账，完成时我们会再通知您。`,
        `EduPay：订单${orderNo}的退款1,234.50 CNY已原路退回，通常在 5-7 个工作日内到账。`,
      ].sort(),
    );
    expect(subjects).toEqual([`EduPay 订单${orderNo}状态更新`, `EduPay 订单${orderNo}状态更新`]);

    const detail = await payer.get('/api/user/order_detail', { order_id: orderId });
    expect(detail.status_code, detail.message).toBe(200);
    expect(detail.data.quote).toMatchObject({ paid: 1, foreign_currency: 'GBP' });
    expect(detail.data.refunds).toEqual([
      {
        refund_id: answer.data.refund_id,
        status: 'succeeded',
        amount: '1234.50',
        fee: '0.00',
        currency: 'CNY',
        full: 0,
        rate: detail.data.quote.rate,
        foreign_currency: 'GBP',
        refund_days: '5-7',
        created_at: answer.data.created_at,
        updated_at: answer.data.updated_at,
      },
    ]);
  });

  it("another payer's order answers like an unknown one", async () => {
    const { orderId } = await paidOrder(t, payer, newKey());
    expect((await refund({ order_id: orderId, reason: 'price_match', refund_amount: '5.00' })).status_code).toBe(200);
    const envelope = ({ status_code, message, data }: Envelope) => ({ status_code, message, data });
    const theirs = await otherPayer.get('/api/user/order_detail', { order_id: orderId });
    const unknown = await otherPayer.get('/api/user/order_detail', { order_id: randomUUID() });
    expect(theirs.status_code).toBe(404);
    expect(envelope(theirs)).toEqual(envelope(unknown));
    expect((await payer.get('/api/user/order_detail', { order_id: orderId })).data.refunds).toMatchObject([{ amount: '5.00' }]);
  });

  it('full, en, by card, at the payer’s request: the fee kept is said, 7-10 working days, and the refund is told made once', async () => {
    const { orderId, orderNo, before, captured } = await paidOrderIn('en', 'card');
    const answer = await refund({ order_id: orderId, reason: 'payer_request' });
    expect(answer.data, answer.message).toMatchObject({ status: 'succeeded', full: 1, fee: '120.00' });
    const amount = formatMoney(captured - 12000n); // with thousands separators
    const { sms, subjects } = await refundNews(orderNo, before);
    // The order's refund_succeeded (closed as refunded) sends nothing of its own: two messages, not three.
    expect(sms).toEqual(
      [
        `EduPay: we have asked the payment provider to refund ${amount} CNY of order ${orderNo} to your original payment method. A refund fee of 120.00 CNY is kept. It usually arrives within 7-10 working days of the refund being made; we will tell you when it is.`,
        `EduPay: the refund of ${amount} CNY for order ${orderNo} has been made to your original payment method. It usually arrives within 7-10 working days.`,
      ].sort(),
    );
    expect(subjects).toEqual([`Your EduPay order ${orderNo}`, `Your EduPay order ${orderNo}`]);
    const detail = await payer.get('/api/user/order_detail', { order_id: orderId });
    expect(detail.data.status).toBe('refunded');
    expect(detail.data.refunds).toMatchObject([{ status: 'succeeded', full: 1, fee: '120.00', amount: formatMoney(captured - 12000n, { grouping: false }), refund_days: '7-10' }]);
  });

  it('refused by the provider, zh-TW: asked, then failed with what happens next; the detail shows it failed', async () => {
    const { orderId, orderNo, before, paymentId } = await paidOrderIn('zh-TW');
    // Someone refunded the whole charge at the acquirer directly: it refuses any more.
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    await t.database.db.update(sandboxCharges).set({ refundedMinor: payment!.amountMinor }).where(eq(sandboxCharges.ref, payment!.providerRef!));
    const answer = await refund({ order_id: orderId, reason: 'duplicate_or_error', refund_amount: '10.00' });
    expect(answer.data, answer.message).toMatchObject({ status: 'failed', full: 0 });
    const { sms } = await refundNews(orderNo, before);
    expect(sms).toEqual(
      [
        `EduPay：我們已向支付機構申請將訂單${orderNo}的10.00 CNY原路退回。退款完成後通常在 5-7 個工作日內到帳，完成時我們會再通知您。`,
        `EduPay：支付機構未能完成訂單${orderNo}的退款10.00 CNY，款項尚未退回。您的繳費專員會聯絡您，以其他方式退款。`,
      ].sort(),
    );
    const detail = await payer.get('/api/user/order_detail', { order_id: orderId });
    expect(detail.data.refunds).toMatchObject([{ status: 'failed', amount: '10.00' }]);
  });
});
