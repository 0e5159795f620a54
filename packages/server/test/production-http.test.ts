/**
 * Production HTTP (plugins/security-headers.ts, plugins/compression.ts, http/app-static.ts):
 * security headers on pages and API answers, the per-answer CSP nonce of index.html, HSTS only
 * over HTTPS, compressed API answers that decode to the same JSON, and HEAD of an app page.
 * The app build is stood in for by a small index.html with the build's nonce placeholder.
 */
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from '../src/plugins/security-headers';
import { Client, createTestApp, siblingApp, type TestApp } from './helpers/app';

const appDir = mkdtempSync(join(tmpdir(), 'edupay-app-'));
writeFileSync(
  join(appDir, 'index.html'),
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/assets/index.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div></body></html>`,
);
mkdirSync(join(appDir, 'assets'));
writeFileSync(join(appDir, 'assets', 'index.js'), 'console.log("app");\n');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { appDir } });
}, 120_000);
afterAll(async () => t?.close());

const html = { accept: 'text/html,application/xhtml+xml' };
const page = (app: FastifyInstance, url = '/user_center', headers: Record<string, string> = html) => app.inject({ method: 'GET', url, headers });

/** The CSP as directive -> sources. */
function policy(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  expect(header, 'a Content-Security-Policy header').not.toBe('');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['strict-transport-security']).toBeUndefined(); // plain HTTP
  const csp = String(response.headers['content-security-policy']);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(policy(response).get('frame-ancestors')).toEqual(["'none'"]);
}

describe('security headers', () => {
  it('an app page: a strict CSP whose style nonce is the one in the page, fresh in every answer', async () => {
    const first = await page(t.app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expectCommonHeaders(first);
    const csp = policy(first);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    const nonce = csp.get('style-src')?.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);

    const second = await page(t.app);
    expect(second.body).not.toContain(`nonce="${nonce}"`);
    expect(policy(second).get('style-src')).not.toContain(`'nonce-${nonce}'`);
  });

  it('an API answer: nothing may load from it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get_config' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(policy(response).get('default-src')).toEqual(["'none'"]);
    expect(policy(response).has('style-src')).toBe(false);
  });

  it('a static file of the app: the page policy (it also governs workers started from the app)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(policy(response).get('worker-src')).toEqual(["'self'"]);
  });

  it('the development outbox page: its inline <style> allowed by hash, not by unsafe-inline', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    const style = response.body.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(policy(response).get('style-src')).toEqual(["'self'", `'sha256-${createHash('sha256').update(style).digest('base64')}'`]);
  });

  it('HSTS only over HTTPS: X-Forwarded-Proto counts behind a trusted proxy, never otherwise', async () => {
    const proxied = await siblingApp(t, { appDir, trustProxy: ['loopback'] });
    const direct = await siblingApp(t, { appDir, trustProxy: false });
    try {
      const https = { ...html, 'x-forwarded-proto': 'https' };
      for (const url of ['/', '/api/health']) {
        expect((await proxied.inject({ method: 'GET', url, headers: https })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect((await proxied.inject({ method: 'GET', url, headers: { ...html, 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
        expect((await direct.inject({ method: 'GET', url, headers: https })).headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it('FRAME_ANCESTORS lets the named partner origins frame the app (and drops X-Frame-Options, which cannot name them)', async () => {
    const framed = await siblingApp(t, { appDir, frameAncestors: ['https://partner.example'] });
    try {
      for (const response of [await page(framed), await framed.inject({ method: 'GET', url: '/api/health' })]) {
        expect(policy(response).get('frame-ancestors')).toEqual(['https://partner.example']);
        expect(response.headers['x-frame-options']).toBeUndefined();
      }
    } finally {
      await framed.close();
    }
  });
});

describe('compression of API answers', () => {
  it('get_config in gzip and in br decodes to the same JSON as uncompressed, several times smaller', async () => {
    const token = (await new Client(t.app).config()).token ?? ''; // one session: the three answers carry the same token
    const ask = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/api/get_config', headers: { authorization: token, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await ask('gzip');
    const br = await ask('gzip, deflate, br'); // the client's order of preference is not ours: br wins
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    const expected = plain.json();
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);
    expect(plain.rawPayload.length).toBeGreaterThan(40_000);
    expect(gzip.rawPayload.length * 4).toBeLessThan(plain.rawPayload.length);
    expect(br.rawPayload.length * 4).toBeLessThan(plain.rawPayload.length);
  });

  it('small answers stay uncompressed (below 1 KB compression costs more than it saves)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('a compressed request body is not inflated: it stays unreadable (HTTP 400)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/other/change_lang',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync('{"lang":"en"}'),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('HEAD of an app page', () => {
  it('answers like GET: same status and headers, no body', async () => {
    for (const url of ['/', '/user_center', '/college_list?x=1']) {
      const get = await page(t.app, url);
      const head = await t.app.inject({ method: 'HEAD', url, headers: html });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      for (const name of ['content-type', 'content-length', 'cache-control', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
        expect(head.headers[name], `${url} ${name}`).toEqual(get.headers[name]);
      }
      expect(policy(head).get('style-src')?.[1]).toMatch(/^'nonce-/);
    }
  });

  it('/index.html is the page with this answer\'s nonce, never the raw template', async () => {
    const direct = await page(t.app, '/index.html');
    expect(direct.statusCode).toBe(200);
    expect(direct.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(direct.headers['cache-control']).toEqual((await page(t.app, '/')).headers['cache-control']);
    const nonce = policy(direct).get('style-src')?.[1]?.slice("'nonce-".length, -1);
    expect(nonce).toBeTruthy();
    expect(direct.body).toContain(`nonce="${nonce}"`);
  });

  it('curl -I (Accept */*) gets the page for a route, a 404 for a missing file or API path', async () => {
    const any = { accept: '*/*' };
    expect((await t.app.inject({ method: 'HEAD', url: '/', headers: any })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/user_center', headers: any })).headers['content-type']).toMatch(/^text\/html/);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: any })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nothing', headers: any })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/user_center', headers: html })).statusCode).toBe(404);
  });
});
