/**
 * Staff login as an attacker meets it: every role, account managers too, gives a TOTP code before
 * any staff call works (a manager reveals identity numbers and acts on behalf of payers); wrong
 * passwords lock a login at the address they came from only, never at an address the staff member
 * has completed a login from; and the payer `token` cookie is `Secure` when the request came over
 * HTTPS (behind a trusted proxy: X-Forwarded-Proto), not over plain HTTP. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../src/db/schema';
import { hashPassword } from '../src/domain/passwords';
import { DEV_STAFF, DEV_STAFF_PASSWORD } from '../src/modules/ops/dev-staff';
import { Client, createTestApp, siblingApp, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { placeOrder } from './helpers/orders';
import { assignManager, nextTotp, staffClient } from './helpers/staff';

let t: TestApp;
let payer: Awaited<ReturnType<typeof registeredUser>>;
let payerId: number;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  payer = await registeredUser(t);
  payerId = await assignManager(t, payer.email, 'edupay_wangjing');
  orderId = await placeOrder(t, payer.client);
}, 120_000);
afterAll(async () => t?.close());

/** A password-only staff session (the first step of the login), from `ip`. */
async function passwordOnly(login: string, ip?: string): Promise<Client> {
  const client = new Client(t.app, undefined, ip);
  const answer = await client.post('/api/ops/login', { staff_login: login, password: DEV_STAFF_PASSWORD });
  expect(answer.status_code, answer.message).toBe(200);
  client.token = answer.data.token as string;
  return client;
}

const login = (client: Client, who: string, password: string) => client.post('/api/ops/login', { staff_login: who, password });

describe('a second factor for every staff role', () => {
  it('a manager with the password alone reaches no staff call: not identity numbers, not acting on behalf', async () => {
    const manager = await passwordOnly('wang.jing');
    const first = await manager.get('/api/ops/me');
    expect(first.data).toMatchObject({ login: 'wang.jing', role: 'account_manager', totp_needed: 1 });

    const reveal = await manager.post('/api/ops/reveal_identity', { order_id: orderId, field: 'payer_id_number' });
    expect(reveal.status_code).toBe(402);
    expect((await manager.post('/api/ops/act_on_behalf_start', { user_id: payerId, reason: 'help' })).status_code).toBe(402);
    expect((await manager.get('/api/ops/review_queue')).status_code).toBe(402);
    const done = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, 'order.reveal_identity')));
    expect(done).toEqual([]);

    // Every staff call of the API document, with whatever body: 402 (the console shows the TOTP step).
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const open = new Set(['/api/ops/login', '/api/ops/login_totp', '/api/ops/logout', '/api/ops/me']);
    const calls = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/ops/') && !open.has(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path] as const));
    expect(calls.length).toBeGreaterThan(25);
    for (const [method, url] of calls) {
      const answer = await manager.raw({ method: method as 'GET' | 'POST', url, ...(method === 'POST' ? { payload: { order_id: orderId, user_id: payerId, reason: 'x' } } : {}) });
      expect((answer.json() as { status_code: number }).status_code, `${method} ${url}`).toBe(402);
    }

    // The code from the manager's authenticator opens the calls of the role.
    expect((await manager.post('/api/ops/login_totp', { totp_code: '000000' })).status_code).toBe(405);
    expect((await manager.post('/api/ops/login_totp', { totp_code: await nextTotp(t, 'wang.jing') })).status_code).toBe(200);
    expect((await manager.get('/api/ops/me')).data.totp_needed).toBe(0);
    expect((await manager.post('/api/ops/reveal_identity', { order_id: orderId, field: 'payer_id_number' })).status_code).toBe(200);
  });

  it('the password step says a code is due for every role', async () => {
    for (const who of DEV_STAFF) {
      const answer = await login(new Client(t.app), who.login, DEV_STAFF_PASSWORD);
      expect(answer.data.staff, who.login).toMatchObject({ role: who.role, totp_needed: 1 });
      expect(who.totp, `${who.login} has a development TOTP secret`).toMatch(/^[A-Z2-7]{32}$/);
    }
  });

  it('a staff member with no TOTP secret enrolled gets no further than the password', async () => {
    await t.database.db.insert(staff).values({
      login: 'new.manager',
      name: 'New Manager',
      role: 'account_manager',
      passwordHash: await hashPassword(DEV_STAFF_PASSWORD, t.app.ctx.argon2),
      createdAt: t.clock.now,
    });
    const client = await passwordOnly('new.manager');
    expect((await client.post('/api/ops/login_totp', { totp_code: '123456' })).status_code).toBe(405);
    expect((await client.get('/api/ops/order_search', { q: 'EP' })).status_code).toBe(402);
  });
});

describe('wrong passwords lock a login at one address, never everywhere', () => {
  it("an attacker's wrong passwords lock their own address only: the staff member logs in from another", async () => {
    const attacker = new Client(t.app, undefined, '192.0.2.10');
    const codes = [];
    for (let i = 0; i < 8; i += 1) codes.push((await login(attacker, 'li.ming', `guess-${i}`)).status_code);
    expect(codes.slice(0, 4)).toEqual([407, 407, 407, 407]);
    expect(codes.slice(4)).toEqual([408, 408, 408, 408]);
    // Still locked there, even with the right password.
    expect((await login(attacker, 'li.ming', DEV_STAFF_PASSWORD)).status_code).toBe(408);
    // The staff member, at a new address, is not locked out.
    const owner = new Client(t.app, undefined, '192.0.2.11');
    expect((await login(owner, 'li.ming', DEV_STAFF_PASSWORD)).status_code).toBe(200);
  });

  it('an address the staff member completed a login from stays open to them, whatever is guessed there', async () => {
    const office = '198.51.100.20';
    // li.ming logs in from the office once (password and TOTP): a known address from now on.
    const first = await staffClient(t, 'li.ming', undefined, office);
    expect((await first.get('/api/ops/me')).data.totp_needed).toBe(0);
    // Someone else behind the office's address guesses li.ming's password, then sprays other logins
    // past the per-address allowance (20).
    const attacker = new Client(t.app, undefined, office);
    for (let i = 0; i < 6; i += 1) await login(attacker, 'li.ming', `guess-${i}`);
    const sprayed = [];
    for (let i = 0; i < 20; i += 1) sprayed.push((await login(attacker, `someone-${i}`, `guess-${i}`)).status_code);
    expect(sprayed.at(-1), 'the address is locked for other logins').toBe(408);
    // li.ming still gets in from the office...
    expect((await login(new Client(t.app, undefined, office), 'li.ming', DEV_STAFF_PASSWORD)).status_code).toBe(200);
    const again = await staffClient(t, 'li.ming', undefined, office);
    expect((await again.get('/api/ops/order_search', { q: 'EP' })).status_code).toBe(200);
    // ...while a login that never completed there is locked at that address.
    expect((await login(new Client(t.app, undefined, office), 'wang.jing', DEV_STAFF_PASSWORD)).status_code).toBe(408);
  });

  it('a password-only login does not make an address known', async () => {
    const address = '198.51.100.30';
    await passwordOnly('wang.jing', address);
    const attacker = new Client(t.app, undefined, address);
    for (let i = 0; i < 5; i += 1) await login(attacker, 'wang.jing', `guess-${i}`);
    expect((await login(attacker, 'wang.jing', DEV_STAFF_PASSWORD)).status_code).toBe(408);
  });
});

describe('the token cookie over HTTPS', () => {
  const tokenCookie = (headers: Record<string, unknown>) =>
    ([] as string[]).concat((headers['set-cookie'] as string | string[] | undefined) ?? []).find((c) => c.startsWith('token='));
  const secure = (cookie: string | undefined) => cookie?.split(';').some((part) => part.trim().toLowerCase() === 'secure');

  it('is Secure when a trusted proxy says the request came over HTTPS, and not over plain HTTP', async () => {
    const proxied = await siblingApp(t, { trustProxy: ['loopback'] });
    const direct = await siblingApp(t, { trustProxy: false });
    try {
      // The captcha image is a call that opens a session (and sets its cookie) for a new visitor.
      const session = (app: typeof proxied, proto?: string) => app.inject({ method: 'GET', url: '/api/other/check_captcha', headers: proto ? { 'x-forwarded-proto': proto } : {} });
      const overHttps = tokenCookie((await session(proxied, 'https')).headers);
      expect(overHttps).toBeDefined();
      expect(secure(overHttps)).toBe(true);
      // Plain HTTP (development on localhost keeps working), and a forged header without a trusted proxy.
      for (const answer of [await session(proxied, 'http'), await session(proxied), await session(direct, 'https'), await session(t.app)]) {
        const cookie = tokenCookie(answer.headers);
        expect(cookie).toBeDefined();
        expect(secure(cookie)).toBe(false);
      }

      // The token a password login issues (a new one for the session) is Secure too.
      const https = { 'x-forwarded-proto': 'https' };
      const token = /^token=([^;]+)/.exec(tokenCookie((await session(proxied, 'https')).headers) ?? '')![1]!;
      const loggedIn = await proxied.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { ...https, authorization: token },
        payload: { tel_code: '+86', login_name: payer.phone, password: payer.password },
      });
      expect((loggedIn.json() as { status_code: number }).status_code).toBe(200);
      const issued = tokenCookie(loggedIn.headers);
      expect(issued).toBeDefined();
      expect(issued).not.toContain(token);
      expect(secure(issued)).toBe(true);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });
});
