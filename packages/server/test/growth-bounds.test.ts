/**
 * Growth without bounds (issue 28 item 6): one phone-proven session placed 120 orders in 2.2 s, and
 * one payer held 1,500 order streams, each polling the database every second. Now a payer holds
 * at most `openUnpaidOrdersPerPayer` open unpaid orders however many submits race (per user, and
 * per phone across sessions); a session holds at most `orderStreamsPerSession` streams and an
 * address `orderStreamsPerIp`; and the streams are fed by one LISTEN per process: open streams cost
 * no query while nothing happens, one read per change, and a change made by another instance on
 * the same PostgreSQL reaches them. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { orderStreams } from '../src/db/schema';
import { advanceOrder } from '../src/modules/orders/lifecycle';
import { Client, createTestApp, lastCode, siblingApp, type Envelope, type TestApp } from './helpers/app';
import { registeredUser, smsLogin, freshPhone } from './helpers/flows';
import { IMPERIAL, orderForm, placeOrder } from './helpers/orders';
import { countingDatabase, queryLog } from './helpers/query-count';

/** Streams of the query-count test; ORDER_STREAMS=200 measures more (five per payer, each payer its own session and address). */
const STREAMS = Math.max(20, Number(process.env['ORDER_STREAMS'] ?? 20));
const log = queryLog();
let t: TestApp;
beforeAll(async () => {
  // Streams end by themselves after a few seconds (longer when many are measured: opening them all takes a while).
  t = await createTestApp({ limits: { openUnpaidOrdersPerPayer: 10, orderStreamSeconds: STREAMS > 20 ? 20 : 4 }, wrapDatabase: countingDatabase(log) });
}, 120_000);
afterAll(async () => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const orderBody = () => orderForm(t);

const submit = async (client: Client, body: object) =>
  (await client.raw({ method: 'POST', url: '/api/order/order_submit', payload: body, headers: { 'idempotency-key': randomUUID() } })).json() as Envelope;

describe('open unpaid orders per payer (cap 10)', () => {
  it('40 concurrent submits of one session place 10 orders; the rest are refused with the cap, in the payer’s language', async () => {
    const { client } = await registeredUser(t);
    const body = await orderBody();
    const answers = await Promise.all(Array.from({ length: 40 }, () => submit(client, body)));
    const placed = answers.filter((a) => a.status_code === 200);
    const refused = answers.filter((a) => a.status_code !== 200);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(30);
    for (const answer of refused) expect(answer).toMatchObject({ status_code: 409, message: 'You already have 10 unpaid orders open: pay or cancel one of them before placing another', data: { max: 10 } });
    client.language = 'zh-CN';
    expect((await submit(client, body)).message).toBe('您已有 10 笔未支付的订单，请先支付或取消其中一笔，再提交新订单');
    client.language = 'zh-TW';
    expect((await submit(client, body)).message).toBe('您已有 10 筆未付款的訂單，請先付款或取消其中一筆，再提交新訂單');

    // A closed order no longer counts: cancelling one makes room for exactly one more.
    expect((await client.post('/api/user/close_order', { order_id: placed[0]!.data.order_id })).status_code).toBe(200);
    const again = await Promise.all(Array.from({ length: 5 }, () => submit(client, body)));
    expect(again.map((a) => a.status_code).sort()).toEqual([200, 409, 409, 409, 409]);
  }, 120_000);

  it('one phone proven in four sessions: 40 concurrent submits across them place 10 orders', async () => {
    const phone = freshPhone();
    const sessions: Client[] = [];
    for (let i = 0; i < 4; i += 1) {
      const session = new Client(t.app);
      await session.config();
      expect((await session.post('/api/user/send_verification', { tel_code: '+86', phone })).status_code).toBe(200);
      const code = await lastCode(t.app, `+86${phone}`);
      expect((await session.post('/api/user/order_login', { tel_code: '+86', phone, phone_captcha: code })).status_code).toBe(200);
      sessions.push(session);
      t.clock.advance(61); // the next code to this phone
    }
    const body = await orderBody();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => submit(sessions[i % 4]!, body)));
    expect(answers.filter((a) => a.status_code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status_code === 409)).toHaveLength(30);
  }, 120_000);
});

const openStream = (client: Client, orderId: string) => client.raw({ method: 'GET', url: '/api/user/order_events', query: { order_id: orderId } });
const isStream = (response: LightMyRequestResponse) => String(response.headers['content-type']).startsWith('text/event-stream');
const statuses = (body: string) => [...body.matchAll(/"status":"(\w+)"/g)].map((m) => m[1]);

describe('order event streams', () => {
  it('one session opening 12 streams at once gets 5; the rest are refused; ended streams give their slots back', async () => {
    const { client } = await registeredUser(t);
    const id = await placeOrder(t, client, {}, IMPERIAL, false);
    const responses = await Promise.all(Array.from({ length: 12 }, () => openStream(client, id)));
    expect(responses.filter(isStream)).toHaveLength(5);
    const refused = responses.filter((r) => !isStream(r)).map((r) => r.json() as Envelope);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(answer).toMatchObject({ status_code: 409, message: 'Too many live order pages are open; please close some of them and try again' });
    // All five have ended (their responses are complete): five may open again.
    const next = await Promise.all(Array.from({ length: 6 }, () => openStream(client, id)));
    expect(next.filter(isStream)).toHaveLength(5);
  }, 60_000);

  it('one address: five sessions opening five streams each get 20 in all', async () => {
    const ip = '10.201.0.1';
    const payers: { client: Client; id: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const client = new Client(t.app, undefined, ip);
      await smsLogin(t, client, freshPhone());
      payers.push({ client, id: await placeOrder(t, client, {}, IMPERIAL, false) });
    }
    const responses = await Promise.all(payers.flatMap(({ client, id }) => Array.from({ length: 5 }, () => openStream(client, id))));
    expect(responses.filter(isStream)).toHaveLength(20);
    expect(responses.filter((r) => !isStream(r)).map((r) => (r.json() as Envelope).status_code)).toEqual([409, 409, 409, 409, 409]);
  }, 60_000);

  it(`${STREAMS} open streams read order_events no time while nothing happens, and once per change for all streams of the order`, async () => {
    const payers: { client: Client; id: string }[] = [];
    for (let i = 0; i < STREAMS / 5; i += 1) {
      const { client } = await registeredUser(t);
      payers.push({ client, id: await placeOrder(t, client, {}, 'DEMO-GB-UNIVERSITY-OF-MANCHESTER-USD', false) });
    }
    const streams = payers.flatMap(({ client, id }) => Array.from({ length: 5 }, () => openStream(client, id).then((response) => ({ id, response }))));
    // All open (a row each), then each has had its history.
    while (Number((await t.database.db.select({ n: count() }).from(orderStreams))[0]?.n) < STREAMS) await sleep(50);
    await sleep(800);
    const reads = (queries: string[]) => queries.filter((q) => /^select .* from "order_events"/.test(q)).length;
    log.reset();
    await sleep(1500);
    const idle = reads(log.queries);
    const watched = payers[0]!.id;
    const before = log.queries.length;
    await advanceOrder(t.app.ctx, watched, 'approve', 'staff:1', 'ok');
    await sleep(500);
    const perChange = reads(log.queries.slice(before));
    const done = await Promise.all(streams);
    expect(done.every(({ response }) => isStream(response))).toBe(true);
    // Each of the five streams of the changed order got the change; the others only their history.
    for (const { id, response } of done) expect(statuses(response.body)).toEqual(id === watched ? ['submitted', 'awaiting_review', 'awaiting_payment'] : ['submitted', 'awaiting_review']);
    console.log(`${STREAMS} streams: ${idle} order_events reads in 1.5 s idle, ${perChange} for one change`);
    expect(idle).toBe(0);
    expect(perChange).toBeGreaterThanOrEqual(1);
    expect(perChange).toBeLessThanOrEqual(2);
  }, 180_000);

  it.skipIf(!process.env['DATABASE_URL'])('a change made by another instance on the same PostgreSQL reaches a stream on this one', async () => {
    const { client } = await registeredUser(t);
    const id = await placeOrder(t, client, {}, 'DEMO-GB-UNIVERSITY-OF-MANCHESTER-USD', false);
    const ownConnection = await openDatabase({ databaseUrl: t.database.connectionString!, poolSize: 2 });
    const other = await siblingApp(t, {}, { database: ownConnection });
    try {
      const streaming = openStream(client, id);
      await sleep(500);
      await advanceOrder(other.ctx, id, 'approve', 'staff:1', 'approved on the other instance');
      const response = await streaming;
      expect(statuses(response.body)).toEqual(['submitted', 'awaiting_review', 'awaiting_payment']);
    } finally {
      await other.close();
      await ownConnection.close();
    }
  }, 60_000);
});
