/** The payments tests' common start: an app, the seeded demo payer logged in, a second payer, the sandbox provider. */
import { expect } from 'vitest';
import { DEMO_PAYER_PHONE } from '../../src/modules/payments/seed';
import type { SandboxProvider } from '../../src/providers/payment';
import type { Limits } from '../../src/config';
import { eq } from 'drizzle-orm';
import { quotes } from '../../src/db/schema';
import { settleQuote } from '../../src/modules/payments/service';
import { Client, createTestApp, type Envelope, type TestApp } from './app';
import { registeredUser, smsLogin } from './flows';
import { placeOrder } from './orders';

export interface PaymentsTestApp {
  t: TestApp;
  /** The demo payer (seeded orders, historical points). */
  demo: Client;
  /** A second payer: every call that takes an id is tried with them too. */
  other: Client;
  sandbox: SandboxProvider;
}

/** Quotes are rate-limited per order and hour in production; the tests make many. */
export async function paymentsTestApp(limits: Partial<Limits> = {}): Promise<PaymentsTestApp> {
  const t = await createTestApp({ limits: { quotesPerOrderPerHour: 1000, ...limits } });
  const demo = new Client(t.app);
  expect((await smsLogin(t, demo, DEMO_PAYER_PHONE.phone)).status_code).toBe(200);
  const other = (await registeredUser(t)).client;
  return { t, demo, other, sandbox: t.app.ctx.sandbox! };
}

/** Fresh Idempotency-Key values, unique across test files sharing a database. */
export function idempotencyKeys(prefix: string): () => string {
  let keys = 0;
  return () => `${prefix}-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Marks an order paid as the acquirer's success does (settleQuote, the step a payment callback ends in),
 * on a fresh card quote: for tests about what follows a payment, where the documents a real payment
 * needs first are beside the point.
 */
export async function settleByCard(t: TestApp, client: Client, orderId: string): Promise<void> {
  const quote = await client.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card' });
  expect(quote.status_code, quote.message).toBe(200);
  const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.data.quote_id));
  const paid = await t.database.db.transaction(async (tx) => settleQuote(t.app.ctx, tx as never, row!, `test-payment-${orderId}`, 'system'));
  expect(paid.status).toBe('paid');
}

/**
 * An order of `client` placed and paid with `method` (bank transfer by default), the sandbox telling
 * the money arrived: its id, the payment's id and what was captured (minor units).
 */
export async function paidOrder(t: TestApp, client: Client, key: string, method = 'transfer'): Promise<{ orderId: string; paymentId: string; captured: bigint }> {
  const orderId = await placeOrder(t, client);
  const quote = await client.post('/api/order/payment_estimate', { order_id: orderId, method_id: method, full_arrival: 0 });
  expect(quote.status_code, quote.message).toBe(200);
  const started = (await client.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: quote.data.quote_id }, headers: { 'idempotency-key': key } })).json() as Envelope;
  expect(started.status_code, started.message).toBe(200);
  const done = await t.app.inject({ method: 'POST', url: '/dev/sandbox/complete', remoteAddress: '127.0.0.1', payload: { payment_id: started.data.payment_id, outcome: 'succeeded' } });
  expect(done.json().status_code).toBe(200);
  return { orderId, paymentId: String(started.data.payment_id), captured: BigInt(started.data.amount_minor) };
}
