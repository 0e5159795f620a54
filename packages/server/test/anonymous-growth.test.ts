/**
 * Issue 11, item 4: anonymous calls do not write rows; new sessions, scan-login QR codes and the
 * account-revealing calls have a budget per address; expired rows are cleaned up.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupExpired } from '../src/plugins/cleanup';
import { captchas, outbox, scanLogins, sessions } from '../src/db/schema';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { freshEmail, freshPhone, registeredUser } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { sessionsPerIpPerHour: 5, lookupsPerIpPerHour: 4, qrCodesPerIpPerHour: 3 } });
}, 120_000);
afterAll(async () => t?.close());

const sessionRows = async () => Number((await t.database.db.select({ n: count() }).from(sessions))[0]?.n ?? 0);

describe('anonymous calls', () => {
  it('get_config without a token writes no session row (it wrote one per call)', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 20; i += 1) {
      const answer = await new Client(t.app, undefined, '10.77.0.1').config();
      expect(answer.status_code).toBe(200);
      expect(answer.data.token).toBe('');
    }
    expect(await sessionRows()).toBe(before);
  });

  it('a session is made when something must be stored, and get_config echoes its token', async () => {
    const client = new Client(t.app);
    await client.post('/api/user/verification_email', { email: freshEmail() });
    expect(client.token).toEqual(expect.any(String));
    expect((await client.config()).data.token).toBe(client.token);
  });

  it('one address opens at most sessionsPerIpPerHour new sessions', async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await new Client(t.app, undefined, '10.77.0.2').raw({ method: 'GET', url: '/api/other/slider_captcha' })).json());
    expect(answers.slice(0, 5).every((a) => a.status_code === 200)).toBe(true);
    expect(answers[5]).toMatchObject({ status_code: 409, message: 'Too many requests; please try again in a moment' });
  });
});

describe('budgets against enumeration', () => {
  it('verification_email answers at most lookupsPerIpPerHour times per address', async () => {
    const client = new Client(t.app, 'zh-CN', '10.77.0.3');
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await client.post('/api/user/verification_email', { email: freshEmail() })).status_code);
    expect(codes).toEqual([200, 200, 200, 200, 409, 409]);
    expect((await client.post('/api/user/verification_email', { email: freshEmail() })).message).toBe('请求过于频繁，请稍后再试');
  });

  it('the reset calls (404 for unknown phones) share the budget', async () => {
    const client = new Client(t.app, undefined, '10.77.0.4');
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await client.post('/api/user/send_verification_password', { tel_code: '+86', phone: freshPhone() })).status_code);
    expect(codes).toEqual([404, 404, 404, 404, 409, 409]);
  });

  it('scan_login_qrcode answers at most qrCodesPerIpPerHour per address', async () => {
    const client = new Client(t.app, undefined, '10.77.0.5');
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await client.get('/api/user/scan_login_qrcode')).status_code);
    expect(codes).toEqual([200, 200, 200, 409, 409]);
  });
});

describe('cleanup', () => {
  it('deletes expired sessions, captchas, scan tickets and old outbox rows, and keeps live ones', async () => {
    const { client } = await registeredUser(t);
    await client.raw({ method: 'GET', url: '/api/other/check_captcha' });
    await client.get('/api/user/scan_login_qrcode');
    const liveSession = (await t.database.db.select().from(sessions).limit(1000)).length;
    t.clock.advance(31 * 86_400);
    const fresh = new Client(t.app, undefined, '10.77.0.9');
    await fresh.post('/api/user/verification_email', { email: freshEmail() });
    const removed = await cleanupExpired(t.app.ctx);
    expect(removed['sessions']).toBeGreaterThan(0);
    expect(removed['captchas']).toBeGreaterThan(0);
    expect(removed['scanLogins']).toBeGreaterThan(0);
    expect(removed['outbox']).toBeGreaterThan(0);
    expect(liveSession).toBeGreaterThan(0);
    // The session made after the jump stays; everything from before is gone.
    expect(await sessionRows()).toBe(1);
    expect(await t.database.db.select().from(captchas)).toHaveLength(0);
    expect(await t.database.db.select().from(scanLogins)).toHaveLength(0);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.channel, 'sms'))).toHaveLength(0);
    expect((await fresh.get('/api/user/is_login')).status_code).toBe(200);
  });
});
