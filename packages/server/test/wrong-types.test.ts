/**
 * Wrong types are refused, never stored (issue 28 item 7). A probe found: order_submit with
 * `"amount": true` placed a 0.00 GBP order awaiting payment (its quote then answered 500); a number
 * as the payer's area code was stored, after which send_phone answered 500 every time; a bill_amount
 * that is no amount answered 500; `GET //` answered 500; the fuzzer found half a surrogate pair in a
 * text field answered 500. Each is answered here as bad input: the
 * envelope's 400 naming the field, with the field's message in the request's language; nothing stored.
 * Every field of every request schema states its type (the OpenAPI document shows it).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { createTestApp, type Client, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { accountId, IMPERIAL, orderForm, placeOrder } from './helpers/orders';

// The app's build stood in for by an index.html, so paths outside /api reach the page handler.
const appDir = mkdtempSync(join(tmpdir(), 'edupay-types-'));
writeFileSync(join(appDir, 'index.html'), '<!doctype html><html lang="en"><head><title>EduPay</title></head><body><div id="root"></div></body></html>');

let t: TestApp;
let payer: Client;
beforeAll(async () => {
  t = await createTestApp({ config: { appDir }, limits: { quotesPerOrderPerHour: 1000 } });
  payer = (await registeredUser(t)).client;
}, 120_000);
afterAll(async () => t?.close());

const LANGUAGES = ['en', 'zh-CN', 'zh-TW'] as const;

const form = (overrides: Record<string, unknown>) => orderForm(t, overrides);

async function post(url: string, payload: unknown, language: string): Promise<Envelope> {
  const response = await payer.raw({ method: 'POST', url, payload: payload as object, headers: { 'idempotency-key': randomUUID(), 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  return response.json() as Envelope;
}

const ordersOfPayer = async () => (await payer.get('/api/user/order_list', { type: 'ongoing' })).data.total as number;

/** The same refusal in each language: 400 at `field`, with these messages (en, zh-CN, zh-TW). */
async function refusedIn(url: string, payload: () => Promise<unknown>, field: string, messages: readonly [string, string, string]) {
  for (const [i, language] of LANGUAGES.entries()) {
    const answer = await post(url, await payload(), language);
    expect(answer, `${url} ${language}`).toMatchObject({ status_code: 400, data: { field } });
    expect(answer.message).toBe(messages[i]);
  }
}

const AMOUNT_TYPE = ['The payment amount has the wrong format', '付款金额格式不正确', '付款金額格式不正確'] as const;

describe('order_submit refuses a value of the wrong type at its field, and places nothing', () => {
  it('"amount": true (was: a 0.00 GBP order awaiting payment, whose quote answered 500)', async () => {
    const before = await ordersOfPayer();
    await refusedIn('/api/order/order_submit', () => form({ amount: true }), 'amount', AMOUNT_TYPE);
    for (const amount of [12000, ['12000.00'], { value: '12000.00' }, null]) {
      expect(await post('/api/order/order_submit', await form({ amount }), 'en'), JSON.stringify(amount)).toMatchObject({ status_code: 400, data: { field: 'amount' } });
    }
    expect(await ordersOfPayer()).toBe(before);
  });

  it('a number as the payer\'s area code (was: stored, then every send_phone answered 500)', async () => {
    const before = await ordersOfPayer();
    await refusedIn('/api/order/order_submit', () => form({ payer_tel_code: 86 }), 'payer_tel_code', [
      'The parameter "payer_tel_code" has the wrong format',
      '参数“payer_tel_code”格式不正确',
      '參數「payer_tel_code」格式不正確',
    ]);
    expect(await ordersOfPayer()).toBe(before);
  });

  it('flags, lists and numbers where the form has them; text everywhere else', async () => {
    const cases: [string, unknown][] = [
      ['order_agreement', 'yes'],
      ['use_points', 'true'],
      ['guardian_consent', 2],
      ['purposes', 'tuition'],
      ['purposes', [1]],
      ['surcharge', 1],
      ['full_arrival', true],
      ['admission_year', 2026.5],
      ['admission_month', 13],
      ['student_cn_name', ['李雷']],
      ['payer_mobile', 13800138000],
      ['en_first_name', { first: 'Lei' }],
    ];
    for (const [field, value] of cases) {
      // (An item of a list is named by its place, as elsewhere: purposes.0.)
      const named = Array.isArray(value) && field === 'purposes' ? `${field}.0` : field;
      expect(await post('/api/order/order_submit', await form({ [field]: value }), 'en'), `${field}: ${JSON.stringify(value)}`).toMatchObject({ status_code: 400, data: { field: named } });
    }
    // What the page sends still places the order.
    expect((await post('/api/order/order_submit', await form({ use_points: true, full_arrival: 'use', admission_month: '9' }), 'en')).status_code).toBe(200);
  });

  it('half a surrogate pair in a text field (was: HTTP 500, PostgreSQL refuses it in JSON)', async () => {
    for (const text of ['\uD800', 'Physics\uDC00']) {
      expect(await post('/api/order/order_submit', await form({ major: text }), 'en')).toMatchObject({ status_code: 400, message: 'The major has the wrong format', data: { field: 'major' } });
    }
  });

  it('check_up_order and update_order_info refuse the same', async () => {
    expect(await post('/api/order/check_up_order', await form({ amount: true }), 'en')).toMatchObject({ status_code: 400, data: { field: 'amount' } });
    const orderId = await placeOrder(t, payer, {}, IMPERIAL, false);
    expect(await post('/api/order/update_order_info', { order_id: orderId, payer_tel_code: 86 }, 'en')).toMatchObject({ status_code: 400, data: { field: 'payer_tel_code' } });
  });
});

describe('a bill_amount that is no amount (was: HTTP 500)', () => {
  const BILL = ['Please enter a valid amount with at most 2 decimal places', '请输入正确的金额，最多保留2位小数', '請輸入正確的金額，最多至小數點後2位'] as const;
  for (const bill of ['abc', '1e5', 'NaN', '0x10', '1.2.3']) {
    it(`check_up_money and order_submit with bill_amount "${bill}"`, async () => {
      const account = await accountId(t, IMPERIAL);
      await refusedIn('/api/order/check_up_money', async () => ({ account_id: account, amount: '100.00', bill_amount: bill }), 'bill_amount', BILL);
      expect(await post('/api/order/order_submit', await form({ bill_amount: bill }), 'zh-CN')).toMatchObject({ status_code: 400, message: BILL[1], data: { field: 'bill_amount' } });
    });
  }

  it('a bill that is an amount still bounds the payment', async () => {
    const account = await accountId(t, IMPERIAL);
    expect(await post('/api/order/check_up_money', { account_id: account, amount: '100.00', bill_amount: '50.00' }, 'en')).toMatchObject({ status_code: 400, data: { field: 'amount' } });
    expect(await post('/api/order/check_up_money', { account_id: account, amount: '100.00', bill_amount: '150.00' }, 'en')).toMatchObject({ status_code: 200 });
  });
});

describe('an order stored before types were checked', () => {
  it('send_phone texts the payer whose area code was stored as a number', async () => {
    const orderId = await placeOrder(t, payer);
    // As the probe's order was stored: the area code a JSON number.
    await t.database.db.update(orders).set({ payer: sql`jsonb_set(${orders.payer}, '{payer_tel_code}', '86'::jsonb)` }).where(eq(orders.id, orderId));
    const quote = await payer.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'transfer', full_arrival: 0 });
    expect(quote.status_code, quote.message).toBe(200);
    const paid = await post('/api/order/payment_gateway', { quote_id: quote.data.quote_id }, 'en');
    expect(paid.status_code, paid.message).toBe(200);
    const sent = await payer.raw({ method: 'POST', url: '/api/order/send_phone', payload: { payment_id: paid.data.payment_id } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status_code: 200, data: { sms_sent: 1 } });
  });

  it('an order stored with a 0.00 amount is refused as not payable, not a 500 at its quote', async () => {
    const orderId = await placeOrder(t, payer);
    await t.database.db.update(orders).set({ amountMinor: 0n }).where(eq(orders.id, orderId));
    const quote = await payer.raw({ method: 'POST', url: '/api/order/payment_estimate', payload: { order_id: orderId, method_id: 'card' } });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ status_code: 411, data: { order_id: orderId } });
  });
});

describe('paths that start with two slashes', () => {
  for (const path of ['//', '//?lang=en', '///', '//evil.example/x']) {
    it(`GET ${path} is not found (was: HTTP 500 for //)`, async () => {
      for (const accept of ['text/html', '*/*']) {
        const response = await t.app.inject({ method: 'GET', url: path, headers: { accept, 'accept-language': 'zh-CN' } });
        expect(response.statusCode, accept).toBe(404);
        expect(response.json()).toEqual({ status_code: 404, message: '页面不存在', data: {} });
      }
    });
  }
});

describe('every request schema states the type of each field', () => {
  it('each body property and query parameter of /api/openapi.json has a type', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: { type?: unknown } }[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: unknown }> } }> } }>>;
    };
    const untyped: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const p of op.parameters ?? []) if (p.in === 'query' && p.schema?.type === undefined) untyped.push(`${method} ${path} ?${p.name}`);
        for (const content of Object.values(op.requestBody?.content ?? {})) {
          for (const [name, schema] of Object.entries(content.schema.properties ?? {})) if (schema.type === undefined) untyped.push(`${method} ${path} ${name}`);
        }
      }
    }
    expect(untyped).toEqual([]);
  });
});
