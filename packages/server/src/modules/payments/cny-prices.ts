/**
 * Prices the spec sets in RMB (the channel fee's bounds, the full-arrival and priority fees, the refund fee) in the
 * payer's currency. Apart from service.ts so that pricing and refunds can use it without importing the payment
 * service (which imports pricing: a cycle).
 */
import type { AppContext } from '../../context';
import { convertMinor, currencyExponent } from '../../domain/fx-rate';
import { fxRefusal } from '../fx/messages';
import { quoteRate } from '../fx/service';

/** CNY fen in the payer's minor units at the mid-market rate (fee bounds and fixed prices are set in RMB). */
export async function fromCny(ctx: AppContext, fen: bigint, payerCurrency: string): Promise<bigint> {
  if (payerCurrency === 'CNY') return fen;
  const rate = await quoteRate(ctx, payerCurrency, 'CNY').catch(fxRefusal);
  return convertMinor(fen, rate.mid, 2, currencyExponent(payerCurrency));
}
