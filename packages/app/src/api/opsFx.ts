/** The console's FX calls (/api/ops): the rates with the spread, and an admin's change of one. */
import { opsCall } from './ops';

export interface OpsRate {
  currency: string;
  per_eur: string;
  source: 'dev' | 'ecb' | 'operator';
  as_of: string;
  updated_at: string;
  cny_mid: string;
  cny_payer: string;
}

export const fxApi = {
  rates: () => opsCall<{ spread_bps: number; list: OpsRate[] }>('GET', '/fx_rates'),
  setRate: (body: { currency: string; per_eur: string; reason: string }) => opsCall<OpsRate & { field?: string }>('POST', '/fx_set_rate', { ...body }),
};
