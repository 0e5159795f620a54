/**
 * The order detail's live stream (issue 18 item 2): server-sent events of the caller's own order,
 * fed from order_events rows (so a change by any instance reaches it), resumable with Last-Event-ID;
 * a second payer gets the 404 envelope and no stream. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from '../src/modules/orders/lifecycle';
import { createTestApp, type Client, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { placeOrder } from './helpers/orders';

let t: TestApp;
let payer: Client;
let second: Client;
beforeAll(async () => {
  // Short streams: each test's stream ends by itself within two seconds.
  t = await createTestApp({ limits: { orderStreamSeconds: 2 } });
  payer = (await registeredUser(t)).client;
  second = (await registeredUser(t)).client;
}, 120_000);
afterAll(async () => t?.close());

const parse = (body: string) =>
  body
    .split('\n\n')
    .filter((block) => block.includes('event: status'))
    .map((block) => ({ id: Number(/^id: (\d+)$/m.exec(block)![1]), data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as { status: string; event: string; stage: string; order_id: string } }));

describe('order_events stream', () => {
  it('sends the history, then a change made while the stream is open, without a reload', async () => {
    const id = await placeOrder(t, payer, {}, 'DEMO-GB-UNIVERSITY-OF-MANCHESTER-USD');
    const streaming = payer.raw({ method: 'GET', url: '/api/user/order_events', query: { order_id: id } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await advanceOrder(t.app.ctx, id, 'approve', 'staff:1', 'ok');
    const response = await streaming;
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    const events = parse(response.body);
    expect(events.map((e) => e.data.status)).toEqual(['submitted', 'awaiting_review', 'awaiting_payment']);
    expect(events.at(-1)!.data).toMatchObject({ order_id: id, event: 'approve', stage: 'payment' });
    expect(response.body).not.toContain('staff:1');

    // Resuming after the last event seen: only what came later.
    await advanceOrder(t.app.ctx, id, 'cancel', 'staff:1', 'payer asked by phone');
    const resumed = await payer.raw({ method: 'GET', url: '/api/user/order_events', query: { order_id: id }, headers: { 'last-event-id': String(events.at(-1)!.id) } });
    expect(parse(resumed.body).map((e) => e.data.status)).toEqual(['canceled']);
  });

  it("a second payer gets 404 and no stream; nobody logged in gets 402", async () => {
    const id = await placeOrder(t, payer);
    const other = await second.raw({ method: 'GET', url: '/api/user/order_events', query: { order_id: id } });
    expect(other.headers['content-type']).toMatch(/json/);
    expect(other.json()).toMatchObject({ status_code: 404, data: { field: 'order_id' } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/order_events', query: { order_id: id } });
    expect(anonymous.json()).toMatchObject({ status_code: 402 });
  });
});
