/**
 * The development rate source: fixed mid-market rates per EUR for the payer currencies (CNY, INR,
 * MYR, NGN, THB, GBP, USD) and every payee currency, near the market of late 2026. Demo data: the
 * seed stores them once; an operator changes them afterwards (POST /admin/fx/set_rate).
 */
import type { FxFeed, FxSnapshot } from './types';

export const DEV_RATES_PER_EUR: Readonly<Record<string, string>> = {
  EUR: '1',
  CNY: '7.7342',
  INR: '91.215',
  MYR: '4.7781',
  NGN: '1712.45',
  THB: '37.512',
  GBP: '0.8631',
  USD: '1.0872',
  AUD: '1.6647',
  CAD: '1.5128',
  NZD: '1.8436',
  HKD: '8.4587',
  SGD: '1.4215',
  JPY: '166.83',
  CHF: '0.9412',
  SEK: '11.2845',
  DKK: '7.4598',
  NOK: '11.7326',
  KRW: '1518.62',
};

export function devFxFeed(asOf: string): FxFeed {
  const snapshot: FxSnapshot = { asOf, base: 'EUR', rates: DEV_RATES_PER_EUR };
  return { kind: 'dev', fetch: async () => snapshot };
}
