/**
 * Quotes, coupons and points on the server (issue 17 items 2-3): payment_estimate makes and stores
 * a quote whose total is the sum of its lines; the expiry boundary through quoteForPayment (29:59
 * charged, 30:00 refused with a fresh quote); trading hours; coupons one per order; the demo payer's
 * points ledger; another payer's order and quote ids refused exactly like unknown ones; a paid order
 * answers 4017. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@edupay/forms/contract';
import { orderEvents, orders, pointsEntries, quotes, users } from '../src/db/schema';
import { convertMinor } from '../src/domain/fx-rate';
import { BusinessError } from '../src/http/business-error';
import { quoteForPayment } from '../src/modules/payments/service';
import { DEMO_PAYER_PHONE } from '../src/modules/payments/seed';
import { Client, createTestApp, type Envelope, type TestApp } from './helpers/app';
import { freshPhone, registeredUser, smsLogin } from './helpers/flows';
import { IMPERIAL, accountId as demoAccountId, placeOrder as placeDemoOrder } from './helpers/orders';

let t: TestApp;
let demo: Client;
let other: Client;
beforeAll(async () => {
  t = await createTestApp(); // Monday 2026-03-02 10:00 Beijing time
  demo = new Client(t.app);
  expect((await smsLogin(t, demo, DEMO_PAYER_PHONE.phone)).status_code).toBe(200);
  other = (await registeredUser(t)).client; // a second payer with an account
}, 120_000);
afterAll(async () => t?.close());



const COLUMBIA = 'DEMO-US-COLUMBIA-UNIVERSITY'; // needs review
const accountId = (code: string) => demoAccountId(t, code);
const placeOrder = (client: Client, overrides: Record<string, unknown> = {}, code = IMPERIAL) => placeDemoOrder(t, client, overrides, code);


const estimate = (client: Client, body: Record<string, unknown>) => client.post('/api/order/payment_estimate', body);
const sum = (lines: { effect: string; amount_minor: string }[]) => lines.reduce((s, l) => s + (l.effect === 'charge' ? 1n : -1n) * BigInt(l.amount_minor), 0n);

async function refusal(run: () => Promise<unknown>): Promise<BusinessError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BusinessError) return error;
    throw error;
  }
  throw new Error('not refused');
}

async function owner(client: Client) {
  const answer = await client.get('/api/user/personal_info');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.publicId, 'demo-payer'));
  return client === demo ? { userId: row!.id, phone: DEMO_PAYER_PHONE.e164 } : { userId: null as number | null, phone: String(answer.data?.phone ?? '') };
}

describe('the demo payer (seed)', () => {
  it('holds points as ledger entries: orders paid 2016-01-01..2018-03-01, 1 point per 6,000 RMB', async () => {
    const [payer] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.publicId, 'demo-payer'));
    const entries = await t.database.db.select().from(pointsEntries).where(eq(pointsEntries.userId, payer!.id));
    expect(entries.map((e) => [e.orderRef, e.kind, e.points]).sort()).toEqual([
      ['EP20160315000412', 'accrual', 31],
      ['EP20160820001377', 'accrual', 206],
      ['EP20180110000804', 'accrual', 10],
    ]);
  });
});

describe('payment_estimate', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await placeOrder(demo);
  });

  it('makes and stores a quote: rate, every line, total = sum of lines, 30 minutes', async () => {
    const answer = await estimate(demo, { order_id: orderId, method_id: 'card', full_arrival: 1, use_points: 1 });
    expect(answer.status_code, answer.message).toBe(200);
    const q = answer.data;
    expect(q).toMatchObject({ order_id: orderId, method_id: 'card', foreign_currency: 'GBP', foreign_amount: '12000.00', foreign_total: '12017.00', payer_currency: 'CNY', spread_bps: 50, points_used: 200, points_balance: 247, points_max_per_order: 200 });
    expect(q.lines.map((l: { kind: string }) => l.kind)).toEqual(['principal', 'institution_surcharge', 'channel_fee', 'full_arrival_fee', 'points']);
    const [numerator, denominator] = (q.rate_ratio as string).split('/').map(BigInt) as [bigint, bigint];
    expect(q.lines[0].amount_minor).toBe(convertMinor(1_200_000n, { numerator, denominator }, 2, 2).toString());
    expect(q.lines[1].amount_minor).toBe(convertMinor(1_700n, { numerator, denominator }, 2, 2).toString());
    expect(q.lines[2]).toMatchObject({ kind: 'channel_fee', amount: '200.00', label: 'Channel fee' }); // 0.2 % of ~108,000: held at 200
    expect(q.lines[4]).toMatchObject({ kind: 'points', effect: 'credit', amount: '200.00' });
    expect(BigInt(q.total_minor)).toBe(sum(q.lines));
    expect(new Date(q.expires_at).getTime() - t.clock.now.getTime()).toBe(30 * 60 * 1000);
    expect(q).toMatchObject({ same_day: 1, remit_on: '2026-03-02' });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, q.quote_id));
    expect(row).toMatchObject({ orderId, totalMinor: BigInt(q.total_minor), rate: q.rate, pointsUsed: 200, method: 'card' });
  });

  it('bank transfer quotes hold 6 hours and charge no channel fee', async () => {
    const answer = await estimate(demo, { order_id: orderId, method_id: 'transfer', full_arrival: 0 });
    expect(answer.status_code).toBe(200);
    expect(answer.data.lines.find((l: { kind: string }) => l.kind === 'channel_fee').amount).toBe('0.00');
    expect(new Date(answer.data.expires_at).getTime() - t.clock.now.getTime()).toBe(6 * 3600 * 1000);
  });

  it('refuses an unknown method, and a missing session with 402', async () => {
    expect(await estimate(demo, { order_id: orderId, method_id: 'cash' })).toMatchObject({ status_code: 400, data: { field: 'method_id' } });
    expect((await estimate(new Client(t.app), { order_id: orderId, method_id: 'card' })).status_code).toBe(STATUS.NEED_LOGIN);
  });

  it("a second payer's order id is refused exactly like an unknown one: no data", async () => {
    const unknown = await estimate(other, { order_id: '00000000-0000-4000-8000-000000000000', method_id: 'card' });
    const foreign = await estimate(other, { order_id: orderId, method_id: 'card' });
    expect(foreign).toEqual(unknown);
    expect(foreign).toMatchObject({ status_code: 404, data: { field: 'order_id' } });
    expect(await other.get('/api/order/payment_detail', { order_id: orderId })).toEqual(await other.get('/api/order/payment_detail', { order_id: '00000000-0000-4000-8000-000000000000' }));
    expect((await other.post('/api/order/update_user_coupon', { order_id: orderId, coupon_id: '' })).status_code).toBe(404);
  });

  it('outside trading hours (21:00 Beijing) it is refused with the spec message, in each language', async () => {
    const saved = t.clock.now;
    try {
      t.clock.now = new Date('2026-03-02T13:00:00Z'); // 21:00 Beijing
      const answers: Record<string, Envelope> = {};
      for (const language of ['en', 'zh-CN', 'zh-TW']) {
        demo.language = language;
        answers[language] = await estimate(demo, { order_id: orderId, method_id: 'card' });
      }
      expect(answers['en']).toMatchObject({ status_code: STATUS.TRADING_CLOSED, message: expect.stringContaining('foreign-exchange trading hours') });
      expect(answers['zh-CN']!.message).toContain('非外汇交易时间');
      expect(answers['zh-TW']!.message).toContain('非外匯交易時間');
      t.clock.now = new Date('2026-03-02T12:59:59Z'); // 20:59:59: still open, remitted the next working day
      demo.language = 'en';
      expect((await estimate(demo, { order_id: orderId, method_id: 'card' })).data).toMatchObject({ same_day: 0, remit_on: '2026-03-03', remit_notice: expect.stringContaining('2026-03-03') });
    } finally {
      t.clock.now = saved;
      demo.language = undefined;
    }
  });

  it('an order awaiting the manager\u2019s review cannot be quoted yet', async () => {
    const reviewed = await placeOrder(demo, { account_id: await accountId(COLUMBIA), surcharge: '' }, COLUMBIA);
    expect(await estimate(demo, { order_id: reviewed, method_id: 'card' })).toMatchObject({ status_code: STATUS.CONFLICT, message: expect.stringContaining('review') });
    // The payment page and the upload page say who is doing what and by when (17:00 Beijing, next working day).
    const due = '2026-03-03 17:00'; // placed Monday 2026-03-02 10:00 Beijing time
    expect(await demo.get('/api/order/payment_detail', { order_id: reviewed })).toMatchObject({
      status_code: STATUS.CONFLICT,
      message: `Your payment specialist is reviewing this order. You will get an SMS once it can be paid, by ${due} (Beijing time)`,
      data: { order_id: reviewed, review_due_at: '2026-03-03T09:00:00.000Z' },
    });
    expect((await demo.get('/api/order/ident', { order_id: reviewed })).data).toMatchObject({ status: 'awaiting_review', review_due: due });
    const payable = await placeOrder(demo);
    expect((await demo.get('/api/order/ident', { order_id: payable })).data).toMatchObject({ review_due: '', review_due_at: '' });
  });

  it('an anonymous payer (SMS-proven phone) gets a quote without points', async () => {
    const anonymous = new Client(t.app);
    await anonymous.config();
    const phone = freshPhone();
    await anonymous.post('/api/user/send_verification', { tel_code: '+86', phone });
    const { lastCode } = await import('./helpers/app');
    expect((await anonymous.post('/api/user/order_login', { tel_code: '+86', phone, phone_captcha: await lastCode(t.app, `+86${phone}`) })).status_code).toBe(200);
    const id = await placeOrder(anonymous);
    const answer = await estimate(anonymous, { order_id: id, method_id: 'wechat', use_points: 1 });
    expect(answer.data).toMatchObject({ points_used: 0, points_balance: 0 });
    expect(answer.data.lines.map((l: { kind: string }) => l.kind)).not.toContain('points');
    // Coupons belong to accounts: a phone-proven payer is asked to log in.
    expect((await anonymous.post('/api/order/update_user_coupon', { order_id: id, coupon_id: 'DEMO-WELCOME-50' })).status_code).toBe(STATUS.NEED_LOGIN);
  });
});

describe('quoteForPayment (for the payment call)', () => {
  it('charges a quote at 29:59 and refuses it at 30:00 with a fresh quote', async () => {
    const orderId = await placeOrder(demo);
    const made = (await estimate(demo, { order_id: orderId, method_id: 'alipay' })).data;
    const payer = await owner(demo);
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + (30 * 60 - 1) * 1000);
      const live = await quoteForPayment(t.app.ctx, made.quote_id, payer, t.clock.now);
      expect(live.totalMinor).toBe(BigInt(made.total_minor));
      t.clock.now = new Date(start.getTime() + 30 * 60 * 1000);
      const expired = await refusal(() => quoteForPayment(t.app.ctx, made.quote_id, payer, t.clock.now));
      expect(expired.status).toBe(STATUS.EXPIRED);
      expect(expired.messageId).toBe('quoteExpired');
      const fresh = (expired.data as { fresh_quote: { quote_id: string; method_id: string; expires_at: string } }).fresh_quote;
      expect(fresh.quote_id).not.toBe(made.quote_id);
      expect(fresh.method_id).toBe('alipay');
      expect(new Date(fresh.expires_at).getTime()).toBe(t.clock.now.getTime() + 30 * 60 * 1000);
    } finally {
      t.clock.now = start;
    }
  });

  it("refuses a second payer's quote id like an unknown one", async () => {
    const orderId = await placeOrder(demo);
    const made = (await estimate(demo, { order_id: orderId, method_id: 'card' })).data;
    const stranger = { userId: null, phone: '+8613900000000' };
    const foreign = await refusal(() => quoteForPayment(t.app.ctx, made.quote_id, stranger, t.clock.now));
    const unknown = await refusal(() => quoteForPayment(t.app.ctx, '00000000-0000-4000-8000-000000000000', stranger, t.clock.now));
    expect([foreign.status, foreign.messageId, foreign.data]).toEqual([unknown.status, unknown.messageId, unknown.data]);
    expect(foreign.status).toBe(404);
  });
});

describe('coupons (update_user_coupon)', () => {
  it('applies one coupon per order, takes it off the quote total, refuses expired and used ones', async () => {
    const first = await placeOrder(demo);
    const second = await placeOrder(demo);
    const detail = await demo.get('/api/order/payment_detail', { order_id: first });
    expect(detail.data.coupons.map((c: { coupon_id: string; valid: number }) => [c.coupon_id, c.valid])).toEqual([
      ['DEMO-WELCOME-50', 1],
      ['DEMO-FEE-HALF', 1],
      ['DEMO-SPRING-100', 0],
    ]);
    const applied = await demo.post('/api/order/update_user_coupon', { order_id: first, coupon_id: 'DEMO-WELCOME-50' });
    expect(applied).toMatchObject({ status_code: 200, message: 'Coupon applied', data: { order_id: first, coupon: { coupon_id: 'DEMO-WELCOME-50', applied: 1, discount: { value: '50.00', currency: 'CNY' } } } });
    const quote = (await estimate(demo, { order_id: first, method_id: 'card', use_points: 0 })).data;
    expect(quote.lines.find((l: { kind: string }) => l.kind === 'coupon')).toMatchObject({ effect: 'credit', amount: '50.00' });
    expect(quote.coupon_id).toBe('DEMO-WELCOME-50');
    expect(BigInt(quote.total_minor)).toBe(sum(quote.lines));
    // One order per coupon, one coupon per order.
    expect(await demo.post('/api/order/update_user_coupon', { order_id: second, coupon_id: 'DEMO-WELCOME-50' })).toMatchObject({ status_code: STATUS.CONFLICT, data: { field: 'coupon_id' } });
    expect((await demo.post('/api/order/update_user_coupon', { order_id: first, coupon_id: 'DEMO-FEE-HALF' })).status_code).toBe(200);
    const half = (await estimate(demo, { order_id: first, method_id: 'card', use_points: 0 })).data;
    expect(half.lines.find((l: { kind: string }) => l.kind === 'coupon').amount).toBe('100.00'); // half of the 200.00 card fee
    expect((await demo.post('/api/order/update_user_coupon', { order_id: second, coupon_id: 'DEMO-WELCOME-50' })).status_code).toBe(200); // released by the swap
    expect(await demo.post('/api/order/update_user_coupon', { order_id: second, coupon_id: 'DEMO-SPRING-100' })).toMatchObject({ status_code: STATUS.EXPIRED, data: { field: 'coupon_id' } });
    expect(await demo.post('/api/order/update_user_coupon', { order_id: second, coupon_id: 'NOPE' })).toMatchObject({ status_code: 404, data: { field: 'coupon_id' } });
    expect(await demo.post('/api/order/update_user_coupon', { order_id: second, coupon_id: '' })).toMatchObject({ status_code: 200, message: 'Coupon removed', data: { coupon: null } });
    // Another payer cannot use the demo payer's coupon on their own order.
    const theirs = await placeOrder(other);
    expect(await other.post('/api/order/update_user_coupon', { order_id: theirs, coupon_id: 'DEMO-WELCOME-50' })).toMatchObject({ status_code: 404, data: { field: 'coupon_id' } });
  });
});

describe('payment_detail', () => {
  it("answers the page's data, then 4017 once the order is paid", async () => {
    const orderId = await placeOrder(demo);
    const made = (await estimate(demo, { order_id: orderId, method_id: 'card' })).data;
    const detail = await demo.post('/api/order/payment_detail', { order_id: orderId });
    expect(detail.status_code).toBe(200);
    expect(detail.data).toMatchObject({ payer_currency: 'CNY', points_balance: 247, points_usable: 1, trading_open: 1, full_arrival_fee: '180.00', quote: { quote_id: made.quote_id } });
    expect(detail.data.methods.map((m: { id: string }) => m.id)).toEqual(['card', 'transfer', 'unionpay_qr', 'wechat', 'alipay']);
    expect(detail.data.methods[0]).toMatchObject({ id: 'card', fee: { value: '200.00', currency: 'CNY' }, fee_percent: '0.20', fee_min: '80.00', fee_max: '200.00', quote_minutes: 30 });
    expect(detail.data.methods[1]).toMatchObject({ id: 'transfer', fee: { value: '0.00', currency: 'CNY' }, quote_minutes: 360 });
    expect(detail.data.indicative_rate).toBe(made.rate);
    expect(detail.data.indicative_amount).toBe(made.lines.slice(0, 2).reduce((s: bigint, l: { amount_minor: string }) => s + BigInt(l.amount_minor), 0n).toString().replace(/(\d\d)$/, '.$1'));
    // The provider reported the quote paid (the payment issue calls this from its callback).
    const { settleQuote } = await import('../src/modules/payments/service');
    const quote = await quoteForPayment(t.app.ctx, made.quote_id, await owner(demo), t.clock.now);
    const paid = await t.database.db.transaction(async (tx) => settleQuote(t.app.ctx, tx as never, quote, 'payment-of-the-test', 'system'));
    expect(paid).toMatchObject({ status: 'paid', paidQuoteId: made.quote_id });
    const again = await t.database.db.transaction(async (tx) => settleQuote(t.app.ctx, tx as never, quote, 'payment-of-the-test', 'system')); // the same success twice
    expect(again.paidQuoteId).toBe(made.quote_id);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.event === 'payment_succeeded')).toHaveLength(1);
    expect((await demo.get('/api/user/order_detail', { order_id: orderId })).data.status).toBe('paid');
    for (const answer of [
      await demo.get('/api/order/payment_detail', { order_id: orderId }),
      await estimate(demo, { order_id: orderId, method_id: 'card' }),
      await demo.post('/api/order/update_user_coupon', { order_id: orderId, coupon_id: '' }),
      await demo.get('/api/order/update_order_amount', { order_id: orderId }),
      await demo.post('/api/order/update_order_amount', { order_id: orderId, amount: '100.00' }),
    ]) {
      expect(answer).toMatchObject({ status_code: 4017, data: { order_id: orderId } });
    }
    expect((await refusal(() => quoteForPayment(t.app.ctx, made.quote_id, { userId: null, phone: null }, t.clock.now))).status).toBe(404);
  });
});

describe('payment_detail: what each method says before the payer chooses', () => {
  it('its fee as a fee with its rule, the total paid and what the school receives, delivery, tax, refund terms, the markup', async () => {
    const orderId = await placeOrder(demo);
    const detail = (await demo.get('/api/order/payment_detail', { order_id: orderId })).data;
    const [card, transfer] = detail.methods;
    const plus = (a: string, b: string) => (BigInt(a.replace('.', '')) + BigInt(b.replace('.', ''))).toString().replace(/(\d\d)$/, '.$1');
    expect(card).toMatchObject({
      fee_rule: '0.20% of the amount, at least 80.00 and at most 200.00 CNY',
      zero_fee: 0,
      total: { value: plus(detail.indicative_amount, card.fee.value), currency: 'CNY' },
      payee_receives: { value: '12017.00', currency: 'GBP' },
      delivery_days: '1-2',
      delivery: '1-2 business days',
      tax_note: 'None added',
      refund_note: 'Within 7-10 working days',
    });
    expect(card.refund_terms).toContain('within 7-10 working days');
    expect(card.refund_terms).toContain('a refund fee of 120.00 CNY is kept');
    expect(transfer).toMatchObject({ fee_rule: 'No processing fee', zero_fee: 1, total: { value: detail.indicative_amount }, delivery_days: '3-4', refund_note: 'Within 5-7 working days' });
    expect(detail.methods.map((m: { delivery_days: string }) => m.delivery_days)).toEqual(['1-2', '3-4', '1-2', '2-3', '2-3']);
    // The markup is our rate over the mid-market one, as the quote locks it.
    const made = (await estimate(demo, { order_id: orderId, method_id: 'card' })).data;
    expect(detail).toMatchObject({ mid_rate: made.mid_rate, markup_percent: (made.spread_bps / 100).toFixed(2) });
    expect(detail.rate_note).toBe(`Our rate is ${detail.markup_percent}% above the mid-market rate of 1 GBP = ${made.mid_rate} CNY`);

    demo.language = 'zh-CN';
    const chinese = (await demo.get('/api/order/payment_detail', { order_id: orderId })).data;
    demo.language = undefined;
    expect(chinese.methods[0]).toMatchObject({ fee_rule: '金额的 0.20%，最低 80.00，最高 200.00 CNY', delivery: '1-2 个工作日' });
    expect(chinese.methods[1].fee_rule).toBe('无手续费');
    expect(chinese.methods[0].refund_terms).toContain('120.00 CNY 退款手续费');
  });
});

describe('payment_detail: the order form\'s choices carry to the payment page', () => {
  it('full arrival and points as the form chose them; a quote asked without a choice takes them', async () => {
    const chosen = await placeOrder(demo, { full_arrival: 'use', use_points: 1 });
    expect((await demo.get('/api/order/payment_detail', { order_id: chosen })).data.choices).toEqual({ full_arrival: 1, priority: 0, use_points: 1 });
    const declined = await placeOrder(demo, { full_arrival: 'none' });
    expect((await demo.get('/api/order/payment_detail', { order_id: declined })).data.choices).toEqual({ full_arrival: 0, priority: 0, use_points: 0 });
    const kinds = async (orderId: string) => (await estimate(demo, { order_id: orderId, method_id: 'card' })).data.lines.map((l: { kind: string }) => l.kind);
    expect(await kinds(chosen)).toContain('full_arrival_fee');
    expect(await kinds(declined)).not.toContain('full_arrival_fee');
  });
});

describe('update_order_amount', () => {
  it('changes the amount of an unpaid order; a quote for the old amount cannot be charged any more', async () => {
    const orderId = await placeOrder(demo);
    const made = (await estimate(demo, { order_id: orderId, method_id: 'card' })).data;
    expect((await demo.get('/api/order/update_order_amount', { order_id: orderId })).data).toMatchObject({ amount: '12000.00', surcharge: '17.00', total: '12017.00', currency: 'GBP' });
    const changed = await demo.post('/api/order/update_order_amount', { order_id: orderId, amount: '11500.50' });
    expect(changed).toMatchObject({ status_code: 200, data: { amount: '11500.50', amount_minor: '1150050', total: '11517.50' } });
    const payer = await owner(demo);
    const stale = await refusal(() => quoteForPayment(t.app.ctx, made.quote_id, payer, t.clock.now));
    expect(stale.status).toBe(STATUS.EXPIRED);
    expect((stale.data as { fresh_quote: { foreign_amount: string } }).fresh_quote.foreign_amount).toBe('11500.50');
    expect(await demo.post('/api/order/update_order_amount', { order_id: orderId, amount: '0' })).toMatchObject({ status_code: 400, data: { field: 'amount' } });
    expect((await other.post('/api/order/update_order_amount', { order_id: orderId, amount: '1.00' })).status_code).toBe(404);
    expect((await demo.get('/api/order/update_order_amount', { order_id: orderId })).data.amount).toBe('11500.50');
  });
});

describe('points and coupons at payment (for the payment call)', () => {
  it('a payment takes the quote\u2019s points once, a failure gives them back, two quotes cannot spend the same points', async () => {
    const payer = await owner(demo);
    const userId = payer.userId!;
    const { pointsBalanceOf } = await import('../src/modules/payments/repo');
    const { redeemQuotePoints, returnQuotePoints } = await import('../src/modules/payments/service');
    const { reserveQuoteCoupon, spendPaymentCoupon } = await import('../src/modules/payments/coupon-holds');
    const db = t.database.db;
    const before = await pointsBalanceOf(db, userId);
    const first = await placeOrder(demo);
    const second = await placeOrder(demo);
    const q1 = await quoteForPayment(t.app.ctx, (await estimate(demo, { order_id: first, method_id: 'card', use_points: 1 })).data.quote_id, payer, t.clock.now);
    const q2 = await quoteForPayment(t.app.ctx, (await estimate(demo, { order_id: second, method_id: 'card', use_points: 1 })).data.quote_id, payer, t.clock.now);
    expect([q1.pointsUsed, q2.pointsUsed]).toEqual([Math.min(200, before), Math.min(200, before)]);
    await db.transaction(async (tx) => redeemQuotePoints(tx as never, q1, userId, t.clock.now));
    await db.transaction(async (tx) => redeemQuotePoints(tx as never, q1, userId, t.clock.now)); // a retried call: once
    expect(await pointsBalanceOf(db, userId)).toBe(before - q1.pointsUsed);
    // The second quote's points are no longer there: it is stale, and paying it offers a fresh quote.
    const stale = await refusal(() => quoteForPayment(t.app.ctx, q2.id, payer, t.clock.now));
    expect(stale.status).toBe(STATUS.EXPIRED);
    expect((stale.data as { fresh_quote: { points_used: number } }).fresh_quote.points_used).toBe(before - q1.pointsUsed);
    expect((await refusal(() => db.transaction(async (tx) => redeemQuotePoints(tx as never, q2, userId, t.clock.now)))).status).toBe(STATUS.EXPIRED);
    // The first payment failed: the points come back, once.
    await db.transaction(async (tx) => returnQuotePoints(tx as never, q1, userId, t.clock.now));
    await db.transaction(async (tx) => returnQuotePoints(tx as never, q1, userId, t.clock.now));
    expect(await pointsBalanceOf(db, userId)).toBe(before);
    // A coupon spent by a paid order stays with it.
    expect((await demo.post('/api/order/update_user_coupon', { order_id: first, coupon_id: 'DEMO-WELCOME-50' })).status_code).toBe(200);
    const withCoupon = await quoteForPayment(t.app.ctx, (await estimate(demo, { order_id: first, method_id: 'card' })).data.quote_id, payer, t.clock.now);
    await db.transaction(async (tx) => reserveQuoteCoupon(tx as never, withCoupon, 'payment-of-the-test', t.clock.now));
    await db.transaction(async (tx) => spendPaymentCoupon(tx as never, withCoupon, 'payment-of-the-test', t.clock.now));
    expect(await demo.post('/api/order/update_user_coupon', { order_id: second, coupon_id: 'DEMO-WELCOME-50' })).toMatchObject({ status_code: STATUS.CONFLICT });
    // Spent: it cannot come off the order it paid for.
    expect(await demo.post('/api/order/update_user_coupon', { order_id: first, coupon_id: '' })).toMatchObject({ status_code: STATUS.CONFLICT });
    expect((await demo.get('/api/order/payment_detail', { order_id: second })).data.coupons.map((c: { coupon_id: string }) => c.coupon_id)).not.toContain('DEMO-WELCOME-50');
  });
});

describe('payers outside mainland China, concurrency, refresh limit', () => {
  it('an India payer (INR): card and transfer only, 6-hour quotes, RMB fee bounds converted at the mid rate, no points', async () => {
    const { crossRate, parseDecimal } = await import('../src/domain/fx-rate');
    const { DEV_RATES_PER_EUR } = await import('../src/providers/fx/dev');
    const orderId = await placeOrder(demo);
    const [row] = await t.database.db.select({ payment: orders.payment }).from(orders).where(eq(orders.id, orderId));
    await t.database.db.update(orders).set({ payment: { ...(row!.payment as object), remittance_country: 'IND' } }).where(eq(orders.id, orderId));
    expect(await estimate(demo, { order_id: orderId, method_id: 'wechat' })).toMatchObject({ status_code: 400, data: { field: 'method_id' } });
    const quote = (await estimate(demo, { order_id: orderId, method_id: 'card', use_points: 1, full_arrival: 0 })).data;
    expect(quote).toMatchObject({ payer_currency: 'INR', points_used: 0 });
    const inrPerCny = crossRate(parseDecimal(DEV_RATES_PER_EUR['CNY']!)!, parseDecimal(DEV_RATES_PER_EUR['INR']!)!);
    const fee = quote.lines.find((l: { kind: string }) => l.kind === 'channel_fee');
    expect(fee.amount_minor).toBe(convertMinor(20_000n, inrPerCny, 2, 2).toString()); // 0.2 % of ~1.3M INR is above the 200 RMB cap
    expect(new Date(quote.expires_at).getTime() - t.clock.now.getTime()).toBe(6 * 3600 * 1000);
    const detail = (await demo.get('/api/order/payment_detail', { order_id: orderId })).data;
    expect(detail.methods.map((m: { id: string }) => m.id)).toEqual(['card', 'transfer']);
    expect(detail).toMatchObject({ payer_currency: 'INR', points_usable: 0 });
  });

  it('two payments at once cannot spend the same points (the ledger is locked)', async () => {
    const payer = await owner(demo);
    const userId = payer.userId!;
    const { pointsBalanceOf } = await import('../src/modules/payments/repo');
    const { redeemQuotePoints } = await import('../src/modules/payments/service');
    const db = t.database.db;
    const balance = await pointsBalanceOf(db, userId); // 247: room for one 200-point payment, not two
    const quotesMade = [];
    for (let i = 0; i < 2; i += 1) {
      const orderId = await placeOrder(demo);
      quotesMade.push(await quoteForPayment(t.app.ctx, (await estimate(demo, { order_id: orderId, method_id: 'card', use_points: 1 })).data.quote_id, payer, t.clock.now));
    }
    expect(quotesMade.every((q) => q.pointsUsed === 200) && balance < 400).toBe(true);
    const results = await Promise.allSettled(quotesMade.map((q) => db.transaction(async (tx) => redeemQuotePoints(tx as never, q, userId, t.clock.now))));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await pointsBalanceOf(db, userId)).toBe(balance - 200);
  });

  it('an order gets at most 60 quotes an hour ("too many refreshes")', async () => {
    const orderId = await placeOrder(demo);
    for (let i = 0; i < 60; i += 1) expect((await estimate(demo, { order_id: orderId, method_id: 'transfer' })).status_code).toBe(200);
    expect(await estimate(demo, { order_id: orderId, method_id: 'transfer' })).toMatchObject({ status_code: STATUS.TOO_FREQUENT });
    t.clock.advance(3601);
    expect((await estimate(demo, { order_id: orderId, method_id: 'transfer' })).status_code).toBe(200);
  });
});
