/**
 * The other payment calls of issue 17 item 6 on the server: payment_transfer_pay (the transfer form:
 * declaration checked, ID sealed and answered masked, one key one payment), wechat_payment,
 * wechat_payment_detail and modify_wechat_id, paycomfirm, paybankcheck (asks the provider now, once
 * per interval) and send_phone (instructions by SMS through the queue, at most 3 per payment).
 * Every id-taking call is tried by a second payer (404, as unknown). PGlite, and PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentDeclarations, payments } from '../src/db/schema';
import type { SandboxProvider } from '../src/providers/payment';
import { type Client, jobsSettled, type Envelope, type TestApp } from './helpers/app';
import { idempotencyKeys, paymentsTestApp } from './helpers/payments';
import { idBornOn, placeOrder as placeDemoOrder } from './helpers/orders';

let t: TestApp;
let demo: Client;
let other: Client;
let sandbox: SandboxProvider;
beforeAll(async () => {
  ({ t, demo, other, sandbox } = await paymentsTestApp());
}, 120_000);
afterAll(async () => t?.close());

const newKey = idempotencyKeys('calls-test');
const post = async (client: Client, url: string, body: Record<string, unknown>, key = newKey()) =>
  (await client.raw({ method: 'POST', url, payload: body, headers: { 'idempotency-key': key } })).json() as Envelope;

async function quoteFor(method: string): Promise<{ orderId: string; quoteId: string }> {
  const orderId = await placeDemoOrder(t, demo);
  const answer = await demo.post('/api/order/payment_estimate', { order_id: orderId, method_id: method, full_arrival: 0 });
  expect(answer.status_code, answer.message).toBe(200);
  return { orderId, quoteId: answer.data.quote_id };
}

const PAYER_ID = idBornOn('19750402');
const declaration = (quoteId: string, overrides: Record<string, unknown> = {}) => ({
  quote_id: quoteId,
  payer_name: '韩梅',
  relationship: 'mother',
  national_id: PAYER_ID,
  tel_code: '86',
  mobile: '13900139000',
  school_login: 'lli23',
  ...overrides,
});

async function transferPayment(mobile = '13900139000'): Promise<Envelope['data']> {
  const { quoteId } = await quoteFor('transfer');
  const answer = await post(demo, '/api/order/payment_transfer_pay', declaration(quoteId, { mobile }));
  expect(answer.status_code, answer.message).toBe(200);
  return answer.data;
}

describe('payment_transfer_pay', () => {
  it('declares the payer and starts the transfer: masked in the answer, sealed at rest; one key makes one payment', async () => {
    const { quoteId } = await quoteFor('transfer');
    const key = newKey();
    const [a, b] = await Promise.all([post(demo, '/api/order/payment_transfer_pay', declaration(quoteId), key), post(demo, '/api/order/payment_transfer_pay', declaration(quoteId), key)]);
    expect(a.status_code, a.message).toBe(200);
    expect(b.data.payment_id).toBe(a.data.payment_id);
    expect(a.data).toMatchObject({ method_id: 'transfer', status: 'requires_action', declaration: { payer_name: '韩梅', relationship: 'mother', mobile: '+86 139****9000', school_login: 'lli23' } });
    expect(a.data.reference).toMatch(/^EP[0-9A-F]{10}$/);
    expect(a.data.declaration.national_id).not.toContain(PAYER_ID.slice(6, 14));
    const [row] = await t.database.db.select().from(paymentDeclarations).where(eq(paymentDeclarations.paymentId, a.data.payment_id));
    expect(row!.nationalIdSealed).not.toContain(PAYER_ID);
    expect(row!.mobile).toBe('+8613900139000');
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a friend is not a relative', { relationship: 'friend' }, 'relationship'],
    ['a wrong ID check digit', { national_id: `${PAYER_ID.slice(0, 17)}${PAYER_ID.endsWith('1') ? '2' : '1'}` }, 'national_id'],
    ['a mobile outside the mainland', { tel_code: '852', mobile: '91234567' }, 'tel_code'],
    ['not a mobile', { mobile: '12345' }, 'mobile'],
    ['a name with digits', { payer_name: 'Han Mei 2' }, 'payer_name'],
    ['no name', { payer_name: '' }, 'payer_name'],
  ];
  for (const [name, overrides, field] of refusals) {
    it(`${name}: 400 naming ${field}, nothing paid`, async () => {
      const { orderId, quoteId } = await quoteFor('transfer');
      const answer = await post(demo, '/api/order/payment_transfer_pay', declaration(quoteId, overrides));
      expect(answer.status_code, answer.message).toBe(400);
      expect(answer.data.field).toBe(field);
      expect(await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
    });
  }

  it('in the payer’s language', async () => {
    const { quoteId } = await quoteFor('transfer');
    demo.language = 'zh-CN';
    const answer = await post(demo, '/api/order/payment_transfer_pay', declaration(quoteId, { relationship: 'friend' })).finally(() => (demo.language = undefined));
    expect(answer.message).toBe('付款人须为学生本人或直系亲属；他人付款将被退回');
  });

  it('a card quote is refused; another payer’s quote answers 404; no key 400', async () => {
    const { quoteId } = await quoteFor('card');
    expect(await post(demo, '/api/order/payment_transfer_pay', declaration(quoteId))).toMatchObject({ status_code: 400, data: { field: 'quote_id' } });
    const transfer = await quoteFor('transfer');
    expect((await post(other, '/api/order/payment_transfer_pay', declaration(transfer.quoteId))).status_code).toBe(404);
    expect((await demo.post('/api/order/payment_transfer_pay', declaration(transfer.quoteId))).data.field).toBe('Idempotency-Key');
  });
});

describe('WeChat Pay', () => {
  it('wechat_payment answers the QR and the WeChat ID; the detail and a change; another payer sees nothing', async () => {
    const { quoteId } = await quoteFor('wechat');
    const started = await post(demo, '/api/order/wechat_payment', { quote_id: quoteId, wechat_id: 'han_mei_1975' });
    expect(started.status_code, started.message).toBe(200);
    expect(started.data).toMatchObject({ method_id: 'wechat', wechat_id: 'han_mei_1975', passport_required: 0 });
    expect(started.data.qr_code).toMatch(/\/dev\/sandbox\/qr\//);
    const id = started.data.payment_id as string;
    expect((await demo.get('/api/order/wechat_payment_detail', { payment_id: id })).data).toMatchObject({ payment_id: id, wechat_id: 'han_mei_1975', order_no: expect.stringMatching(/^EP\d+$/) });
    expect(await demo.post('/api/order/modify_wechat_id', { payment_id: id, wechat_id: 'abc' })).toMatchObject({ status_code: 400, data: { field: 'wechat_id' } });
    expect((await demo.post('/api/order/modify_wechat_id', { payment_id: id, wechat_id: 'hanmei-2026' })).data).toEqual({ payment_id: id, wechat_id: 'hanmei-2026' });
    expect((await demo.get('/api/order/wechat_payment_detail', { payment_id: id })).data.wechat_id).toBe('hanmei-2026');
    expect((await other.get('/api/order/wechat_payment_detail', { payment_id: id })).status_code).toBe(404);
    expect((await other.post('/api/order/modify_wechat_id', { payment_id: id, wechat_id: 'intruder-1' })).status_code).toBe(404);
    expect((await demo.get('/api/order/wechat_payment_detail', { payment_id: id })).data.wechat_id).toBe('hanmei-2026');
    // Paid: the ID can no longer change.
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
    await sandbox.complete(row!.providerRef!, 'succeeded');
    expect((await demo.post('/api/order/modify_wechat_id', { payment_id: id, wechat_id: 'late-change' })).status_code).toBe(411);
  });

  it('a transfer quote is refused; a bad WeChat ID is refused before anything is written', async () => {
    const { quoteId } = await quoteFor('transfer');
    expect(await post(demo, '/api/order/wechat_payment', { quote_id: quoteId, wechat_id: 'han_mei_1975' })).toMatchObject({ status_code: 400, data: { field: 'quote_id' } });
    const wechat = await quoteFor('wechat');
    expect(await post(demo, '/api/order/wechat_payment', { quote_id: wechat.quoteId, wechat_id: 'a b' })).toMatchObject({ status_code: 400, data: { field: 'wechat_id' } });
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, wechat.orderId))).toHaveLength(0);
  });

  it('a transfer payment is not a WeChat payment (404)', async () => {
    const transfer = await transferPayment();
    expect((await demo.get('/api/order/wechat_payment_detail', { payment_id: transfer.payment_id })).status_code).toBe(404);
  });
});

describe('paycomfirm', () => {
  it('answers the instructions page: order, payee, send-by time, declaration, texts left; 404 to another payer', async () => {
    const transfer = await transferPayment();
    const answer = await demo.get('/api/order/paycomfirm', { payment_id: transfer.payment_id });
    expect(answer.status_code, answer.message).toBe(200);
    expect(answer.data).toMatchObject({ payment_id: transfer.payment_id, reference: transfer.reference, order_no: expect.stringMatching(/^EP\d+$/), sms_sent: 0, sms_remaining: 3, declaration: { mobile: '+86 139****9000' } });
    expect(answer.data.payee).toBeTruthy();
    expect(Date.parse(answer.data.send_before)).toBeGreaterThan(t.clock.now.getTime());
    expect((await other.get('/api/order/paycomfirm', { payment_id: transfer.payment_id })).status_code).toBe(404);
  });
});

describe('send_phone', () => {
  it('sends the instructions to the declared bank mobile, at most 3 times a payment; 404 to another payer', async () => {
    const transfer = await transferPayment('13900139001');
    expect((await other.post('/api/order/send_phone', { payment_id: transfer.payment_id })).status_code).toBe(404);
    for (let n = 1; n <= 3; n += 1) {
      const sent = await demo.post('/api/order/send_phone', { payment_id: transfer.payment_id });
      expect(sent, sent.message).toMatchObject({ status_code: 200, data: { to: '+86 139****9001', sms_sent: n, sms_remaining: 3 - n } });
    }
    const fourth = await demo.post('/api/order/send_phone', { payment_id: transfer.payment_id });
    expect(fourth).toMatchObject({ status_code: 409, message: 'Payment sending limit reached: the instructions can be sent to a phone at most 3 times' });
    await jobsSettled(t.app, '+8613900139001');
    const outbox = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as { to: string; body: string }[];
    const texts = outbox.filter((m) => m.to === '+8613900139001');
    expect(texts).toHaveLength(3);
    expect(texts[0]!.body).toContain(transfer.reference);
    expect(texts[0]!.body).toContain(transfer.instructions.accountNumber);
  });

  it('two at once on the last one left: one passes', async () => {
    const transfer = await transferPayment('13900139002');
    await demo.post('/api/order/send_phone', { payment_id: transfer.payment_id });
    await demo.post('/api/order/send_phone', { payment_id: transfer.payment_id });
    const both = await Promise.all([demo.post('/api/order/send_phone', { payment_id: transfer.payment_id }), demo.post('/api/order/send_phone', { payment_id: transfer.payment_id })]);
    expect(both.map((a) => a.status_code).sort()).toEqual([200, 409]);
  });
});

describe('paybankcheck', () => {
  it('asks the provider now: funds that arrived with no callback pay the order; once per 30 s; 404 to another payer', async () => {
    const transfer = await transferPayment();
    expect((await other.post('/api/order/paybankcheck', { payment_id: transfer.payment_id })).status_code).toBe(404);
    const first = await demo.post('/api/order/paybankcheck', { payment_id: transfer.payment_id });
    expect(first).toMatchObject({ status_code: 200, data: { status: 'requires_action' } });
    expect((await demo.post('/api/order/paybankcheck', { payment_id: transfer.payment_id })).status_code).toBe(409);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, transfer.payment_id));
    await sandbox.complete(row!.providerRef!, 'succeeded', { notify: false });
    t.clock.advance(31);
    const checked = await demo.post('/api/order/paybankcheck', { payment_id: transfer.payment_id });
    expect(checked).toMatchObject({ status_code: 200, data: { status: 'succeeded', order_status: 'paid' } });
    expect((await demo.post('/api/order/send_phone', { payment_id: transfer.payment_id })).status_code).toBe(411);
  });
});
