/**
 * A bank transfer in installments on the server (issue 17 item 4): payment_gateway with a plan
 * makes one payment and one transfer charge per installment (own reference, own day); each
 * installment moves through its machine with event rows as its funds arrive (callback, once); the
 * order is paid when the last one is; a failed one fails the plan (the rest invalid, the paid ones
 * refunded); refresh_insallment asks the provider and marks a day ended unpaid as amount_not_paid;
 * bad plans are refused naming the installment; another payer's payment answers 404.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { installmentEvents, installments, orders, paymentEvents } from '../src/db/schema';
import type { SandboxProvider } from '../src/providers/payment';
import { Client, type Envelope, type TestApp } from './helpers/app';
import { idempotencyKeys, paymentsTestApp } from './helpers/payments';
import { placeOrder as placeDemoOrder } from './helpers/orders';
import { pdfText } from './helpers/pdf-text';

let t: TestApp;
let demo: Client;
let other: Client;
let sandbox: SandboxProvider;
beforeAll(async () => {
  ({ t, demo, other, sandbox } = await paymentsTestApp());
}, 120_000);
afterAll(async () => t?.close());

const newKey = idempotencyKeys('inst-test');

async function transferQuote(): Promise<{ orderId: string; quoteId: string; totalMinor: bigint }> {
  const orderId = await placeDemoOrder(t, demo);
  const answer = await demo.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'transfer', full_arrival: 0 });
  expect(answer.status_code, answer.message).toBe(200);
  return { orderId, quoteId: answer.data.quote_id, totalMinor: BigInt(answer.data.total_minor) };
}

const gateway = async (client: Client, body: Record<string, unknown>, key = newKey()) =>
  (await client.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: body, headers: { 'idempotency-key': key } })).json() as Envelope;

/** The plan the form would offer: 30,000 CNY each, the rest (cents included) last. */
function planOf(totalMinor: bigint): string[] {
  const plan: string[] = [];
  let left = totalMinor;
  while (left > 3_000_000n) {
    plan.push('30000');
    left -= 3_000_000n;
  }
  plan.push(`${left / 100n}.${(left % 100n).toString().padStart(2, '0')}`);
  return plan;
}

const rowsOf = (paymentId: string) => t.database.db.select().from(installments).where(eq(installments.paymentId, paymentId)).orderBy(installments.seq);
const eventsOf = async (installmentId: string) => (await t.database.db.select().from(installmentEvents).where(eq(installmentEvents.installmentId, installmentId))).map((e) => [e.fromStatus, e.toStatus, e.source]);
const orderStatus = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

describe('a transfer in installments', () => {
  it('one payment, one transfer per installment; paid installment by installment; the order is paid with the last; events for each step', async () => {
    const { orderId, quoteId, totalMinor } = await transferQuote();
    const plan = planOf(totalMinor);
    expect(plan.length).toBeGreaterThan(1);
    const started = await gateway(demo, { quote_id: quoteId, installments: plan });
    expect(started.status_code, started.message).toBe(200);
    expect(started.data).toMatchObject({ method_id: 'transfer', status: 'requires_action', reference: '', amount_minor: totalMinor.toString() });
    const listed = started.data.installments as { seq: number; amount: string; status: string; reference: string; pay_on: string; purpose: string }[];
    expect(listed.map((i) => i.amount)).toEqual(plan.map((p) => (p.includes('.') ? p : `${p}.00`)));
    expect(listed.every((i) => i.status === 'waiting_to_pay' && /^EP/.test(i.reference) && i.pay_on === '2026-03-02')).toBe(true);
    expect(new Set(listed.map((i) => i.reference)).size).toBe(plan.length);
    expect(listed[0]!.purpose).toContain('tuition');

    const rows = await rowsOf(started.data.payment_id);
    for (const [index, row] of rows.entries()) {
      await sandbox.complete(row.providerRef, 'succeeded');
      const result = await demo.get('/api/order/pay_result', { payment_id: started.data.payment_id });
      const last = index === rows.length - 1;
      expect(result.data.status).toBe(last ? 'succeeded' : 'processing');
      expect(await orderStatus(orderId)).toBe(last ? 'paid' : 'awaiting_payment');
      expect(await eventsOf(row.id)).toEqual([
        [null, 'waiting_to_pay', 'payment_gateway'],
        ['waiting_to_pay', 'paid', 'callback'],
      ]);
    }
    const paymentSteps = (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, started.data.payment_id))).map((e) => [e.fromStatus, e.toStatus, e.source]);
    expect(paymentSteps).toEqual([
      [null, 'requires_action', 'payment_gateway'],
      ['requires_action', 'processing', 'installments'],
      ['processing', 'succeeded', 'installments'],
    ]);
    // The instructions PDF lists each installment with its day and own reference.
    const pdf = await demo.raw({ method: 'GET', url: '/api/order/payment_instructions_pdf', query: { payment_id: started.data.payment_id } });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    for (const i of listed) expect(text).toContain(i.reference);
    expect(text.replace(/\s+/g, " ")).toContain(`Installment ${listed.length} (pay on 2026-03-02)`);
    // The same callback again changes nothing.
    await sandbox.notify(rows[0]!.providerRef);
    expect(await eventsOf(rows[0]!.id)).toHaveLength(2);
  });

  it('one key, two calls: one payment and one set of installments', async () => {
    const { quoteId, totalMinor } = await transferQuote();
    const key = newKey();
    const [a, b] = await Promise.all([gateway(demo, { quote_id: quoteId, installments: planOf(totalMinor) }, key), gateway(demo, { quote_id: quoteId, installments: planOf(totalMinor) }, key)]);
    expect(a.data.payment_id).toBe(b.data.payment_id);
    expect(await rowsOf(a.data.payment_id)).toHaveLength(planOf(totalMinor).length);
  });

  it('a failed installment fails the plan: the open ones invalid, the paid one refunded, the order still payable', async () => {
    const { orderId, quoteId, totalMinor } = await transferQuote();
    const started = await gateway(demo, { quote_id: quoteId, installments: planOf(totalMinor) });
    const [first, second, ...rest] = await rowsOf(started.data.payment_id);
    const refunded: string[] = [];
    const refund = sandbox.refund.bind(sandbox);
    t.app.ctx.payments.refund = async (ref, amount) => (refunded.push(`${ref}:${amount}`), refund(ref, amount));
    await sandbox.complete(first!.providerRef, 'succeeded');
    await sandbox.complete(second!.providerRef, 'failed', { failureCode: 'transfer_returned' });
    const result = await demo.get('/api/order/pay_result', { payment_id: started.data.payment_id });
    expect(result.data).toMatchObject({ status: 'failed', failure_code: 'installment_failed', final: 1 });
    expect((result.data.installments as { status: string }[]).map((i) => i.status)).toEqual(['paid', 'payment_failed', ...rest.map(() => 'invalid')]);
    expect(await orderStatus(orderId)).toBe('awaiting_payment');
    t.app.ctx.payments.refund = refund;
    expect(refunded).toEqual([`${first!.providerRef}:${first!.amountMinor}`]);
    // A late "funds arrived" for a voided installment moves nothing.
    if (rest[0]) {
      await sandbox.complete(rest[0].providerRef, 'succeeded');
      expect((await rowsOf(started.data.payment_id))[2]!.status).toBe('invalid');
    }
  });

  it('refresh_insallment: a day ended without funds is amount_not_paid; late funds still pay it', async () => {
    const { quoteId, totalMinor } = await transferQuote();
    const started = await gateway(demo, { quote_id: quoteId, installments: planOf(totalMinor) });
    const fresh = await demo.get('/api/order/refresh_insallment', { payment_id: started.data.payment_id });
    expect(fresh.status_code, fresh.message).toBe(200);
    expect((fresh.data.installments as { status: string }[]).every((i) => i.status === 'waiting_to_pay')).toBe(true);
    // Funds arrive with no callback (lost): refresh asks the provider.
    const [first] = await rowsOf(started.data.payment_id);
    await sandbox.complete(first!.providerRef, 'succeeded', { notify: false });
    t.clock.advance(24 * 3600);
    const next = await demo.get('/api/order/refresh_insallment', { payment_id: started.data.payment_id });
    const statuses = (next.data.installments as { status: string; status_label: string }[]).map((i) => i.status);
    expect(statuses[0]).toBe('paid');
    expect(statuses.slice(1).every((s) => s === 'amount_not_paid')).toBe(true);
    expect(await eventsOf(first!.id)).toEqual([
      [null, 'waiting_to_pay', 'payment_gateway'],
      ['waiting_to_pay', 'paid', 'refresh'],
    ]);
    demo.language = 'zh-CN';
    const zh = await demo.get('/api/order/refresh_insallment', { payment_id: started.data.payment_id }).finally(() => (demo.language = undefined));
    expect((zh.data.installments as { status_label: string }[])[1]!.status_label).toBe('金额未支付');
    const rows = await rowsOf(started.data.payment_id);
    for (const row of rows.slice(1)) await sandbox.complete(row.providerRef, 'succeeded');
    expect((await demo.get('/api/order/pay_result', { payment_id: started.data.payment_id })).data.status).toBe('succeeded');
  });
});

describe('refusals', () => {
  const rows: [string, (total: bigint) => unknown[], string][] = [
    ['over 30,000 in one', (total) => [`${total / 100n - 1n}`, `${(total % 100n) + 100n}`].map((x, i) => (i === 1 ? `${BigInt(x) / 100n}.${(BigInt(x) % 100n).toString().padStart(2, '0')}` : x)), 'installments.0'],
    ['cents before the last', (total) => ['29999.50', ...planOf(total - 2_999_950n)], 'installments.0'],
    ['short of the total', (total) => planOf(total - 100n), 'installments'],
    ['not a number', () => ['abc'], 'installments.0'],
  ];
  for (const [name, make, field] of rows) {
    it(`${name}: 400 naming ${field}, nothing written`, async () => {
      const { orderId, quoteId, totalMinor } = await transferQuote();
      const answer = await gateway(demo, { quote_id: quoteId, installments: make(totalMinor) });
      expect(answer.status_code, answer.message).toBe(400);
      expect(answer.data.field).toBe(field);
      expect(await t.database.db.select().from(installments)).not.toContainEqual(expect.objectContaining({ paymentId: orderId }));
    });
  }

  it('only bank transfer takes installments', async () => {
    const orderId = await placeDemoOrder(t, demo);
    const card = await demo.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card', full_arrival: 0 });
    const answer = await gateway(demo, { quote_id: card.data.quote_id, installments: ['100'] });
    expect(answer).toMatchObject({ status_code: 400, data: { field: 'installments' } });
  });

  it("another payer's payment answers 404; a payment not in installments 400; no session 402", async () => {
    const { quoteId, totalMinor } = await transferQuote();
    const started = await gateway(demo, { quote_id: quoteId, installments: planOf(totalMinor) });
    expect((await other.get('/api/order/refresh_insallment', { payment_id: started.data.payment_id })).status_code).toBe(404);
    expect((await new Client(t.app).get('/api/order/refresh_insallment', { payment_id: started.data.payment_id })).status_code).toBe(402);
    const plain = await transferQuote();
    const single = await gateway(demo, { quote_id: plain.quoteId });
    expect((await demo.get('/api/order/refresh_insallment', { payment_id: single.data.payment_id })).status_code).toBe(400);
  });
});
