/**
 * Tracking links (issue 18 item 2): the payer makes a signed, expiring, read-only link; anyone with
 * it sees the four-stage progress and the next step without a login, never identity numbers, names
 * or bank details; a changed, forged or expired link answers 410; a second payer cannot make a link
 * to another's order. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_LINK_TTL_SECONDS } from '../src/domain/track-link';
import { advanceOrder } from '../src/modules/orders/lifecycle';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { idBornOn, placeOrder } from './helpers/orders';

let t: TestApp;
let payer: Client;
let second: Client;
beforeAll(async () => {
  t = await createTestApp();
  payer = (await registeredUser(t)).client;
  second = (await registeredUser(t)).client;
}, 120_000);
afterAll(async () => t?.close());

const track = (query: Record<string, string>) => new Client(t.app).get('/api/order/order_track', query);

describe('tracking link', () => {
  it('shows the progress to anyone with the link, and nothing personal', async () => {
    const id = await placeOrder(t, payer, {}, 'DEMO-GB-UNIVERSITY-OF-MANCHESTER-USD');
    await advanceOrder(t.app.ctx, id, 'request_action', 'staff:1', 'Upload the offer letter of Li Lei');
    const made = await payer.post('/api/user/order_track_link', { order_id: id });
    expect(made.status_code).toBe(200);
    expect(made.data.url).toMatch(/^http:\/\/localhost:3000\/track\?order_id=/);
    const query = Object.fromEntries(new URL(made.data.api).searchParams);
    const seen = await track(query);
    expect(seen.status_code).toBe(200);
    expect(seen.data).toMatchObject({ status: 'action_needed', stage: 'placement', next_step: 'provide_action', on_hold: 1, institution: 'University of Manchester', currency: 'USD' });
    expect(seen.data.progress).toHaveLength(4);
    const body = JSON.stringify(seen);
    for (const secret of [idBornOn('20050101'), idBornOn('19750402'), '11777557', 'BARCGB22', 'GB72BARC20773411777557', '李雷', '韩梅', '13800138000', 'han.mei', 'offer letter']) expect(body).not.toContain(secret);
  });

  it('a changed id, a moved expiry, a forged signature or an expired link answers 410', async () => {
    const id = await placeOrder(t, payer);
    const other = await placeOrder(t, payer);
    const query = Object.fromEntries(new URL((await payer.post('/api/user/order_track_link', { order_id: id })).data.api).searchParams);
    for (const bad of [{ ...query, order_id: other }, { ...query, expires: String(Number(query['expires']) + 60) }, { ...query, sig: 'x'.repeat(43) }, { ...query, expires: 'soon' }]) {
      const answer = await track(bad);
      expect(answer.status_code).toBe(410);
      expect(answer.message).toBe('This tracking link has expired or is not valid; please ask the payer for a new one');
    }
    t.clock.advance(TRACK_LINK_TTL_SECONDS);
    expect((await track(query)).status_code).toBe(410);
  });

  it("a second payer cannot make a link to another's order", async () => {
    const id = await placeOrder(t, payer);
    const answer = await second.post('/api/user/order_track_link', { order_id: id });
    expect([answer.status_code, answer.data.field]).toEqual([404, 'order_id']);
  });
});
