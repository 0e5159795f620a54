/**
 * Payments on the server (issue 17 items 5-6): payment_gateway charges exactly a stored quote
 * through the sandbox acquirer (hosted card page, transfer, QR); outcomes arrive by signed callback,
 * applied once; forged, stale and replayed callbacks are refused; out-of-order events never move a
 * payment back; one Idempotency-Key makes one payment (also two calls at once); an expired quote is
 * refused with a fresh one; a paid order answers 4017; a declined card leaves the order payable;
 * another payer's ids answer like unknown ones; a payment that never called back (our server died
 * after the provider's success) ends paid after the re-query job, once.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@edupay/forms/contract';
import { orderEvents, orders, paymentEvents, payments, quotes } from '../src/db/schema';
import { signCallback, SIGNATURE_HEADER } from '../src/domain/callback-signature';
import { requeryPayment } from '../src/modules/payments/charges';
import { sandboxCallbackSecret, SANDBOX_CARDS, type SandboxProvider } from '../src/providers/payment';
import { type Client, siblingApp, type Envelope, type TestApp } from './helpers/app';
import { paymentsTestApp } from './helpers/payments';
import { placeOrder as placeDemoOrder } from './helpers/orders';

let t: TestApp;
let demo: Client;
let other: Client;
let sandbox: SandboxProvider;
beforeAll(async () => {
  // Re-queries every second here (a minute by default), so the job's path runs within the test.
  ({ t, demo, other, sandbox } = await paymentsTestApp({ paymentRequerySeconds: 1 }));
}, 120_000);
afterAll(async () => t?.close());


let keys = 0;
const newKey = () => `pay-test-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;
const placeOrder = (client: Client) => placeDemoOrder(t, client);


async function quote(client: Client, orderId: string, method = 'card'): Promise<Envelope['data']> {
  const answer = await client.post('/api/order/payment_estimate', { order_id: orderId, method_id: method, full_arrival: 0 });
  expect(answer.status_code, answer.message).toBe(200);
  return answer.data;
}

const gateway = async (client: Client, quoteId: string, key = newKey()) =>
  (await client.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: quoteId }, headers: { 'idempotency-key': key } })).json() as Envelope;

const payResult = (client: Client, paymentId: string) => client.get('/api/order/pay_result', { payment_id: paymentId });

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
const paymentsOf = (orderId: string) => t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
const eventsOf = (paymentId: string) => t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
const paidEvents = async (orderId: string) => (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter((e) => e.event === 'payment_succeeded').length;

/** Pays on the hosted card page like a browser: the form post, then the redirect back to /pay_result. */
async function payOnPage(redirectUrl: string, cardNumber: string) {
  const page = await t.app.inject({ method: 'GET', url: redirectUrl, remoteAddress: '127.0.0.1' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('name="card_number"');
  return t.app.inject({ method: 'POST', url: redirectUrl, remoteAddress: '127.0.0.1', payload: `card_number=${encodeURIComponent(cardNumber)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

const secret = () => sandboxCallbackSecret(t.app.ctx.secret);
const callback = (body: string, signature: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/order/payment_callback', payload: body, headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) } });
const eventBody = (id: string, payment: { id: string; providerRef: string | null; amountMinor: bigint; currency: string }, status: string) =>
  JSON.stringify({ id, type: 'charge.updated', data: { provider_ref: payment.providerRef, payment_id: payment.id, status, amount_minor: payment.amountMinor.toString(), currency: payment.currency, brand: null, last4: null, failure_code: null } });

describe('card on the hosted page', () => {
  it('4242 4242 4242 4242 succeeds: the order is paid with its quote, brand and last four kept, then 4017', async () => {
    const orderId = await placeOrder(demo);
    const q = await quote(demo, orderId);
    const started = await gateway(demo, q.quote_id);
    expect(started.status_code, started.message).toBe(200);
    expect(started.data).toMatchObject({ order_id: orderId, quote_id: q.quote_id, method_id: 'card', status: 'requires_action', amount: q.total, amount_minor: q.total_minor, currency: 'CNY', qr_code: '' });
    expect(started.data.redirect_url).toMatch(/^\/dev\/sandbox\/pay\/sbx_[0-9a-f]{32}$/);
    // The hosted page: a plain form, no script; the page policy allows no inline script.
    const page = await t.app.inject({ method: 'GET', url: started.data.redirect_url, remoteAddress: '127.0.0.1' });
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-inline');
    // Its one <style> is allowed by its hash.
    const style = page.body.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    const posted = await payOnPage(started.data.redirect_url, '4242 4242 4242 4242');
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/pay_result?payment_id=${started.data.payment_id}`);
    const result = await payResult(demo, started.data.payment_id);
    expect(result).toMatchObject({ status_code: 200, message: 'Payment successful', data: { status: 'succeeded', brand: 'visa', last4: '4242', order_status: 'paid', final: 1 } });
    const [row] = await paymentsOf(orderId);
    expect(JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).not.toContain('4242424242424242');
    expect((await orderRow(orderId)).paidQuoteId).toBe(q.quote_id);
    expect((await eventsOf(started.data.payment_id)).map((e) => [e.fromStatus, e.toStatus, e.source])).toEqual([
      [null, 'requires_action', 'payment_gateway'],
      ['requires_action', 'succeeded', 'callback'],
    ]);
    expect((await demo.get('/api/order/payment_detail', { order_id: orderId })).status_code).toBe(STATUS.ORDER_PAID);
    expect((await gateway(demo, q.quote_id)).status_code).toBe(STATUS.ORDER_PAID);
  });

  it('4000 0000 0000 0002 is declined: the order stays payable and a new payment succeeds', async () => {
    const orderId = await placeOrder(demo);
    const q = await quote(demo, orderId);
    const first = await gateway(demo, q.quote_id);
    const posted = await payOnPage(first.data.redirect_url, SANDBOX_CARDS.declined);
    expect(posted.statusCode).toBe(303);
    expect((await payResult(demo, first.data.payment_id)).data).toMatchObject({ status: 'failed', failure_code: 'card_declined', last4: '0002', order_status: 'awaiting_payment', final: 1 });
    expect((await orderRow(orderId)).status).toBe('awaiting_payment');
    // Pay again: the same quote (still live) with a new key makes a new payment.
    const again = await gateway(demo, q.quote_id);
    expect(again.status_code, again.message).toBe(200);
    expect(again.data.payment_id).not.toBe(first.data.payment_id);
    await payOnPage(again.data.redirect_url, SANDBOX_CARDS.succeeds);
    expect((await orderRow(orderId)).status).toBe('paid');
  });

  it('4000 0000 0000 3220 asks for a confirmation step first', async () => {
    const orderId = await placeOrder(demo);
    const started = await gateway(demo, (await quote(demo, orderId)).quote_id);
    const posted = await payOnPage(started.data.redirect_url, SANDBOX_CARDS.confirm);
    expect(posted.headers.location).toBe(started.data.redirect_url);
    const step = await t.app.inject({ method: 'GET', url: started.data.redirect_url, remoteAddress: '127.0.0.1' });
    expect(step.body).toContain('/confirm');
    expect((await payResult(demo, started.data.payment_id)).data.status).toBe('requires_action');
    const confirmed = await t.app.inject({ method: 'POST', url: `${started.data.redirect_url}/confirm`, remoteAddress: '127.0.0.1', payload: 'action=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(confirmed.statusCode).toBe(303);
    expect((await payResult(demo, started.data.payment_id)).data).toMatchObject({ status: 'succeeded', last4: '3220', order_status: 'paid' });
  });
});

describe('bank transfer and QR', () => {
  it('a transfer answers a unique reference and instructions; the funds arrive by /dev/sandbox/complete', async () => {
    const orderId = await placeOrder(demo);
    const started = await gateway(demo, (await quote(demo, orderId, 'transfer')).quote_id);
    expect(started.data).toMatchObject({ method_id: 'transfer', status: 'requires_action', redirect_url: '', qr_code: '' });
    expect(started.data.reference).toMatch(/^EP[0-9A-F]{10}$/);
    expect(started.data.instructions).toMatchObject({ swift: 'EDUPCNSHXXX' });
    const done = await t.app.inject({ method: 'POST', url: '/dev/sandbox/complete', remoteAddress: '127.0.0.1', payload: { payment_id: started.data.payment_id, outcome: 'succeeded' } });
    expect(done.json()).toMatchObject({ status_code: 200, data: { status: 'succeeded' } });
    expect((await orderRow(orderId)).status).toBe('paid');
  });

  it('a QR payment answers a URL the phone opens; declining there fails the payment', async () => {
    const orderId = await placeOrder(demo);
    const started = await gateway(demo, (await quote(demo, orderId, 'wechat')).quote_id);
    expect(started.data.qr_code).toMatch(/\/dev\/sandbox\/qr\/sbx_[0-9a-f]{32}$/);
    const path = new URL(started.data.qr_code).pathname;
    expect((await t.app.inject({ method: 'GET', url: path, remoteAddress: '127.0.0.1' })).body).toContain('value="approve"');
    await t.app.inject({ method: 'POST', url: path, remoteAddress: '127.0.0.1', payload: 'action=reject', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await payResult(demo, started.data.payment_id)).data).toMatchObject({ status: 'failed', order_status: 'awaiting_payment' });
  });

  it('/dev/sandbox is absent in production', async () => {
    const production = await siblingApp(t, { production: true });
    try {
      const response = await production.inject({ method: 'POST', url: '/dev/sandbox/complete', remoteAddress: '127.0.0.1', payload: { payment_id: 'x', outcome: 'succeeded' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('/dev/sandbox is for loopback clients only', async () => {
    const far = await t.app.inject({ method: 'POST', url: '/dev/sandbox/complete', remoteAddress: '203.0.113.9', payload: { payment_id: 'x', outcome: 'succeeded' } });
    expect(far.statusCode).toBe(404);
  });
});

describe('two payments of one order', () => {
  it('both succeed at the provider: the order is paid once, the second is refunded and ends canceled', async () => {
    const orderId = await placeOrder(demo);
    const transfer = await gateway(demo, (await quote(demo, orderId, 'transfer')).quote_id);
    const card = await gateway(demo, (await quote(demo, orderId, 'card')).quote_id);
    expect(card.status_code, card.message).toBe(200);
    await t.app.inject({ method: 'POST', url: '/dev/sandbox/complete', remoteAddress: '127.0.0.1', payload: { payment_id: transfer.data.payment_id, outcome: 'succeeded' } });
    await payOnPage(card.data.redirect_url, SANDBOX_CARDS.succeeds);
    expect((await payResult(demo, card.data.payment_id)).data).toMatchObject({ status: 'canceled', failure_code: 'refunded_order_already_paid', order_status: 'paid' });
    expect((await orderRow(orderId)).paidQuoteId).toBe(transfer.data.quote_id);
    expect(await paidEvents(orderId)).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('two calls with one key make one payment; another body with the key is refused (412)', async () => {
    const orderId = await placeOrder(demo);
    const q = await quote(demo, orderId);
    const key = newKey();
    const a = await gateway(demo, q.quote_id, key);
    const b = await gateway(demo, q.quote_id, key);
    expect(b).toEqual(a);
    expect(await paymentsOf(orderId)).toHaveLength(1);
    const q2 = await quote(demo, orderId);
    expect((await gateway(demo, q2.quote_id, key)).status_code).toBe(STATUS.IDEMPOTENCY_CONFLICT);
  });

  it('two calls at once with one key make one payment', async () => {
    const orderId = await placeOrder(demo);
    const q = await quote(demo, orderId);
    const key = newKey();
    const [a, b] = await Promise.all([gateway(demo, q.quote_id, key), gateway(demo, q.quote_id, key)]);
    expect(a.status_code, a.message).toBe(200);
    expect(b.data.payment_id).toBe(a.data.payment_id);
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });

  it('is required', async () => {
    const orderId = await placeOrder(demo);
    const q = await quote(demo, orderId);
    const answer = await demo.post('/api/order/payment_gateway', { quote_id: q.quote_id });
    expect(answer).toMatchObject({ status_code: 400, data: { field: 'Idempotency-Key' } });
  });
});

describe('refusals', () => {
  it('an expired quote is refused with a fresh quote, which can be paid', async () => {
    const orderId = await placeOrder(demo);
    const q = await quote(demo, orderId);
    t.clock.advance(30 * 60);
    const refused = await gateway(demo, q.quote_id);
    expect(refused).toMatchObject({ status_code: STATUS.EXPIRED, data: { quote_id: q.quote_id } });
    const fresh = refused.data.fresh_quote;
    expect(fresh.quote_id).not.toBe(q.quote_id);
    const [stored] = await t.database.db.select().from(quotes).where(eq(quotes.id, fresh.quote_id));
    expect(stored?.totalMinor.toString()).toBe(fresh.total_minor);
    expect(await paymentsOf(orderId)).toHaveLength(0);
    const paid = await gateway(demo, fresh.quote_id);
    expect(paid.status_code, paid.message).toBe(200);
    expect(paid.data.amount_minor).toBe(fresh.total_minor);
  });

  it("a second payer's quote and payment ids answer exactly like unknown ones", async () => {
    const orderId = await placeOrder(demo);
    const q = await quote(demo, orderId);
    const started = await gateway(demo, q.quote_id);
    const unknownQuote = await gateway(other, '00000000-0000-4000-8000-000000000000');
    const theirsQuote = await gateway(other, q.quote_id);
    expect(theirsQuote).toEqual(unknownQuote);
    expect(theirsQuote.status_code).toBe(404);
    const unknownPayment = await payResult(other, '00000000-0000-4000-8000-000000000000');
    const theirsPayment = await payResult(other, started.data.payment_id);
    expect(theirsPayment).toEqual(unknownPayment);
    expect(JSON.stringify(theirsPayment)).not.toContain(orderId);
  });
});

describe('callbacks', () => {
  async function pendingPayment() {
    const orderId = await placeOrder(demo);
    const started = await gateway(demo, (await quote(demo, orderId, 'transfer')).quote_id);
    const [row] = await paymentsOf(orderId);
    return { orderId, payment: row!, paymentId: started.data.payment_id as string };
  }

  const refused = (reason: string) => ({ status_code: 400, message: 'Signature check failed', data: { field: 'EduPay-Signature', reason } });

  it('forged, stale and unsigned callbacks are refused and change nothing', async () => {
    const { orderId, payment } = await pendingPayment();
    const body = eventBody('evt_forged_1', payment, 'succeeded');
    expect((await callback(body, signCallback('not-the-secret', body, t.clock.now))).json()).toMatchObject(refused('mismatch'));
    expect((await callback(body, signCallback(secret(), body, new Date(t.clock.now.getTime() - 301_000)))).json()).toMatchObject(refused('stale'));
    expect((await callback(body, undefined)).json()).toMatchObject(refused('malformed'));
    // A good signature over another body (the body altered on the way).
    expect((await callback(body.replace('succeeded', 'failed'), signCallback(secret(), body, t.clock.now))).json()).toMatchObject(refused('mismatch'));
    expect((await orderRow(orderId)).status).toBe('awaiting_payment');
    expect(await eventsOf(payment.id)).toHaveLength(1);
  });

  it('the same callback twice (a replay) changes nothing the second time', async () => {
    const { orderId, payment } = await pendingPayment();
    const body = eventBody('evt_replay_1', payment, 'succeeded');
    const signature = signCallback(secret(), body, t.clock.now);
    expect((await callback(body, signature)).json()).toMatchObject({ status_code: 200, data: { result: 'applied' } });
    t.clock.advance(10);
    expect((await callback(body, signature)).json()).toMatchObject({ status_code: 200, data: { result: 'duplicate' } });
    expect(await eventsOf(payment.id)).toHaveLength(2);
    expect(await paidEvents(orderId)).toBe(1);
    // Replayed after the tolerance: refused by the signature's age before anything else.
    t.clock.advance(300);
    expect((await callback(body, signature)).json()).toMatchObject(refused('stale'));
  });

  it('an out-of-order event never moves a payment backwards', async () => {
    const { payment, paymentId } = await pendingPayment();
    const later = eventBody('evt_order_2', payment, 'succeeded');
    const earlier = eventBody('evt_order_1', payment, 'processing');
    expect((await callback(later, signCallback(secret(), later, t.clock.now))).json().data.result).toBe('applied');
    expect((await callback(earlier, signCallback(secret(), earlier, t.clock.now))).json().data.result).toBe('refused');
    const failed = eventBody('evt_order_3', payment, 'failed');
    expect((await callback(failed, signCallback(secret(), failed, t.clock.now))).json().data.result).toBe('refused');
    expect((await payResult(demo, paymentId)).data.status).toBe('succeeded');
  });
});

describe('a payment that never called back', () => {
  it('server "killed" between the provider\'s success and our write: re-queries (two at once) pay once; the late callback changes nothing', async () => {
    const orderId = await placeOrder(demo);
    const started = await gateway(demo, (await quote(demo, orderId)).quote_id);
    const [row] = await paymentsOf(orderId);
    await sandbox.complete(row!.providerRef!, 'succeeded', { notify: false });
    expect((await payResult(demo, started.data.payment_id)).data.status).toBe('requires_action');
    const [a, b] = await Promise.all([requeryPayment(t.app.ctx, row!.id), requeryPayment(t.app.ctx, row!.id)]);
    expect([a, b].filter((r) => r === 'applied')).toHaveLength(1);
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(await paidEvents(orderId)).toBe(1);
    await sandbox.notify(row!.providerRef!); // the provider's callback, late
    expect(await paidEvents(orderId)).toBe(1);
    expect((await eventsOf(row!.id)).filter((e) => e.toStatus === 'succeeded')).toHaveLength(1);
  });

  it('the queued re-query job does it by itself', async () => {
    const orderId = await placeOrder(demo);
    const started = await gateway(demo, (await quote(demo, orderId, 'transfer')).quote_id);
    const [row] = await paymentsOf(orderId);
    await sandbox.complete(row!.providerRef!, 'succeeded', { notify: false });
    const deadline = Date.now() + 20_000;
    while ((await payResult(demo, started.data.payment_id)).data.status !== 'succeeded') {
      if (Date.now() > deadline) throw new Error('the re-query job did not apply the success');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await orderRow(orderId)).status).toBe('paid');
    expect((await eventsOf(row!.id)).map((e) => e.source)).toEqual(['payment_gateway', 'requery']);
    expect(await paidEvents(orderId)).toBe(1);
  });
});
