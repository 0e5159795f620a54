/**
 * Notifications of the lifecycle (issue 18 item 3): each change a payer should know about is sent
 * by SMS and e-mail through the job queue (the dev outbox here), in the language the order was
 * placed in, once per event; a refused change sends nothing; changes the payer need not hear of
 * (exchange started) send nothing. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from '../src/modules/orders/lifecycle';
import { createTestApp, jobsSettled, type Client, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { placeOrder } from './helpers/orders';

const REVIEWED = 'DEMO-GB-UNIVERSITY-OF-MANCHESTER-USD';
let t: TestApp;
let payer: { client: Client; phone: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  payer = await registeredUser(t);
}, 120_000);
afterAll(async () => t?.close());

type Sent = { channel: string; to: string; subject: string | null; body: string };
async function outbox(to: string): Promise<Sent[]> {
  await jobsSettled(t.app, to);
  return (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as Sent[];
}
const phoneOf = (p: string) => `+86${p}`;
const toPayer = async () => (await outbox(phoneOf(payer.phone))).filter((m) => m.to === phoneOf(payer.phone) || m.to === payer.email);

describe('order notifications', () => {
  it('a hold, then approval: SMS and e-mail in the order’s language (zh-CN), with what and by when, once each', async () => {
    payer.client.language = 'zh-CN';
    const id = await placeOrder(t, payer.client, {}, REVIEWED);
    payer.client.language = undefined;
    const before = (await toPayer()).length;
    await advanceOrder(t.app.ctx, id, 'request_action', 'staff:1', '上传录取通知书', { holdUntil: new Date('2026-03-05T09:00:00Z') });
    await jobsSettled(t.app, payer.email);
    const hold = (await toPayer()).slice(0, (await toPayer()).length - before);
    expect(hold.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of hold) {
      expect(m.body).toContain('已暂停处理');
      expect(m.body).toContain('上传录取通知书');
      expect(m.body).toMatch(/2026.*3.*5.*17:00/); // 09:00 UTC is 17:00 in Beijing
    }
    expect(hold.find((m) => m.channel === 'email')!.subject).toMatch(/^EduPay 订单EP\d+状态更新$/);

    await advanceOrder(t.app.ctx, id, 'action_provided', 'staff:1', 'received');
    await advanceOrder(t.app.ctx, id, 'approve', 'staff:1', 'ok');
    await jobsSettled(t.app, payer.email);
    const all = await toPayer();
    expect(all.length - before).toBe(4); // hold x2, approve x2; action_provided tells nothing
    expect(all[0]!.body).toContain('已通过缴费专员审核');
    // refused: nothing more is sent
    await expect(advanceOrder(t.app.ctx, id, 'approve', 'staff:2', 'again')).rejects.toThrow();
    await jobsSettled(t.app, payer.email); // (not the whole queue: each order's auto-close job waits 8 days)
    expect((await toPayer()).length - before).toBe(4);
  });

  it('a rejection in English carries its reason; an auto-closed order says it can be re-ordered', async () => {
    payer.client.language = 'en';
    const rejected = await placeOrder(t, payer.client, {}, REVIEWED);
    const unpaid = await placeOrder(t, payer.client);
    payer.client.language = undefined;
    await advanceOrder(t.app.ctx, rejected, 'reject', 'staff:1', 'The payee is not the student');
    await jobsSettled(t.app, payer.email);
    let latest = await toPayer();
    expect(latest[0]!.body).toMatch(/^EduPay: order EP\d+ was not accepted\. Reason: The payee is not the student\./);
    await advanceOrder(t.app.ctx, unpaid, 'expire', 'system', 'unpaid_auto_close');
    await jobsSettled(t.app, payer.email);
    latest = await toPayer();
    expect(latest[0]!.body).toContain('was not paid within 8 days and has been closed');
  });

  it('remittance and arrival are told; the start of the exchange is not', async () => {
    const id = await placeOrder(t, payer.client);
    const before = (await toPayer()).length;
    for (const event of ['payment_succeeded', 'start_exchange', 'remit', 'arrive'] as const) await advanceOrder(t.app.ctx, id, event, 'system', event);
    await jobsSettled(t.app, payer.email);
    const sent = (await toPayer()).slice(0, (await toPayer()).length - before);
    expect(sent.filter((m) => m.channel === 'sms').map((m) => m.body.replace(/EP\d+/, 'N'))).toEqual([
      'EduPay: the payment of order N has arrived at the payee. Once the student system shows it, please confirm in My Orders.',
      'EduPay: the payment of order N has been remitted to the payee’s bank.',
      'EduPay: we received the payment for order N.',
    ]);
  });
});
