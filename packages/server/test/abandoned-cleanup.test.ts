/**
 * What payers leave unfinished is cleaned up on the schedule the privacy policy states (issue 28
 * item 6; domain/retention.ts, plugins/cleanup.ts): an unpaid order still open past its close date
 * (its auto-close job lost) is closed by the cleanup through the order machine, with its event row;
 * an order closed unpaid with no payment ever started is deleted ABANDONED_ORDER_DAYS after it
 * closed, with its uploaded files, documents and quotes; one with a payment started is kept; a
 * draft goes DRAFT_DAYS after its last change. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, orderDrafts, orderEvents, orders, payments, quotes } from '../src/db/schema';
import { UNPAID_CLOSE_DAYS } from '../src/domain/order-status';
import { ABANDONED_ORDER_DAYS, DRAFT_DAYS } from '../src/domain/retention';
import { cleanupExpired } from '../src/plugins/cleanup';
import { createTestApp, type Client, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { accountId, IMPERIAL, placeOrder } from './helpers/orders';

const DAY = 86_400;
let t: TestApp;
let payer: Client;
beforeAll(async () => {
  t = await createTestApp({ limits: { quotesPerOrderPerHour: 1000 } });
  payer = (await registeredUser(t)).client;
}, 120_000);
afterAll(async () => t?.close());

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const quote = async (orderId: string) => {
  const answer = await payer.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card', full_arrival: 0 });
  expect(answer.status_code, answer.message).toBe(200);
  return answer.data.quote_id as string;
};

describe('abandoned orders, quotes, drafts and uploads', () => {
  it('closes overdue unpaid orders, then deletes those never paid with their files; keeps one with a payment started', async () => {
    // Day 0: an order with its documents uploaded and a quote, one with a card payment started, one cancelled, a draft.
    const abandoned = await placeOrder(t, payer);
    await quote(abandoned);
    const attempted = await placeOrder(t, payer);
    const started = (await payer.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: await quote(attempted) }, headers: { 'idempotency-key': randomUUID() } })).json() as Envelope;
    expect(started.status_code, started.message).toBe(200);
    const cancelled = await placeOrder(t, payer, {}, IMPERIAL, false);
    expect((await payer.post('/api/user/close_order', { order_id: cancelled })).status_code).toBe(200);
    // (a draft of another account: placing an order deletes the draft of its own)
    const account = await accountId(t, 'DEMO-GB-UNIVERSITY-OF-MANCHESTER-USD');
    expect((await payer.post('/api/order/save_draft', { account_id: account, values: { amount: '1200' } })).status_code).toBe(200);
    const files = await t.database.db.select().from(documents).where(eq(documents.orderId, abandoned));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(await t.app.ctx.storage.get(file.storageKey)).not.toBeNull();

    // Past the close date: the auto-close jobs (due in real days) have not run; the cleanup closes both unpaid orders.
    t.clock.advance((UNPAID_CLOSE_DAYS + 1) * DAY);
    const fresh = await placeOrder(t, payer, {}, IMPERIAL, false);
    const first = await cleanupExpired(t.app.ctx);
    expect(first['ordersClosed']).toBe(2);
    expect(first['abandonedOrders']).toBe(0);
    expect((await orderRow(abandoned))!.status).toBe('expired');
    expect((await orderRow(attempted))!.status).toBe('expired');
    expect((await orderRow(fresh))!.status).toBe('awaiting_payment');
    const closing = (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, abandoned))).at(-1)!;
    expect(closing).toMatchObject({ event: 'expire', fromStatus: 'awaiting_payment', toStatus: 'expired', actor: 'system', reason: 'unpaid_auto_close' });
    // Within the retention period the files are still there (the payer may re-order or ask).
    for (const file of files) expect(await t.app.ctx.storage.get(file.storageKey)).not.toBeNull();
    expect(await t.database.db.select().from(orderDrafts).where(eq(orderDrafts.payeeAccountId, account))).toHaveLength(1);

    // Past the retention period after closing: the never-paid orders go with their files, documents and quotes.
    t.clock.advance((ABANDONED_ORDER_DAYS + 1) * DAY);
    const second = await cleanupExpired(t.app.ctx);
    expect(second['abandonedOrders']).toBe(2);
    expect(second['drafts']).toBe(1);
    expect(await orderRow(abandoned)).toBeUndefined();
    expect(await orderRow(cancelled)).toBeUndefined();
    expect(await t.database.db.select().from(quotes).where(eq(quotes.orderId, abandoned))).toHaveLength(0);
    expect(await t.database.db.select().from(documents).where(inArray(documents.orderId, [abandoned, cancelled]))).toHaveLength(0);
    expect(await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, abandoned))).toHaveLength(0);
    for (const file of files) expect(await t.app.ctx.storage.get(file.storageKey)).toBeNull();
    expect(await t.database.db.select().from(orderDrafts).where(eq(orderDrafts.payeeAccountId, account))).toHaveLength(0);
    // A payment was started for this one: it is a transaction record and stays, with its payment.
    expect((await orderRow(attempted))!.status).toBe('expired');
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, attempted))).toHaveLength(1);
    // Closed by this run (the fresh order's close date passed), so not yet past its retention.
    expect((await orderRow(fresh))!.status).toBe('expired');
  }, 120_000);

  it('the privacy policy states the periods the cleanup uses, in its three languages', () => {
    const policy = readFileSync(new URL('../../app/src/pages/aboutUs/privacyPolicyTexts.ts', import.meta.url), 'utf8');
    expect(policy).toContain(`closes itself ${UNPAID_CLOSE_DAYS} days after it was placed`);
    expect(policy).toContain(`is deleted ${ABANDONED_ORDER_DAYS} days after it closed`);
    expect(policy).toContain(`deleted ${DRAFT_DAYS} days after you last changed it`);
    expect(policy).toContain(`在提交 ${UNPAID_CLOSE_DAYS} 天后自动关闭`);
    expect(policy).toContain(`在关闭 ${ABANDONED_ORDER_DAYS} 天后删除`);
    expect(policy).toContain(`在最后一次修改 ${DRAFT_DAYS} 天后删除`);
    expect(policy).toContain(`在提交 ${UNPAID_CLOSE_DAYS} 天後自動關閉`);
    expect(policy).toContain(`在關閉 ${ABANDONED_ORDER_DAYS} 天後刪除`);
    expect(policy).toContain(`在最後一次修改 ${DRAFT_DAYS} 天後刪除`);
  });
});
