/**
 * Unmatched bank transfers in the operations console (issue 18 item 4): funds whose reference matches
 * no payment are reported by the provider's signed callback and recorded once; finance and admins
 * (never a payment specialist, never a payer) attach one to an order, which pays the order's open
 * payment through the payment machine when amount and currency are exactly its quote's, or return it
 * to the sender through the provider. One Idempotency-Key makes one change; every change has an
 * event row and an audit row with before and after. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orders, paymentEvents, payments, sandboxCharges, unmatchedTransferEvents, unmatchedTransfers } from '../src/db/schema';
import { recordUnmatched, submitReturn } from '../src/modules/transfers/service';
import { createTestApp, type Client, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { placeOrder } from './helpers/orders';
import { staffClient } from './helpers/staff';

let t: TestApp;
let payer: Client;
let wang: Client;
let finance: Client;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp({ limits: { quotesPerOrderPerHour: 1000 } });
  payer = (await registeredUser(t)).client;
  wang = await staffClient(t, 'wang.jing');
  finance = await staffClient(t, 'finance');
  admin = await staffClient(t, 'admin');
}, 120_000);
afterAll(async () => t?.close());

let keys = 0;
const newKey = () => `transfer-test-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;
const decimal = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/** An order of the payer with a bank-transfer payment started: the money not sent yet. */
async function startedTransfer(): Promise<{ orderId: string; orderNo: string; paymentId: string; amountMinor: bigint; reference: string }> {
  const orderId = await placeOrder(t, payer);
  const quote = await payer.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'transfer', full_arrival: 0 });
  expect(quote.status_code, quote.message).toBe(200);
  const started = (await payer.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: quote.data.quote_id }, headers: { 'idempotency-key': newKey() } })).json() as Envelope;
  expect(started.status_code, started.message).toBe(200);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { orderId, orderNo: order!.orderNumber, paymentId: started.data.payment_id as string, amountMinor: BigInt(started.data.amount_minor as string), reference: started.data.reference as string };
}

/** The sandbox bank receives a transfer (the /dev/sandbox/transfer page's call). */
async function sendTransfer(reference: string, amount: string, currency = 'CNY'): Promise<{ matched: number; provider_ref: string }> {
  const answer = await t.app.inject({ method: 'POST', url: '/dev/sandbox/transfer', remoteAddress: '127.0.0.1', payload: { reference, amount, currency, sender_name: 'Zhang Wei', sender_account: '6222 0200 1234 5678' } });
  const body = answer.json() as Envelope;
  expect(body.status_code, body.message).toBe(200);
  return body.data as { matched: number; provider_ref: string };
}

async function unmatchedOf(providerRef: string) {
  const [row] = await t.database.db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.providerRef, providerRef));
  return row!;
}
const post = async (client: Client, url: string, body: Record<string, unknown>, key = newKey()) =>
  (await client.raw({ method: 'POST', url, payload: body, headers: { 'idempotency-key': key } })).json() as Envelope;
const attach = (client: Client, body: Record<string, unknown>, key?: string) => post(client, '/api/ops/transfer_attach', body, key);
const giveBack = (client: Client, body: Record<string, unknown>, key?: string) => post(client, '/api/ops/transfer_return', body, key);
const paymentOf = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const orderStatus = async (id: string) => (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const chargeOf = async (ref: string) => (await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, ref)))[0]!;
const eventsOf = (id: string) => t.database.db.select().from(unmatchedTransferEvents).where(eq(unmatchedTransferEvents.transferId, id)).orderBy(unmatchedTransferEvents.id);

describe('the provider reports funds it could not match', () => {
  it('a transfer with an unknown reference is recorded once as unmatched, the account masked; the right reference pays its payment', async () => {
    const sent = await sendTransfer('EP0000BADREF', '1234.56');
    expect(sent.matched).toBe(0);
    const row = await unmatchedOf(sent.provider_ref);
    expect(row).toMatchObject({ status: 'unmatched', reference: 'EP0000BADREF', amountMinor: 123456n, currency: 'CNY', senderName: 'Zhang Wei', senderAccount: '•••• 5678', orderId: null });
    expect((await eventsOf(row.id)).map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([[null, 'unmatched', 'provider']]);
    // The provider delivering the same report again records nothing new.
    const again = { type: 'transfer.received' as const, eventId: row.providerEventId, providerRef: row.providerRef, reference: row.reference, amountMinor: row.amountMinor, currency: row.currency, senderName: '', senderAccount: '' };
    expect(await recordUnmatched(t.app.ctx, again)).toBe('duplicate');
    expect(await t.database.db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.providerRef, sent.provider_ref))).toHaveLength(1);

    const open = await startedTransfer();
    expect((await sendTransfer(open.reference.toLowerCase(), decimal(open.amountMinor))).matched).toBe(1);
    expect((await paymentOf(open.paymentId)).status).toBe('succeeded');
  });

  it('a forged transfer.received callback is refused and records nothing', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'transfer.received', data: { provider_ref: 'sbx_forged', reference: 'X', amount_minor: '100', currency: 'CNY' } });
    const answer = await t.app.inject({ method: 'POST', url: '/api/order/payment_callback', payload: body, headers: { 'content-type': 'application/json', 'edupay-signature': `t=${Math.floor(t.clock.now.getTime() / 1000)},v1=${'0'.repeat(64)}` } });
    expect((answer.json() as Envelope).status_code).toBe(400);
    expect(await t.database.db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.providerRef, 'sbx_forged'))).toHaveLength(0);
  });
});

describe('who may', () => {
  it('finance and admin see, attach and return; a payment specialist meets 404, a payer token 402, no key 400', async () => {
    const sent = await sendTransfer('NOPE-1', '10.00');
    const row = await unmatchedOf(sent.provider_ref);
    const ids = async (client: Client) => ((await client.get('/api/ops/unmatched_transfers', { status: 'unmatched' })).data.list as { transfer_id: string }[]).map((r) => r.transfer_id);
    expect(await ids(finance)).toContain(row.id);
    expect(await ids(admin)).toContain(row.id);
    expect((await wang.get('/api/ops/unmatched_transfers', {})).status_code).toBe(404);
    expect((await attach(wang, { transfer_id: row.id, order_no: 'X' })).status_code).toBe(404);
    expect((await giveBack(wang, { transfer_id: row.id })).status_code).toBe(404);
    expect((await payer.get('/api/ops/unmatched_transfers', {})).status_code).toBe(402);
    expect((await giveBack(payer, { transfer_id: row.id })).status_code).toBe(402);
    expect((await finance.post('/api/ops/transfer_return', { transfer_id: row.id })).data.field).toBe('Idempotency-Key');
    expect((await unmatchedOf(sent.provider_ref)).status).toBe('unmatched');
    expect(await eventsOf(row.id)).toHaveLength(1);
  });
});

describe('attaching to an order', () => {
  it('pays the open payment through the payment machine: event rows, the order paid, an audit row; one key one attach', async () => {
    const open = await startedTransfer();
    const sent = await sendTransfer('EP-TYPO-001', decimal(open.amountMinor));
    const row = await unmatchedOf(sent.provider_ref);
    const key = newKey();
    const body = { transfer_id: row.id, order_no: open.orderNo, note: 'reference mistyped' };
    const [a, b] = await Promise.all([attach(finance, body, key), attach(finance, body, key)]);
    expect(a, a.message).toMatchObject({ status_code: 200, data: { status: 'attached', order_id: open.orderId, order_no: open.orderNo, payment_id: open.paymentId } });
    expect(b.data).toEqual(a.data);
    expect((await attach(finance, { ...body, note: 'other' }, key)).status_code).toBe(412);
    expect((await attach(admin, body))).toMatchObject({ status_code: 411, data: { field: 'transfer_id', status: 'attached' } });

    const payment = await paymentOf(open.paymentId);
    expect(payment).toMatchObject({ status: 'succeeded', providerRef: sent.provider_ref });
    const moves = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, open.paymentId)).orderBy(paymentEvents.id);
    expect(moves.at(-1)).toMatchObject({ fromStatus: 'requires_action', toStatus: 'succeeded', source: 'ops_attach', providerEventId: `unmatched:${row.id}` });
    expect(await orderStatus(open.orderId)).toBe('paid');
    const [paid] = await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, open.orderId), eq(orderEvents.event, 'payment_succeeded')));
    expect(paid).toMatchObject({ fromStatus: 'awaiting_payment', toStatus: 'paid' });
    expect((await eventsOf(row.id)).map((e) => [e.event, e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, null, 'unmatched', 'provider'],
      ['attach', 'unmatched', 'attached', expect.stringMatching(/^staff:\d+$/)],
    ]);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, open.orderId), eq(auditLog.action, 'transfer.attach')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { transfer_status: 'unmatched', order_status: 'awaiting_payment', payment_status: 'requires_action' },
      after: { transfer_status: 'attached', order_status: 'paid', payment_status: 'succeeded', amount: decimal(open.amountMinor), currency: 'CNY', note: 'reference mistyped' },
    });

    // A refund of the order now refunds the attached funds at the provider.
    const refund = await post(finance, '/api/ops/refund_issue', { order_id: open.orderId, reason: 'duplicate_or_error', refund_amount: '1.00' });
    expect(refund, refund.message).toMatchObject({ status_code: 200, data: { status: 'succeeded' } });
    expect((await chargeOf(sent.provider_ref)).refundedMinor).toBe(100n);

    // The payer then also pays the reference first given: that money goes back, the order is paid once.
    const first = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.paymentId, open.paymentId));
    await t.app.ctx.sandbox!.complete(first[0]!.ref, 'succeeded');
    expect((await chargeOf(first[0]!.ref)).refundedMinor).toBe(open.amountMinor);
    expect((await paymentOf(open.paymentId)).providerRef).toBe(sent.provider_ref);
  });

  it('refuses, writing nothing: another amount or currency, an order with no open payment, an unknown order', async () => {
    const open = await startedTransfer();
    const short = await unmatchedOf((await sendTransfer('SHORT', decimal(open.amountMinor - 1n))).provider_ref);
    expect(await attach(finance, { transfer_id: short.id, order_no: open.orderNo })).toMatchObject({ status_code: 411, data: { field: 'order_no', expected: decimal(open.amountMinor), expected_currency: 'CNY' } });
    const usd = await unmatchedOf((await sendTransfer('USD', decimal(open.amountMinor), 'USD')).provider_ref);
    expect((await attach(finance, { transfer_id: usd.id, order_no: open.orderNo })).status_code).toBe(411);
    const unpaid = await placeOrder(t, payer);
    const [unpaidOrder] = await t.database.db.select().from(orders).where(eq(orders.id, unpaid));
    const exact = await unmatchedOf((await sendTransfer('EXACT', decimal(open.amountMinor))).provider_ref);
    expect((await attach(finance, { transfer_id: exact.id, order_no: unpaidOrder!.orderNumber })).status_code).toBe(411);
    expect((await attach(finance, { transfer_id: exact.id, order_no: 'NO-SUCH-ORDER' })).status_code).toBe(404);
    expect((await attach(finance, { transfer_id: '00000000-0000-4000-8000-000000000000', order_no: open.orderNo })).status_code).toBe(404);
    for (const row of [short, usd, exact]) expect((await unmatchedOf(row.providerRef)).status).toBe('unmatched');
    expect((await paymentOf(open.paymentId)).status).toBe('requires_action');
    expect(await orderStatus(open.orderId)).toBe('awaiting_payment');
  });

  it('two staff attaching two transfers to one payment at once: one pays it, the other is refused', async () => {
    const open = await startedTransfer();
    const one = await unmatchedOf((await sendTransfer('RACE-1', decimal(open.amountMinor))).provider_ref);
    const two = await unmatchedOf((await sendTransfer('RACE-2', decimal(open.amountMinor))).provider_ref);
    const answers = await Promise.all([attach(finance, { transfer_id: one.id, order_no: open.orderNo }), attach(admin, { transfer_id: two.id, order_no: open.orderNo })]);
    expect(answers.map((a) => a.status_code).sort()).toEqual([200, 411]);
    const states = [(await unmatchedOf(one.providerRef)).status, (await unmatchedOf(two.providerRef)).status].sort();
    expect(states).toEqual(['attached', 'unmatched']);
    expect(await orderStatus(open.orderId)).toBe('paid');
  });
});

describe('returning to the sender', () => {
  it('refunds the funds through the provider once: returned, event rows, an audit row; then neither attach nor return again', async () => {
    const sent = await sendTransfer('WHO-KNOWS', '88.00');
    const row = await unmatchedOf(sent.provider_ref);
    const key = newKey();
    const [a, b] = await Promise.all([giveBack(admin, { transfer_id: row.id, note: 'no such payer' }, key), giveBack(admin, { transfer_id: row.id, note: 'no such payer' }, key)]);
    expect(a, a.message).toMatchObject({ status_code: 200, data: { status: 'returned', amount: '88.00' } });
    expect(b.data.transfer_id).toBe(row.id);
    expect((await chargeOf(sent.provider_ref)).refundedMinor).toBe(8800n);
    expect((await eventsOf(row.id)).map((e) => [e.event, e.toStatus])).toEqual([
      [null, 'unmatched'],
      ['return', 'returning'],
      ['return_succeeded', 'returned'],
    ]);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, row.id), eq(auditLog.action, 'transfer.return')));
    expect(audit).toMatchObject([{ targetType: 'transfer', before: { status: 'unmatched' }, after: { status: 'returning', amount: '88.00', currency: 'CNY', note: 'no such payer' } }]);
    expect((await giveBack(admin, { transfer_id: row.id })).status_code).toBe(411);
    const open = await startedTransfer();
    expect((await attach(admin, { transfer_id: row.id, order_no: open.orderNo })).status_code).toBe(411);
    expect(await submitReturn(t.app.ctx, row.id)).toBe('returned');
    expect((await chargeOf(sent.provider_ref)).refundedMinor).toBe(8800n);
  });

  it('a provider that does not answer leaves it returning; the job returns it; a refused return goes back to unmatched', async () => {
    const provider = t.app.ctx.payments;
    const real = provider.refund.bind(provider);
    const sent = await sendTransfer('DOWN', '5.00');
    const row = await unmatchedOf(sent.provider_ref);
    provider.refund = async () => {
      throw new Error('connect ETIMEDOUT');
    };
    let answer: Envelope;
    try {
      answer = await giveBack(finance, { transfer_id: row.id });
    } finally {
      provider.refund = real;
    }
    expect(answer.data.status).toBe('returning');
    expect(await submitReturn(t.app.ctx, row.id)).toBe('returned');

    const refused = await unmatchedOf((await sendTransfer('REFUSED', '6.00')).provider_ref);
    provider.refund = async () => ({ refundRef: '', status: 'failed', failureCode: 'account_closed' });
    try {
      answer = await giveBack(finance, { transfer_id: refused.id });
    } finally {
      provider.refund = real;
    }
    expect(answer.data).toMatchObject({ status: 'unmatched', failure_code: 'account_closed' });
  });
});
