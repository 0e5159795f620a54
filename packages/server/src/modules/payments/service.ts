/**
 * Payment use cases, part one (issue 17 items 2-3): quotes that lock a rate with every fee line,
 * coupons applied to an order, points from the ledger, and the payment page's data. A quote is
 * stored whole (rate as an exact ratio, lines, total, expiry) so the payment call charges exactly
 * it: `quoteForPayment` answers a quote that may be charged now, or refuses it (expired, stale,
 * paid order, outside trading hours) with a fresh quote where one can be made. Also the order
 * detail's quote and payments, and the answers of paybankcheck and refresh_insallment (a payment
 * with its installments).
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { couponValid, type CouponDiscount } from '../../domain/coupon';
import { couponHold } from '../../domain/coupon-hold';
import { beijingDateTime } from '../../domain/beijing-time';
import { convertMinor, currencyExponent, formatRatio, type Ratio } from '../../domain/fx-rate';
import { minorToDecimal } from '../../domain/order-money';
import { isPaid, isPayable } from '../../domain/order-status';
import { FEE_SCHEDULES, FULL_ARRIVAL_FEE_CNY_FEN, isPaymentMethod, methodsFor, PRIORITY_FEE_CNY_FEN, type PaymentMethod } from '../../domain/payment-methods';
import { MAX_POINTS_PER_ORDER, POINT_VALUE_CNY_FEN } from '../../domain/points';
import { quoteExpiresAt, quoteLive } from '../../domain/quote-expiry';
import { computeQuote } from '../../domain/quote-lines';
import { inTradingHours, remittanceDay } from '../../domain/trading-hours';
import { BusinessError } from '../../http/business-error';
import { t, type Locale } from '../../messages';
import { quoteRate } from '../fx/service';
import { fxRefusal } from '../fx/messages';
import * as orders from '../orders/repo';
import type { OrderOwner, OrderRow } from '../orders/repo';
import { actorOf } from '../orders/service/owner';
import { orderSummary } from '../orders/service/views';
import { reviewDueOf } from '../orders/service/reads';
import { advanceIn, enqueueInto } from '../orders/lifecycle';
import { refuseIncompleteOrder } from '../documents/requirements';
import { refuseClosedTopUp } from '../pricing/top-up-rules';
import { installmentViews, ownedPayment, paymentView } from './charges';
import { bankCheck } from './declarations';
import { fromCny } from './cny-prices';
import { methodTerms, rateTerms } from './method-terms';
import { METHOD_NAME, quoteView } from './quote-view';
import { refreshInstallments } from './installments';
import * as repo from './repo';
import { scheduleExpiryNotice } from './quote-expiry-notice';
import { applyCouponTo, quoteCouponHolds, removeCouponOf, spendPaymentCoupon } from './coupon-holds';
import type { CouponRow, PaymentRow, QuoteRow } from './repo';

/** The currency a payer pays in, by the order's paying-from country (spec 001 section 1's markets). */
export const PAYER_CURRENCY: Readonly<Record<string, string>> = { CHN: 'CNY', IND: 'INR', MYS: 'MYR', NGA: 'NGN', THA: 'THB', GBR: 'GBP', USA: 'USD' };

export function payerCurrencyOf(order: OrderRow): string | null {
  const country = String((order.payment as Record<string, unknown>)['remittance_country'] ?? 'CHN').toUpperCase();
  return PAYER_CURRENCY[country] ?? null;
}

/** The payer's choices on the payment page; absent ones come from the order form (or its defaults). */
export interface QuoteChoices {
  readonly method: PaymentMethod;
  readonly fullArrival?: boolean | undefined;
  readonly priority?: boolean | undefined;
  readonly usePoints?: boolean | undefined;
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true' || value === 'yes' || value === 'use';

/**
 * What the order form chose for the quote: the full-arrival service (when the form says nothing, on for
 * tuition, as the spec advises) and points. A quote asked without a choice takes these, and the payment
 * page starts from them, so a choice made on the order is not lost on the way to paying.
 */
function formChoices(order: OrderRow): { fullArrival: boolean; usePoints: boolean } {
  const form = order.payment as Record<string, unknown>;
  return { fullArrival: form['full_arrival'] !== undefined ? truthy(form['full_arrival']) : order.orderType === 'tuition', usePoints: truthy(form['use_points']) };
}

function refuseUnpayable(order: OrderRow): void {
  if (isPaid(order.status)) throw new BusinessError(STATUS.ORDER_PAID, 'orderPaid', {}, { order_id: order.id });
  if (order.status === 'awaiting_review') throw new BusinessError(STATUS.CONFLICT, 'orderAwaitingReview', {}, { order_id: order.id });
  // An order stored with no amount (before request types were checked, `"amount": true` made one) cannot be priced.
  if (!isPayable(order.status) || order.amountMinor <= 0n) throw new BusinessError(STATUS.CONFLICT, 'orderNotPayable', {}, { order_id: order.id });
}

function refuseOutsideHours(ctx: AppContext, now: Date): void {
  if (ctx.config.fxTradingHours && !inTradingHours(now)) throw new BusinessError(STATUS.TRADING_CLOSED, 'outsideTradingHours');
}

async function ownedOrderOrRefuse(db: Db, owner: OrderOwner, orderId: string, lock = false): Promise<OrderRow> {
  // Another payer's order answers exactly like an unknown one: nothing tells the two apart.
  const order = await orders.ownedOrder(db, owner, orderId, lock);
  if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
  return order;
}

const ONE: Ratio = { numerator: 1n, denominator: 1n };

function discountOf(coupon: CouponRow): CouponDiscount {
  return coupon.kind === 'amount' ? { kind: 'amount', amountMinor: coupon.amountMinor ?? 0n, currency: coupon.currency ?? '' } : { kind: 'fee_percent', bps: coupon.feeBps ?? 0 };
}

/**
 * payment_estimate: makes and stores a quote for the payer's own payable order, within trading hours.
 * With `{ ...ctx, db: tx }` it runs inside a caller's transaction (as a savepoint): the payment call
 * re-quotes inside its own.
 */
export async function makeQuote(ctx: AppContext, owner: OrderOwner, orderId: string, choices: QuoteChoices): Promise<QuoteRow> {
  const now = ctx.now();
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await ownedOrderOrRefuse(tx, owner, orderId);
    refuseUnpayable(order);
    refuseOutsideHours(ctx, now);
    // Each quote is a stored row: a page refreshing in a loop is stopped ("too many refreshes").
    if ((await repo.quotesSince(tx, order.id, new Date(now.getTime() - 3600_000))) >= ctx.limits.quotesPerOrderPerHour) throw new BusinessError(STATUS.TOO_FREQUENT, 'tooManyRefreshes');
    const payerCurrency = payerCurrencyOf(order);
    if (!payerCurrency) throw new BusinessError(STATUS.INVALID, 'payerCurrencyUnsupported', {}, { field: 'remittance_country' });
    if (!methodsFor(payerCurrency).includes(choices.method)) throw new BusinessError(STATUS.INVALID, 'methodNotAvailable', {}, { field: 'method_id' });
    const inTx = { ...ctx, db: tx };
    const rate = payerCurrency === order.currency ? null : await quoteRate(inTx, payerCurrency, order.currency).catch(fxRefusal);
    const schedule = FEE_SCHEDULES[choices.method];
    const fromForm = formChoices(order);
    const fullArrival = choices.fullArrival ?? fromForm.fullArrival;
    const priority = choices.priority ?? false;
    const usePoints = choices.usePoints ?? fromForm.usePoints;
    const coupon = await repo.couponOfOrder(tx, order.id);
    // A coupon held by a payment already started is that payment's: a new quote goes without it.
    const liveCoupon = coupon && couponHold(coupon) === 'applied' && couponValid(coupon.validUntil, now) ? coupon : null;
    const balance = owner.userId !== null && usePoints ? await repo.pointsBalanceOf(tx, owner.userId) : 0;
    const computed = computeQuote({
      foreignAmountMinor: order.amountMinor,
      foreignSurchargeMinor: order.surchargeMinor,
      foreignExponent: currencyExponent(order.currency),
      payerCurrency,
      payerExponent: currencyExponent(payerCurrency),
      rate: rate?.payer ?? ONE,
      channelFee: { bps: schedule.bps, minMinor: await fromCny(inTx, schedule.minCnyFen, payerCurrency), maxMinor: await fromCny(inTx, schedule.maxCnyFen, payerCurrency) },
      fullArrivalMinor: fullArrival ? await fromCny(inTx, FULL_ARRIVAL_FEE_CNY_FEN, payerCurrency) : null,
      priorityMinor: priority ? await fromCny(inTx, PRIORITY_FEE_CNY_FEN, payerCurrency) : null,
      coupon: liveCoupon ? discountOf(liveCoupon) : null,
      // Points are RMB (1 point = 1.00 RMB): they pay only in CNY.
      points: { balance, use: usePoints, valueMinor: payerCurrency === 'CNY' ? POINT_VALUE_CNY_FEN : null },
    });
    const payerRate = rate?.payer ?? ONE;
    const { remitOn, sameDay } = remittanceDay(now);
    const quote = await repo.insertQuote(tx, {
      id: randomUUID(),
      orderId: order.id,
      payer: actorOf(owner),
      method: choices.method,
      foreignCurrency: order.currency,
      foreignAmountMinor: order.amountMinor,
      foreignSurchargeMinor: order.surchargeMinor,
      payerCurrency,
      payerAmountMinor: computed.payerAmountMinor,
      rate: formatRatio(payerRate, 6),
      rateNumerator: payerRate.numerator.toString(),
      rateDenominator: payerRate.denominator.toString(),
      midRate: rate?.midText ?? '1.000000',
      spreadBps: rate?.spreadBps ?? 0,
      ratesAsOf: rate?.asOf ?? now.toISOString().slice(0, 10),
      lines: computed.lines.map((l) => ({ kind: l.kind, effect: l.effect, amount_minor: l.amountMinor.toString() })),
      totalMinor: computed.totalMinor,
      fullArrival,
      priority,
      couponId: computed.lines.some((l) => l.kind === 'coupon') ? (liveCoupon?.id ?? null) : null,
      pointsUsed: computed.pointsUsed,
      remitOn,
      sameDay,
      createdAt: now,
      expiresAt: ctx.limits.quoteSecondsOverride ? new Date(now.getTime() + ctx.limits.quoteSecondsOverride * 1000) : quoteExpiresAt(now, choices.method, payerCurrency),
    });
    await scheduleExpiryNotice(ctx, tx, quote);
    return quote;
  });
}

function choicesOf(quote: QuoteRow): QuoteChoices {
  return { method: quote.method, fullArrival: quote.fullArrival, priority: quote.priority, usePoints: quote.pointsUsed > 0 };
}

/**
 * For the payment call (the payment-provider work): the quote `quoteId` of `owner`'s order if it may
 * be charged at `now`, exactly as stored. Refusals: unknown or another payer's quote (404), a paid
 * order (4017), outside trading hours (415), and an expired quote or one made for another amount
 * (410 "quote expired", with `data.fresh_quote`: a new quote with the same choices, to show and pay).
 * Inside the payment call's transaction, pass `{ ...ctx, db: tx }` (PGlite has one connection; the
 * fresh quote is then written in a savepoint of that transaction).
 */
export async function quoteForPayment(ctx: AppContext, quoteId: string, owner: OrderOwner, now: Date, locale: Locale = 'en'): Promise<QuoteRow> {
  const quote = await repo.quoteById(ctx.db, quoteId);
  const order = quote ? await orders.ownedOrder(ctx.db, owner, quote.orderId) : null;
  if (!quote || !order) throw new BusinessError(STATUS.NOT_FOUND, 'quoteNotFound', {}, { field: 'quote_id' });
  // A price change's top-up: the order is paid already; the change's window governs it, not the order's status.
  if (quote.priceChangeId !== null) {
    await refuseClosedTopUp(ctx.db, quote, now);
    refuseOutsideHours(ctx, now);
    return quote;
  }
  refuseUnpayable(order);
  await refuseIncompleteOrder(ctx, order, locale);
  refuseOutsideHours(ctx, now);
  const stale = quote.foreignAmountMinor !== order.amountMinor || quote.foreignSurchargeMinor !== order.surchargeMinor || !(await creditsStillHold(ctx.db, quote, owner, now));
  if (quoteLive(quote.expiresAt, now) && !stale) return quote;
  const fresh = await makeQuote(ctx, owner, order.id, choicesOf(quote));
  // The fresh quote replaces the refused one on the payer's screen: it says how the price changed.
  throw new BusinessError(STATUS.EXPIRED, 'quoteExpired', {}, { field: 'quote_id', quote_id: quote.id, fresh_quote: quoteView(fresh, locale, now, quote) });
}

/**
 * Whether a quote's credits can still be given: its coupon is still applied to the order, unspent,
 * in date and held by no other payment (coupon-holds.ts), and the payer still holds the points it
 * uses (another order may have spent them).
 */
async function creditsStillHold(db: Db, quote: QuoteRow, owner: OrderOwner, now: Date): Promise<boolean> {
  if (quote.couponId) {
    const coupon = await repo.couponOfOrder(db, quote.orderId);
    const holder = coupon?.reservedPaymentId ? await repo.paymentById(db, coupon.reservedPaymentId) : null;
    if (!quoteCouponHolds(coupon, quote, holder?.quoteId ?? null, now)) return false;
  }
  if (quote.pointsUsed > 0) {
    if (owner.userId === null) return false;
    const taken = await pointsTaken(db, owner.userId, quote.id);
    if (taken === 'returned') return false; // a failed payment gave them back: pay with a fresh quote
    if (taken === 'no' && (await repo.pointsBalanceOf(db, owner.userId)) < quote.pointsUsed) return false;
  }
  return true;
}

/**
 * For the payment call, in its transaction, when it starts charging `quote`: takes the quote's
 * points off the payer's ledger (a redemption entry referenced by the quote id, written once; the
 * ledger is locked so two payments cannot spend the same points). Refuses (410, stale) when the
 * balance no longer covers them, or when they were taken and given back (a retry pays with a fresh
 * quote). A failed or cancelled payment gives them back with `returnQuotePoints`.
 */
export async function redeemQuotePoints(tx: Db, quote: QuoteRow, userId: number, at: Date): Promise<void> {
  if (quote.pointsUsed === 0) return;
  await repo.lockLedger(tx, userId);
  const taken = await pointsTaken(tx, userId, quote.id);
  if (taken === 'taken') return; // already taken for this quote (a retried call)
  if (taken === 'returned' || (await repo.pointsBalanceOf(tx, userId)) < quote.pointsUsed) throw new BusinessError(STATUS.EXPIRED, 'quoteExpired', {}, { field: 'quote_id', quote_id: quote.id });
  await repo.insertPointsEntry(tx, { userId, kind: 'redemption', points: -quote.pointsUsed, orderRef: quote.id, occurredAt: at });
}

/** Whether a quote's points are off the ledger: not yet, taken, or taken and given back. */
async function pointsTaken(db: Db, userId: number, quoteId: string): Promise<'no' | 'taken' | 'returned'> {
  if (!(await repo.pointsEntryOf(db, userId, 'redemption', quoteId))) return 'no';
  return (await repo.pointsEntryOf(db, userId, 'reversal', quoteId)) ? 'returned' : 'taken';
}

/** Gives back the points a quote's failed or cancelled payment took (once; nothing if none were taken). */
export async function returnQuotePoints(tx: Db, quote: QuoteRow, userId: number, at: Date): Promise<void> {
  await repo.lockLedger(tx, userId);
  const taken = await repo.pointsEntryOf(tx, userId, 'redemption', quote.id);
  if (!taken) return;
  await repo.insertPointsEntry(tx, { userId, kind: 'reversal', points: -taken.points, orderRef: quote.id, occurredAt: at });
}

/**
 * When the provider reports the quote's total paid (in that transaction, `ctx.db` outside it): the
 * order moves to `paid` through the lifecycle's advanceIn (row lock, transition table, order_events
 * row, the payer's "payment received" notification enqueued with it), keeps the quote it was paid
 * with (`paid_quote_id`: nothing is recomputed later), its points are taken if they were not yet and
 * the coupon `paymentId` holds is spent. Applying the same success twice changes nothing; a success for another quote
 * of an order already paid is refused (411) for the caller to refund.
 */
export async function settleQuote(ctx: AppContext, tx: Db, quote: QuoteRow, paymentId: string, actor: string, priceChange: { readonly holdUntil: Date } | null = null): Promise<OrderRow> {
  const at = ctx.now();
  const order = await orders.orderForUpdate(tx, quote.orderId);
  if (!order) throw new Error(`order ${quote.orderId} of quote ${quote.id} vanished`);
  if (order.paidQuoteId === quote.id) return order; // the same success again
  if (order.paidQuoteId !== null || isPaid(order.status)) throw new BusinessError(STATUS.CONFLICT, 'orderPaid', {}, { order_id: order.id });
  if (order.userId !== null) await redeemQuotePoints(tx, quote, order.userId, at);
  await spendPaymentCoupon(tx, quote, paymentId, at);
  // Paid at an expired quote whose price moved past the threshold (modules/pricing): the order waits
  // for the payer's choice until holdUntil instead of going on.
  if (priceChange) await advanceIn(ctx, tx, enqueueInto(ctx, tx), order.id, 'price_change_found', actor, `paid with expired quote ${quote.id}: the price changed`, { holdUntil: priceChange.holdUntil });
  else await advanceIn(ctx, tx, enqueueInto(ctx, tx), order.id, 'payment_succeeded', actor, `paid with quote ${quote.id}`);
  return orders.updateOrder(tx, order.id, { paidQuoteId: quote.id, updatedAt: at });
}

/**
 * payment_estimate's answer: the quote plus the payer's points. `replacesQuoteId`: the quote the
 * payer's screen showed, which this one replaces (it expired): when nothing was chosen anew and the
 * total differs, the answer says the previous total and why (quote-view.ts quoteChangeView). Only a
 * quote of the same order counts, so another payer's id tells nothing.
 */
export async function estimate(ctx: AppContext, owner: OrderOwner, orderId: string, choices: QuoteChoices, locale: Locale, replacesQuoteId = '') {
  const quote = await makeQuote(ctx, owner, orderId, choices);
  const replaced = replacesQuoteId ? await repo.quoteById(ctx.db, replacesQuoteId) : null;
  const balance = owner.userId !== null ? await repo.pointsBalanceOf(ctx.db, owner.userId) : 0;
  return { ...quoteView(quote, locale, ctx.now(), replaced), points_balance: balance, points_max_per_order: MAX_POINTS_PER_ORDER };
}

export function parseMethod(value: unknown): PaymentMethod {
  if (!isPaymentMethod(value)) throw new BusinessError(STATUS.INVALID, 'methodNotAvailable', {}, { field: 'method_id' });
  return value;
}

/** A coupon as answers show it. */
export function couponView(coupon: CouponRow, locale: Locale, now: Date, orderId: string | null) {
  const name = coupon.name as Record<string, string>;
  return {
    coupon_id: coupon.id,
    name: name[locale] ?? name['en'] ?? coupon.id,
    kind: coupon.kind,
    discount: coupon.kind === 'amount' ? { value: minorToDecimal(coupon.amountMinor ?? 0n, coupon.currency ?? 'CNY'), currency: coupon.currency ?? 'CNY' } : { value: String((coupon.feeBps ?? 0) / 100), currency: '%' },
    valid_until: coupon.validUntil,
    valid: couponValid(coupon.validUntil, now) && coupon.usedAt === null ? 1 : 0,
    applied: orderId !== null && coupon.orderId === orderId ? 1 : 0,
    used: coupon.usedAt !== null ? 1 : 0,
  };
}

/**
 * update_user_coupon: applies one of the payer's coupons to their payable order (replacing the one
 * it had), or takes it off with an empty coupon_id. One coupon per order, one order per coupon.
 */
export async function updateUserCoupon(ctx: AppContext, owner: OrderOwner, orderId: string, couponId: string): Promise<{ coupon: CouponRow | null }> {
  const now = ctx.now();
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await ownedOrderOrRefuse(tx, owner, orderId, true);
    refuseUnpayable(order);
    if (couponId === '') {
      await removeCouponOf(tx, order.id, now);
      return { coupon: null };
    }
    if (owner.userId === null) throw new BusinessError(STATUS.NEED_LOGIN, 'couponNeedsLogin');
    const coupon = await repo.couponOf(tx, owner.userId, couponId, true);
    // A coupon staff disabled is gone for the payer, unless it already sits on this order (its quote may count it).
    if (!coupon || (coupon.disabledAt !== null && coupon.orderId !== order.id)) throw new BusinessError(STATUS.NOT_FOUND, 'couponNotFound', {}, { field: 'coupon_id' });
    if (coupon.usedAt !== null || (coupon.orderId !== null && coupon.orderId !== order.id)) throw new BusinessError(STATUS.CONFLICT, 'couponInUse', {}, { field: 'coupon_id' });
    if (coupon.orderId === order.id) return { coupon };
    if (!couponValid(coupon.validUntil, now)) throw new BusinessError(STATUS.EXPIRED, 'couponExpired', {}, { field: 'coupon_id' });
    const payerCurrency = payerCurrencyOf(order);
    if (coupon.kind === 'amount' && coupon.currency !== payerCurrency) throw new BusinessError(STATUS.INVALID, 'couponCurrency', { currency: payerCurrency ?? '' }, { field: 'coupon_id' });
    await removeCouponOf(tx, order.id, now);
    await applyCouponTo(tx, coupon, order.id, now);
    return { coupon: { ...coupon, orderId: order.id } };
  });
}

/**
 * payment_detail: what the payment page shows for an order: the order, the methods with their fee
 * rules and quote validity, the payer's coupons and points, the latest quote if still live, and
 * whether the bank trades now. A paid order answers 4017 (the page sends the payer back).
 */
export async function paymentDetail(ctx: AppContext, owner: OrderOwner, orderId: string, locale: Locale) {
  const now = ctx.now();
  const order = await ownedOrderOrRefuse(ctx.db, owner, orderId);
  // Under review: say who is doing what and by when, rather than a bare refusal (the page shows it).
  const reviewDue = await reviewDueOf(ctx, order);
  if (reviewDue) throw new BusinessError(STATUS.CONFLICT, 'orderUnderReview', { due: beijingDateTime(reviewDue) }, { order_id: order.id, review_due_at: reviewDue.toISOString() });
  refuseUnpayable(order);
  // Documents, the signed rent contract, the payer's face: what is missing is named before the page shows methods.
  await refuseIncompleteOrder(ctx, order, locale);
  const payerCurrency = payerCurrencyOf(order);
  if (!payerCurrency) throw new BusinessError(STATUS.INVALID, 'payerCurrencyUnsupported', {}, { field: 'remittance_country' });
  // Indicative (only a quote locks a rate): each method's fee for this order at today's rate, so the
  // page shows the server's figures and never computes one.
  const rate = payerCurrency === order.currency ? null : await quoteRate(ctx, payerCurrency, order.currency).catch(fxRefusal);
  const payerRate = rate?.payer ?? ONE;
  const convert = (minor: bigint) => (minor > 0n ? convertMinor(minor, payerRate, currencyExponent(order.currency), currencyExponent(payerCurrency)) : 0n);
  const base = convert(order.amountMinor) + convert(order.surchargeMinor);
  const methods = await methodTerms(ctx, order, payerCurrency, base, locale);
  const couponRows = owner.userId !== null ? await repo.couponsOf(ctx.db, owner.userId) : [];
  const latest = await repo.latestQuote(ctx.db, order.id);
  const fromForm = formChoices(order);
  const open = !ctx.config.fxTradingHours || inTradingHours(now);
  return {
    order: orderSummary(order),
    payer_currency: payerCurrency,
    indicative_rate: formatRatio(payerRate, 6),
    indicative_amount: minorToDecimal(base, payerCurrency),
    ...rateTerms(rate, order, payerCurrency, locale),
    methods,
    choices: { full_arrival: fromForm.fullArrival ? 1 : 0, priority: 0, use_points: fromForm.usePoints && payerCurrency === 'CNY' ? 1 : 0 },
    full_arrival_fee: minorToDecimal(await fromCny(ctx, FULL_ARRIVAL_FEE_CNY_FEN, payerCurrency), payerCurrency),
    priority_fee: minorToDecimal(await fromCny(ctx, PRIORITY_FEE_CNY_FEN, payerCurrency), payerCurrency),
    coupons: couponRows.filter((c) => (c.orderId === null && c.disabledAt === null) || c.orderId === order.id).map((c) => couponView(c, locale, now, order.id)),
    points_balance: owner.userId !== null ? await repo.pointsBalanceOf(ctx.db, owner.userId) : 0,
    points_max_per_order: MAX_POINTS_PER_ORDER,
    points_usable: payerCurrency === 'CNY' ? 1 : 0,
    quote: latest && quoteLive(latest.expiresAt, now) && latest.foreignAmountMinor === order.amountMinor ? quoteView(latest, locale, now) : null,
    trading_open: open ? 1 : 0,
    trading_notice: open ? '' : t(locale, 'outsideTradingHours'),
  };
}

/** The order's payments as the payer reads them: method (card brand and last four), amount, status, when. */
export async function orderPayments(ctx: AppContext, order: OrderRow, locale: Locale) {
  return (await repo.paymentsOfOrder(ctx.db, order.id)).map((p) => ({
    payment_id: p.id,
    method_name: t(locale, METHOD_NAME[p.method]),
    card: p.brand && p.last4 ? `${p.brand} •••• ${p.last4}` : '',
    amount: minorToDecimal(p.amountMinor, p.currency),
    currency: p.currency,
    status: p.status,
    created_at: p.createdAt.toISOString(),
  }));
}

/**
 * The quote the detail shows: the one the order was paid with (stored whole, never recomputed), or
 * the latest one of an order not yet paid; `expired` tells the payer that one ran out before they
 * paid (the payment page makes a new one: the re-quote path).
 */
export async function orderQuote(ctx: AppContext, order: OrderRow, locale: Locale) {
  const quote = order.paidQuoteId ? await repo.quoteById(ctx.db, order.paidQuoteId) : await repo.latestQuote(ctx.db, order.id);
  if (!quote) return null;
  const now = ctx.now();
  const view = quoteView(quote, locale, now);
  const paid = order.paidQuoteId === quote.id;
  return {
    quote_id: view.quote_id,
    method_name: view.method_name,
    rate: view.rate,
    foreign_currency: view.foreign_currency,
    foreign_total: view.foreign_total,
    payer_currency: view.payer_currency,
    lines: view.lines.map(({ kind, label, effect, amount }) => ({ kind, label, effect, amount })),
    total: view.total,
    created_at: view.created_at,
    expires_at: view.expires_at,
    paid: paid ? 1 : 0,
    expired: !paid && isPayable(order.status) && quote.expiresAt <= now ? 1 : 0,
  };
}

/** A payment of the caller with its installments, and its order's status, as paybankcheck and refresh_insallment answer it. */
async function paymentWithInstallments(ctx: AppContext, owner: OrderOwner, payment: PaymentRow, locale: Locale) {
  const order = await orders.ownedOrder(ctx.db, owner, payment.orderId);
  const installments = await installmentViews(ctx, payment, (order?.payment as { purposes?: unknown } | undefined)?.purposes, locale);
  return paymentView(payment, order?.status ?? '', installments);
}

/** paybankcheck: asks the provider now about the caller's bank transfer (declarations.ts bankCheck), and answers the payment. */
export async function payBankCheck(ctx: AppContext, owner: OrderOwner, paymentId: string, locale: Locale) {
  const payment = await bankCheck(ctx, owner, paymentId);
  return paymentWithInstallments(ctx, owner, payment, locale);
}

/**
 * refresh_insallment: asks the provider about each open installment of the caller's payment and
 * applies what changed (installments.ts refreshInstallments), then answers the payment as it is now.
 * A payment not in installments answers 400.
 */
export async function refreshPaymentInstallments(ctx: AppContext, owner: OrderOwner, paymentId: string, locale: Locale) {
  const payment = await ownedPayment(ctx, owner, paymentId);
  if ((await repo.installmentsOf(ctx.db, payment.id)).length === 0) throw new BusinessError(STATUS.INVALID, 'paymentHasNoInstallments', {}, { field: 'payment_id' });
  await refreshInstallments(ctx, payment, 'refresh');
  const after = await ownedPayment(ctx, owner, payment.id);
  return paymentWithInstallments(ctx, owner, after, locale);
}
