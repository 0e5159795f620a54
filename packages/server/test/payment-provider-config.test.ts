/**
 * The payment provider is chosen by configuration (issue 17 item 5, production gap): the sandbox
 * acquirer in development and tests, never in production. Production with no real acquirer
 * configured keeps serving, and payment_gateway refuses clearly (414 with a message; no payment row,
 * no points taken) instead of handing out /dev/sandbox pages.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@edupay/forms/contract';
import { paymentProviderFromEnv } from '../src/config';
import { payments, pointsEntries } from '../src/db/schema';
import { DEMO_PAYER_PHONE } from '../src/modules/payments/seed';
import { Client, createTestApp, siblingApp, type Envelope, type TestApp } from './helpers/app';
import { smsLogin } from './helpers/flows';
import { placeOrder } from './helpers/orders';

describe('PAYMENT_PROVIDER', () => {
  it.each([
    [{}, 'sandbox'],
    [{ PAYMENT_PROVIDER: 'sandbox' }, 'sandbox'],
    [{ PAYMENT_PROVIDER: 'none' }, 'none'],
    [{ NODE_ENV: 'production' }, 'none'],
    // The sandbox moves no money: production never runs it, whatever is asked.
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, 'none'],
  ])('%o chooses %s', (env, choice) => expect(paymentProviderFromEnv(env as NodeJS.ProcessEnv)).toBe(choice));

  it('refuses a name it does not know at start, outside production', () => {
    expect(() => paymentProviderFromEnv({ PAYMENT_PROVIDER: 'stripe' } as NodeJS.ProcessEnv)).toThrow(/PAYMENT_PROVIDER must be sandbox or none/);
  });
});

let base: TestApp;
let token: string | undefined;
beforeAll(async () => {
  base = await createTestApp({ limits: { quotesPerOrderPerHour: 1000 } });
  // One login (through the development outbox), used by each configured app: sessions live in the database.
  const login = new Client(base.app);
  expect((await smsLogin(base, login, DEMO_PAYER_PHONE.phone)).status_code).toBe(200);
  token = login.token;
}, 120_000);
afterAll(async () => base?.close());

// Production asking for the sandbox (a misconfiguration) gets no sandbox either.
for (const config of [{ production: true, paymentProvider: 'sandbox' }, { paymentProvider: 'none' }]) {
  describe(`no payment provider (${JSON.stringify(config)})`, () => {
    let t: TestApp;
    let demo: Client;
    beforeAll(async () => {
      // The same database, served by an app configured so (the server keeps serving everything else).
      t = { ...base, app: await siblingApp(base, config) };
      demo = new Client(t.app);
      demo.token = token;
    }, 120_000);
    afterAll(async () => t?.app.close());

    it('has no sandbox and its pages are absent', async () => {
      expect(t.app.ctx.sandbox).toBeNull();
      expect(t.app.ctx.payments.kind).toBe('none');
      const page = await t.app.inject({ method: 'POST', url: '/dev/sandbox/complete', remoteAddress: '127.0.0.1', payload: { payment_id: 'x', outcome: 'succeeded' } });
      expect(page.statusCode).toBe(404);
    });

    it('payment_gateway refuses clearly: no payment, no points taken, the order stays payable', async () => {
      const orderId = await placeOrder(t, demo);
      const estimate = await demo.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card', use_points: 1 });
      expect(estimate.status_code, estimate.message).toBe(200);
      expect(estimate.data.points_used).toBeGreaterThan(0);
      const before = await t.database.db.select().from(pointsEntries);
      const answer = (await demo.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: estimate.data.quote_id }, headers: { 'idempotency-key': `none-${Math.random()}` } })).json() as Envelope;
      expect(answer.status_code).toBe(STATUS.SEND_FAILED);
      expect(answer.message).toMatch(/Online payment is not available/);
      expect(answer.data).toMatchObject({ field: 'quote_id', reason: 'no_payment_provider' });
      expect(await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
      expect(await t.database.db.select().from(pointsEntries)).toHaveLength(before.length);
      const detail = await demo.get('/api/order/payment_detail', { order_id: orderId });
      expect(detail.status_code).toBe(200);
    });

    it('refuses every callback (nothing can be signed for it)', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/order/payment_callback', payload: '{}', headers: { 'content-type': 'application/json', 'edupay-signature': 't=1,v1=00' } });
      expect(response.json().status_code).toBe(STATUS.INVALID);
    });
  });
}
