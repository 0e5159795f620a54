/**
 * Issue 11, "Done when" line 2: a bounded fuzz test. Every call of the API gets 200 malformed
 * requests (fast-check, fixed seed): wrong types, huge strings, deep nesting, NUL and control
 * characters, prototype keys, malformed JSON, wrong content types, malformed %-encoding. None may
 * answer HTTP 500, and every refusal carries a message in the request's language.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';

const RUNS = 200;
const SEED = 20_261_124;

// Built while the file is collected (top-level await): the calls come from the app's own OpenAPI
// document, and each becomes its own test with its own time budget (one test over every call outgrew
// any single timeout as the API grew, and a loaded CI machine hit it).
// Budgets high: this test is about malformed input, the budgets have their own tests.
const t: TestApp = await createTestApp({ limits: { sessionsPerIpPerHour: 1e6, lookupsPerIpPerHour: 1e6, qrCodesPerIpPerHour: 1e6, captchaPerSessionPerMinute: 1e6 } });
const token = (await registeredUser(t)).client.token ?? '';
const doc: { paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>> } = (
  await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
).json();
afterAll(async () => t.close());

const huge = fc.integer({ min: 1_000, max: 80_000 }).map((n) => 'x'.repeat(n));
const nasty = fc.constantFrom('\u0000', '\u202E', '\u2066', '\u0007', '\uFFFF', '\uD800', '%', '%zz', '../../etc/passwd', "' or 1=1 --", '<script>', '1e309', '-0', 'NaN');
// (Objects deeper than ~2,000 overflow JSON.stringify in the test itself; the raw '[' x 12,000 texts go deeper.)
const deep = fc.integer({ min: 33, max: 2_000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown);
const weird = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, 1e308, [], {}, [null], { a: { b: 1 } }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  huge,
  nasty,
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 5 }),
  deep,
);

/** One malformed request: a body or query (object with the call's own fields and prototype keys), or raw text. */
function requests(fields: readonly string[]) {
  const key = fc.oneof(fc.constantFrom(...(fields.length > 0 ? fields : ['x']), '__proto__', 'constructor', 'prototype', 'toString'), fc.string({ maxLength: 12 }));
  const object = fc.dictionary(key, weird, { maxKeys: 6 });
  const rawJson = fc.oneof(
    object.map((o) => JSON.stringify(o)),
    fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{', '[', '{"a":', 'null', '"str"', '1', '{"a":1,}', '\u0000', ''),
    fc.integer({ min: 1, max: 12_000 }).map((n) => '['.repeat(n)),
    fc.integer({ min: 1, max: 12_000 }).map((n) => '{"a":'.repeat(n)),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );
  const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', undefined);
  const rawQuery = fc.oneof(
    fc.constantFrom('%', '%zz', 'a=%E0%A4%A', '&&&', 'a[b][c]=1', '__proto__[x]=1', 'constructor[prototype][x]=1', 'a=1&a=2&a=3'),
    fc.string({ maxLength: 60 }).map((s) => encodeURIComponent(s)),
  );
  const language = fc.constantFrom('en', 'zh-CN', 'zh-TW');
  return fc.record({ object, rawJson, contentType, rawQuery, language, useRaw: fc.boolean(), withToken: fc.boolean() });
}

type Sample = ReturnType<typeof requests> extends fc.Arbitrary<infer T> ? T : never;

function send(method: string, url: string, s: Sample, n: number): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'accept-language': s.language };
  if (s.withToken) headers['authorization'] = token;
  const remoteAddress = `10.${200 + (n % 50)}.${(n >> 8) & 255}.${n & 255}`;
  if (method === 'GET') {
    const query = s.useRaw ? s.rawQuery : new URLSearchParams(Object.entries(s.object).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString();
    return t.app.inject({ method: 'GET', url: `${url}?${query}`, headers, remoteAddress });
  }
  if (s.contentType) headers['content-type'] = s.contentType;
  return t.app.inject({ method: 'POST', url, headers, remoteAddress, payload: s.useRaw ? s.rawJson : JSON.stringify(s.object) });
}

const CJK = /[\u4e00-\u9fff]/;
const routes = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const body = op.requestBody?.content['application/json']?.schema.properties ?? {};
      return { method: method.toUpperCase(), path, fields: [...Object.keys(body), ...(op.parameters ?? []).map((p) => p.name)] };
    }),
  );

const checked = routes().filter((r) => r.path.startsWith('/api/') && r.path !== '/api/health' && r.path !== '/api/openapi.json');

// The fault the server logged, shown when a request answers 500.
let lastFault = '';
beforeAll(() => {
  const spy = vi.spyOn(t.app.log, 'error').mockImplementation((...args: unknown[]) => {
    lastFault = String((args[0] as { err?: Error }).err?.stack ?? args[0]).slice(0, 600);
  });
  return () => spy.mockRestore();
});

describe(`fuzz: ${RUNS} malformed requests per call, no HTTP 500, every refusal has a message in its language`, () => {
  it('covers every call of the API', () => {
    expect(checked.length).toBeGreaterThan(35);
  });

  checked.forEach((route, index) => {
    it(`${route.method} ${route.path}`, async () => {
      // Seeds and client addresses as when one test walked every call in order: the same samples.
      const first = index * RUNS;
      const samples = fc.sample(requests(route.fields), { seed: SEED + first, numRuns: RUNS });
      expect(samples).toHaveLength(RUNS);
      for (const [k, sample] of samples.entries()) {
        const response = await send(route.method, route.path, sample, first + k + 1);
        const where = `${route.method} ${route.path} ${sample.useRaw ? (route.method === 'GET' ? sample.rawQuery : sample.rawJson) : JSON.stringify(sample.object)}`.slice(0, 300);
        expect(response.statusCode, `${where} -> ${lastFault}`).not.toBe(500);
        if (!String(response.headers['content-type'] ?? '').includes('json')) continue; // an image, a redirect
        const body = response.json() as { status_code?: number; message?: unknown };
        expect(body.message, where).toEqual(expect.any(String));
        const refusal = response.statusCode !== 200 || (body.status_code ?? 200) >= 400;
        if (refusal) {
          expect((body.message as string).length, where).toBeGreaterThan(0);
          if (sample.language !== 'en') expect(body.message, where).toMatch(CJK);
        }
      }
    }, 120_000);
  });
});
