/**
 * Credits at payment time, as an attacker tries them: a coupon (and points) is reserved for one
 * payment when it starts, released only when that payment fails or is cancelled, and spent once.
 * The probe that found it: apply a coupon to order 1, quote, start a card payment, take the coupon
 * off, apply it to order 2, repeat; every payment then succeeded 50.00 CNY cheaper and the coupon
 * stayed unused. Also its concurrent form (one coupon, two orders, parallel starts), and points.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { STATUS } from '@edupay/forms/contract';
import { couponEvents, coupons, payments, quotes, users } from '../src/db/schema';
import { DEMO_PAYER_PHONE } from '../src/modules/payments/seed';
import type { SandboxProvider } from '../src/providers/payment';
import type { Client, Envelope, TestApp } from './helpers/app';
import { idempotencyKeys, paymentsTestApp } from './helpers/payments';
import { placeOrder as placeDemoOrder } from './helpers/orders';

let t: TestApp;
let demo: Client;
let sandbox: SandboxProvider;
let demoUserId: number;
beforeAll(async () => {
  // Each order uploads its documents: this file places some 40 orders for one payer within the hour.
  ({ t, demo, sandbox } = await paymentsTestApp({ uploadsPerOwnerPerHour: 10_000 }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_PAYER_PHONE.phone));
  demoUserId = user!.id;
}, 120_000);
afterAll(async () => t?.close());

const newKey = idempotencyKeys('coupon-reservation');
const placeOrder = () => placeDemoOrder(t, demo);

let coupons_ = 0;
/** A fresh 50.00 CNY coupon of the demo payer (what the console issues). */
async function issueCoupon(): Promise<string> {
  const id = `TEST-RESERVE-${(coupons_ += 1)}-${Math.random().toString(36).slice(2, 8)}`;
  await t.database.db.insert(coupons).values({ id, userId: demoUserId, name: { en: 'Test 50', 'zh-CN': '测试 50', 'zh-TW': '測試 50' }, kind: 'amount', amountMinor: 5000n, currency: 'CNY', validUntil: '2099-12-31', createdAt: t.clock.now });
  return id;
}

const applyCoupon = (orderId: string, couponId: string) => demo.post('/api/order/update_user_coupon', { order_id: orderId, coupon_id: couponId });
const quote = async (orderId: string, extra: Record<string, unknown> = {}) => {
  const answer = await demo.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card', full_arrival: 0, use_points: 0, ...extra });
  expect(answer.status_code, answer.message).toBe(200);
  return answer.data as { quote_id: string; coupon_id: string | null; total_minor: string; lines: { kind: string; amount: string }[] };
};
const gateway = async (quoteId: string) => (await demo.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: quoteId }, headers: { 'idempotency-key': newKey() } })).json() as Envelope;

async function paymentRow(id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}
async function couponRow(id: string) {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
  return row!;
}
/** Succeeded payments whose quote took `couponId` off: what the coupon actually paid out. */
async function paidWithCoupon(couponId: string): Promise<number> {
  const rows = await t.database.db.select({ id: payments.id }).from(payments).innerJoin(quotes, eq(quotes.id, payments.quoteId)).where(and(eq(quotes.couponId, couponId), eq(payments.status, 'succeeded')));
  return rows.length;
}
/** Pays every started payment as the payer would on the hosted page. */
async function succeedAll(paymentIds: readonly string[]) {
  for (const id of paymentIds) {
    const row = await paymentRow(id);
    if (row.providerRef && row.status !== 'succeeded') await sandbox.complete(row.providerRef, 'succeeded');
  }
}

describe("the attacker's sequence: one coupon moved between orders while payments are open", () => {
  it('pays out once: the coupon stays with the first payment until it ends, and is spent by it', async () => {
    const coupon = await issueCoupon();
    const started: string[] = [];
    const refusals: Envelope[] = [];
    for (let i = 0; i < 4; i += 1) {
      const orderId = await placeOrder();
      if ((await applyCoupon(orderId, coupon)).status_code !== 200) continue;
      const q = await quote(orderId);
      const payment = await gateway(q.quote_id);
      if (payment.status_code === 200) started.push(payment.data.payment_id);
      // Take it off again, for the next order.
      const removed = await applyCoupon(orderId, '');
      if (removed.status_code !== 200) refusals.push(removed);
    }
    await succeedAll(started);
    expect(await paidWithCoupon(coupon)).toBe(1);
    const row = await couponRow(coupon);
    expect(row.usedAt).not.toBeNull();
    expect(row.reservedPaymentId).toBe(started[0]);
    // Taking the coupon off an order whose payment holds it is refused, in the payer's language.
    expect(refusals[0]).toMatchObject({ status_code: STATUS.CONFLICT, data: { field: 'coupon_id' } });
    expect(refusals[0]!.message).toMatch(/payment/i);
    // Every move of the coupon left an event row, in order.
    const events = await t.database.db.select().from(couponEvents).where(eq(couponEvents.couponId, coupon)).orderBy(couponEvents.id);
    expect(events.map((e) => e.event)).toEqual(['applied', 'reserved', 'spent']);
    expect(events[2]).toMatchObject({ paymentId: started[0] });
  });

  it('a zh-CN payer is told in Chinese why the coupon cannot come off', async () => {
    const coupon = await issueCoupon();
    const orderId = await placeOrder();
    await applyCoupon(orderId, coupon);
    expect((await gateway((await quote(orderId)).quote_id)).status_code).toBe(200);
    const refused = (await demo.raw({ method: 'POST', url: '/api/order/update_user_coupon', payload: { order_id: orderId, coupon_id: '' }, headers: { 'accept-language': 'zh-CN' } })).json() as Envelope;
    expect(refused).toMatchObject({ status_code: STATUS.CONFLICT, data: { field: 'coupon_id' } });
    expect(refused.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a failed payment gives the coupon back to its order: the next quote has it and its payment spends it', async () => {
    const coupon = await issueCoupon();
    const orderId = await placeOrder();
    await applyCoupon(orderId, coupon);
    const first = await gateway((await quote(orderId)).quote_id);
    const firstRow = await paymentRow(first.data.payment_id);
    await sandbox.complete(firstRow.providerRef!, 'failed');
    expect((await paymentRow(firstRow.id)).status).toBe('failed');
    expect(await couponRow(coupon)).toMatchObject({ orderId, reservedPaymentId: null, usedAt: null });
    const again = await quote(orderId);
    expect(again.coupon_id).toBe(coupon);
    const second = await gateway(again.quote_id);
    expect(second.status_code, second.message).toBe(200);
    await succeedAll([second.data.payment_id]);
    expect(await couponRow(coupon)).toMatchObject({ reservedPaymentId: second.data.payment_id });
    expect((await couponRow(coupon)).usedAt).not.toBeNull();
    const events = await t.database.db.select().from(couponEvents).where(eq(couponEvents.couponId, coupon)).orderBy(couponEvents.id);
    expect(events.map((e) => e.event)).toEqual(['applied', 'reserved', 'released', 'reserved', 'spent']);
  });

  it('a quote made before the coupon moved cannot be paid: 410 with a fresh quote without it', async () => {
    const coupon = await issueCoupon();
    const first = await placeOrder();
    const second = await placeOrder();
    await applyCoupon(first, coupon);
    const old = await quote(first);
    expect(old.coupon_id).toBe(coupon);
    await applyCoupon(first, '');
    await applyCoupon(second, coupon);
    const refused = await gateway(old.quote_id);
    expect(refused).toMatchObject({ status_code: STATUS.EXPIRED, data: { field: 'quote_id' } });
    expect(refused.data.fresh_quote.coupon_id || null).toBeNull();
  });

  it('a success whose coupon is not reserved for it (a payment from before reservations) is given back, not paid at the discount', async () => {
    const coupon = await issueCoupon();
    const orderId = await placeOrder();
    await applyCoupon(orderId, coupon);
    const started = await gateway((await quote(orderId)).quote_id);
    // As a payment started before this rule existed: the coupon held by no payment, then moved away.
    await t.database.db.update(coupons).set({ reservedPaymentId: null, orderId: null }).where(eq(coupons.id, coupon));
    await succeedAll([started.data.payment_id]);
    const row = await paymentRow(started.data.payment_id);
    expect(row).toMatchObject({ status: 'canceled', failureCode: 'refunded_credit_not_reserved' });
    expect(await paidWithCoupon(coupon)).toBe(0);
  });
});

describe('the concurrent form', () => {
  it('one coupon, two orders, parallel starts and moves: the coupon pays out at most once (8 rounds)', async () => {
    for (let round = 0; round < 8; round += 1) {
      const coupon = await issueCoupon();
      const first = await placeOrder();
      const second = await placeOrder();
      await applyCoupon(first, coupon);
      const q1 = await quote(first);
      // At once: pay order 1's quote, and move the coupon to order 2 and pay that.
      const [p1, p2] = await Promise.all([
        gateway(q1.quote_id),
        (async () => {
          await applyCoupon(first, '');
          if ((await applyCoupon(second, coupon)).status_code !== 200) return null;
          return gateway((await quote(second)).quote_id);
        })(),
      ]);
      const started = [p1, p2].filter((p): p is Envelope => p !== null && p.status_code === 200).map((p) => p.data.payment_id as string);
      await succeedAll(started);
      expect(await paidWithCoupon(coupon), `round ${round}`).toBeLessThanOrEqual(1);
      const held = await couponRow(coupon);
      if ((await paidWithCoupon(coupon)) === 1) expect(held.usedAt).not.toBeNull();
    }
  }, 120_000);

  it('points: two orders using the same points, started at once: one takes them, the other is refused as stale', async () => {
    const ledgerBefore = await demo.get('/api/order/payment_detail', { order_id: await placeOrder() });
    const balance = ledgerBefore.data.points_balance as number;
    expect(balance).toBeGreaterThanOrEqual(200);
    // Spend down to what exactly one order can use (200), so two cannot both have them.
    const first = await placeOrder();
    const second = await placeOrder();
    const [qa, qb] = [await quote(first, { use_points: 1 }), await quote(second, { use_points: 1 })];
    expect([qa.lines.some((l) => l.kind === 'points'), qb.lines.some((l) => l.kind === 'points')]).toEqual([true, true]);
    const [pa, pb] = await Promise.all([gateway(qa.quote_id), gateway(qb.quote_id)]);
    const okCount = [pa, pb].filter((p) => p.status_code === 200).length;
    // The balance (247) covers one order's 200 points, not two.
    expect(okCount).toBe(1);
    expect([pa, pb].find((p) => p.status_code !== 200)).toMatchObject({ status_code: STATUS.EXPIRED });
    const ids = [pa, pb].filter((p) => p.status_code === 200).map((p) => p.data.payment_id as string);
    expect(await t.database.db.select().from(payments).where(inArray(payments.id, ids))).toHaveLength(1);
  });
});
