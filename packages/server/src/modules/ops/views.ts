/** How the console's answers show orders and their files: amounts as decimal strings, identity numbers masked. */
import { transition, type OrderEvent } from '../../domain/order-status';
import { may, type StaffRole } from '../../domain/staff-roles';
import type { DocumentRow } from '../documents/repo';
import type { PayeeSnapshot } from '../orders/service/payee-snapshot';
import { orderSummary } from '../orders/service/views';
import type { OrderRow } from './repo';
import { ADVANCE_EVENTS } from './schemas';

const field = (section: unknown, name: string): string => {
  const value = (section as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
};

export function orderRow(order: OrderRow) {
  const studentEn = [field(order.student, 'en_first_name'), field(order.student, 'en_last_name')]
    .filter(Boolean)
    .join(' ');
  return {
    ...orderSummary(order),
    payer_name: field(order.payer, 'payer_cn_name'),
    student_name: field(order.student, 'student_cn_name') || studentEn,
  };
}

/**
 * The payee as the payer entered it (a landlord, an agency: not listed, nobody checked it yet), in
 * full for the manager who verifies it before payment (as Flywire and Wise verify new recipients);
 * null for a listed account. Bank details are not identity numbers: the reviewer needs them whole.
 */
export function enteredPayeeView(order: OrderRow) {
  const payee = order.payeeSnapshot as PayeeSnapshot;
  if (!payee.entered_by_payer) return null;
  return {
    beneficiary_name: payee.account_name,
    beneficiary_address: payee.beneficiary_address ?? '',
    account_number: payee.account_number ?? '',
    bank_name: payee.bank_name,
    bank_address: payee.bank_address,
    country: payee.country,
    currency: payee.currency,
    routing: Object.entries(payee.routing).map(([field, value]) => ({ field, value: value ?? '' })),
    captured_at: payee.captured_at,
  };
}

export function documentView(document: DocumentRow) {
  return {
    file_id: document.id,
    slot: document.slot,
    file_name: document.fileName,
    content_type: document.contentType,
    size: document.sizeBytes,
    created_at: document.createdAt.toISOString(),
  };
}

/**
 * The staff events the console offers an order now: those the order machine accepts from its
 * status and the caller's role may send (review events for managers and admins, the bank's reports
 * for finance and admins).
 */
const REVIEW_EVENTS: readonly OrderEvent[] = ['approve', 'reject'];
export function nextStaffEvents(order: Pick<OrderRow, 'status'>, role: StaffRole): OrderEvent[] {
  const allowed = [...(may(role, 'review') ? REVIEW_EVENTS : []), ...(may(role, 'advance') ? ADVANCE_EVENTS : [])];
  return allowed.filter((event) => transition(order, event).ok);
}
