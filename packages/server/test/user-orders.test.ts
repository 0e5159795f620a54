/**
 * The user centre's order calls (issue 18 item 2): user_config, smart_order_list, order_list
 * (ongoing/closed, paginated), order_detail (progress, next step, history), close_order and
 * complete_order through the lifecycle table, and a second payer who can neither read nor change
 * the first one's orders (every call that takes an id answers as for an unknown order).
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderEvents } from '../src/db/schema';
import { advanceOrder } from '../src/modules/orders/lifecycle';
import { createTestApp, type Client, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { placeOrder, uploadRequiredDocuments } from './helpers/orders';

const REVIEWED = 'DEMO-GB-UNIVERSITY-OF-MANCHESTER-USD';
let t: TestApp;
let payer: Client;
let second: Client;
beforeAll(async () => {
  t = await createTestApp();
  payer = (await registeredUser(t)).client;
  second = (await registeredUser(t)).client;
}, 120_000);
afterAll(async () => t?.close());

const ctx = () => t.app.ctx;
const walk = async (
  id: string,
  events: readonly ['payment_succeeded' | 'start_exchange' | 'remit' | 'arrive', string][],
) => {
  for (const [event, actor] of events) await advanceOrder(ctx(), id, event, actor, event);
};

describe('user centre orders', () => {
  let unpaid: string;
  let reviewed: string;
  let arrived: string;
  beforeAll(async () => {
    // a minute apart: the lists are newest first
    unpaid = await placeOrder(t, payer);
    t.clock.advance(60);
    reviewed = await placeOrder(t, payer, {}, REVIEWED);
    t.clock.advance(60);
    arrived = await placeOrder(t, payer);
    await walk(arrived, [
      ['payment_succeeded', 'system'],
      ['start_exchange', 'staff:1'],
      ['remit', 'staff:1'],
      ['arrive', 'staff:1'],
    ]);
  }, 60_000);

  it('user_config: the auto-close days, the service hours and the counts', async () => {
    const answer = await payer.get('/api/user/user_config');
    expect(answer.status_code).toBe(200);
    expect(answer.data).toMatchObject({
      unpaid_close_days: 8,
      service_hours: '09:00-17:00',
      service_time_zone: 'Asia/Shanghai',
      ongoing_count: 3,
      closed_count: 0,
      stages: ['placement', 'payment', 'remittance', 'arrival'],
    });
  });

  it('order_list pages through the ongoing orders, newest first', async () => {
    const first = await payer.get('/api/user/order_list', { type: 'ongoing', page: '1', page_size: '2' });
    expect(first.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.data.list.map((o: { order_id: string }) => o.order_id)).toEqual([arrived, reviewed]);
    const next = await payer.get('/api/user/order_list', { type: 'ongoing', page: '2', page_size: '2' });
    expect(next.data.list.map((o: { order_id: string }) => o.order_id)).toEqual([unpaid]);
    const row = first.data.list[0];
    expect(row).toMatchObject({
      status: 'arrived',
      stage: 'arrival',
      next_step: 'confirm_arrival',
      payer_acts: 1,
      can_confirm_arrival: 1,
      can_cancel: 0,
      auto_close_at: '',
    });
    expect(next.data.list[0]).toMatchObject({
      status: 'awaiting_payment',
      stage: 'payment',
      can_cancel: 1,
      can_pay: 1,
      auto_close_at: '2026-03-10T02:00:00.000Z',
    });
  });

  it('smart_order_list puts what waits for the payer first', async () => {
    const answer = await payer.get('/api/user/smart_order_list');
    expect(answer.data.total).toBe(3);
    expect(answer.data.list.map((o: { order_id: string }) => o.order_id)).toEqual([arrived, unpaid, reviewed]);
  });

  it('order_detail: the progress with dates, the next step and the history', async () => {
    const answer = await payer.get('/api/user/order_detail', { order_id: arrived });
    expect(answer.data.progress.map((s: { state: string }) => s.state)).toEqual(['done', 'done', 'done', 'current']);
    expect(answer.data.progress[0].at).toBe('2026-03-02T02:02:00.000Z');
    expect(answer.data.history.map((h: { to: string }) => h.to)).toEqual([
      'submitted',
      'awaiting_payment',
      'paid',
      'exchanging',
      'remitted',
      'arrived',
    ]);
    expect(answer.data.history[3]).toMatchObject({ event: 'start_exchange', by: 'staff', reason: '' });
    expect(JSON.stringify(answer.data)).not.toContain('staff:1');
  });

  it('a hold shows what and by when; a rejection shows its reason', async () => {
    await advanceOrder(ctx(), reviewed, 'request_action', 'staff:1', 'Upload the offer letter', {
      holdUntil: new Date('2026-03-05T09:00:00Z'),
    });
    let detail = await payer.get('/api/user/order_detail', { order_id: reviewed });
    expect(detail.data).toMatchObject({
      status: 'action_needed',
      next_step: 'provide_action',
      payer_acts: 1,
      hold_reason: 'Upload the offer letter',
      hold_until: '2026-03-05T09:00:00.000Z',
    });
    await advanceOrder(ctx(), reviewed, 'reject', 'staff:1', 'The payee is not the student');
    detail = await payer.get('/api/user/order_detail', { order_id: reviewed });
    expect(detail.data).toMatchObject({ status: 'rejected', result: 'closed', next_step: 'reorder', hold_reason: '' });
    expect(detail.data.history.at(-1)).toMatchObject({
      event: 'reject',
      reason: 'The payee is not the student',
      by: 'staff',
    });
  });

  it("a second payer can neither see nor change the first one's orders", async () => {
    for (const id of [unpaid, arrived]) {
      const detail = await second.get('/api/user/order_detail', { order_id: id });
      expect([detail.status_code, detail.data.field]).toEqual([404, 'order_id']);
      const closed = await second.post('/api/user/close_order', { order_id: id });
      expect([closed.status_code, closed.data.field]).toEqual([404, 'order_id']);
      const completed = await second.post('/api/user/complete_order', { order_id: id });
      expect([completed.status_code, completed.data.field]).toEqual([404, 'order_id']);
    }
    for (const type of ['ongoing', 'closed'])
      expect((await second.get('/api/user/order_list', { type })).data.total).toBe(0);
    expect((await second.get('/api/user/smart_order_list')).data.total).toBe(0);
    expect((await second.get('/api/user/user_config')).data).toMatchObject({ ongoing_count: 0, closed_count: 0 });
    // and nothing moved
    expect((await payer.get('/api/user/order_detail', { order_id: unpaid })).data.status).toBe('awaiting_payment');
    expect((await payer.get('/api/user/order_detail', { order_id: arrived })).data.status).toBe('arrived');
  });

  it('close_order cancels an unpaid order once; a paid one answers 411 and stays', async () => {
    const closed = await payer.post('/api/user/close_order', { order_id: unpaid });
    expect(closed.status_code).toBe(200);
    expect(closed.message).toBe('The order has been cancelled');
    expect(closed.data).toMatchObject({ status: 'canceled', result: 'closed', next_step: 'reorder' });
    const again = await payer.post('/api/user/close_order', { order_id: unpaid });
    expect(again.status_code).toBe(411);
    const paid = await payer.post('/api/user/close_order', { order_id: arrived });
    expect(paid.status_code).toBe(411);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, unpaid));
    expect(events.filter((e) => e.event === 'cancel')).toMatchObject([
      { fromStatus: 'awaiting_payment', toStatus: 'canceled', reason: 'close_order' },
    ]);
    expect(events.at(-1)!.actor).toMatch(/^user:\d+$/);
  });

  it('complete_order closes an arrived order as completed; before arrival it is refused', async () => {
    const early = await placeOrder(t, payer);
    expect((await payer.post('/api/user/complete_order', { order_id: early })).status_code).toBe(411);
    const done = await payer.post('/api/user/complete_order', { order_id: arrived });
    expect(done.status_code).toBe(200);
    expect(done.data).toMatchObject({ status: 'completed', result: 'completed', next_step: 'none' });
    expect(done.data.progress.map((s: { state: string }) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    const closed = await payer.get('/api/user/order_list', { type: 'closed' });
    expect(closed.data.list.map((o: { status: string }) => o.status).sort()).toEqual([
      'canceled',
      'completed',
      'rejected',
    ]);
  });

  it('zh-CN messages for the changes', async () => {
    const id = await placeOrder(t, payer);
    payer.language = 'zh-CN';
    try {
      expect((await payer.post('/api/user/close_order', { order_id: id })).message).toBe('订单已取消');
      expect((await payer.post('/api/user/close_order', { order_id: id })).message).toBe(
        '订单当前状态下无法进行此操作，请刷新订单',
      );
    } finally {
      payer.language = undefined;
    }
  });

  it('reorder: a closed order becomes a draft of the same account (agreement asked again); an open one is refused', async () => {
    const closed = await placeOrder(t, payer);
    await payer.post('/api/user/close_order', { order_id: closed });
    const detail = (await payer.get('/api/user/order_detail', { order_id: closed })).data;
    const answer = await payer.post('/api/user/reorder', { order_id: closed });
    expect(answer.status_code).toBe(200);
    expect(answer.message).toBe('A new order has been started from this one: check it and submit');
    expect(answer.data.account_id).toBe(detail.payee.account_id);
    const draft = await payer.get('/api/order/get_draft', { account_id: String(answer.data.account_id) });
    expect(draft.data.values).toMatchObject({ amount: detail.payment.amount, student_cn_name: detail.student.student_cn_name, payer_email: detail.payer.payer_email });
    // The identity numbers come back in the (sealed) draft, in clear only to their payer; consent is given again.
    expect(draft.data.values.student_id_number).toMatch(/^\d{17}[\dX]$/);
    expect(draft.data.values).not.toHaveProperty('order_agreement');
    // An ongoing order is not re-ordered (it is still going on); nothing else changed.
    const open = await placeOrder(t, payer);
    expect((await payer.post('/api/user/reorder', { order_id: open })).status_code).toBe(411);
    expect((await payer.get('/api/user/order_detail', { order_id: closed })).data.status).toBe('canceled');
  });

  it("reorder: a second payer's attempt answers as an unknown order and leaves them no draft", async () => {
    const closed = await placeOrder(t, payer);
    await payer.post('/api/user/close_order', { order_id: closed });
    const accountId = (await payer.get('/api/user/order_detail', { order_id: closed })).data.payee.account_id;
    const other = await second.post('/api/user/reorder', { order_id: closed });
    expect([other.status_code, other.data.field]).toEqual([404, 'order_id']);
    expect((await second.get('/api/order/get_draft', { account_id: String(accountId) })).data.values).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/user/reorder', payload: { order_id: closed } })).json()).toMatchObject({ status_code: 402 });
  });

  it('order_detail shows the latest quote, and says when it ran out before payment (re-quote)', async () => {
    const id = await placeOrder(t, payer);
    expect((await payer.get('/api/user/order_detail', { order_id: id })).data).toMatchObject({ quote: null, payments: [] });
    await uploadRequiredDocuments(payer, id);
    const made = await payer.post('/api/order/payment_estimate', { order_id: id, method_id: 'card' });
    expect(made.status_code).toBe(200);
    let detail = (await payer.get('/api/user/order_detail', { order_id: id })).data;
    expect(detail.quote).toMatchObject({ quote_id: made.data.quote_id, total: made.data.total, rate: made.data.rate, paid: 0, expired: 0 });
    expect(detail.quote.lines[0]).toMatchObject({ kind: 'principal', effect: 'charge' });
    t.clock.advance(31 * 60);
    detail = (await payer.get('/api/user/order_detail', { order_id: id })).data;
    expect(detail.quote).toMatchObject({ quote_id: made.data.quote_id, expired: 1 });
    // Another payer never sees it.
    expect((await second.get('/api/user/order_detail', { order_id: id })).status_code).toBe(404);
  });

  it('a paid order shows the quote it was paid with (never expired) and its payment', async () => {
    const id = await placeOrder(t, payer);
    await uploadRequiredDocuments(payer, id);
    const quote = (await payer.post('/api/order/payment_estimate', { order_id: id, method_id: 'transfer' })).data;
    const started = (await payer.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: quote.quote_id }, headers: { 'idempotency-key': `user-orders-${id}` } })).json();
    expect(started.status_code).toBe(200);
    const done = await t.app.inject({ method: 'POST', url: '/dev/sandbox/complete', remoteAddress: '127.0.0.1', payload: { payment_id: started.data.payment_id, outcome: 'succeeded' } });
    expect(done.json()).toMatchObject({ status_code: 200 });
    t.clock.advance(7 * 3600); // long after the quote's expiry: a paid quote is never "expired"
    const detail = (await payer.get('/api/user/order_detail', { order_id: id })).data;
    expect(detail.status).toBe('paid');
    expect(detail.quote).toMatchObject({ quote_id: quote.quote_id, total: quote.total, paid: 1, expired: 0 });
    expect(detail.payments).toMatchObject([{ payment_id: started.data.payment_id, status: 'succeeded', amount: quote.total, currency: quote.payer_currency, method_name: 'Bank transfer' }]);
  });
});
