import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiTransportError, createApiClient } from './client';
import type { PolicyEffects } from './responsePolicy';

// A real HTTP server on loopback: the client is tested over a real connection, not a stubbed fetch.
let server: Server;
let base: string;
const seen: Array<{ method?: string; url?: string; auth?: string; idempotency?: string | string[]; body: string }> = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, idempotency: req.headers['idempotency-key'], body });
      if (req.url?.startsWith('/api/boom')) return res.writeHead(502).end('bad gateway');
      if (req.url?.startsWith('/api/slow')) return void setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status_code":200,"message":"m"}'), 300);
      const status = req.url?.startsWith('/api/maintenance') ? 4005 : 200;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status_code: status, message: 'm', data: { ok: true } }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

function effects() {
  const calls: string[] = [];
  const e: PolicyEffects = {
    navigate: (p) => calls.push(`navigate ${p}`),
    assign: (u) => calls.push(`assign ${u}`),
    toast: (m) => calls.push(`toast ${m}`),
    hideToast: () => calls.push('hideToast'),
    openLogin: () => calls.push('openLogin'),
    text: { errorPrefix: 'Error: ', network: 'Network connection abnormal', httpError: (s) => `Server error (${s})` },
  };
  return { e, calls };
}

describe('createApiClient', () => {
  it('a call its page aborted (a superseded estimate) rejects without telling the user of a network failure', async () => {
    const { e, calls } = effects();
    const call = createApiClient({ baseURL: base, getToken: () => undefined, effects: e });
    const controller = new AbortController();
    const pending = call('POST', '/slow', { amount: '1' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiTransportError);
    expect(calls).toEqual([]);
  });

  it('GET drops empty params, adds the timestamp and sends the token in Authorization', async () => {
    const { e } = effects();
    const call = createApiClient({ baseURL: base, getToken: () => 'tok123', effects: e, now: () => 42 });
    const result = await call('GET', '/user/send_verification', { tel_code: '+86', phone: '13800138000', empty: '', none: null });
    expect(result.data).toEqual({ ok: true });
    const last = seen.at(-1)!;
    expect(last.method).toBe('GET');
    expect(last.auth).toBe('tok123');
    expect(new URL(last.url!, 'http://x').searchParams.toString()).toBe('tel_code=%2B86&phone=13800138000&t=42');
  });

  it('POST sends the per-call headers (the Idempotency-Key of an order) along with the token', async () => {
    const { e } = effects();
    const call = createApiClient({ baseURL: base, getToken: () => 'tok123', effects: e });
    await call('POST', '/order/order_submit', { amount: '1.00' }, { headers: { 'Idempotency-Key': 'key-1' } });
    const last = seen.at(-1)!;
    expect(last.idempotency).toBe('key-1');
    expect(last.auth).toBe('tok123');
  });

  it('POST sends JSON and no Authorization without a token', async () => {
    const { e } = effects();
    const call = createApiClient({ baseURL: base, getToken: () => undefined, effects: e });
    await call('POST', '/user/login', { login_name: 'a@b.co', password: 'secret1' });
    const last = seen.at(-1)!;
    expect(last.auth).toBeUndefined();
    expect(JSON.parse(last.body)).toEqual({ login_name: 'a@b.co', password: 'secret1' });
  });

  it('applies the response policy to every answer', async () => {
    const { e, calls } = effects();
    const call = createApiClient({ baseURL: base, getToken: () => undefined, effects: e });
    const result = await call('GET', '/maintenance');
    expect(result.status_code).toBe(4005);
    expect(calls).toEqual(['navigate /out_of_service']);
  });

  it('an HTTP status other than 200 is a failure: toast, then ApiTransportError', async () => {
    const { e, calls } = effects();
    const call = createApiClient({ baseURL: base, getToken: () => undefined, effects: e });
    await expect(call('GET', '/boom')).rejects.toBeInstanceOf(ApiTransportError);
    expect(calls).toEqual(['toast Server error (502)']);
  });

  it('no server at all: the network message', async () => {
    const { e, calls } = effects();
    const call = createApiClient({ baseURL: 'http://127.0.0.1:1/api', getToken: () => undefined, effects: e });
    await expect(call('GET', '/x')).rejects.toMatchObject({ httpStatus: undefined });
    expect(calls).toEqual(['toast Network connection abnormal']);
  });
});
