/**
 * Price changes (issue 17 item 8; spec 001 section 4 "Quote expiry"; domain/price-change.ts).
 *
 * When the provider reports a payment succeeded, `priceOnArrival` (in that transaction) compares the
 * expired quote's price of the foreign amount with today's; past the threshold the order moves to
 * `price_changed` (order machine `price_change_found`: an order_events row, the payer told by SMS and
 * e-mail) instead of `paid`, a `price_changes` row records both prices, and a `price_change_expire`
 * job is enqueued for the end of the window. Then the payer chooses (`price_change_choice`):
 * - refund: the whole payment goes back through the provider (modules/refunds `requestRefundIn`,
 *   reason `price_change`, no fee: the price moved, not the payer's mind), order `choose_refund`;
 * - top up: a quote for the difference (line `price_difference`, valid until the window ends) paid
 *   with `payment_gateway` like any quote (Idempotency-Key); its success (`topUpArrived`) moves the
 *   order on as paid (`top_up_paid`).
 * No choice by the end: the job refunds as if the payer had chosen it (actor `system`).
 * A top-up that arrives after the change was decided is refunded like a duplicate payment.
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { convertMinor, currencyExponent, parseDecimal } from '../../domain/fx-rate';
import { minorToDecimal } from '../../domain/order-money';
import { methodsFor, type PaymentMethod } from '../../domain/payment-methods';
import { choiceDeadline, priceChangeTransition, priceVerdict, PRICE_CHANGE_THRESHOLD_CNY_MINOR, windowOpen, type PriceChangeEvent } from '../../domain/price-change';
import { quoteLive } from '../../domain/quote-expiry';
import { remittanceDay } from '../../domain/trading-hours';
import { BusinessError } from '../../http/business-error';
import type { Locale } from '../../messages';
import { quoteRate } from '../fx/service';
import { advanceIn, enqueueInto } from '../orders/lifecycle';
import * as orders from '../orders/repo';
import type { OrderOwner } from '../orders/repo';
import { actorOf } from '../orders/service/owner';
import type { PaymentRow, QuoteRow } from '../payments/repo';
import * as payments from '../payments/repo';
import { fromCny } from '../payments/cny-prices';
import { linesOf, quoteView } from '../payments/quote-view';
import { requestRefundIn, submitSoon } from '../refunds/service';
import * as repo from './repo';
import type { PriceChangeRow } from './repo';

/** What a quote charged for the foreign amount: its principal and institution-surcharge lines (fees are not the rate's). */
export function quotedForeignMinor(quote: QuoteRow): bigint {
  return linesOf(quote)
    .filter((l) => l.kind === 'principal' || l.kind === 'institution_surcharge')
    .reduce((sum, l) => sum + l.amountMinor, 0n);
}

export interface FoundChange {
  readonly quotedMinor: bigint;
  readonly todayMinor: bigint;
  readonly differenceMinor: bigint;
  readonly thresholdMinor: bigint;
  readonly todayRate: string;
  readonly decideBy: Date;
}

/**
 * In the transaction that applies a success: whether the quote had expired when the money arrived
 * and today's price of its foreign amount is more than the threshold above what it charged. Null:
 * the order is paid as usual (the quote held, the move is within the threshold or in the payer's
 * favour, or no rate applies: a payer in the payee's currency).
 */
export async function priceOnArrival(ctx: AppContext, tx: Db, quote: QuoteRow, now: Date): Promise<FoundChange | null> {
  if (quoteLive(quote.expiresAt, now) || quote.payerCurrency === quote.foreignCurrency) return null;
  const inTx = { ...ctx, db: tx };
  const rate = await quoteRate(inTx, quote.payerCurrency, quote.foreignCurrency);
  const fromExp = currencyExponent(quote.foreignCurrency);
  const toExp = currencyExponent(quote.payerCurrency);
  // Converted line by line, like the quote's own principal and surcharge (computeQuote): the same rounding.
  const todayMinor = convertMinor(quote.foreignAmountMinor, rate.payer, fromExp, toExp) + (quote.foreignSurchargeMinor > 0n ? convertMinor(quote.foreignSurchargeMinor, rate.payer, fromExp, toExp) : 0n);
  const quotedMinor = quotedForeignMinor(quote);
  const thresholdMinor = await fromCny(inTx, PRICE_CHANGE_THRESHOLD_CNY_MINOR, quote.payerCurrency);
  const verdict = priceVerdict({ quoteExpiresAt: quote.expiresAt, arrivedAt: now, quotedMinor, todayMinor, thresholdMinor });
  if (verdict.kind !== 'price_changed') return null;
  return { quotedMinor, todayMinor, differenceMinor: verdict.differenceMinor, thresholdMinor, todayRate: rate.payerText, decideBy: choiceDeadline(now) };
}

/** After settleQuote moved the order to price_changed: the change's row and the job that ends its window. */
export async function openPriceChange(ctx: AppContext, tx: Db, payment: PaymentRow, quote: QuoteRow, found: FoundChange, now: Date): Promise<PriceChangeRow> {
  const change = await repo.insertPriceChange(tx, {
    id: randomUUID(),
    orderId: payment.orderId,
    paymentId: payment.id,
    quoteId: quote.id,
    status: 'awaiting_choice',
    currency: quote.payerCurrency,
    quotedMinor: found.quotedMinor,
    todayMinor: found.todayMinor,
    differenceMinor: found.differenceMinor,
    thresholdMinor: found.thresholdMinor,
    quotedRate: quote.rate,
    todayRate: found.todayRate,
    decideBy: found.decideBy,
    createdAt: now,
  });
  const seconds = Math.max(1, Math.ceil((found.decideBy.getTime() - now.getTime()) / 1000));
  await ctx.jobs.enqueueIn(tx, 'price_change_expire', { price_change_id: change.id }, { startAfterSeconds: seconds });
  return change;
}

/** Moves a locked change through its table; refused (411) when it was decided already. */
async function moveChange(tx: Db, change: PriceChangeRow, event: PriceChangeEvent, actor: string, now: Date, extra: Partial<PriceChangeRow> = {}): Promise<PriceChangeRow> {
  const to = priceChangeTransition(change.status, event);
  if (!to) throw new BusinessError(STATUS.CONFLICT, 'priceChangeNotOpen', {}, { field: 'order_id', status: change.status });
  return repo.updatePriceChange(tx, change.id, { status: to, decidedAt: now, decidedBy: actor, ...extra });
}

/**
 * For a top-up payment whose success is being applied (movePayment): whether the change still takes
 * it (awaiting the choice, window open). The change row is locked, so the window's job and the
 * top-up cannot both win.
 */
export async function topUpAcceptable(tx: Db, priceChangeId: string, now: Date): Promise<boolean> {
  const change = await repo.priceChangeById(tx, priceChangeId, true);
  return change !== null && change.status === 'awaiting_choice' && windowOpen(change.decideBy, now);
}

/** The top-up arrived in time: the change is topped up and the order goes on as paid (top_up_paid). */
export async function topUpArrived(ctx: AppContext, tx: Db, payment: PaymentRow, now: Date): Promise<void> {
  const change = await repo.priceChangeById(tx, payment.priceChangeId ?? '', true);
  if (!change) throw new Error(`payment ${payment.id}: price change vanished`);
  await moveChange(tx, change, 'top_up_paid', 'system', now);
  await advanceIn(ctx, tx, enqueueInto(ctx, tx), change.orderId, 'top_up_paid', 'system', `top-up ${payment.id}`);
}

/** The top-up quote: one line, the difference, at the rate found; valid until the window ends. */
async function topUpQuote(tx: Db, change: PriceChangeRow, original: QuoteRow, method: PaymentMethod, payer: string, now: Date): Promise<QuoteRow> {
  const { remitOn, sameDay } = remittanceDay(now);
  const rate = parseDecimal(change.todayRate);
  if (!rate) throw new Error(`price change ${change.id}: rate ${change.todayRate} unreadable`);
  return payments.insertQuote(tx, {
    id: randomUUID(),
    orderId: change.orderId,
    payer,
    method,
    foreignCurrency: original.foreignCurrency,
    foreignAmountMinor: original.foreignAmountMinor,
    foreignSurchargeMinor: original.foreignSurchargeMinor,
    payerCurrency: change.currency,
    payerAmountMinor: change.differenceMinor,
    rate: change.todayRate,
    rateNumerator: rate.numerator.toString(),
    rateDenominator: rate.denominator.toString(),
    midRate: original.midRate,
    spreadBps: original.spreadBps,
    ratesAsOf: now.toISOString().slice(0, 10),
    lines: [{ kind: 'price_difference', effect: 'charge', amount_minor: change.differenceMinor.toString() }],
    totalMinor: change.differenceMinor,
    fullArrival: false,
    priority: false,
    couponId: null,
    pointsUsed: 0,
    remitOn,
    sameDay,
    priceChangeId: change.id,
    createdAt: now,
    expiresAt: change.decideBy,
  });
}

export type PriceChoice = 'refund' | 'top_up';

/**
 * price_change_choice: the payer's choice for their order in price_changed. `refund` asks the
 * provider for the whole payment back (answered after the commit); `top_up` answers the quote for
 * the difference (one per method; the same again when asked twice) to pay with payment_gateway.
 */
export async function choosePriceChange(ctx: AppContext, owner: OrderOwner, orderId: string, choice: PriceChoice, method: PaymentMethod | null, locale: Locale, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const actor = actorOf(owner);
  const result = await ctx.jobs.transaction(async (tx) => {
    const now = ctx.now();
    const order = await orders.ownedOrder(tx, owner, orderId, true);
    if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
    const change = await repo.priceChangeOfOrder(tx, order.id, true);
    if (!change || change.status !== 'awaiting_choice') throw new BusinessError(STATUS.CONFLICT, 'priceChangeNotOpen', {}, { field: 'order_id' });
    if (!windowOpen(change.decideBy, now)) throw new BusinessError(STATUS.EXPIRED, 'priceChangeWindowPassed', {}, { field: 'order_id' });
    if (choice === 'refund') {
      const { refund } = await requestRefundIn(ctx, tx, { orderId: order.id, reason: 'price_change', note: 'payer chose the refund', waiveFee: false, amountMinor: null, actor, orderEvent: 'choose_refund' });
      await moveChange(tx, change, 'choose_refund', actor, now, { refundId: refund.id });
      return { refundId: refund.id, quote: null };
    }
    const original = await payments.quoteById(tx, change.quoteId);
    if (!original) throw new Error(`price change ${change.id}: quote vanished`);
    const chosen = method ?? original.method;
    if (!methodsFor(change.currency).includes(chosen)) throw new BusinessError(STATUS.INVALID, 'methodNotAvailable', {}, { field: 'method_id' });
    const existing = change.topUpQuoteId ? await payments.quoteById(tx, change.topUpQuoteId) : null;
    if (existing && existing.method === chosen) return { refundId: null, quote: existing };
    const quote = await topUpQuote(tx, change, original, chosen, actor, now);
    await repo.updatePriceChange(tx, change.id, { topUpQuoteId: quote.id });
    return { refundId: null, quote };
  });
  if (result.refundId) await submitSoon(ctx, result.refundId, log);
  const change = await repo.priceChangeOfOrder(ctx.db, orderId);
  return { price_change: change ? priceChangeView(change) : null, top_up_quote: result.quote ? quoteView(result.quote, locale, ctx.now()) : null };
}

/**
 * The price_change_expire job: at the end of the window, a change still awaiting the choice is
 * refunded (system). Decided ones, and a job run early, change nothing: safe to run twice.
 */
export async function expirePriceChange(ctx: AppContext, priceChangeId: string, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<'refunded' | 'kept'> {
  const refundId = await ctx.jobs.transaction(async (tx) => {
    const now = ctx.now();
    const change = await repo.priceChangeById(tx, priceChangeId, true);
    if (!change || change.status !== 'awaiting_choice' || windowOpen(change.decideBy, now)) return null;
    const { refund } = await requestRefundIn(ctx, tx, { orderId: change.orderId, reason: 'price_change', note: 'no choice within the window', waiveFee: false, amountMinor: null, actor: 'system', orderEvent: 'choose_refund' });
    await moveChange(tx, change, 'window_passed', 'system', now, { refundId: refund.id });
    return refund.id;
  });
  if (!refundId) return 'kept';
  await submitSoon(ctx, refundId, log);
  return 'refunded';
}

/** The change `paymentId` opened (it arrived after its quote expired and the price moved), as the payer reads it; null for any other payment. */
export async function priceChangeOfPaymentView(db: Db, paymentId: string) {
  const change = await repo.priceChangeOfPayment(db, paymentId);
  return change ? priceChangeView(change) : null;
}

/** A change as the payer and staff read it: both prices, the difference, the deadline. */
export function priceChangeView(change: PriceChangeRow) {
  const money = (minor: bigint) => minorToDecimal(minor, change.currency);
  return {
    price_change_id: change.id,
    status: change.status,
    currency: change.currency,
    quoted_amount: money(change.quotedMinor),
    today_amount: money(change.todayMinor),
    difference: money(change.differenceMinor),
    threshold: money(change.thresholdMinor),
    quoted_rate: change.quotedRate,
    today_rate: change.todayRate,
    decide_by: change.decideBy.toISOString(),
    top_up_quote_id: change.topUpQuoteId ?? '',
    refund_id: change.refundId ?? '',
    decided_at: change.decidedAt?.toISOString() ?? '',
  };
}
