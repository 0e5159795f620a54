/**
 * Request and response schemas of the operations console's calls (/api/ops, tag `ops`): bounds,
 * TypeScript shape and OpenAPI with examples in one. Examples use the development staff accounts
 * (README) and the demo payer's data.
 */
import { ORDER_STATUSES } from '../../domain/order-status';
import { REFUND_REASONS, REFUND_STATUSES } from '../../domain/refund-status';
import { STAFF_ROLES } from '../../domain/staff-roles';
import { envelopeResponse, int, listOf, shape, text } from '../../http/response-schemas';
import { input, intOrDigits, str } from '../../http/schemas';
import type { Payload } from '../../http/typed-routes';

const EXAMPLE_ORDER_ID = '00000000-0000-4000-8000-000000000000';
const orderId = { type: 'string', maxLength: 36, description: 'Order id (from review_queue or order_search)' } as const;

export const loginBody = input(
  { staff_login: str(64), password: str(128) },
  { staff_login: 'admin', password: 'ops-demo-2026' },
  ['staff_login', 'password'],
);
export const totpBody = input({ totp_code: str(6) }, { totp_code: '123456' }, ['totp_code']);
export const orderIdQuery = input({ order_id: orderId }, { order_id: EXAMPLE_ORDER_ID }, ['order_id']);
export const approveBody = input(
  { order_id: orderId, note: str(500) },
  { order_id: EXAMPLE_ORDER_ID, note: 'Payee account checked against the school invoice' },
  ['order_id'],
);
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
/** The bank's reports the console stands in for (the lifecycle table decides where each may start). */
export const ADVANCE_EVENTS = ['start_exchange', 'remit', 'arrive'] as const;
export const advanceBody = input(
  { order_id: orderId, event: { type: 'string', enum: ADVANCE_EVENTS }, note: str(500) },
  { order_id: EXAMPLE_ORDER_ID, event: 'remit', note: 'Bank report 2026-11-24' },
  ['order_id', 'event'],
);
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
/**
 * The identity numbers reveal_identity opens. Defined here, not in service.ts: the service imports
 * views.ts, which imports this file, so a value read from the service while this file loads would
 * not exist yet whenever the service is loaded first.
 */
export const IDENTITY_NUMBER_FIELDS = ['student_id_number', 'passport_number', 'payer_id_number'] as const;
export type IdentityNumberField = (typeof IDENTITY_NUMBER_FIELDS)[number];
export const revealBody = input(
  { order_id: orderId, field: { type: 'string', enum: IDENTITY_NUMBER_FIELDS } },
  { order_id: EXAMPLE_ORDER_ID, field: 'payer_id_number' },
  ['order_id', 'field'],
);
export const documentQuery = input(
  { order_id: orderId, file_id: str(36) },
  { order_id: EXAMPLE_ORDER_ID, file_id: EXAMPLE_ORDER_ID },
  ['order_id', 'file_id'],
);
export const auditQuery = input(
  { before_id: { type: 'string', maxLength: 18, pattern: '^\\d*$' }, order_id: orderId },
  { before_id: '' },
);
export const refundBody = input(
  {
    order_id: orderId,
    refund_amount: {
      type: 'string',
      maxLength: 20,
      description: "Decimal, in the payment's currency; empty: everything left of the payment, less the refund fee",
    },
    reason: { type: 'string', enum: REFUND_REASONS, description: 'payer_request keeps the refund fee (120 RMB) unless waived' },
    note: str(500),
    waive_fee: { type: 'integer', enum: [0, 1] },
  },
  { order_id: EXAMPLE_ORDER_ID, refund_amount: '500.00', reason: 'price_match', note: 'Price-match claim granted' },
  ['order_id', 'reason'],
);
export const refundListQuery = input(
  {
    status: { type: 'string', enum: REFUND_STATUSES },
    before: { type: 'string', maxLength: 40, description: 'created_at of the last row of the page before' },
  },
  { status: 'succeeded' },
);
export type RefundListQuery = Payload<typeof refundListQuery>;

export const actStartBody = input(
  {
    user_id: { ...intOrDigits(), description: "The payer's account id" },
    phone: { type: 'string', maxLength: 20, description: "Or the payer's proven phone (digits; +86 may be left out)" },
    order_no: { type: 'string', maxLength: 40, description: 'Or one of their order numbers' },
    reason: { type: 'string', minLength: 1, maxLength: 300, description: 'Why (the payer is told it, and it is in the audit log)' },
  },
  { order_no: 'EP202611240001', reason: 'The payer asked by phone to have the payee address corrected' },
  ['reason'],
);
export const actEndBody = input(
  {
    session_id: { type: 'string', maxLength: 36, description: 'From act_on_behalf_start (with a staff token)' },
    act_token: { type: 'string', maxLength: 200, description: "Or the acting session's own token (the payer tab's End, no staff token)" },
  },
  { session_id: EXAMPLE_ORDER_ID },
);
export const actStartResponse = envelopeResponse(
  shape({
    act_token: text('A payer token marked with the staff member: open the app with /?act_token=…'),
    session_id: text(),
    user_id: int(),
    payer_name: text(),
    until: text('ISO 8601: the session ends then'),
  }),
);
export const actEndResponse = envelopeResponse(shape({ session_id: text(), ended_at: text() }));

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
const ENTERED_PAYEE = shape(
  {
    beneficiary_name: text(),
    beneficiary_address: text(),
    account_number: text('In full: the reviewer checks it'),
    bank_name: text(),
    bank_address: text(),
    country: text('Paying-to country, alpha-3'),
    currency: text(),
    routing: listOf(shape({ field: text('aba_routing, sort_code, iban, bsb, swift_code...'), value: text() })),
    captured_at: text('When the order captured it (it never changes after)'),
  },
  'A payee the payer entered (not listed): verify before approving',
);
export const queueResponse = envelopeResponse(
  shape({
    list: listOf(
      shape({
        ...(ORDER_ROW.properties as Record<string, Record<string, unknown>>),
        entered_payee: { anyOf: [ENTERED_PAYEE, { type: 'null' }] },
        documents: listOf(DOCUMENT),
      }),
    ),
  }),
);
export const searchResponse = envelopeResponse(shape({ list: listOf(ORDER_ROW) }));
export const movedResponse = envelopeResponse(
  shape({ order_id: text(), order_no: text(), status: { type: 'string', enum: ORDER_STATUSES } }),
);
const REFUND = shape({
  refund_id: text(),
  order_id: text(),
  order_no: text(),
  payment_id: text(),
  status: { type: 'string', enum: REFUND_STATUSES },
  reason: { type: 'string', enum: REFUND_REASONS },
  note: text(),
  amount: text('Decimal string: what goes back to the payer'),
  fee: text('Decimal string: the refund fee kept'),
  currency: text(),
  full: int(),
  requested_by: text(),
  failure_code: text(),
  created_at: text(),
  updated_at: text(),
});
export const refundResponse = envelopeResponse(REFUND);
export const refundListResponse = envelopeResponse(shape({ list: listOf(REFUND), next_before: { type: ['string', 'null'] } }));
const REFUND_POSITION = {
  type: ['object', 'null'],
  description: 'The succeeded payment and what can still be refunded (null: nothing paid)',
  properties: {
    payment_id: text(),
    method_id: text(),
    currency: text(),
    captured: text(),
    refundable: text('Decimal string: what can still be refunded, fee included'),
    refundable_minor: text('The same in minor units, an integer string'),
    refund_fee: text('The fee a payer_request refund keeps now'),
  },
};
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
    next_events: listOf(text(), 'Staff events the order may take now and the caller may send'),
    refunds: listOf(REFUND),
    payment: REFUND_POSITION,
    can_refund: int('1: the caller may refund this order now'),
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
export const opsAlertsQuery = input({ before_id: { type: 'string', maxLength: 18, pattern: '^\\d*$' } }, { before_id: '' });
const OPS_ALERT = shape({
  id: int(),
  kind: text("'sms_cap': an SMS hard cap reached"),
  subject: text("What reached it: 'phone:+44…', 'ip:…', 'country:+7', 'unserved' (the daily budget of calling codes not served)"),
  detail: {},
  count: int('Times it tripped within the hour'),
  at: text('First trip (ISO 8601)'),
  last_at: text('Latest trip (ISO 8601)'),
});
export const opsAlertsResponse = envelopeResponse(shape({ list: listOf(OPS_ALERT), next_before_id: { type: ['integer', 'null'] } }));
/** A file's bytes, as the payer's download answers them. */
export { downloadResponse as documentResponse } from '../documents/schemas';
