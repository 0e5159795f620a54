/**
 * Face verification (issue 16 item 6; spec 001 sections 2, 4, 7: /self_pass, /verify,
 * live_verification, redirect_tencent_validate) through the development vendor: its hosted page's
 * answers pass and fail, the signed callback and the status query lead to the same verdict once,
 * forged and stale callbacks are refused, a session expires, re-verify starts a new one, every move
 * is an event row, the ID number is sealed at rest and masked, and a second payer learns nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { faceVerificationEvents, faceVerifications, sandboxFaceSessions } from '../src/db/schema';
import { faceTransition, FACE_VERIFICATION_STATUSES } from '../src/domain/face-verification';
import { signCallback } from '../src/domain/callback-signature';
import { sandboxFaceSecret } from '../src/providers/face';
import { faceProviderFromEnv } from '../src/config';
import { ORDER_EXAMPLE } from '../src/modules/orders/schemas';
import { Client, createTestApp, siblingApp, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';

let t: TestApp;
let alice: Client;
let bob: Client;
let orderId: string;
let order2: string;

const place = async (client: Client, key: string) => ((await client.raw({ method: 'POST', url: '/api/order/order_submit', payload: ORDER_EXAMPLE, headers: { 'idempotency-key': key } })).json() as Envelope).data.order_id as string;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await registeredUser(t)).client;
  bob = (await registeredUser(t)).client;
  orderId = await place(alice, 'face-alice-1');
  order2 = await place(alice, 'face-alice-2');
}, 120_000);
afterAll(async () => t?.close());

const live = (client: Client, query: Record<string, string>) => client.get('/api/order/live_verification', query);
const refOf = (url: string) => url.split('/dev/face/')[1]!;
/** The payer presses a button on the vendor's hosted page (as the browser would: a form post). */
const answer = (ref: string, value: string) =>
  t.app.inject({ method: 'POST', url: `/dev/face/${ref}`, payload: `answer=${value}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: '127.0.0.1' });
const eventsOf = (id: string) => t.database.db.select().from(faceVerificationEvents).where(eq(faceVerificationEvents.verificationId, id)).orderBy(faceVerificationEvents.id);

describe('the face verification machine', () => {
  it('moves only out of pending; final statuses stay', () => {
    expect(faceTransition('pending', 'passed').kind).toBe('move');
    expect(faceTransition('pending', 'pending').kind).toBe('same');
    for (const from of ['passed', 'failed', 'expired'] as const) for (const to of FACE_VERIFICATION_STATUSES) if (to !== from) expect(faceTransition(from, to).kind).toBe('refused');
  });
});

describe('live_verification and the development vendor', () => {
  it('starts a session for the order’s payer: the vendor’s page as url, the ID sealed at rest and masked', async () => {
    const started = await live(alice, { order_id: orderId });
    expect(started).toMatchObject({ status_code: 200, data: { status: 'pending', person_name: '韩梅', id_number: '1*************0019', failure_reason: null } });
    expect(started.data.url).toMatch(/\/dev\/face\/fsb_[0-9a-f]{32}$/);
    // Asked again: the same session, not a second one.
    expect((await live(alice, { order_id: orderId })).data.verification_id).toBe(started.data.verification_id);
    const [row] = await t.database.db.select().from(faceVerifications).where(eq(faceVerifications.id, started.data.verification_id));
    expect(JSON.stringify(row)).not.toContain('110105197504020019');
    const page = await t.app.inject({ method: 'GET', url: `/dev/face/${refOf(started.data.url)}`, remoteAddress: '127.0.0.1' });
    expect(page.body).toContain('韩梅');
    expect(page.body).not.toContain('110105197504020019');
  });

  it('pass on the hosted page: the signed callback records it, the browser goes back through redirect_tencent_validate to /verify', async () => {
    const started = (await live(alice, { order_id: orderId })).data;
    const pressed = await answer(refOf(started.url), 'pass');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`/api/order/redirect_tencent_validate?verification_id=${started.verification_id}`);
    const back = await t.app.inject({ method: 'GET', url: pressed.headers.location as string });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/verify?order_id=${orderId}&verification_id=${started.verification_id}&result=passed`);
    const after = await live(alice, { order_id: orderId, verification_id: started.verification_id });
    expect(after.data).toMatchObject({ status: 'passed', failure_reason: null, url: null });
    expect((await eventsOf(started.verification_id)).map((e) => [e.fromStatus, e.toStatus, e.source])).toEqual([
      [null, 'pending', 'live_verification'],
      ['pending', 'passed', 'callback'],
    ]);
    // A pass is not redone: re-verify keeps it.
    expect((await live(alice, { order_id: orderId, restart: '1' })).data.verification_id).toBe(started.verification_id);
  });

  it('fail with a reason; re-verify starts a new session; a lost callback is caught by the status query', async () => {
    const first = (await live(alice, { order_id: order2 })).data;
    await answer(refOf(first.url), 'fail_mismatch');
    expect((await live(alice, { order_id: order2 })).data).toMatchObject({ verification_id: first.verification_id, status: 'failed', failure_reason: 'face_mismatch' });
    // The payer reads the verdict before pressing "verify again": on this frozen clock both sessions
    // would otherwise share a created_at, and "the newest" would be a coin toss between random ids.
    t.clock.advance(5);
    const again = (await live(alice, { order_id: order2, restart: '1' })).data;
    expect(again.verification_id).not.toBe(first.verification_id);
    expect(again.status).toBe('pending');
    // The vendor records a pass but its callback never arrives: the page's next poll asks the vendor.
    await t.app.ctx.faceSandbox!.answer(refOf(again.url), 'pass', { notify: false });
    expect((await live(alice, { order_id: order2 })).data.status).toBe('passed');
    expect((await eventsOf(again.verification_id)).map((e) => e.source)).toEqual(['live_verification', 'status_query']);
  });

  it('a session without a verdict expires after 15 minutes (an event row), and re-verify starts anew', async () => {
    const third = await place(alice, 'face-alice-3');
    const started = (await live(alice, { order_id: third })).data;
    t.clock.advance(15 * 60);
    const expired = (await live(alice, { order_id: third })).data;
    expect(expired).toMatchObject({ verification_id: started.verification_id, status: 'expired', url: null });
    expect((await eventsOf(started.verification_id)).at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'expired', source: 'expiry' });
    // A verdict arriving after expiry moves nothing.
    await answer(refOf(started.url), 'pass');
    expect((await live(alice, { order_id: third })).data.status).toBe('expired');
    expect((await live(alice, { order_id: third, restart: '1' })).data.status).toBe('pending');
  });
});

describe('face_callback', () => {
  const callback = (body: string, signature: string) => t.app.inject({ method: 'POST', url: '/api/order/face_callback', payload: body, headers: { 'content-type': 'application/json', 'edupay-signature': signature } });

  it('refuses a forged or stale signature; applies an event once; never leaves a final status', async () => {
    const fourth = await place(alice, 'face-alice-4');
    const started = (await live(alice, { order_id: fourth })).data;
    const ref = refOf(started.url);
    const body = (status: string, id: string) => JSON.stringify({ id, type: 'face_session.updated', data: { provider_ref: ref, verification_id: started.verification_id, status, failure_reason: status === 'failed' ? 'not_live' : null } });
    const secret = sandboxFaceSecret(t.app.ctx.secret);
    const forged = await callback(body('passed', 'fevt_x_1'), signCallback('not-the-secret', body('passed', 'fevt_x_1'), t.clock.now));
    expect(forged.json()).toMatchObject({ status_code: 400, data: { field: 'EduPay-Signature', reason: 'mismatch' } });
    const old = new Date(t.clock.now.getTime() - 301_000);
    expect((await callback(body('passed', 'fevt_x_1'), signCallback(secret, body('passed', 'fevt_x_1'), old))).json()).toMatchObject({ data: { reason: 'stale' } });
    expect((await live(alice, { order_id: fourth })).data.status).toBe('pending');

    const failed = body('failed', 'fevt_x_1');
    expect((await callback(failed, signCallback(secret, failed, t.clock.now))).json().data.result).toBe('applied');
    expect((await callback(failed, signCallback(secret, failed, t.clock.now))).json().data.result).toBe('duplicate');
    const passed = body('passed', 'fevt_x_2');
    expect((await callback(passed, signCallback(secret, passed, t.clock.now))).json().data.result).toBe('ignored');
    expect((await live(alice, { order_id: fourth })).data).toMatchObject({ status: 'failed', failure_reason: 'not_live' });
    // The sandbox's own books never moved: only the signed reports reached us.
    const [session] = await t.database.db.select().from(sandboxFaceSessions).where(eq(sandboxFaceSessions.ref, ref));
    expect(session!.status).toBe('pending');
  });
});

describe('a second payer', () => {
  it('can neither start, read nor re-verify another payer’s face verification (like an unknown order)', async () => {
    const mine = (await live(alice, { order_id: orderId })).data;
    const foreign = await live(bob, { order_id: orderId });
    const unknown = await live(bob, { order_id: '00000000-0000-4000-8000-000000000000' });
    expect(foreign).toMatchObject({ status_code: 404, data: { field: 'order_id' } });
    expect(foreign.message).toBe(unknown.message);
    expect(JSON.stringify(foreign)).not.toContain(mine.verification_id);
    expect((await live(bob, { order_id: orderId, verification_id: mine.verification_id })).status_code).toBe(404);
    expect((await live(bob, { order_id: orderId, restart: '1' })).status_code).toBe(404);
    // Bob's own order does not open Alice's verification either.
    const bobs = await place(bob, 'face-bob-1');
    expect((await live(bob, { order_id: bobs, verification_id: mine.verification_id })).status_code).toBe(404);
  });

  it('without a session: 402', async () => {
    expect((await live(new Client(t.app), { order_id: orderId })).status_code).toBe(402);
  });
});

describe('FACE_PROVIDER', () => {
  it.each([
    [{}, 'sandbox'],
    [{ FACE_PROVIDER: 'none' }, 'none'],
    // The sandbox passes whoever presses its button: production never runs it, whatever is asked.
    [{ NODE_ENV: 'production', FACE_PROVIDER: 'sandbox' }, 'none'],
  ])('%o chooses %s', (env, choice) => expect(faceProviderFromEnv(env as NodeJS.ProcessEnv)).toBe(choice));

  it('with no vendor, live_verification refuses clearly, starts nothing, and there is no hosted page', async () => {
    const app = await siblingApp(t, { faceProvider: 'none' });
    try {
      const client = new Client(app);
      client.token = alice.token;
      const fresh = await place(alice, 'face-alice-none');
      const refused = await client.get('/api/order/live_verification', { order_id: fresh });
      expect(refused).toMatchObject({ status_code: 400, data: { field: 'order_id' } });
      expect(refused.message).toMatch(/not available/);
      expect(await t.database.db.select().from(faceVerifications).where(eq(faceVerifications.orderId, fresh))).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/dev/face/fsb_0123456789abcdef0123456789abcdef', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
