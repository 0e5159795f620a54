/**
 * Issue 11, item 8: the development outbox (every SMS code and reset link) answers loopback
 * clients only, judged by the socket's address, unless DEV_OUTBOX_PUBLIC=1; development listens on
 * loopback by default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { createTestApp, siblingApp, type TestApp } from './helpers/app';
import { smsLogin, freshPhone } from './helpers/flows';
import { Client } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('the dev outbox', () => {
  it('answers a loopback client and hides from any other, X-Forwarded-For or not', async () => {
    const phone = freshPhone();
    await smsLogin(t, new Client(t.app), phone);
    const local = await t.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain(phone);
    for (const url of ['/dev/outbox.json', '/dev/outbox']) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual({ status_code: 404, message: 'This page could not be found', data: {} });
    }
    // Behind a trusted proxy request.ip would follow the header; the outbox looks at the socket.
    const proxied = await siblingApp(t, { trustProxy: ['203.0.113.7'] });
    try {
      const spoofed = await proxied.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(spoofed.statusCode).toBe(404);
      expect(spoofed.body).not.toContain(phone);
      expect((await proxied.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('DEV_OUTBOX_PUBLIC=1 opens it to other clients; production has none', async () => {
    const open = await siblingApp(t, { devOutboxPublic: true });
    const production = await siblingApp(t, { production: true });
    try {
      expect((await open.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
      expect((await production.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await open.close();
      await production.close();
    }
  });

  it('development listens on loopback by default, production on all interfaces', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(configFromEnv({ DEV_OUTBOX_PUBLIC: '1' }).devOutboxPublic).toBe(true);
  });
});
