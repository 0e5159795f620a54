/**
 * The order form's payment estimate (spec 001 section 3: "payment amount, payment estimate"; issue 15
 * item 5): while the payer types an amount for a listed payee account, and before any order exists,
 * `payment_estimate { account_id, amount }` answers today's rate (spread included) and the amount in
 * the payer's currency, and what the payer's points would take off. Indicative only: nothing is
 * stored, nothing is locked (the /pay page's quote does that), so it is answered at any hour and
 * to a payer who has not logged in yet (points then 0). A payee the payer enters (account 0) is
 * priced the same way in the currency they chose.
 */
import { STATUS } from '@edupay/forms/contract';
import { parseMoney } from '@edupay/forms';
import type { AppContext } from '../../context';
import { convertMinor, currencyExponent, formatRatio } from '../../domain/fx-rate';
import { minorToDecimal, toCurrencyMinor } from '../../domain/order-money';
import { MAX_POINTS_PER_ORDER, POINT_VALUE_CNY_FEN, pointsUsable } from '../../domain/points';
import { BusinessError } from '../../http/business-error';
import type { Locale } from '../../messages';
import { quoteRate } from '../fx/service';
import { fxRefusal } from '../fx/messages';
import type { OrderOwner } from '../orders/repo';
import { checkField } from '../orders/service/checks';
import { payeeOf } from '../orders/service/payee-snapshot';
import { PAYER_CURRENCY } from './service';
import * as repo from './repo';

export interface FormEstimateInput {
  /** 0: a payee the payer enters, priced in `currency`. */
  readonly accountId: number;
  readonly amount: string;
  readonly currency?: string;
  readonly remittanceCountry: string;
  readonly usePoints: boolean;
}

export async function formEstimate(ctx: AppContext, owner: OrderOwner | null, input: FormEstimateInput, locale: Locale) {
  const entered = input.accountId === 0;
  const chosen = { currency: (input.currency ?? '').trim().toUpperCase() };
  const payee = await payeeOf(ctx, entered ? null : input.accountId, entered ? chosen : {});
  // An entered payee's currency is the payer's: the form's rule (one we pay out in) decides first.
  if (entered) checkField(ctx, payee, 'currency', chosen, locale);
  // The same amount rules as the form and order_submit (minimum, decimals), in the payer's language.
  checkField(ctx, payee, 'amount', { ...chosen, amount: input.amount }, locale);
  const foreign = payee.currency;
  const foreignMinor = toCurrencyMinor(parseMoney(input.amount) ?? 0n, foreign);
  if (foreignMinor === null) throw new BusinessError(STATUS.INVALID, 'amountDecimals', { currency: foreign }, { field: 'amount' });
  const payerCurrency = PAYER_CURRENCY[input.remittanceCountry.toUpperCase()];
  if (!payerCurrency) throw new BusinessError(STATUS.INVALID, 'payerCurrencyUnsupported', {}, { field: 'remittance_country' });
  const rate = payerCurrency === foreign ? null : await quoteRate(ctx, payerCurrency, foreign).catch(fxRefusal);
  const payerMinor = rate ? convertMinor(foreignMinor, rate.payer, currencyExponent(foreign), currencyExponent(payerCurrency)) : foreignMinor;
  const balance = owner?.userId != null ? await repo.pointsBalanceOf(ctx.db, owner.userId) : 0;
  // Points are RMB (1 point = 1.00 RMB): they offset only a CNY payment, at most 200 an order.
  const pointsUsed = input.usePoints && payerCurrency === 'CNY' ? pointsUsable(balance, payerMinor, POINT_VALUE_CNY_FEN) : 0;
  const creditMinor = BigInt(pointsUsed) * POINT_VALUE_CNY_FEN;
  return {
    account_id: input.accountId,
    foreign_currency: foreign,
    foreign_amount: minorToDecimal(foreignMinor, foreign),
    payer_currency: payerCurrency,
    rate: rate ? rate.payerText : formatRatio({ numerator: 1n, denominator: 1n }, 6),
    rates_as_of: rate?.asOf ?? ctx.now().toISOString().slice(0, 10),
    payer_amount: minorToDecimal(payerMinor, payerCurrency),
    points_balance: balance,
    points_max_per_order: MAX_POINTS_PER_ORDER,
    points_used: pointsUsed,
    points_credit: minorToDecimal(creditMinor, payerCurrency),
    payer_amount_after_points: minorToDecimal(payerMinor - creditMinor, payerCurrency),
  };
}
