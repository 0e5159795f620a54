/**
 * What production must not do: answer "sent" with no SMS gateway or mail server (the codes sat in
 * clear in the outbox table for 7 days), keep sent codes and reset links in the job table for a
 * week, or show the console's calls in the API document to anyone.
 * - The server refuses to start in production without both, and says what to set.
 * - The Twilio gateway sends through its REST API (a local double of api.twilio.com: the true edge).
 * - SMS and e-mail jobs are deleted a minute after they finished.
 * - /api/openapi.json in production lists the staff calls to signed-in staff only.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { configFromEnv, productionProblems } from '../src/config';
import { twilioSms } from '../src/providers/sms';
import { Client, createTestApp, siblingApp, type TestApp } from './helpers/app';
import { freshPhone, smsLogin } from './helpers/flows';
import { staffClient } from './helpers/staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

/** Runs the server's entry as `npm start` would, with `env`; answers its exit and output (killed after `ms`). */
function runServer(env: Record<string, string>, ms = 25_000): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edupay-prod-'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', new URL('../src/main.ts', import.meta.url).pathname], {
      env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe('a production start', () => {
  it('without an SMS gateway and a mail server refuses to start and says what to set', async () => {
    const run = await runServer({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) });
    expect(run.code).toBe(1);
    expect(run.output).toContain('No SMS gateway: set SMS_PROVIDER=twilio');
    expect(run.output).toContain('No mail server: set SMTP_URL');
  }, 40_000);

  it('names each missing piece; development needs neither', () => {
    const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
    expect(productionProblems(configFromEnv({ NODE_ENV: 'production', ...twilio, SMTP_URL: 'smtp://mail.example:587' }))).toEqual([]);
    expect(productionProblems(configFromEnv({ NODE_ENV: 'production', ...twilio }))).toEqual([expect.stringContaining('SMTP_URL')]);
    expect(productionProblems(configFromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }))).toEqual([expect.stringContaining('SMS_PROVIDER')]);
    expect(productionProblems(configFromEnv({}))).toEqual([]);
    expect(() => configFromEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => configFromEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/outbox or twilio/);
  });
});

describe('the Twilio gateway', () => {
  let double: Server;
  let seen: { path: string; authorization: string; form: URLSearchParams }[] = [];
  let status = 201;
  let apiUrl = '';
  beforeAll(async () => {
    double = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ path: request.url ?? '', authorization: request.headers.authorization ?? '', form: new URLSearchParams(body) });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(status < 300 ? JSON.stringify({ sid: 'SM123', status: 'queued' }) : JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }));
      });
    });
    await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(double.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise((resolve) => double?.close(resolve)));

  it("sends a login code through Twilio's Messages API: basic auth, To, Body, the sender", async () => {
    seen = [];
    const config = configFromEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC0123', TWILIO_AUTH_TOKEN: 's3cret', TWILIO_MESSAGING_SERVICE_SID: 'MG0456', TWILIO_API_URL: apiUrl });
    const app = await siblingApp(t, { sms: config.sms }, { limits: { smsIntervalSeconds: 0 } });
    try {
      const client = new Client(app);
      expect((await client.post('/api/user/send_verification', { tel_code: '+86', phone: '13912345678' })).status_code).toBe(200);
      const deadline = Date.now() + 15_000;
      while (seen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toHaveLength(1);
      expect(seen[0]!.path).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
      expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from('AC0123:s3cret').toString('base64')}`);
      expect(seen[0]!.form.get('To')).toBe('+8613912345678');
      expect(seen[0]!.form.get('MessagingServiceSid')).toBe('MG0456');
      expect(seen[0]!.form.get('Body')).toMatch(/\d{6}/);
    } finally {
      await app.close();
    }
  });

  it('a refusal by Twilio is an error (the job queue sends again), not a silent "sent"', async () => {
    status = 400;
    try {
      const sms = twilioSms({ kind: 'twilio', accountSid: 'AC0123', authToken: 's3cret', from: '+15005550006', messagingServiceSid: null, apiUrl });
      await expect(sms.send('+1555', 'code 123456')).rejects.toThrow(/HTTP 400/);
      expect(seen.at(-1)!.form.get('From')).toBe('+15005550006');
    } finally {
      status = 201;
    }
  });
});

describe('what the database keeps', () => {
  it('SMS and e-mail jobs (codes, reset links) are deleted a minute after they finished, not kept a week', async () => {
    const result = await t.database.db.execute(sql`select name, deletion_seconds from pgboss.queue where name in ('sms', 'email', 'payment_requery') order by name`);
    const rows = (result as unknown as { rows: { name: string; deletion_seconds: number }[] }).rows;
    expect(Object.fromEntries(rows.map((r) => [r.name, Number(r.deletion_seconds)]))).toEqual({ email: 60, payment_requery: 604_800, sms: 60 });
  });
});

describe('the API document in production', () => {
  it('lists the staff calls to signed-in staff only', async () => {
    const production = await siblingApp(t, { production: true });
    try {
      const paths = async (headers: Record<string, string> = {}) => Object.keys(((await production.inject({ method: 'GET', url: '/api/openapi.json', headers })).json() as { paths: object }).paths);
      const anonymous = await paths();
      expect(anonymous.some((p) => p.startsWith('/api/ops/'))).toBe(false);
      expect(anonymous).toContain('/api/user/send_verification');
      const payer = new Client(t.app);
      await smsLogin(t, payer, freshPhone());
      expect((await paths({ authorization: payer.token! })).some((p) => p.startsWith('/api/ops/'))).toBe(false);
      const admin = await staffClient(t, 'admin');
      const staff = await paths({ authorization: admin.token! });
      expect(staff.filter((p) => p.startsWith('/api/ops/')).length).toBeGreaterThan(20);
      // Development keeps the one whole document (the console is built against it).
      expect(Object.keys(((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: object }).paths).some((p) => p.startsWith('/api/ops/'))).toBe(true);
    } finally {
      await production.close();
    }
  });
});
