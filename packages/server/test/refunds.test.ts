/**
 * Refunds through the operations console (issue 18 item 4): finance and admin only (TOTP done),
 * through the payment provider; never more than what was paid (two refunds at once included), the
 * refund fee kept on a payer's request, one refund per Idempotency-Key (also twice at once), an event
 * row per change and an audit row per staff request; a full refund closes the order as refunded
 * through the order machine, a refused one puts it on hold. And the console's order detail offers
 * each role only what its role and the transition table allow. Runs on PGlite, and on PostgreSQL
 * with DATABASE_URL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders, payments, refundEvents, refunds, sandboxCharges } from '../src/db/schema';
import { submitRefund } from '../src/modules/refunds/service';
import { createTestApp, type Client, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { placeOrder } from './helpers/orders';
import { paidOrder as paidByTransfer } from './helpers/payments';
import { assignManager, staffClient } from './helpers/staff';

let t: TestApp;
let payer: Client;
let otherPayer: Client;
let wang: Client;
let li: Client;
let finance: Client;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp({ limits: { quotesPerOrderPerHour: 1000 } });
  const first = await registeredUser(t);
  const second = await registeredUser(t);
  payer = first.client;
  otherPayer = second.client;
  await assignManager(t, first.email, 'edupay_wangjing');
  await assignManager(t, second.email, 'edupay_liming');
  wang = await staffClient(t, 'wang.jing');
  li = await staffClient(t, 'li.ming');
  finance = await staffClient(t, 'finance');
  admin = await staffClient(t, 'admin');
}, 120_000);
afterAll(async () => t?.close());

let keys = 0;
const newKey = () => `refund-test-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;

/** An order of `client` paid by bank transfer (funds arrive on the sandbox): its id and the captured total (minor units). */
async function paidOrder(client: Client): Promise<{ orderId: string; captured: bigint }> {
  const paid = await paidByTransfer(t, client, newKey());
  expect(await statusOf(paid.orderId)).toBe('paid');
  return paid;
}

async function statusOf(orderId: string) {
  const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

const refund = async (client: Client, body: Record<string, unknown>, key = newKey()) =>
  (await client.raw({ method: 'POST', url: '/api/ops/refund_issue', payload: body, headers: { 'idempotency-key': key } })).json() as Envelope;

const refundsOf = (orderId: string) => t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);
const decimal = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
async function chargeOf(orderId: string) {
  const [payment] = await t.database.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  const [charge] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, payment!.providerRef!));
  return charge!;
}

describe('who may refund', () => {
  it('finance and admin only; a payment specialist meets 404, a payer token 402, no key 400', async () => {
    const { orderId } = await paidOrder(payer);
    expect((await refund(wang, { order_id: orderId, reason: 'price_match', refund_amount: '1.00' })).status_code).toBe(404);
    const asPayer = (await payer.raw({ method: 'POST', url: '/api/ops/refund_issue', payload: { order_id: orderId, reason: 'price_match' }, headers: { 'idempotency-key': newKey() } })).json() as Envelope;
    expect(asPayer.status_code).toBe(402);
    expect((await finance.post('/api/ops/refund_issue', { order_id: orderId, reason: 'price_match', refund_amount: '1.00' })).data.field).toBe('Idempotency-Key');
    expect(await refundsOf(orderId)).toHaveLength(0);
  });
});

describe('refunding', () => {
  it('a partial refund goes through the provider: event rows, an audit row, the order stays paid', async () => {
    const { orderId } = await paidOrder(payer);
    const answer = await refund(finance, { order_id: orderId, reason: 'price_match', refund_amount: '100.00', note: 'claim granted' });
    expect(answer, answer.message).toMatchObject({ status_code: 200, data: { status: 'succeeded', amount: '100.00', fee: '0.00', currency: 'CNY', full: 0 } });
    const [row] = await refundsOf(orderId);
    const events = await t.database.db.select().from(refundEvents).where(eq(refundEvents.refundId, row!.id)).orderBy(refundEvents.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([[null, 'requested'], ['requested', 'succeeded']]);
    expect((await chargeOf(orderId)).refundedMinor).toBe(10000n);
    expect(await statusOf(orderId)).toBe('paid');
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, 'refund.request')));
    expect(audit).toMatchObject([{ after: { refund_id: row!.id, amount: '100.00', reason: 'price_match', note: 'claim granted' } }]);
  });

  it('never above what was paid: too large is refused with what is left, nothing written', async () => {
    const { orderId, captured } = await paidOrder(payer);
    const tooMuch = await refund(finance, { order_id: orderId, reason: 'price_match', refund_amount: decimal(captured + 1n) });
    expect(tooMuch).toMatchObject({ status_code: 411, data: { field: 'refund_amount', refundable: decimal(captured) } });
    expect((await refund(finance, { order_id: orderId, reason: 'price_match', refund_amount: '-5' })).data.field).toBe('refund_amount');
    expect(await refundsOf(orderId)).toHaveLength(0);
  });

  it("a full refund at the payer's request keeps the 120 RMB fee and closes the order as refunded", async () => {
    const { orderId, captured } = await paidOrder(payer);
    expect((await refund(admin, { order_id: orderId, reason: 'price_match', refund_amount: '50.00' })).status_code).toBe(200);
    const answer = await refund(admin, { order_id: orderId, reason: 'payer_request' });
    expect(answer, answer.message).toMatchObject({ status_code: 200, data: { status: 'succeeded', fee: '120.00', full: 1, amount: decimal(captured - 5000n - 12000n) } });
    expect(await statusOf(orderId)).toBe('refunded');
    const moves = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    expect(moves.slice(-2).map((e) => [e.event, e.toStatus])).toEqual([['request_refund', 'refund_in_process'], ['refund_succeeded', 'refunded']]);
    // What was given back plus the fee kept is exactly what was captured; nothing is left.
    const rows = await refundsOf(orderId);
    expect(rows.reduce((s, r) => s + r.amountMinor + r.feeMinor, 0n)).toBe(captured);
    expect((await chargeOf(orderId)).refundedMinor).toBe(captured - 12000n);
    expect((await refund(admin, { order_id: orderId, reason: 'price_match', refund_amount: '1.00' })).status_code).toBe(411);
  });

  it('the fee can be waived, and no reason but the payer’s own keeps one', async () => {
    const { orderId, captured } = await paidOrder(payer);
    const answer = await refund(finance, { order_id: orderId, reason: 'payer_request', waive_fee: 1 });
    expect(answer.data).toMatchObject({ fee: '0.00', amount: decimal(captured), full: 1 });
  });

  it('one Idempotency-Key makes one refund: sent again, twice at once, and with another body refused', async () => {
    const { orderId } = await paidOrder(payer);
    const key = newKey();
    const body = { order_id: orderId, reason: 'price_match', refund_amount: '10.00' };
    const [a, b] = await Promise.all([refund(finance, body, key), refund(finance, body, key)]);
    const c = await refund(finance, body, key);
    expect([a.status_code, b.status_code, c.status_code]).toEqual([200, 200, 200]);
    expect(new Set([a.data.refund_id, b.data.refund_id, c.data.refund_id]).size).toBe(1);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect((await chargeOf(orderId)).refundedMinor).toBe(1000n);
    expect((await refund(finance, { ...body, refund_amount: '11.00' }, key)).status_code).toBe(412);
  });

  it('two refunds at once that together exceed the payment: one succeeds, the other is refused', async () => {
    const { orderId, captured } = await paidOrder(payer);
    const most = decimal((captured * 6n) / 10n);
    const answers = await Promise.all([
      refund(finance, { order_id: orderId, reason: 'duplicate_or_error', refund_amount: most }),
      refund(admin, { order_id: orderId, reason: 'duplicate_or_error', refund_amount: most }),
    ]);
    expect(answers.map((a) => a.status_code).sort()).toEqual([200, 411]);
    const rows = await refundsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows.reduce((s, r) => s + r.amountMinor, 0n) <= captured).toBe(true);
  });

  it('a refund the provider refuses fails, puts a fully refunded order on hold, and frees the amount again', async () => {
    const { orderId, captured } = await paidOrder(payer);
    // Someone refunded part of the charge at the acquirer directly: it refuses the whole amount.
    const charge = await chargeOf(orderId);
    await t.database.db.update(sandboxCharges).set({ refundedMinor: 100n }).where(eq(sandboxCharges.ref, charge.ref));
    const answer = await refund(finance, { order_id: orderId, reason: 'duplicate_or_error' });
    expect(answer.data).toMatchObject({ status: 'failed', failure_code: 'amount_exceeds_charge', full: 1 });
    expect(await statusOf(orderId)).toBe('paid_action_needed');
    const history = await finance.get('/api/ops/order_history', { order_id: orderId });
    expect(history.data.payment.refundable).toBe(decimal(captured));
  });

  it('the job and the route asking at once refund once (the provider gets the refund id as its key)', async () => {
    const { orderId } = await paidOrder(payer);
    const answer = await refund(finance, { order_id: orderId, reason: 'price_match', refund_amount: '20.00' });
    const again = await Promise.all([submitRefund(t.app.ctx, answer.data.refund_id), submitRefund(t.app.ctx, answer.data.refund_id)]);
    expect(again).toEqual(['succeeded', 'succeeded']);
    const charge = await chargeOf(orderId);
    expect(await t.app.ctx.payments.refund(charge.ref, 2000n, { key: answer.data.refund_id })).toMatchObject({ status: 'succeeded' });
    expect((await chargeOf(orderId)).refundedMinor).toBe(2000n);
  });

  it('a provider that does not answer leaves the refund requested (still reserved); the job asks again and it succeeds once', async () => {
    const { orderId, captured } = await paidOrder(payer);
    const provider = t.app.ctx.payments as { refund: typeof t.app.ctx.payments.refund };
    const real = provider.refund;
    provider.refund = async () => {
      throw new Error('connect ETIMEDOUT'); // the acquirer's API is down
    };
    let answer: Envelope;
    try {
      answer = await refund(finance, { order_id: orderId, reason: 'price_match', refund_amount: '30.00' });
    } finally {
      provider.refund = real;
    }
    expect(answer).toMatchObject({ status_code: 200, data: { status: 'requested', amount: '30.00' } });
    // Reserved meanwhile: what is left already excludes it.
    expect((await finance.get('/api/ops/order_history', { order_id: orderId })).data.payment.refundable).toBe(decimal(captured - 3000n));
    expect(await submitRefund(t.app.ctx, answer.data.refund_id)).toBe('succeeded'); // the refund_submit job's work
    expect(await submitRefund(t.app.ctx, answer.data.refund_id)).toBe('succeeded');
    expect((await chargeOf(orderId)).refundedMinor).toBe(3000n);
  });

  it('an order with nothing paid has nothing to refund', async () => {
    const orderId = await placeOrder(t, payer);
    expect(await refund(finance, { order_id: orderId, reason: 'price_match', refund_amount: '1.00' })).toMatchObject({ status_code: 411, message: expect.any(String) });
  });
});

describe('what staff see', () => {
  it("refund_list: a payment specialist sees their own payers' refunds only; finance sees all", async () => {
    const mine = await paidOrder(payer);
    const theirs = await paidOrder(otherPayer);
    await refund(finance, { order_id: mine.orderId, reason: 'price_match', refund_amount: '3.00' });
    await refund(finance, { order_id: theirs.orderId, reason: 'price_match', refund_amount: '4.00' });
    const ids = async (client: Client) => ((await client.get('/api/ops/refund_list', {})).data.list as { order_id: string }[]).map((r) => r.order_id);
    expect(await ids(wang)).toContain(mine.orderId);
    expect(await ids(wang)).not.toContain(theirs.orderId);
    expect(await ids(li)).toContain(theirs.orderId);
    expect(await ids(li)).not.toContain(mine.orderId);
    expect(await ids(finance)).toEqual(expect.arrayContaining([mine.orderId, theirs.orderId]));
    expect((await li.get('/api/ops/order_history', { order_id: mine.orderId })).status_code).toBe(404);
  });

  it("order_history offers each role what its role and the order's status allow", async () => {
    const { orderId } = await paidOrder(payer);
    const asFinance = (await finance.get('/api/ops/order_history', { order_id: orderId })).data;
    expect(asFinance).toMatchObject({ next_events: ['start_exchange'], can_refund: 1, payment: { currency: 'CNY', refund_fee: '120.00' } });
    const asManager = (await wang.get('/api/ops/order_history', { order_id: orderId })).data;
    expect(asManager).toMatchObject({ next_events: [], can_refund: 0 });
    const review = await placeOrder(t, payer, {}, 'DEMO-US-COLUMBIA-UNIVERSITY');
    expect((await wang.get('/api/ops/order_history', { order_id: review })).data).toMatchObject({ next_events: ['approve', 'reject'], can_refund: 0, payment: null });
    expect((await finance.get('/api/ops/order_history', { order_id: review })).data.next_events).toEqual([]);
    expect((await admin.get('/api/ops/order_history', { order_id: review })).data.next_events).toEqual(['approve', 'reject']);
  });

  it('a payment moves the order through the order machine: a payment_succeeded event row and the payer told', async () => {
    const { orderId } = await paidOrder(payer);
    const [event] = await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.event, 'payment_succeeded')));
    expect(event).toMatchObject({ fromStatus: 'awaiting_payment', toStatus: 'paid', actor: 'system' });
  });
});

describe('money for an order that cannot take it', () => {
  /** An order of the payer with a transfer payment started (the money not arrived yet). */
  async function startedTransfer(): Promise<{ orderId: string; paymentId: string }> {
    const orderId = await placeOrder(t, payer);
    const quote = await payer.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'transfer', full_arrival: 0 });
    const started = (await payer.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: quote.data.quote_id }, headers: { 'idempotency-key': newKey() } })).json() as Envelope;
    expect(started.status_code, started.message).toBe(200);
    return { orderId, paymentId: started.data.payment_id as string };
  }
  const arrive = (paymentId: string) => t.app.inject({ method: 'POST', url: '/dev/sandbox/complete', remoteAddress: '127.0.0.1', payload: { payment_id: paymentId, outcome: 'succeeded' } });
  async function paymentRow(paymentId: string) {
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const [charge] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, row!.providerRef!));
    return { payment: row!, charge: charge! };
  }

  it('funds arriving after the payer cancelled go back: the order stays cancelled, the payment ends canceled and refunded', async () => {
    const { orderId, paymentId } = await startedTransfer();
    expect((await payer.post('/api/user/close_order', { order_id: orderId })).status_code).toBe(200);
    await arrive(paymentId);
    expect(await statusOf(orderId)).toBe('canceled');
    const { payment, charge } = await paymentRow(paymentId);
    expect(payment).toMatchObject({ status: 'canceled', failureCode: 'refunded_order_not_payable' });
    expect(charge.refundedMinor).toBe(charge.amountMinor);
  });

  it('a cancel and the funds arriving at once end consistent: paid and the cancel refused, or cancelled and the money back', async () => {
    const { orderId, paymentId } = await startedTransfer();
    const [cancel] = await Promise.all([payer.post('/api/user/close_order', { order_id: orderId }), arrive(paymentId)]);
    const status = await statusOf(orderId);
    const { payment, charge } = await paymentRow(paymentId);
    if (status === 'paid') {
      expect(cancel.status_code).toBe(411);
      expect(payment.status).toBe('succeeded');
      expect(charge.refundedMinor).toBe(0n);
    } else {
      expect(status).toBe('canceled');
      expect(cancel.status_code).toBe(200);
      expect(payment).toMatchObject({ status: 'canceled', failureCode: 'refunded_order_not_payable' });
      expect(charge.refundedMinor).toBe(charge.amountMinor);
    }
    const moves = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(moves.filter((e) => e.event === 'cancel' || e.event === 'payment_succeeded')).toHaveLength(1);
  });
});
