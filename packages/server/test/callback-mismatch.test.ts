/**
 * A signed callback that names one payment with another's charge, amount or currency moves nothing
 * and refunds nothing, and finance is told. The probe that found it: a callback for payment U
 * carrying payment V's charge made us refund V (108,269.11 CNY) at the acquirer while our books
 * kept V paid. The callback's claims are checked against the payment and the provider's books.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { opsAlerts, orders, payments, sandboxCharges } from '../src/db/schema';
import { signCallback, SIGNATURE_HEADER } from '../src/domain/callback-signature';
import { sandboxCallbackSecret, type SandboxProvider } from '../src/providers/payment';
import type { Client, Envelope, TestApp } from './helpers/app';
import { idempotencyKeys, paymentsTestApp } from './helpers/payments';
import { placeOrder } from './helpers/orders';

let t: TestApp;
let demo: Client;
let sandbox: SandboxProvider;
beforeAll(async () => {
  ({ t, demo, sandbox } = await paymentsTestApp());
}, 120_000);
afterAll(async () => t?.close());

const newKey = idempotencyKeys('callback-mismatch');

/** A started card payment of a new order of the demo payer. */
async function startedPayment() {
  const orderId = await placeOrder(t, demo);
  const quote = await demo.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card', full_arrival: 0, use_points: 0 });
  const started = (await demo.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: quote.data.quote_id }, headers: { 'idempotency-key': newKey() } })).json() as Envelope;
  expect(started.status_code, started.message).toBe(200);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, started.data.payment_id));
  return { orderId, payment: row! };
}

const chargeOf = async (ref: string) => (await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, ref)))[0]!;
const paymentOf = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const orderStatus = async (id: string) => (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

/** What the acquirer signs: a charge.updated event, here with whatever the attacker chose. */
async function signedCallback(data: { provider_ref: string; payment_id: string; status: string; amount_minor: string; currency: string }) {
  const body = JSON.stringify({ id: `evt_probe_${Math.random().toString(36).slice(2)}`, type: 'charge.updated', data: { ...data, brand: null, last4: null, failure_code: null } });
  const signature = signCallback(sandboxCallbackSecret(t.app.ctx.secret), body, t.clock.now);
  const response = await t.app.inject({ method: 'POST', url: '/api/order/payment_callback', payload: body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature } });
  return response.json() as Envelope;
}

describe("a callback naming one payment with another's charge", () => {
  it("refunds nothing and moves nothing: V stays paid and unrefunded, U stays open; finance gets an alert", async () => {
    const u = await startedPayment();
    const v = await startedPayment();
    await sandbox.complete(v.payment.providerRef!, 'succeeded');
    expect((await paymentOf(v.payment.id)).status).toBe('succeeded');
    const answer = await signedCallback({ provider_ref: v.payment.providerRef!, payment_id: u.payment.id, status: 'succeeded', amount_minor: v.payment.amountMinor.toString(), currency: v.payment.currency });
    expect(answer).toMatchObject({ status_code: 200, data: { result: 'mismatch' } });
    expect((await chargeOf(v.payment.providerRef!)).refundedMinor).toBe(0n);
    expect((await paymentOf(v.payment.id)).status).toBe('succeeded');
    expect(await orderStatus(v.orderId)).toBe('paid');
    expect((await paymentOf(u.payment.id)).status).toBe('requires_action');
    expect(await orderStatus(u.orderId)).toBe('awaiting_payment');
    const [alert] = await t.database.db.select().from(opsAlerts).where(eq(opsAlerts.subject, `payment:${u.payment.id}`));
    expect(alert).toMatchObject({ kind: 'charge_mismatch', detail: expect.objectContaining({ reason: 'charge', provider_ref: v.payment.providerRef }) });
  });

  it("a payment's own charge reported with another amount or currency is refused, not applied", async () => {
    const u = await startedPayment();
    const ref = u.payment.providerRef!;
    const cheaper = await signedCallback({ provider_ref: ref, payment_id: u.payment.id, status: 'succeeded', amount_minor: '100', currency: u.payment.currency });
    expect(cheaper).toMatchObject({ status_code: 200, data: { result: 'mismatch' } });
    const otherCurrency = await signedCallback({ provider_ref: ref, payment_id: u.payment.id, status: 'succeeded', amount_minor: u.payment.amountMinor.toString(), currency: 'INR' });
    expect(otherCurrency).toMatchObject({ status_code: 200, data: { result: 'mismatch' } });
    expect((await paymentOf(u.payment.id)).status).toBe('requires_action');
    expect(await orderStatus(u.orderId)).toBe('awaiting_payment');
    // The true report still applies.
    await sandbox.complete(ref, 'succeeded');
    expect((await paymentOf(u.payment.id)).status).toBe('succeeded');
  });

  it('a callback without the amount and currency is malformed (the acquirer always sends them)', async () => {
    const u = await startedPayment();
    const body = JSON.stringify({ id: 'evt_no_amount', type: 'charge.updated', data: { provider_ref: u.payment.providerRef, payment_id: u.payment.id, status: 'succeeded', brand: null, last4: null, failure_code: null } });
    const response = await t.app.inject({ method: 'POST', url: '/api/order/payment_callback', payload: body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(sandboxCallbackSecret(t.app.ctx.secret), body, t.clock.now) } });
    expect(response.json()).toMatchObject({ status_code: 400, data: { field: 'EduPay-Signature', reason: 'malformed' } });
    expect((await paymentOf(u.payment.id)).status).toBe('requires_action');
  });
});
