/**
 * A stored quote as the answers show it (payment_detail, quote calls, the price-change notice): decimal strings,
 * localized method and line names, the expiry, the remittance day and the installment terms. Pure: apart from
 * service.ts so that pricing can show a quote without importing the payment service (which imports pricing).
 */
import { installmentLimits, suggestPlan } from '../../domain/installments';
import { currencyScale, minorToDecimal } from '../../domain/order-money';
import type { PaymentMethod } from '../../domain/payment-methods';
import { quoteChange } from '../../domain/quote-change';
import type { LineKind, QuoteLine } from '../../domain/quote-lines';
import { t, type Locale, type ServerMessageId } from '../../messages';
import type { QuoteRow } from './repo';

export const METHOD_NAME: Readonly<Record<PaymentMethod, ServerMessageId>> = {
  card: 'methodCard',
  transfer: 'methodTransfer',
  unionpay_qr: 'methodUnionpayQr',
  wechat: 'methodWechat',
  alipay: 'methodAlipay',
};
export const LINE_NAME: Readonly<Record<LineKind, ServerMessageId>> = {
  principal: 'linePrincipal',
  institution_surcharge: 'lineInstitutionSurcharge',
  channel_fee: 'lineChannelFee',
  full_arrival_fee: 'lineFullArrivalFee',
  priority_fee: 'linePriorityFee',
  coupon: 'lineCoupon',
  points: 'linePoints',
  price_difference: 'linePriceDifference',
};

/** The stored lines, as the domain knows them. */
export function linesOf(quote: QuoteRow): QuoteLine[] {
  return (quote.lines as { kind: LineKind; effect: 'charge' | 'credit'; amount_minor: string }[]).map((l) => ({ kind: l.kind, effect: l.effect, amountMinor: BigInt(l.amount_minor) }));
}

/**
 * Whether `next` replaces `previous` on the payer's screen with nothing chosen anew: the same order,
 * method and services (a quote re-asked when it expired, or refused as stale by the payment call).
 * A top-up quote (a price change's difference) replaces nothing.
 */
export function replacesSameChoice(previous: QuoteRow | null, next: QuoteRow): previous is QuoteRow {
  return (
    previous !== null &&
    previous.id !== next.id &&
    previous.orderId === next.orderId &&
    previous.priceChangeId === null &&
    next.priceChangeId === null &&
    previous.method === next.method &&
    previous.fullArrival === next.fullArrival &&
    previous.priority === next.priority
  );
}

/**
 * How the price of `next` differs from the quote it replaced (domain/quote-change.ts), as the answer
 * says it: the previous total and rate, and why. Null when the total is the same, or when the payer
 * chose something else (then the new price is their choice, not a change to tell).
 */
export function quoteChangeView(previous: QuoteRow | null, next: QuoteRow) {
  if (!replacesSameChoice(previous, next)) return null;
  const facts = (q: QuoteRow) => ({ payerCurrency: q.payerCurrency, foreignAmountMinor: q.foreignAmountMinor, foreignSurchargeMinor: q.foreignSurchargeMinor, rate: q.rate, lines: linesOf(q), totalMinor: q.totalMinor });
  const change = quoteChange(facts(previous), facts(next));
  if (!change) return null;
  return {
    previous_quote_id: previous.id,
    previous_total: minorToDecimal(change.previousTotalMinor, previous.payerCurrency),
    previous_total_minor: change.previousTotalMinor.toString(),
    previous_rate: previous.rate,
    reasons: [...change.reasons],
  };
}

/**
 * A quote as answers show it: decimal strings, localized labels, the expiry and the remittance day;
 * with `replaced` (the quote it took the place of on the payer's screen), how the price changed.
 */
export function quoteView(quote: QuoteRow, locale: Locale, now: Date, replaced: QuoteRow | null = null) {
  const money = (minor: bigint) => minorToDecimal(minor, quote.payerCurrency);
  return {
    quote_id: quote.id,
    order_id: quote.orderId,
    method_id: quote.method,
    method_name: t(locale, METHOD_NAME[quote.method]),
    rate: quote.rate,
    rate_ratio: `${quote.rateNumerator}/${quote.rateDenominator}`,
    mid_rate: quote.midRate,
    spread_bps: quote.spreadBps,
    rates_as_of: quote.ratesAsOf,
    foreign_currency: quote.foreignCurrency,
    foreign_amount: minorToDecimal(quote.foreignAmountMinor, quote.foreignCurrency),
    foreign_total: minorToDecimal(quote.foreignAmountMinor + quote.foreignSurchargeMinor, quote.foreignCurrency),
    payer_currency: quote.payerCurrency,
    payer_amount: money(quote.payerAmountMinor),
    lines: linesOf(quote).map((l) => ({ kind: l.kind, label: t(locale, LINE_NAME[l.kind]), effect: l.effect, amount: money(l.amountMinor), amount_minor: l.amountMinor.toString() })),
    total: money(quote.totalMinor),
    total_minor: quote.totalMinor.toString(),
    full_arrival: quote.fullArrival ? 1 : 0,
    priority: quote.priority ? 1 : 0,
    coupon_id: quote.couponId ?? '',
    points_used: quote.pointsUsed,
    created_at: quote.createdAt.toISOString(),
    expires_at: quote.expiresAt.toISOString(),
    valid_seconds: Math.max(0, Math.floor((quote.expiresAt.getTime() - now.getTime()) / 1000)),
    same_day: quote.sameDay ? 1 : 0,
    remit_on: quote.remitOn,
    remit_notice: quote.sameDay ? t(locale, 'remitToday') : t(locale, 'remitNextWorkingDay', { date: quote.remitOn }),
    price_change: quoteChangeView(replaced, quote),
    ...installmentTerms(quote),
  };
}

/** Bank transfer can be paid in installments: the plan the form offers first and the limits it is held to. */
function installmentTerms(quote: QuoteRow) {
  if (quote.method !== 'transfer') return { installments_suggested: [] as string[], installment_max: '', installment_max_per_day: '' };
  const scale = currencyScale(quote.payerCurrency);
  const limits = installmentLimits(quote.payerCurrency);
  const whole = (units: bigint) => minorToDecimal(units * 10n ** BigInt(scale), quote.payerCurrency);
  return {
    installments_suggested: suggestPlan(quote.totalMinor, scale, limits).map((minor) => minorToDecimal(minor, quote.payerCurrency)),
    installment_max: whole(limits.perTransaction),
    installment_max_per_day: limits.perDay === null ? '' : whole(limits.perDay),
  };
}
