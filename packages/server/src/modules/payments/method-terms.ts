/**
 * What the payment page's method table says about each method before the payer chooses one (spec 001
 * section 2: "payment-method table with discounts, rates, delivery times, tax and refund notes"): its fee
 * as a fee with its rule, the total the payer would pay and what the payee receives, both at today's rate
 * (indicative: only a quote locks a rate), how long delivery and a refund take, and the refund terms next
 * to Pay, worded from the same rules the refund code applies (domain/refund-status.ts).
 */
import type { AppContext } from '../../context';
import { minorToDecimal } from '../../domain/order-money';
import { DELIVERY_DAYS, FEE_SCHEDULES, methodsFor, REFUND_DAYS } from '../../domain/payment-methods';
import { quoteMinutes } from '../../domain/quote-expiry';
import { channelFee } from '../../domain/quote-lines';
import { REFUND_FEE_CNY_MINOR } from '../../domain/refund-status';
import { t, type Locale } from '../../messages';
import type { QuoteRate } from '../fx/service';
import type { OrderRow } from '../orders/repo';
import { fromCny } from './cny-prices';
import { METHOD_NAME } from './quote-view';

const money = (minor: bigint, currency: string) => ({ value: minorToDecimal(minor, currency), currency });

/** The rate line every method shares: our markup over the mid-market rate, or no exchange at all. */
export function rateTerms(rate: QuoteRate | null, order: Pick<OrderRow, 'currency'>, payerCurrency: string, locale: Locale) {
  if (!rate) return { mid_rate: '1', markup_percent: '0.00', rate_note: t(locale, 'rateSame', { currency: payerCurrency }) };
  const markup = (rate.spreadBps / 100).toFixed(2);
  return {
    mid_rate: rate.midText,
    markup_percent: markup,
    rate_note: t(locale, 'rateMarkup', { percent: markup, foreign: order.currency, mid: rate.midText, payer: payerCurrency }),
  };
}

/**
 * Each method this payer can use, with what it costs and what it says, for an order whose amount plus
 * surcharge comes to `base` (minor units) in the payer's currency at today's rate.
 */
export async function methodTerms(ctx: AppContext, order: Pick<OrderRow, 'currency' | 'amountMinor' | 'surchargeMinor'>, payerCurrency: string, base: bigint, locale: Locale) {
  const refundFee = minorToDecimal(await fromCny(ctx, REFUND_FEE_CNY_MINOR, payerCurrency), payerCurrency);
  return Promise.all(
    methodsFor(payerCurrency).map(async (id) => {
      const s = FEE_SCHEDULES[id];
      const minMinor = await fromCny(ctx, s.minCnyFen, payerCurrency);
      const maxMinor = await fromCny(ctx, s.maxCnyFen, payerCurrency);
      const fee = channelFee(base, { bps: s.bps, minMinor, maxMinor });
      const percent = (s.bps / 100).toFixed(2);
      const [min, max] = [minorToDecimal(minMinor, payerCurrency), minorToDecimal(maxMinor, payerCurrency)];
      const minutes = quoteMinutes(id, payerCurrency);
      return {
        id,
        name: t(locale, METHOD_NAME[id]),
        fee: money(fee, payerCurrency),
        fee_percent: percent,
        fee_min: min,
        fee_max: max,
        fee_rule: s.bps === 0 && maxMinor === 0n ? t(locale, 'methodNoFee') : t(locale, 'methodFeeRule', { percent, min, max, currency: payerCurrency }),
        zero_fee: fee === 0n ? 1 : 0,
        total: money(base + fee, payerCurrency),
        payee_receives: money(order.amountMinor + order.surchargeMinor, order.currency),
        delivery_days: DELIVERY_DAYS[id],
        delivery: t(locale, 'methodDelivery', { days: DELIVERY_DAYS[id] }),
        tax_note: t(locale, 'methodTaxNote'),
        refund_note: t(locale, 'methodRefundNote', { days: REFUND_DAYS[id] }),
        refund_terms: t(locale, 'methodRefundTerms', { currency: payerCurrency, days: REFUND_DAYS[id], fee: refundFee }),
        quote_minutes: minutes,
        quote_note: t(locale, 'methodQuoteNote', { minutes }),
      };
    }),
  );
}
