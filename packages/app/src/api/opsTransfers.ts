/** The console's unmatched-transfer calls (/api/ops): list, attach to an order, return to the sender. */
import { opsCall } from './ops';

export const TRANSFER_STATUSES = ['unmatched', 'attached', 'returning', 'returned'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export interface OpsTransfer {
  transfer_id: string;
  status: TransferStatus;
  reference: string;
  amount: string;
  amount_minor: string;
  currency: string;
  sender_name: string;
  sender_account: string;
  order_id: string;
  order_no: string;
  payment_id: string;
  failure_code: string;
  resolved_by: string;
  received_at: string;
  updated_at: string;
}

type Refusal = { field?: string; expected?: string; expected_currency?: string };

export const transfersApi = {
  list: (status: TransferStatus | '', before = '') =>
    opsCall<{ list: OpsTransfer[]; next_before: string | null }>('GET', '/unmatched_transfers', { ...(status ? { status } : {}), ...(before ? { before } : {}) }),
  /** `key`: the form's Idempotency-Key (the same on a resubmit: one attach). */
  attach: (body: { transfer_id: string; order_no: string; note?: string }, key: string) =>
    opsCall<OpsTransfer & Refusal>('POST', '/transfer_attach', { ...body }, { 'idempotency-key': key }),
  giveBack: (body: { transfer_id: string; note?: string }, key: string) => opsCall<OpsTransfer & Refusal>('POST', '/transfer_return', { ...body }, { 'idempotency-key': key }),
};
