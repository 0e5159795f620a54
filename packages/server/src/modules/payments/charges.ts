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
import { isPayable, transition } from '../../domain/order-status';
import { isFinalPayment, paymentTransition, type PaymentStatus } from '../../domain/payment-status';
import { BusinessError } from '../../http/business-error';
import type { Locale } from '../../messages';
import type { ChargeState } from '../../providers/payment';
import * as orders from '../orders/repo';
import type { OrderOwner } from '../orders/repo';
import { actorOf } from '../orders/service/owner';
import * as repo from './repo';
import { partnerOrderOf } from '../partners/repo';
import type { PaymentRow } from './repo';
import { applyInstallmentOutcome, createInstallments, installmentView, planOf, refreshInstallments, type PlanInput } from './installments';

type InstallmentView = ReturnType<typeof installmentView>;
import { quoteForPayment, redeemQuotePoints, returnQuotePoints, settleQuote } from './service';
import { couponHeldBy, releasePaymentCoupon, reserveQuoteCoupon } from './coupon-holds';
import { raiseChargeMismatch } from './charge-mismatch';
import { openPriceChange, priceChangeOfPaymentView, priceOnArrival, topUpAcceptable, topUpArrived } from '../pricing/price-change';

/**
 * Where the hosted page sends the payer back: the app's result page (spec 001 section 2: /pay_result),
 * or for a partner's order the third-party result page, which then returns the payer to the partner.
 */
const returnUrlOf = (paymentId: string, partnerOrder: boolean) => `${partnerOrder ? '/result_third' : '/pay_result'}?payment_id=${paymentId}`;

/**
 * payment_gateway, inside the idempotent call's transaction (`ctx.db` is it): charges exactly the
 * stored quote. The order row is locked, so two calls for one order go one at a time; an open
 * payment of the same quote and method is answered again rather than charged twice.
 */
export async function startPayment(ctx: AppContext, owner: OrderOwner, quoteId: string, locale: Locale, plan: PlanInput | null = null): Promise<PaymentRow> {
  const tx = ctx.db;
  const now = ctx.now();
  const quote = await quoteForPayment(ctx, quoteId, owner, now, locale);
  const order = await orders.orderForUpdate(tx, quote.orderId);
  if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'quoteNotFound', {}, { field: 'quote_id' });
  const open = await repo.openPaymentOf(tx, quote.id, quote.method);
  if (open) return open;
  // Installments (bank transfer only): checked before anything is written.
  const amounts = plan && plan.length > 0 ? planOf(plan, quote) : null;
  const id = randomUUID();
  // The credits are this payment's from now on (a failure gives them back): the points leave the
  // ledger, the coupon is reserved for it; two payments cannot spend either twice.
  if (owner.userId !== null) await redeemQuotePoints(tx, quote, owner.userId, now);
  await reserveQuoteCoupon(tx, quote, id, now);
  // In installments the payment has no charge of its own: each installment is one (installments.ts).
  const created = amounts ? { status: 'requires_action' as const, providerRef: null } : await ctx.payments.create({ paymentId: id, method: quote.method, amountMinor: quote.totalMinor, currency: quote.payerCurrency, returnUrl: returnUrlOf(id, (await partnerOrderOf(tx, quote.orderId)) !== null) }, tx);
  const payment = await repo.insertPayment(tx, {
    id,
    orderId: quote.orderId,
    quoteId: quote.id,
    payer: actorOf(owner),
    method: quote.method,
    status: created.status,
    amountMinor: quote.totalMinor,
    currency: quote.payerCurrency,
    priceChangeId: quote.priceChangeId,
    provider: ctx.payments.kind,
    providerRef: created.providerRef,
    redirectUrl: 'redirectUrl' in created ? (created.redirectUrl ?? null) : null,
    qrCode: 'qrCode' in created ? (created.qrCode ?? null) : null,
    reference: 'reference' in created ? (created.reference ?? null) : null,
    instructions: 'instructions' in created ? (created.instructions ?? null) : null,
    createdAt: now,
    updatedAt: now,
  });
  await repo.insertPaymentEvent(tx, { paymentId: id, fromStatus: null, toStatus: created.status, source: 'payment_gateway', providerEventId: null, createdAt: now });
  // If no callback ever comes (our server died between the provider's answer and our write), the job asks.
  await ctx.jobs.enqueueIn(tx, 'payment_requery', { payment_id: id }, { startAfterSeconds: ctx.limits.paymentRequerySeconds });
  if (!amounts) return payment;
  // The account is the same for every installment: the payment shows it once, each installment its own reference.
  const [first] = await createInstallments(ctx, tx, payment, amounts, now);
  return repo.updatePayment(tx, id, { instructions: first?.instructions ?? null });
}

/** A charge to give back after the commit (the provider is another system), with the key that makes it once. */
export interface ChargeRefund {
  readonly providerRef: string;
  readonly amountMinor: bigint;
  readonly key: string;
}

export type Applied = 'applied' | 'duplicate' | 'unchanged' | 'refused' | 'unknown' | 'mismatch';

/** What a payment is told: a provider's report, or the sum of its installments. */
export interface PaymentMove {
  readonly to: PaymentStatus;
  readonly brand?: string | null;
  readonly last4?: string | null;
  readonly failureCode: string | null;
  readonly eventId: string | null;
}

/**
 * Moves a locked payment through the payment machine inside the caller's transaction, with its
 * event row; on success the order is paid (settleQuote), on a final failure the points and the
 * coupon go back.
 * Answers what happened and the payment to refund after the commit (a second success of an order, or
 * money for an order that can no longer take it).
 */
export async function movePayment(ctx: AppContext, tx: Db, payment: PaymentRow, move: PaymentMove, source: string, now: Date): Promise<{ applied: Applied; refund: PaymentRow | null }> {
  const step = paymentTransition(payment.status, move.to);
  if (step.kind === 'same') return { applied: 'unchanged', refund: null };
  if (step.kind === 'refused') return { applied: 'refused', refund: null }; // late or backwards: never moves a payment back
  const quote = await repo.quoteById(tx, payment.quoteId);
  if (!quote) throw new Error(`payment ${payment.id}: quote ${payment.quoteId} vanished`);
  const order = await orders.orderForUpdate(tx, payment.orderId);
  // A price change's top-up (modules/pricing) is not the order's payment: it is taken while the
  // change awaits the choice, and given back like a duplicate once the change was decided.
  const topUp = payment.priceChangeId !== null;
  const topUpLate = topUp && step.to === 'succeeded' && !(await topUpAcceptable(tx, payment.priceChangeId ?? '', now));
  // A second success for an order already paid (two tabs, two methods): the money goes back
  // (refunded after the commit: the provider is another system) and this payment ends canceled,
  // so an order has one succeeded payment (the database holds that too).
  const duplicate = !topUp && step.to === 'succeeded' && ((order?.paidQuoteId != null && order.paidQuoteId !== quote.id) || (await repo.otherSuccessOf(tx, payment.orderId, payment.id)));
  // Money that arrives for an order that cannot take it any more (the payer cancelled after
  // starting a transfer, it closed itself unpaid, staff put it on hold): the order machine refuses
  // payment_succeeded there, so the money goes back the same way rather than sit unapplied.
  const unpayable = !topUp && step.to === 'succeeded' && !duplicate && order !== null && order.paidQuoteId !== quote.id && !transition(order, 'payment_succeeded').ok;
  // A payment whose quote counted a coupon it does not hold (started before coupons were reserved,
  // and the coupon moved on) was charged a discount that is not its own: it is given back, not kept.
  const creditLost = !topUp && step.to === 'succeeded' && !duplicate && !unpayable && order?.paidQuoteId !== quote.id && !(await couponHeldBy(tx, quote, payment.id));
  const refused = duplicate || unpayable || topUpLate || creditLost;
  const to: PaymentStatus = refused ? 'canceled' : step.to;
  const failureCode = duplicate ? 'refunded_order_already_paid' : unpayable ? 'refunded_order_not_payable' : topUpLate ? 'refunded_price_change_closed' : creditLost ? 'refunded_credit_not_reserved' : move.failureCode;
  const updated = await repo.updatePayment(tx, payment.id, { status: to, brand: move.brand ?? payment.brand, last4: move.last4 ?? payment.last4, failureCode, updatedAt: now });
  await repo.insertPaymentEvent(tx, { paymentId: payment.id, fromStatus: step.from, toStatus: to, source, providerEventId: move.eventId, createdAt: now });
  if (to === 'succeeded' && topUp) await topUpArrived(ctx, tx, updated, now);
  else if (to === 'succeeded') {
    // Money that arrived after its quote expired is priced again (an installment plan keeps its quote's rate).
    const found = source === 'installments' || order?.paidQuoteId === quote.id ? null : await priceOnArrival(ctx, tx, quote, now);
    await settleQuote(ctx, tx, quote, payment.id, 'system', found ? { holdUntil: found.decideBy } : null);
    if (found) await openPriceChange(ctx, tx, updated, quote, found, now);
  } else if (isFinalPayment(to) && order?.paidQuoteId !== quote.id) {
    if (order?.userId != null) await returnQuotePoints(tx, quote, order.userId, now);
    await releasePaymentCoupon(tx, quote, payment.id, order !== null && isPayable(order.status), now);
  }
  return { applied: 'applied', refund: refused ? updated : null };
}

/**
 * Applies a provider's report of a charge (callback or re-query), once per provider event. The
 * charge is a payment's or, for a payment in installments, one installment's (installments.ts).
 */
export async function applyOutcome(ctx: AppContext, state: ChargeState, source: 'callback' | 'requery' | 'refresh'): Promise<Applied> {
  const now = ctx.now();
  // Checked before anything is locked (it may ask the provider): a report naming a payment with a
  // charge, amount or currency that is not that payment's moves nothing and refunds nothing.
  const named = await repo.paymentById(ctx.db, state.paymentId);
  const mismatch = named ? await chargeMismatch(ctx, named, state) : null;
  if (named && mismatch) {
    await raiseChargeMismatch(ctx, { paymentId: named.id, providerRef: state.providerRef, reason: mismatch, reported: { amountMinor: state.amountMinor, currency: state.currency, status: state.status }, source });
    return 'mismatch';
  }
  const refunds: ChargeRefund[] = [];
  const applied = await ctx.db.transaction(async (txn): Promise<Applied> => {
    const tx = txn as unknown as Db;
    const payment = await repo.paymentById(tx, state.paymentId, true);
    if (!payment) {
      const result = await applyInstallmentOutcome(ctx, tx, state, source, now);
      refunds.push(...result.refunds);
      return result.applied;
    }
    if (payment.providerRef !== state.providerRef) {
      // The payment was paid by other funds (an unmatched transfer attached by finance, modules/transfers):
      // money that still arrives on the charge the payer was first given goes back, keyed by that charge.
      if (state.status === 'succeeded' && payment.providerRef !== null) refunds.push({ providerRef: state.providerRef, amountMinor: payment.amountMinor, key: `charge:${state.providerRef}` });
      return 'unknown';
    }
    if (await repo.providerEventSeen(tx, state.eventId)) return 'duplicate';
    const moved = await movePayment(ctx, tx, payment, { to: state.status, brand: state.brand, last4: state.last4, failureCode: state.failureCode, eventId: state.eventId }, source, now);
    if (moved.refund?.providerRef) refunds.push({ providerRef: moved.refund.providerRef, amountMinor: moved.refund.amountMinor, key: `payment:${moved.refund.id}` });
    return moved.applied;
  });
  // Keyed by the charge: a callback and a re-query both getting here refund once.
  for (const refund of refunds) await ctx.payments.refund(refund.providerRef, refund.amountMinor, { key: refund.key });
  return applied;
}

/**
 * Why a report about `state`'s charge cannot be about `payment`, or null when it can: its amount or
 * currency is not the payment's, or the charge is not the payment's own. A charge other than the
 * payment's current one is its own only when the provider's books say it was created for this
 * payment with its amount and currency (the charge the payer was first given, before finance
 * attached other funds: modules/transfers); another payment's charge or funds waiting for finance
 * never are. Before, such a callback refunded another payer's charge while our books kept it paid.
 */
async function chargeMismatch(ctx: AppContext, payment: PaymentRow, state: ChargeState): Promise<'amount' | 'currency' | 'charge' | null> {
  if (state.currency !== payment.currency) return 'currency';
  if (state.amountMinor !== payment.amountMinor) return 'amount';
  if (payment.providerRef === state.providerRef || payment.providerRef === null) return null;
  const charge = await ctx.payments.status(state.providerRef);
  return charge && charge.paymentId === payment.id && charge.amountMinor === payment.amountMinor && charge.currency === payment.currency ? null : 'charge';
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
  // A payment in installments has no charge of its own: its installments are asked instead.
  if (payment.providerRef === null && (await repo.installmentsOf(ctx.db, payment.id)).length > 0) {
    await refreshInstallments(ctx, payment, 'requery');
    const after = await repo.paymentById(ctx.db, paymentId);
    if (after && isFinalPayment(after.status)) return 'final';
    const tries = payment.requeries + 1;
    await ctx.jobs.transaction(async (tx, enqueue) => {
      await repo.updatePayment(tx, payment.id, { requeries: tries });
      if (tries < ctx.limits.paymentRequeryTries) await enqueue('payment_requery', { payment_id: payment.id }, { startAfterSeconds: ctx.limits.paymentRequerySeconds });
    });
    return 'pending';
  }
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
export function paymentView(payment: PaymentRow, orderStatus: string, installments: readonly InstallmentView[] = []) {
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
    installments: [...installments],
  };
}

/** The payment's installments as the payer sees them (none unless paid in installments). */
export async function installmentViews(ctx: AppContext, payment: PaymentRow, purposes: unknown, locale: Locale): Promise<InstallmentView[]> {
  const rows = await repo.installmentsOf(ctx.db, payment.id);
  const purpose = Array.isArray(purposes) ? purposes.join(', ') : '';
  return rows.map((row) => installmentView(row, locale, purpose));
}

export type PaymentView = ReturnType<typeof paymentView>;

/**
 * pay_result: the payment's state and its order's (the result page polls it while the status is not
 * final), and the price change it opened: money that arrived after its quote expired, with the price
 * moved past the threshold, succeeded at the provider but did not pay the order, which waits for the
 * payer's choice (top up or refund) until `decide_by`. The page says that, never "paid".
 */
export async function payResult(ctx: AppContext, owner: OrderOwner, paymentId: string, locale: Locale = 'en') {
  const payment = await ownedPayment(ctx, owner, paymentId);
  const order = await orders.ownedOrder(ctx.db, owner, payment.orderId);
  const installments = await installmentViews(ctx, payment, (order?.payment as { purposes?: unknown } | undefined)?.purposes, locale);
  return {
    ...paymentView(payment, order?.status ?? '', installments),
    final: isFinalPayment(payment.status as PaymentStatus) ? 1 : 0,
    price_change: await priceChangeOfPaymentView(ctx.db, payment.id),
  };
}
