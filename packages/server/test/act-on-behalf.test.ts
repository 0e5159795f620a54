/**
 * Acting on behalf of a payer (spec 001 section 6; issue 18 item 4): a payment specialist (own payers
 * only) or an admin opens a marked payer session for 30 minutes; the payer is told once; the events
 * and corrections made in it name the staff member; paying is refused; it ends by the call or by
 * the clock; every start and end is audited. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, staff } from '../src/db/schema';
import { Client, createTestApp, jobsSettled, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { placeOrder } from './helpers/orders';
import { assignManager, staffClient } from './helpers/staff';

let t: TestApp;
let payer: Awaited<ReturnType<typeof registeredUser>>;
let otherPayer: Awaited<ReturnType<typeof registeredUser>>;
let payerId: number;
let otherPayerId: number;
let wang: Client;
let li: Client;
let admin: Client;
let finance: Client;

async function staffId(login: string): Promise<number> {
  const [row] = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.login, login));
  return row!.id;
}

type Sent = { channel: string; to: string; subject: string | null; body: string };
async function sentTo(p: { phone: string; email: string }): Promise<Sent[]> {
  await jobsSettled(t.app, p.email);
  await jobsSettled(t.app, `+86${p.phone}`);
  const all = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as Sent[];
  return all.filter((m) => m.to === p.email || m.to === `+86${p.phone}`);
}

/** A payer-app client holding the acting token, as the console's new tab would. */
function actingClient(token: string): Client {
  const client = new Client(t.app);
  client.token = token;
  return client;
}

const start = (client: Client, body: Record<string, unknown>) => client.post('/api/ops/act_on_behalf_start', body);

beforeAll(async () => {
  t = await createTestApp();
  payer = await registeredUser(t);
  otherPayer = await registeredUser(t);
  payerId = await assignManager(t, payer.email, 'edupay_wangjing');
  otherPayerId = await assignManager(t, otherPayer.email, 'edupay_liming');
  wang = await staffClient(t, 'wang.jing');
  li = await staffClient(t, 'li.ming');
  admin = await staffClient(t, 'admin');
  finance = await staffClient(t, 'finance');
}, 120_000);
afterAll(async () => t?.close());

describe('who may act on behalf', () => {
  it("a specialist acts for their own payer; another specialist's payer answers not found; finance cannot; a payer token opens nothing", async () => {
    expect((await start(wang, { user_id: otherPayerId, reason: 'help' })).status_code).toBe(404);
    expect((await start(wang, { phone: otherPayer.phone, reason: 'help' })).status_code).toBe(404);
    expect((await start(finance, { user_id: payerId, reason: 'help' })).status_code).toBe(404);
    expect((await start(payer.client, { user_id: payerId, reason: 'help' })).status_code).toBe(402);
    const blank = await start(wang, { user_id: payerId, reason: '   ' });
    expect(blank).toMatchObject({ status_code: 400, data: { field: 'reason' } });
    expect((await start(wang, { user_id: payerId, reason: 'x'.repeat(301) })).status_code).toBe(400);
    // Found by phone too; admins act for any payer.
    const byPhone = await start(wang, { phone: payer.phone, reason: 'Payer asked by phone' });
    expect(byPhone).toMatchObject({ status_code: 200, data: { user_id: payerId } });
    const byAdmin = await start(admin, { user_id: otherPayerId, reason: 'Escalation' });
    expect(byAdmin).toMatchObject({ status_code: 200, data: { user_id: otherPayerId } });
    // Refusals left no session and no audit row; the two starts did.
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payer.act_on_behalf_start'));
    expect(rows.map((r) => [r.staffId, r.targetId])).toEqual([
      [await staffId('wang.jing'), String(payerId)],
      [await staffId('admin'), String(otherPayerId)],
    ]);
    for (const answer of [byPhone, byAdmin])
      expect((await admin.post('/api/ops/act_on_behalf_end', { session_id: answer.data.session_id })).status_code).toBe(200);
  });
});

describe('an acting session', () => {
  let answer: Envelope;
  let acting: Client;
  let wangId: number;
  let before: Sent[];

  beforeAll(async () => {
    wangId = await staffId('wang.jing');
    before = await sentTo(payer);
    answer = await start(wang, { user_id: String(payerId), reason: 'Correct the payee address' });
    acting = actingClient(answer.data.act_token as string);
  });

  it('is a payer session of the payer, marked with the staff member and 30 minutes (user_config tells the app)', async () => {
    expect(answer).toMatchObject({ status_code: 200, data: { user_id: payerId } });
    expect(Date.parse(answer.data.until) - t.clock.now.getTime()).toBe(30 * 60_000);
    const config = await acting.get('/api/user/user_config');
    // The name in the page's language (the customer-manager card's names): English without a language cookie.
    expect(config.data.acting_staff).toEqual({ name: 'Jing Wang', until: answer.data.until });
    for (const [language, name] of [['zh-CN', '王静'], ['zh-TW', '王靜']] as const) {
      const localised = new Client(t.app, language);
      localised.token = answer.data.act_token;
      expect((await localised.get('/api/user/user_config')).data.acting_staff, language).toEqual({ name, until: answer.data.until });
    }
    expect((await payer.client.get('/api/user/user_config')).data.acting_staff).toBeNull();
    // The acting token is a payer token: nothing under /api/ops.
    expect((await acting.get('/api/ops/me')).status_code).toBe(402);
  });

  it('tells the payer once, by SMS and e-mail, with who, why and until when', async () => {
    const told = (await sentTo(payer)).slice(0, -before.length || undefined);
    const fresh = told.filter((m) => m.body.includes('Correct the payee address'));
    expect(fresh.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of fresh) expect(m.body).toMatch(/王静|Jing Wang/);
  });

  it("writes the staff member as the actor of the order events it causes, and audits corrections", async () => {
    const orderId = await placeOrder(t, acting);
    const closed = await acting.post('/api/user/close_order', { order_id: orderId });
    expect(closed.status_code).toBe(200);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    const actorOf = (event: string) => events.find((e) => e.event === event)?.actor;
    expect(actorOf('submit')).toBe(`staff:${wangId}:for:user:${payerId}`);
    expect(actorOf('cancel')).toBe(`staff:${wangId}:for:user:${payerId}`);
    // The payer sees the order as theirs, the history says staff did it.
    const detail = await payer.client.get('/api/user/order_detail', { order_id: orderId });
    expect(detail.status_code).toBe(200);

    const open = await placeOrder(t, acting);
    const edit = await acting.post('/api/order/update_order_info', { order_id: open, student_number: '20991234' });
    expect(edit.status_code).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, open), like(auditLog.action, '%on_behalf')));
    expect(row).toMatchObject({ staffId: wangId, action: 'order.update_order_info.on_behalf', after: { fields: ['student_number'], for: `user:${payerId}` } });
  });

  it('refuses paying, with a message in the caller’s language', async () => {
    const pay = async (url: string, language?: string) => {
      acting.language = language;
      const response = await acting.raw({ method: 'POST', url, payload: { quote_id: '00000000-0000-4000-8000-000000000000' }, headers: { 'idempotency-key': crypto.randomUUID() } });
      acting.language = undefined;
      return response.json() as Envelope;
    };
    const gateway = await pay('/api/order/payment_gateway');
    expect(gateway).toMatchObject({ status_code: 411, data: { acting_on_behalf: 1 } });
    expect(gateway.message).toMatch(/payment specialist acting on behalf.*the payer pays/);
    expect((await pay('/api/order/payment_transfer_pay', 'zh-CN')).message).toMatch(/缴费专员代付款人操作时不能付款/);
    expect((await pay('/api/order/payment_gateway', 'zh-TW')).message).toMatch(/繳費專員代付款人操作時不能付款/);
    // The payer's own session is not refused for acting (it fails later, on the unknown quote).
    const own = (await payer.client.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: '00000000-0000-4000-8000-000000000000' }, headers: { 'idempotency-key': crypto.randomUUID() } })).json() as Envelope;
    expect(own.data?.acting_on_behalf).toBeUndefined();
  });

  it('ends at its 30 minutes: the token is refused like an expired session', async () => {
    const later = await start(wang, { order_no: '', user_id: payerId, reason: 'Second look' });
    const client = actingClient(later.data.act_token as string);
    expect((await client.get('/api/user/order_list')).status_code).toBe(200);
    t.clock.advance(30 * 60 - 1);
    expect((await client.get('/api/user/order_list')).status_code).toBe(200);
    t.clock.advance(1);
    expect((await client.get('/api/user/order_list')).status_code).toBe(402);
    // Ending a session past its end: nothing to end.
    expect((await wang.post('/api/ops/act_on_behalf_end', { session_id: later.data.session_id })).status_code).toBe(404);
  });
});

describe('ending', () => {
  it('the banner’s End (the acting token) or the console ends it, audited; another specialist cannot', async () => {
    const first = await start(wang, { user_id: payerId, reason: 'Fix the CRN' });
    expect((await li.post('/api/ops/act_on_behalf_end', { session_id: first.data.session_id })).status_code).toBe(404);
    expect((await finance.post('/api/ops/act_on_behalf_end', { session_id: first.data.session_id })).status_code).toBe(404);
    expect((await new Client(t.app).post('/api/ops/act_on_behalf_end', { act_token: first.data.act_token })).status_code).toBe(200);
    expect((await actingClient(first.data.act_token as string).get('/api/user/order_list')).status_code).toBe(402);
    expect((await new Client(t.app).post('/api/ops/act_on_behalf_end', { act_token: first.data.act_token })).status_code).toBe(404);

    const second = await start(wang, { user_id: payerId, reason: 'Upload the invoice' });
    expect((await wang.post('/api/ops/act_on_behalf_end', { session_id: second.data.session_id })).status_code).toBe(200);
    expect((await actingClient(second.data.act_token as string).get('/api/user/user_config')).status_code).toBe(402);

    const ends = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payer.act_on_behalf_end'));
    const wangId = await staffId('wang.jing');
    for (const session of [first.data.session_id, second.data.session_id])
      expect(ends.find((r) => (r.before as { acting_session: string }).acting_session === session)).toMatchObject({ staffId: wangId, targetId: String(payerId), after: { acting_session: null } });
  });
});
