/**
 * Price changes and the price-match guarantee (issue 17 item 8) through the calls: money arriving
 * after its quote expired with the rate moved past 400 RMB holds the order in price_changed (an
 * event row, the payer told); the payer's refund or top-up (paid like any quote, one payment per
 * Idempotency-Key), the window's job refunding without a choice (injected clock), a move within the
 * threshold going on as paid. Claims: filed with a screenshot by the payer only, once, within 30
 * minutes; decided in the console by finance (a manager reads their own payers' only), a grant
 * refunding the difference once per key, audited, the payer told. Runs on PGlite, and on
 * PostgreSQL with DATABASE_URL.
 */
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fxRates, orderEvents, orders, outbox, payments, priceChanges, priceMatchClaims, refunds } from '../src/db/schema';
import { expirePriceChange } from '../src/modules/pricing/price-change';
import { createTestApp, jobsSettled, type Client, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { multipart } from './helpers/multipart';
import { placeOrder } from './helpers/orders';
import { assignManager, staffClient } from './helpers/staff';

let t: TestApp;
let payer: Client;
let payerPhone: string;
let claimant: Awaited<ReturnType<typeof registeredUser>>;
let otherPayer: Client;
let wang: Client;
let li: Client;
let finance: Client;
let cnyPerEur: string;

beforeAll(async () => {
  t = await createTestApp({ limits: { quotesPerOrderPerHour: 1000 }, config: { fxTradingHours: false } });
  const first = await registeredUser(t);
  const second = await registeredUser(t);
  payer = first.client;
  payerPhone = first.phone;
  otherPayer = second.client;
  await assignManager(t, first.email, 'edupay_wangjing');
  await assignManager(t, second.email, 'edupay_liming');
  claimant = await registeredUser(t);
  await assignManager(t, claimant.email, 'edupay_wangjing');
  const [cny] = await t.database.db.select().from(fxRates).where(eq(fxRates.currency, 'CNY'));
  cnyPerEur = cny!.perEur;
}, 120_000);
afterAll(async () => t?.close());

let keys = 0;
const newKey = () => `price-test-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;

/** CNY per EUR moved by `permille` thousandths from the seeded rate (GBP stays: the GBP price in CNY moves by as much). */
async function moveCny(permille: number) {
  const base = Number(cnyPerEur);
  await t.database.db.update(fxRates).set({ perEur: ((base * (1000 + permille)) / 1000).toFixed(6) }).where(eq(fxRates.currency, 'CNY'));
}

async function statusOf(orderId: string) {
  const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

const pay = async (client: Client, quoteId: string, key = newKey()) =>
  (await client.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: quoteId }, headers: { 'idempotency-key': key } })).json() as Envelope;
const complete = (paymentId: string) => t.app.inject({ method: 'POST', url: '/dev/sandbox/complete', remoteAddress: '127.0.0.1', payload: { payment_id: paymentId, outcome: 'succeeded' } });

/**
 * An order of the payer paid by bank transfer that arrives `lateHours` after the quote was made
 * (a transfer quote holds 6 hours), with the CNY rate moved by `permille` in between.
 */
async function latePayment(client: Client, permille: number, lateHours = 7): Promise<string> {
  return (await lateMoney(client, permille, 'transfer', lateHours * 3600)).orderId;
}

/** The same with the method and the delay (seconds) given; answers the order and the late payment. */
async function lateMoney(client: Client, permille: number, method: 'transfer' | 'card', lateSeconds: number): Promise<{ orderId: string; paymentId: string }> {
  await moveCny(0);
  const orderId = await placeOrder(t, client);
  const quote = await client.post('/api/order/payment_estimate', { order_id: orderId, method_id: method, full_arrival: 0 });
  expect(quote.status_code, quote.message).toBe(200);
  const started = await pay(client, quote.data.quote_id);
  expect(started.status_code, started.message).toBe(200);
  t.clock.advance(lateSeconds);
  await moveCny(permille);
  expect((await complete(started.data.payment_id)).json().status_code).toBe(200);
  return { orderId, paymentId: String(started.data.payment_id) };
}

describe('price changes', () => {
  it('money after the quote expired, price up 2 %: price_changed with an event row, the payer told, 4 hours to choose', async () => {
    const orderId = await latePayment(payer, 20);
    expect(await statusOf(orderId)).toBe('price_changed');
    const [event] = await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.event, 'price_change_found')));
    expect(event).toMatchObject({ fromStatus: 'awaiting_payment', toStatus: 'price_changed', actor: 'system' });
    const detail = await payer.get('/api/user/order_detail', { order_id: orderId });
    expect(detail.data).toMatchObject({ status: 'price_changed', next_step: 'price_choice', payer_acts: 1, price_change: { status: 'awaiting_choice', currency: 'CNY' } });
    const change = detail.data.price_change as Record<string, string>;
    expect(Number(change.difference)).toBeGreaterThan(400);
    expect(new Date(String(change.decide_by)).getTime() - t.clock.now.getTime()).toBe(4 * 3600_000);
    expect(detail.data.hold_until).toBe(change.decide_by);
    await jobsSettled(t.app, `+86${payerPhone}`);
    const texts = await t.database.db.select().from(outbox).where(and(like(outbox.to, `%${payerPhone}`), like(outbox.body, `%${String(detail.data.order_no)}%`)));
    expect(texts.length).toBeGreaterThan(0);
    // Another payer can neither read nor choose for it.
    expect((await otherPayer.get('/api/user/order_detail', { order_id: orderId })).status_code).toBe(404);
    expect((await otherPayer.post('/api/order/price_change_choice', { order_id: orderId, choice: 'refund' })).status_code).toBe(404);
    expect(await statusOf(orderId)).toBe('price_changed');
  });

  it('a top-up: a quote for the difference, paid once per key (also twice at once), and the order goes on as paid', async () => {
    const orderId = await latePayment(payer, 20);
    const chosen = await payer.post('/api/order/price_change_choice', { order_id: orderId, choice: 'top_up', method_id: 'card' });
    expect(chosen.status_code, chosen.message).toBe(200);
    const quote = chosen.data.top_up_quote as Record<string, unknown>;
    expect(quote).toMatchObject({ method_id: 'card', total: (chosen.data.price_change as Record<string, string>).difference, lines: [{ kind: 'price_difference' }] });
    const key = newKey();
    const [a, b] = await Promise.all([pay(payer, String(quote.quote_id), key), pay(payer, String(quote.quote_id), key)]);
    expect([a.status_code, b.status_code], a.message).toEqual([200, 200]);
    expect(a.data.payment_id).toBe(b.data.payment_id);
    expect((await pay(otherPayer, String(quote.quote_id))).status_code).toBe(404);
    expect((await complete(String(a.data.payment_id))).json().status_code).toBe(200);
    expect(await statusOf(orderId)).toBe('paid');
    const [change] = await t.database.db.select().from(priceChanges).where(eq(priceChanges.orderId, orderId));
    expect(change!.status).toBe('topped_up');
    const succeeded = await t.database.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(2);
    // Decided: a second choice is refused, and the window's job changes nothing.
    expect((await payer.post('/api/order/price_change_choice', { order_id: orderId, choice: 'refund' })).status_code).toBe(411);
    t.clock.advance(5 * 3600);
    expect(await expirePriceChange(t.app.ctx, change!.id)).toBe('kept');
  });

  it('a refund: the whole payment back through the provider, no fee, the order refunded; sent twice, one refund', async () => {
    const orderId = await latePayment(payer, 20);
    const [first, second] = await Promise.all([
      payer.post('/api/order/price_change_choice', { order_id: orderId, choice: 'refund' }),
      payer.post('/api/order/price_change_choice', { order_id: orderId, choice: 'refund' }),
    ]);
    expect([first.status_code, second.status_code].sort()).toEqual([200, 411]);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toMatchObject([{ reason: 'price_change', feeMinor: 0n, full: true, status: 'succeeded' }]);
    expect(await statusOf(orderId)).toBe('refunded');
    const moves = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    expect(moves.slice(-2).map((e) => e.event)).toEqual(['choose_refund', 'refund_succeeded']);
  });

  it('no choice within the window: the job refunds at the deadline, not a second before; a late top-up is refunded', async () => {
    const orderId = await latePayment(payer, 20);
    const chosen = await payer.post('/api/order/price_change_choice', { order_id: orderId, choice: 'top_up' });
    const topUp = await pay(payer, String((chosen.data.top_up_quote as Record<string, string>).quote_id));
    expect(topUp.status_code, topUp.message).toBe(200);
    const [change] = await t.database.db.select().from(priceChanges).where(eq(priceChanges.orderId, orderId));
    t.clock.advance(4 * 3600 - 1);
    expect(await expirePriceChange(t.app.ctx, change!.id)).toBe('kept');
    t.clock.advance(1);
    expect((await payer.post('/api/order/price_change_choice', { order_id: orderId, choice: 'top_up' })).status_code).toBe(410);
    expect(await expirePriceChange(t.app.ctx, change!.id)).toBe('refunded');
    expect(await expirePriceChange(t.app.ctx, change!.id)).toBe('kept');
    expect(await statusOf(orderId)).toBe('refunded');
    const [after] = await t.database.db.select().from(priceChanges).where(eq(priceChanges.orderId, orderId));
    expect(after!.status).toBe('refund_on_expiry');
    // The top-up money that arrives now goes back; the order stays refunded.
    expect((await complete(String(topUp.data.payment_id))).json().status_code).toBe(200);
    const [late] = await t.database.db.select().from(payments).where(eq(payments.id, String(topUp.data.payment_id)));
    expect(late).toMatchObject({ status: 'canceled', failureCode: 'refunded_price_change_closed' });
    expect(await statusOf(orderId)).toBe('refunded');
  });

  it('within the threshold (0.1 %) or while the quote held, the order is paid at the amount paid', async () => {
    expect(await statusOf(await latePayment(payer, 1))).toBe('paid');
    expect(await statusOf(await latePayment(payer, 20, 5))).toBe('paid');
    expect(await statusOf(await latePayment(payer, -20))).toBe('paid');
  });
});

/** A date as the payer reads it in the server's messages: their language, Beijing time. */
const beijing = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('price changes said to the payer', () => {
  it('a quote re-asked after it expired says the price changed: the previous total and rate, and why; the same price says nothing', async () => {
    await moveCny(0);
    const orderId = await placeOrder(t, payer);
    const estimate = (body: Record<string, unknown>) => payer.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card', full_arrival: 0, ...body });
    const first = await estimate({});
    expect(first.status_code, first.message).toBe(200);
    expect(first.data.price_change).toBeNull();
    t.clock.advance(31 * 60);
    const same = await estimate({ replaces_quote_id: first.data.quote_id });
    expect(same.data.total).toBe(first.data.total);
    expect(same.data.price_change).toBeNull();
    t.clock.advance(31 * 60);
    await moveCny(30);
    const moved = await estimate({ replaces_quote_id: same.data.quote_id });
    expect(moved.data.rate).not.toBe(same.data.rate);
    expect(moved.data.price_change).toEqual({
      previous_quote_id: same.data.quote_id,
      previous_total: same.data.total,
      previous_total_minor: same.data.total_minor,
      previous_rate: same.data.rate,
      reasons: ['rate'],
    });
    // Paying the expired quote: refused with a fresh quote that says the same, against the quote refused.
    t.clock.advance(31 * 60);
    await moveCny(60);
    const refused = await pay(payer, String(moved.data.quote_id));
    expect(refused.status_code, refused.message).toBe(410);
    expect(refused.data.fresh_quote.price_change).toMatchObject({ previous_quote_id: moved.data.quote_id, previous_total: moved.data.total, reasons: ['rate'] });
    // A choice the payer changed, another order's quote, or another payer's: no price change to tell.
    expect((await estimate({ method_id: 'transfer', replaces_quote_id: moved.data.quote_id })).data.price_change).toBeNull();
    const otherOrder = await placeOrder(t, payer);
    const elsewhere = await payer.post('/api/order/payment_estimate', { order_id: otherOrder, method_id: 'card', full_arrival: 0 });
    expect((await estimate({ replaces_quote_id: elsewhere.data.quote_id })).data.price_change).toBeNull();
    const theirs = await placeOrder(t, otherPayer);
    const theirQuote = await otherPayer.post('/api/order/payment_estimate', { order_id: theirs, method_id: 'card', full_arrival: 0 });
    expect((await otherPayer.post('/api/order/payment_estimate', { order_id: theirs, method_id: 'card', full_arrival: 0, replaces_quote_id: moved.data.quote_id })).data.price_change).toBeNull();
    expect(theirQuote.data.price_change).toBeNull();
    await moveCny(0);
  });

  it('money on an expired quote whose price moved is never reported as a success: on hold, the choice and its deadline, in the payer’s language', async () => {
    for (const [method, late] of [['transfer', 7 * 3600], ['card', 31 * 60]] as const) {
      const { orderId, paymentId } = await lateMoney(payer, 20, method, late);
      payer.language = 'en';
      const result = await payer.get('/api/order/pay_result', { payment_id: paymentId });
      expect(result.status_code, result.message).toBe(200);
      expect(result.data).toMatchObject({ status: 'succeeded', final: 1, order_status: 'price_changed', price_change: { status: 'awaiting_choice', currency: 'CNY' } });
      const change = result.data.price_change as Record<string, string>;
      expect(Number(change.difference)).toBeGreaterThan(400);
      expect(result.message).not.toMatch(/success/i);
      expect(result.message).toContain('on hold');
      expect(result.message).toContain(beijing(change.decide_by!, 'en'));
      payer.language = 'zh-CN';
      const zh = await payer.get('/api/order/pay_result', { payment_id: paymentId });
      expect(zh.message).not.toContain('成功');
      expect(zh.message).toContain('价格');
      expect(zh.message).toContain(beijing(change.decide_by!, 'zh-CN'));
      // The order says what the payer must do in their language, never an internal note or id.
      const detail = await payer.get('/api/user/order_detail', { order_id: orderId });
      expect(detail.data.hold_reason).toMatch(/[\u4e00-\u9fff]/);
      expect(detail.data.hold_reason).not.toMatch(/quote|[0-9a-f]{8}-[0-9a-f]{4}/i);
      payer.language = 'en';
      const detailEn = await payer.get('/api/user/order_detail', { order_id: orderId });
      expect(detailEn.data.hold_reason).toMatch(/top up the difference or take a full refund/);
      expect(detailEn.data.hold_reason).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/i);
      payer.language = undefined;
    }
    // A payment whose quote held is a success as before.
    const held = await lateMoney(payer, 20, 'card', 60);
    const ok = await payer.get('/api/order/pay_result', { payment_id: held.paymentId });
    expect(ok.data).toMatchObject({ status: 'succeeded', order_status: 'paid', price_change: null });
  });
});

/** A small PNG, a real image (uploads are judged by their bytes). */
const png = () => sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } }).png().toBuffer();

async function paidOrder(client: Client): Promise<string> {
  await moveCny(0);
  const orderId = await placeOrder(t, client);
  const quote = await client.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card', full_arrival: 0 });
  const started = await pay(client, quote.data.quote_id);
  expect((await complete(started.data.payment_id)).json().status_code).toBe(200);
  expect(await statusOf(orderId)).toBe('paid');
  return orderId;
}

async function claim(client: Client, orderId: string, rate: string, file?: { bytes: Buffer; type: string }) {
  const image = file ?? { bytes: await png(), type: 'image/png' };
  const { payload, headers } = multipart({ order_id: orderId, bank: 'Bank of China', bank_rate: rate }, [{ filename: 'rate.png', contentType: image.type, bytes: image.bytes }]);
  return (await client.raw({ method: 'POST', url: '/api/order/price_match_claim', payload, headers })).json() as Envelope;
}

const decide = async (client: Client, body: Record<string, unknown>, key = newKey()) =>
  (await client.raw({ method: 'POST', url: '/api/ops/price_match_decide', payload: body, headers: { 'idempotency-key': key } })).json() as Envelope;

/** A rate 1 % better than the paid quote's (6 places). */
async function betterRate(orderId: string) {
  const detail = await payer.get('/api/user/order_detail', { order_id: orderId });
  return (Number((detail.data.price_match as Record<string, string>).quoted_rate) * 0.99).toFixed(6);
}

describe('price-match claims', () => {
  // The price-change tests moved the clock by hours: staff sessions idle out after 60 minutes.
  beforeAll(async () => {
    // A payer of their own (registered before the queue filled): the price-change tests' notifications to the
    // first one may still be waiting in the queue, and the claims wait for theirs.
    const fresh = claimant;
    payer = fresh.client;
    payerPhone = fresh.phone;
    wang = await staffClient(t, 'wang.jing');
    li = await staffClient(t, 'li.ming');
    finance = await staffClient(t, 'finance');
  });

  it('filed by the payer with a screenshot, once; refused for another payer, a worse rate, a bad file, after 30 minutes', async () => {
    const orderId = await paidOrder(payer);
    const detail = await payer.get('/api/user/order_detail', { order_id: orderId });
    expect(detail.data.price_match).toMatchObject({ can_claim: 1, claim: null });
    const rate = await betterRate(orderId);
    expect((await claim(otherPayer, orderId, rate)).status_code).toBe(404);
    expect((await claim(payer, orderId, '99.5')).data).toMatchObject({ field: 'bank_rate', reason: 'rate_not_better' });
    expect((await claim(payer, orderId, 'seven')).data.field).toBe('bank_rate');
    expect((await claim(payer, orderId, rate, { bytes: Buffer.from('%PDF-1.4 not an image'), type: 'image/png' })).data.field).toBe('file');
    const [a, b] = await Promise.all([claim(payer, orderId, rate), claim(payer, orderId, rate)]);
    expect([a.status_code, b.status_code].sort()).toEqual([200, 411]);
    const filed = a.status_code === 200 ? a : b;
    expect(filed.data).toMatchObject({ status: 'open', claimed_rate: rate, currency: 'CNY' });
    expect(Number(filed.data.difference)).toBeGreaterThan(0);
    expect(await t.database.db.select().from(priceMatchClaims).where(eq(priceMatchClaims.orderId, orderId))).toHaveLength(1);
    const late = await paidOrder(payer);
    const lateRate = await betterRate(late);
    t.clock.advance(30 * 60);
    expect((await claim(payer, late, lateRate)).data).toMatchObject({ reason: 'window_passed' });
  });

  it('decided in the console: a manager reads own payers only and cannot decide; finance grants once per key, audited, the payer told', async () => {
    const orderId = await paidOrder(payer);
    const filed = await claim(payer, orderId, await betterRate(orderId));
    const claimId = String(filed.data.claim_id);
    const listed = await wang.get('/api/ops/price_match_claims', {});
    expect(listed.status_code, listed.message).toBe(200);
    expect((listed.data.list as { claim_id: string }[]).map((c) => c.claim_id)).toContain(claimId);
    expect((await li.get('/api/ops/price_match_claims', {})).data.list).not.toContainEqual(expect.objectContaining({ claim_id: claimId }));
    expect((await li.raw({ method: 'GET', url: `/api/ops/price_match_screenshot?claim_id=${claimId}` })).json().status_code).toBe(404);
    const shot = await wang.raw({ method: 'GET', url: `/api/ops/price_match_screenshot?claim_id=${claimId}` });
    expect(shot.headers['content-type']).toBe('image/png');
    expect((await decide(wang, { claim_id: claimId, decision: 'grant' })).status_code).toBe(404);
    expect((await decide(finance, { claim_id: claimId, decision: 'refuse' })).data.field).toBe('note');
    const key = newKey();
    const [a, b] = await Promise.all([decide(finance, { claim_id: claimId, decision: 'grant' }, key), decide(finance, { claim_id: claimId, decision: 'grant' }, key)]);
    expect([a.status_code, b.status_code], a.message).toEqual([200, 200]);
    expect((await decide(finance, { claim_id: claimId, decision: 'grant' })).status_code).toBe(411);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'price_match', full: false, status: 'succeeded', feeMinor: 0n });
    expect((Number(rows[0]!.amountMinor) / 100).toFixed(2)).toBe(filed.data.difference);
    expect(await statusOf(orderId)).toBe('paid');
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, claimId), eq(auditLog.action, 'price_match.grant')));
    expect(audit).toHaveLength(1);
    const detail = await payer.get('/api/user/order_detail', { order_id: orderId });
    expect(detail.data.price_match).toMatchObject({ can_claim: 0, claim: { status: 'granted', refund_id: rows[0]!.id } });
    // Told by SMS and e-mail through the job queue: both jobs were enqueued in the decision's transaction
    // (delivery is the queue's, tested in jobs.test.ts; here the earlier tests' messages are still ahead of them).
    const jobs = (await t.app.ctx.jobs.recent(400)).filter((j) => (j.queue === 'sms' || j.queue === 'email') && JSON.stringify(j.data).includes(String(detail.data.order_no)) && JSON.stringify(j.data).includes('price-match'));
    expect(jobs.map((j) => j.queue).sort()).toEqual(['email', 'sms']);
  }, 60_000);

  it('refused with a reason the payer reads', async () => {
    const orderId = await paidOrder(payer);
    const filed = await claim(payer, orderId, await betterRate(orderId));
    const refused = await decide(finance, { claim_id: filed.data.claim_id, decision: 'refuse', note: 'The screenshot shows a cash rate' });
    expect(refused.status_code, refused.message).toBe(200);
    expect(refused.data).toMatchObject({ status: 'refused', decision_note: 'The screenshot shows a cash rate' });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
    const detail = await payer.get('/api/user/order_detail', { order_id: orderId });
    expect(detail.data.price_match).toMatchObject({ claim: { status: 'refused', decision_note: 'The screenshot shows a cash rate' } });
  });
});
