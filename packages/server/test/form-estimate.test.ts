/**
 * The order form's payment estimate (issue 15 item 5): payment_estimate without an order answers
 * the rate and the amount in the payer's currency for a listed payee account and a typed amount,
 * with the payer's points (their own only: a second payer sees none of the demo payer's), refuses
 * a bad amount at the field in the payer's language, and stores nothing. user_config answers the
 * points balance the form's Exclusive Benefits section shows. PGlite, and PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@edupay/forms/contract';
import { quotes } from '../src/db/schema';
import { convertMinor } from '../src/domain/fx-rate';
import { DEMO_PAYER_PHONE } from '../src/modules/payments/seed';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { registeredUser, smsLogin } from './helpers/flows';
import { IMPERIAL, accountId, placeOrder } from './helpers/orders';

let t: TestApp;
let demo: Client;
let other: Client;
let imperial: number;
beforeAll(async () => {
  t = await createTestApp(); // Monday 2026-03-02 10:00 Beijing time
  demo = new Client(t.app);
  expect((await smsLogin(t, demo, DEMO_PAYER_PHONE.phone)).status_code).toBe(200);
  other = (await registeredUser(t)).client;
  imperial = await accountId(t, IMPERIAL);
}, 120_000);
afterAll(async () => t?.close());

const estimate = (client: Client, body: Record<string, unknown>) => client.post('/api/order/payment_estimate', body);
const storedQuotes = async () => (await t.database.db.select({ id: quotes.id }).from(quotes)).length;

describe('payment_estimate for the order form (no order yet)', () => {
  it('answers the rate and the payer amount at the rate a quote for the same amount uses, and stores nothing', async () => {
    const before = await storedQuotes();
    const answer = await estimate(new Client(t.app), { account_id: imperial, amount: '12000' });
    expect(answer.status_code, answer.message).toBe(STATUS.OK);
    expect(answer.data).toMatchObject({ account_id: imperial, foreign_currency: 'GBP', foreign_amount: '12000.00', payer_currency: 'CNY', points_balance: 0, points_used: 0, points_credit: '0.00' });
    expect(answer.data.rate).toMatch(/^\d+\.\d{6}$/);
    expect(await storedQuotes()).toBe(before);

    // The same rate and principal as the quote /pay makes for an order of that amount.
    const orderId = await placeOrder(t, demo);
    const quote = await estimate(demo, { order_id: orderId, method_id: 'card' });
    expect(quote.status_code, quote.message).toBe(STATUS.OK);
    expect(answer.data.rate).toBe(quote.data.rate);
    const [numerator, denominator] = (quote.data.rate_ratio as string).split('/').map(BigInt) as [bigint, bigint];
    const principal = convertMinor(1_200_000n, { numerator, denominator }, 2, 2);
    expect(quote.data.lines[0].amount_minor).toBe(principal.toString());
    expect(answer.data.payer_amount.replace('.', '')).toBe(principal.toString());
  });

  it("offsets the payer's own points: at most 200 an order, 1 point = 1.00 RMB", async () => {
    const without = await estimate(demo, { account_id: imperial, amount: '12000.00' });
    expect(without.data).toMatchObject({ points_balance: 247, points_max_per_order: 200, points_used: 0, points_credit: '0.00' });
    expect(without.data.payer_amount_after_points).toBe(without.data.payer_amount);
    const withPoints = await estimate(demo, { account_id: imperial, amount: '12000.00', use_points: 1 });
    expect(withPoints.data).toMatchObject({ points_balance: 247, points_used: 200, points_credit: '200.00' });
    const fen = (decimal: string) => BigInt(decimal.replace('.', ''));
    expect(fen(withPoints.data.payer_amount) - fen(withPoints.data.payer_amount_after_points)).toBe(20_000n);
  });

  it('never uses more points than the amount takes (a small amount uses fewer than 200)', async () => {
    const small = await estimate(demo, { account_id: imperial, amount: '10.00', use_points: true });
    expect(small.status_code, small.message).toBe(STATUS.OK);
    expect(small.data.points_used).toBeLessThan(200);
    expect(small.data.points_used).toBe(Number(fen(small.data.payer_amount) / 100n));
    expect(BigInt(small.data.payer_amount_after_points.replace('.', ''))).toBeGreaterThanOrEqual(0n);
  });

  it("a second payer sees only their own points (none), never the demo payer's", async () => {
    const answer = await estimate(other, { account_id: imperial, amount: '12000.00', use_points: 1 });
    expect(answer.status_code, answer.message).toBe(STATUS.OK);
    expect(answer.data).toMatchObject({ points_balance: 0, points_used: 0, points_credit: '0.00' });
  });

  it('refuses a bad amount at the amount field in the payer language, and an unknown or missing account', async () => {
    const zh = new Client(t.app, 'zh-CN');
    const bad = await estimate(zh, { account_id: imperial, amount: '12,0x' });
    expect(bad.status_code).toBe(STATUS.INVALID);
    expect(bad.data.field).toBe('amount');
    expect(bad.message).toMatch(/[\u4e00-\u9fff]/);
    const en = await estimate(new Client(t.app, 'en'), { account_id: imperial, amount: '' });
    expect(en.status_code).toBe(STATUS.INVALID);
    expect(en.data.field).toBe('amount');
    expect(en.message).toMatch(/[A-Za-z]/);
    const unknown = await estimate(demo, { account_id: 999_999, amount: '100.00' });
    expect(unknown.status_code).toBe(STATUS.NOT_FOUND);
    expect(unknown.data.field).toBe('account_id');
    const none = await estimate(demo, { amount: '100.00' });
    expect(none.status_code).toBe(STATUS.INVALID);
    expect(none.data.field).toBe('account_id');
    const tw = await estimate(new Client(t.app, 'zh-TW'), { amount: '100.00' });
    expect(tw.message).toBe('請先選擇收款帳戶');
  });

  it('a payee the payer enters (account 0) is priced in the currency chosen; a currency we do not pay out in is refused at its field', async () => {
    const listed = await estimate(demo, { account_id: imperial, amount: '1500.00' });
    const entered = await estimate(demo, { account_id: 0, currency: 'gbp', amount: '1500.00' });
    expect(entered.status_code, entered.message).toBe(STATUS.OK);
    expect(entered.data).toMatchObject({ account_id: 0, foreign_currency: 'GBP', foreign_amount: '1500.00', payer_currency: 'CNY', rate: listed.data.rate, payer_amount: listed.data.payer_amount });
    for (const [language, pattern] of [['en', /[A-Za-z]/], ['zh-CN', /[\u4e00-\u9fff]/], ['zh-TW', /[\u4e00-\u9fff]/]] as const) {
      const refused = await estimate(new Client(t.app, language), { account_id: 0, currency: 'XYZ', amount: '1500.00' });
      expect([refused.status_code, refused.data.field], language).toEqual([STATUS.INVALID, 'currency']);
      expect(refused.message, language).toMatch(pattern);
    }
    const unchosen = await estimate(demo, { account_id: 0, amount: '1500.00' });
    expect([unchosen.status_code, unchosen.data.field]).toEqual([STATUS.INVALID, 'currency']);
    const bad = await estimate(demo, { account_id: 0, currency: 'USD', amount: '15.001' });
    expect([bad.status_code, bad.data.field]).toEqual([STATUS.INVALID, 'amount']);
  });

  it('is indicative: answered outside trading hours too, where a quote is refused', async () => {
    const orderId = await placeOrder(t, demo);
    const saved = t.clock.now;
    t.clock.now = new Date('2026-03-02T15:00:00Z'); // 23:00 Beijing time
    try {
      expect((await estimate(demo, { order_id: orderId, method_id: 'card' })).status_code).toBe(STATUS.TRADING_CLOSED);
      expect((await estimate(demo, { account_id: imperial, amount: '500.00' })).status_code).toBe(STATUS.OK);
    } finally {
      t.clock.now = saved;
    }
  });

  it("the form's choice travels with the order: its quote on /pay takes the points the estimate showed", async () => {
    const shown = await estimate(demo, { account_id: imperial, amount: '12000.00', use_points: 1 });
    const orderId = await placeOrder(t, demo, { use_points: true });
    const quote = await estimate(demo, { order_id: orderId, method_id: 'card' });
    expect(quote.status_code, quote.message).toBe(STATUS.OK);
    expect(quote.data.points_used).toBe(shown.data.points_used);
    expect(quote.data.lines.find((l: { kind: string }) => l.kind === 'points')).toMatchObject({ effect: 'credit', amount: shown.data.points_credit });
    // Another payer's order id is refused like an unknown one.
    expect((await estimate(other, { order_id: orderId, method_id: 'card' })).status_code).toBe(STATUS.NOT_FOUND);
  });

  it('a quote still needs its method', async () => {
    const orderId = await placeOrder(t, demo);
    const answer = await estimate(demo, { order_id: orderId });
    expect(answer.status_code).toBe(STATUS.INVALID);
    expect(answer.data.field).toBe('method_id');
  });
});

describe("user_config: the payer's points for the form's Exclusive Benefits", () => {
  it('answers the balance of the caller only, and the per-order maximum', async () => {
    expect((await demo.get('/api/user/user_config')).data).toMatchObject({ points_balance: 247, points_max_per_order: 200 });
    expect((await other.get('/api/user/user_config')).data).toMatchObject({ points_balance: 0, points_max_per_order: 200 });
    expect((await new Client(t.app).get('/api/user/user_config')).status_code).toBe(STATUS.NEED_LOGIN);
  });
});

function fen(decimal: string): bigint {
  return BigInt(decimal.replace('.', ''));
}
