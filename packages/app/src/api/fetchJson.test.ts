import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, HttpError } from './fetchJson';

// A real HTTP server on loopback: the wrapper is tested over a real connection, not a stubbed fetch.
let server: Server;
let base: string;
const seen: Array<{ url?: string; type?: string; accept?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url, type: req.headers['content-type'], accept: req.headers.accept, body });
      if (req.url?.startsWith('/slow')) return void setTimeout(() => res.writeHead(200).end('{}'), 2000);
      if (req.url?.startsWith('/missing')) return res.writeHead(404).end('not found');
      if (req.url?.startsWith('/empty')) return res.writeHead(204).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status_code: 200, data: { echoed: body } }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('fetchJson', () => {
  it('GET encodes the query and parses the JSON answer', async () => {
    const answer = await fetchJson<{ status_code: number }>(`${base}/q`, { method: 'GET', query: { phone: '+86 138', page: 2 }, timeoutMs: 1000 });
    expect(answer.status_code).toBe(200);
    expect(new URL(seen.at(-1)!.url!, base).searchParams.toString()).toBe('phone=%2B86+138&page=2');
    expect(seen.at(-1)!.accept).toBe('application/json');
  });

  it('POST sends an object as JSON and FormData as multipart', async () => {
    await fetchJson(`${base}/json`, { method: 'POST', body: { a: 1 }, timeoutMs: 1000 });
    expect(seen.at(-1)).toMatchObject({ type: 'application/json', body: '{"a":1}' });
    const form = new FormData();
    form.set('file', new Blob(['x']), 'x.txt');
    await fetchJson(`${base}/form`, { method: 'POST', body: form, timeoutMs: 1000 });
    expect(seen.at(-1)!.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('a status other than 2xx throws with the status; an empty answer is undefined', async () => {
    await expect(fetchJson(`${base}/missing`, { method: 'GET', timeoutMs: 1000 })).rejects.toMatchObject({ name: 'HttpError', status: 404 });
    await expect(fetchJson(`${base}/empty`, { method: 'GET', timeoutMs: 1000 })).resolves.toBeUndefined();
  });

  it('the timeout and the caller’s abort both end the call without a status', async () => {
    const started = Date.now();
    const timedOut = await fetchJson(`${base}/slow`, { method: 'GET', timeoutMs: 100 }).catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(HttpError);
    expect((timedOut as HttpError).status).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1500);
    const controller = new AbortController();
    const aborted = fetchJson(`${base}/slow`, { method: 'GET', timeoutMs: 10_000, signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'HttpError', status: undefined });
  });
});
