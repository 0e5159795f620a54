/**
 * Payments (issue 17 items 5-6): charging a stored quote through the provider, and applying what
 * the provider reports. Three doors lead to `applyOutcome` and it is the same for each: the signed
 * callback, the re-query job (a payment that never called back), and nothing else: the dev page and
 * the hosted pages act on the sandbox's books, which then call back like a real acquirer.
 *
 * Applying an outcome locks the payment row, skips a provider event already applied (unique event
 * id), refuses a move backwards or out of a final status (domain/payment-status.ts), and writes the
 * status with a payment_events row; on success the order moves to paid (settleQuote), in the same
 * transaction, so a success applied twice (callback and re-query racing) pays once.
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { minorToDecimal } from '../../domain/order-money';
import { isFinalPayment, paymentTransition, type PaymentStatus } from '../../domain/payment-status';
import { BusinessError } from '../../http/business-error';
import type { Locale } from '../../messages';
import type { ChargeState } from '../../providers/payment';
import * as orders from '../orders/repo';
import type { OrderOwner } from '../orders/repo';
import { actorOf } from '../orders/service';
import * as repo from './repo';
import type { PaymentRow } from './repo';
import { quoteForPayment, redeemQuotePoints, returnQuotePoints, settleQuote } from './service';

/** Where the hosted page sends the payer back: the app's result page (spec 001 section 2: /pay_result). */
const returnUrlOf = (paymentId: string) => `/pay_result?payment_id=${paymentId}`;

/**
 * payment_gateway, inside the idempotent call's transaction (`ctx.db` is it): charges exactly the
 * stored quote. The order row is locked, so two calls for one order go one at a time; an open
 * payment of the same quote and method is answered again rather than charged twice.
 */
export async function startPayment(ctx: AppContext, owner: OrderOwner, quoteId: string, locale: Locale): Promise<PaymentRow> {
  const tx = ctx.db;
  const now = ctx.now();
  const quote = await quoteForPayment(ctx, quoteId, owner, now, locale);
  const order = await orders.orderForUpdate(tx, quote.orderId);
  if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'quoteNotFound', {}, { field: 'quote_id' });
  const open = await repo.openPaymentOf(tx, quote.id, quote.method);
  if (open) return open;
  // The points leave the ledger now (a failure gives them back): two payments cannot spend them twice.
  if (owner.userId !== null) await redeemQuotePoints(tx, quote, owner.userId, now);
  const id = randomUUID();
  const created = await ctx.payments.create({ paymentId: id, method: quote.method, amountMinor: quote.totalMinor, currency: quote.payerCurrency, returnUrl: returnUrlOf(id) }, tx);
  const payment = await repo.insertPayment(tx, {
    id,
    orderId: quote.orderId,
    quoteId: quote.id,
    payer: actorOf(owner),
    method: quote.method,
    status: created.status,
    amountMinor: quote.totalMinor,
    currency: quote.payerCurrency,
    provider: ctx.payments.kind,
    providerRef: created.providerRef,
    redirectUrl: created.redirectUrl ?? null,
    qrCode: created.qrCode ?? null,
    reference: created.reference ?? null,
    instructions: created.instructions ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await repo.insertPaymentEvent(tx, { paymentId: id, fromStatus: null, toStatus: created.status, source: 'payment_gateway', providerEventId: null, createdAt: now });
  // If no callback ever comes (our server died between the provider's answer and our write), the job asks.
  await ctx.jobs.enqueueIn(tx, 'payment_requery', { payment_id: id }, { startAfterSeconds: ctx.limits.paymentRequerySeconds });
  return payment;
}

export type Applied = 'applied' | 'duplicate' | 'unchanged' | 'refused' | 'unknown';

/** Applies a provider's report of a charge (callback or re-query), once per provider event. */
export async function applyOutcome(ctx: AppContext, state: ChargeState, source: 'callback' | 'requery'): Promise<Applied> {
  const now = ctx.now();
  let refund: PaymentRow | null = null;
  const applied = await ctx.db.transaction(async (txn): Promise<Applied> => {
    const tx = txn as unknown as Db;
    const payment = await repo.paymentById(tx, state.paymentId, true);
    if (!payment || payment.providerRef !== state.providerRef) return 'unknown';
    if (await repo.providerEventSeen(tx, state.eventId)) return 'duplicate';
    const step = paymentTransition(payment.status, state.status);
    if (step.kind === 'same') return 'unchanged';
    if (step.kind === 'refused') return 'refused'; // late or backwards: never moves a payment back
    const quote = await repo.quoteById(tx, payment.quoteId);
    if (!quote) throw new Error(`payment ${payment.id}: quote ${payment.quoteId} vanished`);
    const order = await orders.orderForUpdate(tx, payment.orderId);
    // A second success for an order already paid (two tabs, two methods): the money goes back
    // (refunded after the commit: the provider is another system) and this payment ends canceled,
    // so an order has one succeeded payment (the database holds that too).
    const duplicate = step.to === 'succeeded' && ((order?.paidQuoteId != null && order.paidQuoteId !== quote.id) || (await repo.otherSuccessOf(tx, payment.orderId, payment.id)));
    const to: PaymentStatus = duplicate ? 'canceled' : step.to;
    const failureCode = duplicate ? 'refunded_order_already_paid' : state.failureCode;
    const updated = await repo.updatePayment(tx, payment.id, { status: to, brand: state.brand ?? payment.brand, last4: state.last4 ?? payment.last4, failureCode, updatedAt: now });
    await repo.insertPaymentEvent(tx, { paymentId: payment.id, fromStatus: step.from, toStatus: to, source, providerEventId: state.eventId, createdAt: now });
    if (duplicate) refund = updated;
    if (to === 'succeeded') await settleQuote(tx, quote, 'system', now);
    else if (isFinalPayment(to) && order?.userId != null && order.paidQuoteId !== quote.id) await returnQuotePoints(tx, quote, order.userId, now);
    return 'applied';
  });
  const duplicate = refund as PaymentRow | null;
  if (duplicate?.providerRef) await ctx.payments.refund(duplicate.providerRef, duplicate.amountMinor);
  return applied;
}

/**
 * The re-query job: asks the provider about a payment that has not reached a final status. A final
 * answer is applied like a callback (by the provider's event id: the callback arriving later is a
 * duplicate); otherwise the job comes back later, a bounded number of times.
 */
export async function requeryPayment(ctx: AppContext, paymentId: string): Promise<Applied | 'final' | 'pending'> {
  const payment = await repo.paymentById(ctx.db, paymentId);
  if (!payment) return 'unknown';
  if (isFinalPayment(payment.status)) return 'final';
  const state = payment.providerRef ? await ctx.payments.status(payment.providerRef) : null;
  if (state && state.status !== payment.status) return applyOutcome(ctx, state, 'requery');
  const tries = payment.requeries + 1;
  await ctx.jobs.transaction(async (tx, enqueue) => {
    await repo.updatePayment(tx, payment.id, { requeries: tries });
    if (tries < ctx.limits.paymentRequeryTries) await enqueue('payment_requery', { payment_id: payment.id }, { startAfterSeconds: ctx.limits.paymentRequerySeconds });
  });
  return 'pending';
}

/** The payer's payment, or 404 (unknown and another payer's answer the same). */
export async function ownedPayment(ctx: AppContext, owner: OrderOwner, paymentId: string): Promise<PaymentRow> {
  const payment = await repo.paymentById(ctx.db, paymentId);
  if (!payment || payment.payer !== actorOf(owner)) throw new BusinessError(STATUS.NOT_FOUND, 'paymentNotFound', {}, { field: 'payment_id' });
  return payment;
}

/** A payment as answers show it: what the payer may see (never a card number: brand and last four). */
export function paymentView(payment: PaymentRow, orderStatus: string) {
  return {
    payment_id: payment.id,
    order_id: payment.orderId,
    quote_id: payment.quoteId,
    method_id: payment.method,
    status: payment.status,
    amount: minorToDecimal(payment.amountMinor, payment.currency),
    amount_minor: payment.amountMinor.toString(),
    currency: payment.currency,
    redirect_url: payment.redirectUrl ?? '',
    qr_code: payment.qrCode ?? '',
    reference: payment.reference ?? '',
    instructions: (payment.instructions as Record<string, string> | null) ?? null,
    brand: payment.brand ?? '',
    last4: payment.last4 ?? '',
    failure_code: payment.failureCode ?? '',
    order_status: orderStatus,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
  };
}

export type PaymentView = ReturnType<typeof paymentView>;

/** pay_result: the payment's state and its order's (the result page polls it while the status is not final). */
export async function payResult(ctx: AppContext, owner: OrderOwner, paymentId: string) {
  const payment = await ownedPayment(ctx, owner, paymentId);
  const order = await orders.ownedOrder(ctx.db, owner, payment.orderId);
  return { ...paymentView(payment, order?.status ?? ''), final: isFinalPayment(payment.status as PaymentStatus) ? 1 : 0 };
}
