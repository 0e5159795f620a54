/**
 * advanceOrder (issue 18 item 1): the row lock, the table, who may send what, the event row
 * (who, when, from, to, why) written with the status, holds with what and by when, the unpaid
 * auto-close job, and two advances of one order at once ending in one consistent state (on
 * PostgreSQL the second waits for the first's lock and is refused by the table).
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderEvents, orders, users } from '../src/db/schema';
import { UNPAID_CLOSE_DAYS } from '../src/domain/order-status';
import { BusinessError } from '../src/http/business-error';
import { advanceOrder, autoClose, DEFAULT_HOLD_HOURS } from '../src/modules/orders/lifecycle';
import { createTestApp, type Client, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { placeOrder } from './helpers/orders';

const REVIEWED = 'DEMO-GB-UNIVERSITY-OF-MANCHESTER-USD'; // needs the manager's review

let t: TestApp;
let payer: Client;
let payerId: number;
let otherId: number;
beforeAll(async () => {
  t = await createTestApp();
  const first = await registeredUser(t);
  const second = await registeredUser(t);
  payer = first.client;
  payerId = await userIdOf(first.phone);
  otherId = await userIdOf(second.phone);
  expect(payerId).not.toBe(otherId);
}, 120_000);
afterAll(async () => t?.close());

const ctx = () => t.app.ctx;
async function userIdOf(phone: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.phoneE164, [phone, `+86${phone}`]));
  return row!.id;
}
async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
const eventRows = (id: string) =>
  t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);

async function refusal(promise: Promise<unknown>): Promise<BusinessError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BusinessError);
  return error as BusinessError;
}

describe('advanceOrder', () => {
  it('approves an order awaiting review: status and event row (who, when, from, to, why) together', async () => {
    const id = await placeOrder(t, payer, {}, REVIEWED);
    expect((await orderRow(id)).status).toBe('awaiting_review');
    const advanced = await advanceOrder(ctx(), id, 'approve', 'staff:7', 'documents checked');
    expect([advanced.from, advanced.to]).toEqual(['awaiting_review', 'awaiting_payment']);
    expect((await orderRow(id)).status).toBe('awaiting_payment');
    const last = (await eventRows(id)).at(-1)!;
    expect(last).toMatchObject({
      id: advanced.eventId,
      event: 'approve',
      fromStatus: 'awaiting_review',
      toStatus: 'awaiting_payment',
      actor: 'staff:7',
      reason: 'documents checked',
    });
    expect(last.createdAt.toISOString()).toBe(t.clock.now.toISOString());
  });

  it('refuses what the table refuses, changing nothing; refuses senders the table does not name', async () => {
    const id = await placeOrder(t, payer);
    expect((await orderRow(id)).status).toBe('awaiting_payment');
    const before = (await eventRows(id)).length;
    const error = await refusal(advanceOrder(ctx(), id, 'approve', 'staff:7', 'again'));
    expect(error.status).toBe(411);
    expect(error.messageId).toBe('orderTransitionRefused');
    expect(error.data).toMatchObject({ order_id: id, status: 'awaiting_payment', event: 'approve' });
    await expect(advanceOrder(ctx(), id, 'payment_succeeded', `user:${payerId}`, 'I paid')).rejects.toThrow(
      /may not send/,
    );
    await expect(advanceOrder(ctx(), id, 'cancel', 'nobody', '')).rejects.toThrow(/may not send/);
    expect((await eventRows(id)).length).toBe(before);
    expect((await orderRow(id)).status).toBe('awaiting_payment');
  });

  it('a rejection and a hold need a reason; a hold keeps what and by when until the payer acts', async () => {
    const id = await placeOrder(t, payer, {}, REVIEWED);
    expect((await refusal(advanceOrder(ctx(), id, 'reject', 'staff:7', '  '))).messageId).toBe('reasonRequired');
    await advanceOrder(ctx(), id, 'request_action', 'staff:7', 'Upload the offer letter');
    let row = await orderRow(id);
    expect(row.status).toBe('action_needed');
    expect(row.holdReason).toBe('Upload the offer letter');
    expect(row.holdUntil?.getTime()).toBe(t.clock.now.getTime() + DEFAULT_HOLD_HOURS * 3600_000);
    await advanceOrder(ctx(), id, 'action_provided', `user:${payerId}`, 'uploaded');
    row = await orderRow(id);
    expect([row.status, row.holdReason, row.holdUntil]).toEqual(['awaiting_review', null, null]);
    await advanceOrder(ctx(), id, 'reject', 'staff:7', 'The payee is not the student');
    expect((await orderRow(id)).status).toBe('rejected');
    expect((await eventRows(id)).at(-1)).toMatchObject({ event: 'reject', reason: 'The payee is not the student' });
  });

  it("the owner option: another payer's order answers as not found", async () => {
    const id = await placeOrder(t, payer);
    const error = await refusal(
      advanceOrder(ctx(), id, 'cancel', `user:${otherId}`, 'close_order', { owner: { userId: otherId, phone: null } }),
    );
    expect([error.status, error.messageId]).toEqual([404, 'orderNotFound']);
    expect((await orderRow(id)).status).toBe('awaiting_payment');
  });

  it('walks a paid order to completed through remittance and arrival', async () => {
    const id = await placeOrder(t, payer);
    for (const [event, actor] of [
      ['payment_succeeded', 'system'],
      ['start_exchange', 'staff:7'],
      ['remit', 'staff:7'],
      ['arrive', 'staff:7'],
      ['confirm_arrival', `user:${payerId}`],
    ] as const)
      await advanceOrder(ctx(), id, event, actor, event);
    expect((await orderRow(id)).status).toBe('completed');
    expect((await eventRows(id)).map((e) => e.toStatus)).toEqual([
      'submitted',
      'awaiting_payment',
      'paid',
      'exchanging',
      'remitted',
      'arrived',
      'completed',
    ]);
  });
});

describe('auto-close of unpaid orders', () => {
  it(`placing enqueues the close ${UNPAID_CLOSE_DAYS} days later; the job closes an unpaid order then, and keeps a paid one`, async () => {
    const unpaid = await placeOrder(t, payer);
    const paid = await placeOrder(t, payer);
    await advanceOrder(ctx(), paid, 'payment_succeeded', 'system', 'test');
    const jobs = await t.database.db.execute(
      sql`select data, start_after from pgboss.job where name = 'order_autoclose' and data->>'order_id' = ${unpaid}`,
    );
    const rows = (jobs as unknown as { rows: { start_after: string }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(await autoClose(ctx(), unpaid)).toBe('kept'); // not yet due
    t.clock.advance(UNPAID_CLOSE_DAYS * 24 * 3600);
    expect(await autoClose(ctx(), unpaid)).toBe('expired');
    expect(await autoClose(ctx(), unpaid)).toBe('kept'); // twice: nothing more
    expect(await autoClose(ctx(), paid)).toBe('kept');
    expect((await orderRow(unpaid)).status).toBe('expired');
    expect((await orderRow(paid)).status).toBe('paid');
    expect(
      await t.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, unpaid), eq(orderEvents.event, 'expire'))),
    ).toHaveLength(1);
  });
});

describe('two advances of one order at once', () => {
  it('two staff approving at once: one wins, the other is refused, one event row', async () => {
    const id = await placeOrder(t, payer, {}, REVIEWED);
    const results = await Promise.allSettled([
      advanceOrder(ctx(), id, 'approve', 'staff:1', 'a'),
      advanceOrder(ctx(), id, 'approve', 'staff:2', 'b'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((failed.reason as BusinessError).messageId).toBe('orderTransitionRefused');
    const approvals = (await eventRows(id)).filter((e) => e.event === 'approve');
    expect(approvals).toHaveLength(1);
    expect((await orderRow(id)).status).toBe('awaiting_payment');
  });

  it('approve and reject at once: the order ends in the state of its last event row, and the events chain', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await placeOrder(t, payer, {}, REVIEWED);
      await Promise.allSettled([
        advanceOrder(ctx(), id, 'approve', 'staff:1', 'ok'),
        advanceOrder(ctx(), id, 'reject', 'staff:2', 'no'),
        advanceOrder(ctx(), id, 'request_action', 'staff:3', 'more'),
      ]);
      const events = await eventRows(id);
      // every row starts where the previous one ended: no two changes read the same old status
      for (let i = 1; i < events.length; i += 1) expect(events[i]!.fromStatus).toBe(events[i - 1]!.toStatus);
      expect((await orderRow(id)).status).toBe(events.at(-1)!.toStatus);
    }
  });
});
