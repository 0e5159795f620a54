/**
 * A provider's report that cannot be about the payment it names (charges.ts chargeMismatch): nothing
 * moved and nothing was refunded, and finance must look (a forged or misrouted callback, or an
 * acquirer's error): an alert for staff, one per payment and hour however often it is sent again.
 */
import type { AppContext } from '../../context';
import { raiseAlert } from '../../plugins/ops-alerts';

export interface ChargeMismatch {
  readonly paymentId: string;
  readonly providerRef: string;
  readonly reason: 'amount' | 'currency' | 'charge';
  readonly reported: { readonly amountMinor: bigint; readonly currency: string; readonly status: string };
  readonly source: string;
}

export async function raiseChargeMismatch(ctx: AppContext, mismatch: ChargeMismatch): Promise<void> {
  await raiseAlert(ctx, {
    kind: 'charge_mismatch',
    subject: `payment:${mismatch.paymentId}`,
    detail: {
      reason: mismatch.reason,
      provider_ref: mismatch.providerRef,
      reported_amount_minor: mismatch.reported.amountMinor.toString(),
      reported_currency: mismatch.reported.currency,
      reported_status: mismatch.reported.status,
      source: mismatch.source,
    },
  });
}
