/**
 * Request and response schemas of the operations console's calls (/api/ops, tag `ops`): bounds,
 * TypeScript shape and OpenAPI with examples in one. Examples use the development staff accounts
 * (README) and the demo payer's data.
 */
import { ORDER_STATUSES } from '../../domain/order-status';
import { STAFF_ROLES } from '../../domain/staff-roles';
import { envelopeResponse, int, listOf, shape, text } from '../../http/response-schemas';
import { str } from '../../http/schemas';
import { IDENTITY_NUMBER_FIELDS } from './service';

type Props = Record<string, object>;

/** A body or query schema with its example (OpenAPI shows the first). */
function input(properties: Props, example: Record<string, unknown>, required: readonly string[] = []) {
  const withExamples = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [
      name,
      name in example ? { ...schema, examples: [example[name]] } : schema,
    ]),
  );
  return {
    type: 'object',
    properties: withExamples,
    required,
    additionalProperties: true,
    examples: [example],
  } as const;
}

const EXAMPLE_ORDER_ID = '00000000-0000-4000-8000-000000000000';
const orderId = { type: 'string', maxLength: 36, description: 'Order id (from review_queue or order_search)' };

export const loginBody = input(
  { staff_login: str(64), password: str(128) },
  { staff_login: 'admin', password: 'ops-demo-2026' },
  ['staff_login', 'password'],
);
export type LoginBody = { staff_login: string; password: string };
export const totpBody = input({ totp_code: str(6) }, { totp_code: '123456' }, ['totp_code']);
export type TotpBody = { totp_code: string };
export const orderIdQuery = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER_ID }, ['order_id']);
export type OrderIdQuery = { order_id: string };
export const approveBody = input(
  { order_id: orderId, note: str(500) },
  { order_id: EXAMPLE_ORDER_ID, note: 'Payee account checked against the school invoice' },
  ['order_id'],
);
export type ApproveBody = { order_id: string; note?: string };
export const rejectBody = input(
  {
    order_id: orderId,
    reject_reason: { type: 'string', minLength: 1, maxLength: 500, description: 'Shown to the payer' },
  },
  {
    order_id: EXAMPLE_ORDER_ID,
    reject_reason: 'The invoice does not match the payee account; please upload the latest invoice.',
  },
  ['order_id', 'reject_reason'],
);
export type RejectBody = { order_id: string; reject_reason: string };
/** The bank's reports the console stands in for (the lifecycle table decides where each may start). */
export const ADVANCE_EVENTS = ['start_exchange', 'remit', 'arrive'] as const;
export const advanceBody = input(
  { order_id: orderId, event: { type: 'string', enum: ADVANCE_EVENTS }, note: str(500) },
  { order_id: EXAMPLE_ORDER_ID, event: 'remit', note: 'Bank report 2026-11-24' },
  ['order_id', 'event'],
);
export type AdvanceBody = { order_id: string; event: (typeof ADVANCE_EVENTS)[number]; note?: string };
export const searchQuery = input(
  {
    q: {
      type: 'string',
      minLength: 2,
      maxLength: 50,
      description: 'Order number, phone, payer or student name, institution',
    },
  },
  { q: 'Imperial' },
  ['q'],
);
export type SearchQuery = { q: string };
export const revealBody = input(
  { order_id: orderId, field: { type: 'string', enum: IDENTITY_NUMBER_FIELDS } },
  { order_id: EXAMPLE_ORDER_ID, field: 'payer_id_number' },
  ['order_id', 'field'],
);
export type RevealBody = { order_id: string; field: (typeof IDENTITY_NUMBER_FIELDS)[number] };
export const documentQuery = input(
  { order_id: orderId, file_id: str(36) },
  { order_id: EXAMPLE_ORDER_ID, file_id: EXAMPLE_ORDER_ID },
  ['order_id', 'file_id'],
);
export type DocumentQuery = { order_id: string; file_id: string };
export const auditQuery = input(
  { before_id: { type: 'string', maxLength: 18, pattern: '^\\d*$' }, order_id: orderId },
  { before_id: '' },
);
export type AuditQuery = { before_id?: string; order_id?: string };

const STAFF = shape({
  login: text(),
  name: text(),
  role: { type: 'string', enum: STAFF_ROLES },
  totp_needed: {
    type: 'integer',
    enum: [0, 1],
    description: '1: send the TOTP code (login_totp) before any other call',
  },
});
export const loginResponse = envelopeResponse(
  shape({ token: text('The staff token: send it as Authorization on every /api/ops call'), staff: STAFF }),
);
export const meResponse = envelopeResponse(STAFF);
export const emptyResponse = envelopeResponse(shape({}));

const ORDER_ROW = shape({
  order_id: text(),
  order_no: text(),
  status: { type: 'string', enum: ORDER_STATUSES },
  order_type: text(),
  institution: text(),
  institution_zh: text(),
  currency: text(),
  amount: text('Decimal string, the order total'),
  created_at: text(),
  payer_name: text(),
  student_name: text(),
});
const DOCUMENT = shape({
  file_id: text(),
  slot: text(),
  file_name: text(),
  content_type: text(),
  size: int(),
  created_at: text(),
});
export const queueResponse = envelopeResponse(
  shape({ list: listOf(shape({ ...(ORDER_ROW.properties as Props), documents: listOf(DOCUMENT) })) }),
);
export const searchResponse = envelopeResponse(shape({ list: listOf(ORDER_ROW) }));
export const movedResponse = envelopeResponse(
  shape({ order_id: text(), order_no: text(), status: { type: 'string', enum: ORDER_STATUSES } }),
);
const EVENT = shape({
  event: text(),
  from: { type: ['string', 'null'] },
  to: text(),
  actor: text(),
  reason: text(),
  at: text(),
});
export const historyResponse = envelopeResponse(
  shape({
    order: { type: 'object', description: 'The order as the payer sees it (identity numbers masked)' },
    events: listOf(EVENT),
    documents: listOf(DOCUMENT),
    next_events: listOf(text(), 'Staff events the order may take now'),
  }),
);
export const revealResponse = envelopeResponse(
  shape({ field: text(), value: text('The identity number in clear (this reading is in the audit log)') }),
);
const AUDIT = shape({
  id: int(),
  staff_login: text(),
  staff_name: text(),
  action: text(),
  target_type: text(),
  target_id: text(),
  before: {},
  after: {},
  at: text(),
});
export const auditResponse = envelopeResponse(
  shape({ list: listOf(AUDIT), next_before_id: { type: ['integer', 'null'] } }),
);
/** A file's bytes, as the payer's download answers them. */
export { downloadResponse as documentResponse } from '../documents/schemas';
