/**
 * Schemas of the unmatched-transfer calls of the operations console (/api/ops, tag `ops`):
 * validation, TypeScript shape and OpenAPI with working examples in one.
 */
import { UNMATCHED_TRANSFER_STATUSES } from '../../domain/unmatched-transfer';
import { idempotencyKeyHeaders } from '../../http/idempotency';
import { envelopeResponse, listOf, shape, text } from '../../http/response-schemas';
import { input, str } from '../../http/schemas';

const EXAMPLE_TRANSFER_ID = '00000000-0000-4000-8000-0000000000aa';
const transferId = { type: 'string', maxLength: 36, description: 'An unmatched transfer (from unmatched_transfers)' } as const;

/** The money-moving POSTs' header: a new random key per form, sent again on retries. */
export const idempotencyHeaders = idempotencyKeyHeaders('form');

export const transferListQuery = input(
  {
    status: { type: 'string', enum: UNMATCHED_TRANSFER_STATUSES, description: 'Only this status (default: every status)' },
    before: { type: 'string', maxLength: 40, description: 'received_at of the last row of the page before' },
  },
  { status: 'unmatched' },
);

export const attachBody = input(
  {
    transfer_id: transferId,
    order_no: { type: 'string', minLength: 1, maxLength: 40, description: 'The order the funds pay: it needs an open payment of exactly this amount and currency' },
    note: str(500),
  },
  { transfer_id: EXAMPLE_TRANSFER_ID, order_no: 'EP2026112400001', note: 'Payer wrote the reference of an expired quote' },
  ['transfer_id', 'order_no'],
);

export const returnBody = input(
  { transfer_id: transferId, note: str(500) },
  { transfer_id: EXAMPLE_TRANSFER_ID, note: 'No order matches; sender unknown to us' },
  ['transfer_id'],
);

const TRANSFER = shape({
  transfer_id: text(),
  status: { type: 'string', enum: UNMATCHED_TRANSFER_STATUSES },
  reference: text('What the sender wrote on the transfer'),
  amount: text('Decimal string in the transfer currency'),
  amount_minor: text('The same in minor units, an integer string'),
  currency: text(),
  sender_name: text(),
  sender_account: text('Masked: the last four only'),
  order_id: text('The order it paid (attached), else empty'),
  order_no: text(),
  payment_id: text(),
  failure_code: text('Why the last return failed, else empty'),
  resolved_by: text('staff:<id> of the last attach or return'),
  received_at: text(),
  updated_at: text(),
});

export const transferResponse = envelopeResponse(TRANSFER);
export const transferListResponse = envelopeResponse(shape({ list: listOf(TRANSFER), next_before: { type: ['string', 'null'] } }));
