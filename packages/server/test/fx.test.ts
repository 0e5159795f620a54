/**
 * The FX module (issue 17, item 1): development rates seeded, an operator's change audited, the ECB
 * feed read from a local fixture server (the real format, over HTTP), the quote rate exact.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateChanges } from '../src/modules/fx/repo';
import { cnyValue, quoteRate } from '../src/modules/fx/service';
import { parseEcbXml } from '../src/providers/fx/ecb';
import { createTestApp, type TestApp } from './helpers/app';

const ADMIN_TOKEN = 'test-admin-token-fx-42';
const fixture = await readFile(new URL('./fixtures/eurofxref-daily.xml', import.meta.url), 'utf8');
let feedAnswer: { status: number; body: string } = { status: 200, body: fixture };
const feedServer = http.createServer((_request, response) => {
  response.writeHead(feedAnswer.status, { 'content-type': 'text/xml' });
  response.end(feedAnswer.body);
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  const { port } = feedServer.address() as { port: number };
  process.env['ADMIN_TOKEN'] = ADMIN_TOKEN;
  t = await createTestApp({ config: { fxFeedUrl: `http://127.0.0.1:${port}/eurofxref-daily.xml`, fxSpreadBps: 50 } });
}, 120_000);
afterAll(async () => {
  delete process.env['ADMIN_TOKEN'];
  await t?.close();
  feedServer.close();
});

const admin = (method: 'GET' | 'POST', url: string, payload?: object, language = 'en', token = ADMIN_TOKEN) =>
  t.app.inject({ method, url: `/api/admin/fx${url}`, headers: { 'x-admin-token': token, cookie: `language=${language}` }, ...(payload ? { payload } : {}) });
const rates = async () => Object.fromEntries(((await admin('GET', '/rates')).json().data.list as { currency: string; per_eur: string; source: string }[]).map((r) => [r.currency, r]));

describe('FX rates', () => {
  it('the development rates are seeded for the payer currencies and every payee currency', async () => {
    const list = await rates();
    for (const code of ['CNY', 'INR', 'MYR', 'NGN', 'THB', 'GBP', 'USD', 'AUD', 'CAD', 'NZD', 'HKD', 'SGD', 'JPY', 'EUR']) expect(list[code]?.source).toBe('dev');
    expect(list['CNY']?.per_eur).toBe('7.7342');
  });

  it('staff calls refuse a caller without the token, in their language', async () => {
    expect((await admin('GET', '/rates', undefined, 'zh-CN', 'nope')).json()).toMatchObject({ status_code: 402, message: '此操作需要有效的员工令牌' });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/fx/set_rate', payload: { currency: 'CNY', per_eur: '1', staff: 'x', reason: 'y' } })).json().status_code).toBe(402);
  });

  it('a quote rate is the exact cross rate through EUR plus the spread, as decimal strings', async () => {
    const rate = await quoteRate(t.app.ctx, 'CNY', 'GBP');
    expect([rate.midText, rate.payerText, rate.spreadBps]).toEqual(['8.960955', '9.005759', 50]);
    await expect(quoteRate(t.app.ctx, 'CNY', 'XAU')).rejects.toThrow(/currencyUnknown/);
  });

  it('the CNY value of an amount (the passport rule): exact at the mid rate, JPY without minor units, null without a rate', async () => {
    // 150,000 JPY at 7.7342 / 166.83 CNY per JPY = 6,953.97 CNY; 12,000.00 GBP at 7.7342 / 0.8631.
    expect(await cnyValue(t.app.ctx, 150_000n, 'JPY')).toBe(695_397n);
    expect(await cnyValue(t.app.ctx, 1_200_000n, 'GBP')).toBe(10_753_146n);
    expect(await cnyValue(t.app.ctx, 12_345n, 'CNY')).toBe(12_345n);
    expect(await cnyValue(t.app.ctx, 100n, 'XAU')).toBeNull();
  });

  it('an operator sets a rate: the change log keeps who, before, after and why; the same value twice logs once', async () => {
    const set = (per_eur: string) => admin('POST', '/set_rate', { currency: 'CNY', per_eur, staff: 'Wang Jing', reason: 'Bank desk rate at 10:00' });
    expect((await set('7.7410')).json()).toMatchObject({ status_code: 200, data: { currency: 'CNY', per_eur: '7.741', source: 'operator' } });
    await set('7.741');
    const log = await rateChanges(t.app.ctx.db, 'CNY');
    expect(log.slice(-1)[0]).toMatchObject({ changedBy: 'Wang Jing', reason: 'Bank desk rate at 10:00', source: 'operator' });
    expect(log.filter((c) => c.source === 'operator')).toHaveLength(1);
    expect((await quoteRate(t.app.ctx, 'CNY', 'GBP')).midText).toBe('8.968833');
  });

  it('refuses a float-looking or unknown rate with the field named, in three languages', async () => {
    for (const [per_eur, language, message] of [
      ['7.7e1', 'en', 'The rate must be a positive decimal number with at most 12 decimals'],
      ['-1', 'zh-CN', '汇率须为正的小数，最多 12 位小数'],
      ['0', 'zh-TW', '匯率須為正的小數，最多 12 位小數'],
    ] as const) {
      expect((await admin('POST', '/set_rate', { currency: 'CNY', per_eur, staff: 'A', reason: 'B' }, language)).json()).toMatchObject({ status_code: 400, message, data: { field: 'per_eur' } });
    }
    expect((await admin('POST', '/set_rate', { currency: 'RMB', per_eur: '7.7', staff: 'A', reason: 'B' })).json()).toMatchObject({ status_code: 400, message: 'No exchange rate is available for RMB' });
  });

  it('reads the ECB feed: currencies it publishes change (logged as the feed), NGN keeps its rate, a second read changes nothing', async () => {
    const first = (await admin('POST', '/refresh_rates')).json();
    expect(first).toMatchObject({ status_code: 200, data: { changed: 17, as_of: '2026-11-23' } });
    const list = await rates();
    expect(list['CNY']).toMatchObject({ per_eur: '7.7281', source: 'ecb' });
    expect(list['NGN']).toMatchObject({ per_eur: '1712.45', source: 'dev' });
    expect((await rateChanges(t.app.ctx.db, 'CNY')).slice(-1)[0]).toMatchObject({ changedBy: 'feed:ecb', before: expect.stringMatching(/^7\.741/) });
    expect((await admin('POST', '/refresh_rates')).json().data.changed).toBe(0);
    expect((await quoteRate(t.app.ctx, 'CNY', 'GBP')).midText).toBe('8.958039');
  });

  it('a feed that fails or sends something else stores nothing', async () => {
    const before = await rates();
    for (const answer of [{ status: 503, body: 'busy' }, { status: 200, body: '<html>maintenance</html>' }, { status: 200, body: fixture.replace("rate='1.0859'", "rate='1.0859e0'") }]) {
      feedAnswer = answer;
      expect((await admin('POST', '/refresh_rates')).json().status_code).toBe(414);
    }
    feedAnswer = { status: 200, body: fixture };
    expect(await rates()).toEqual(before);
  });
});

describe('parseEcbXml', () => {
  it('reads the day and every rate as a decimal string, EUR as 1', () => {
    const snapshot = parseEcbXml(fixture);
    expect(snapshot.asOf).toBe('2026-11-23');
    expect(snapshot.rates).toMatchObject({ EUR: '1', USD: '1.0859', JPY: '166.71', CNY: '7.7281' });
    expect(Object.keys(snapshot.rates)).toHaveLength(18);
  });
});
