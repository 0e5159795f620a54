/** How the console's answers show orders and their files: amounts as decimal strings, identity numbers masked. */
import { transition, type OrderEvent } from '../../domain/order-status';
import type { DocumentRow } from '../documents/repo';
import { orderSummary } from '../orders/service';
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

/** The staff events the console offers for an order now: those the order machine accepts from its status. */
const STAFF_EVENTS: readonly OrderEvent[] = ['approve', 'reject', ...ADVANCE_EVENTS];
export function nextStaffEvents(order: Pick<OrderRow, 'status'>): OrderEvent[] {
  return STAFF_EVENTS.filter((event) => transition(order, event).ok);
}
