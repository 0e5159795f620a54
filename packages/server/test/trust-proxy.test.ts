/**
 * Behind a load balancer that appends to X-Forwarded-For (the common default: nginx's
 * $proxy_add_x_forwarded_for, AWS ALB, HAProxy's option forwardfor), a client that writes its own
 * X-Forwarded-For must not choose its address: TRUST_PROXY names the balancers, and the client is
 * the right-most address they did not add. The attacker's script goes through a real appending
 * proxy over loopback (each party on its own 127.0.0.x address) and tries a new spoofed address for
 * every SMS; before, 30 of 30 went through against a limit of 20.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { configFromEnv, trustProxyFromEnv } from '../src/config';
import { createTestApp, siblingApp, type TestApp } from './helpers/app';
import { freshPhone } from './helpers/flows';

const BALANCER = '127.0.0.2';
const LIMIT = 5;

let t: TestApp;
let app: FastifyInstance;
let proxy: Server;
let proxyPort: number;
beforeAll(async () => {
  t = await createTestApp({ limits: { smsPerIpPerHour: LIMIT, smsIntervalSeconds: 0 } });
  app = await siblingApp(t, { trustProxy: trustProxyFromEnv(BALANCER) }, { limits: { smsPerIpPerHour: LIMIT, smsIntervalSeconds: 0 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const appPort = (app.server.address() as AddressInfo).port;
  // An appending balancer: it adds the address it saw to whatever X-Forwarded-For the client sent.
  proxy = createServer((inbound, outbound) => {
    const seen = inbound.socket.remoteAddress ?? '';
    const forwarded = inbound.headers['x-forwarded-for'] ? `${String(inbound.headers['x-forwarded-for'])}, ${seen}` : seen;
    const upstream = httpRequest({ host: '127.0.0.1', port: appPort, localAddress: BALANCER, method: inbound.method, path: inbound.url, headers: { ...inbound.headers, 'x-forwarded-for': forwarded } }, (answer) => {
      outbound.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outbound);
    });
    inbound.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.3', resolve));
  proxyPort = (proxy.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await app?.close();
  await t?.close();
});

/** One send_verification through the balancer, from `client` (a loopback address), with the X-Forwarded-For it chooses. */
function sendCode(client: string, spoofed?: string): Promise<number> {
  const body = JSON.stringify({ tel_code: '+86', phone: freshPhone() });
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.3', port: proxyPort, localAddress: client, method: 'POST', path: '/api/user/send_verification', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...(spoofed ? { 'x-forwarded-for': spoofed } : {}) } },
      (answer: IncomingMessage) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => resolve((JSON.parse(text) as { status_code: number }).status_code));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('TRUST_PROXY behind an appending balancer', () => {
  it("a client writing a new X-Forwarded-For each time gets the address's allowance, no more; another client keeps its own", async () => {
    const attacker: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i += 1) attacker.push(await sendCode('127.0.0.9', `198.51.100.${i + 1}`));
    expect(attacker.filter((s) => s === 200)).toHaveLength(LIMIT);
    // A second family behind the same balancer is not counted with the attacker (nor with the balancer).
    const neighbour: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) neighbour.push(await sendCode('127.0.0.10'));
    expect(neighbour.every((s) => s === 200)).toBe(true);
  });

  it('a client reaching the server directly (an untrusted peer) cannot name an address at all', async () => {
    const direct = await siblingApp(t, { trustProxy: trustProxyFromEnv(BALANCER) }, { limits: { smsPerIpPerHour: LIMIT, smsIntervalSeconds: 0 } });
    try {
      const answers: number[] = [];
      for (let i = 0; i < 2 * LIMIT; i += 1) {
        const response = await direct.inject({ method: 'POST', url: '/api/user/send_verification', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': `198.51.100.${i + 1}` }, payload: { tel_code: '+86', phone: freshPhone() } });
        answers.push((response.json() as { status_code: number }).status_code);
      }
      expect(answers.filter((s) => s === 200)).toHaveLength(LIMIT);
    } finally {
      await direct.close();
    }
  });

  it("TRUST_PROXY takes the balancers' addresses; '1', 'true' and hop counts are refused at start", () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('')).toBe(false);
    expect(trustProxyFromEnv('10.0.0.0/8, 192.168.1.7 loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
    for (const value of ['1', 'true', '2', 'everyone']) expect(() => configFromEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must list/);
  });
});
