/**
 * The order machine (issue 15 item 4; ARCHITECTURE "States are data"): one pure table of which
 * event moves an order from which status to which. Services lock the row, call `transition`, and
 * write the new status with an order_events row in one transaction. Later issues (payment,
 * lifecycle) add their statuses to ORDER_STATUSES and their rows here.
 */

/** Order statuses: the payment and lifecycle issues append theirs (db/schema.ts makes the enum of it). */
export const ORDER_STATUSES = ['draft', 'submitted', 'awaiting_review', 'awaiting_payment', 'paid'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = ['submit', 'send_to_review', 'release_for_payment', 'approve', 'payment_succeeded'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** event -> (from -> to). `null` as from: an order that does not exist yet (placed in one step). */
const TABLE: Readonly<Record<OrderEvent, ReadonlyArray<readonly [OrderStatus | null, OrderStatus]>>> = {
  // The payer submits: a new order, or one kept as a draft.
  submit: [
    [null, 'submitted'],
    ['draft', 'submitted'],
  ],
  // The payee account needs the account manager's review before payment (spec 001 section 4).
  send_to_review: [['submitted', 'awaiting_review']],
  // No review needed: straight on to payment.
  release_for_payment: [['submitted', 'awaiting_payment']],
  // The manager approved it.
  approve: [['awaiting_review', 'awaiting_payment']],
  // The payment provider reported the quote's total paid (the payment issue writes it).
  payment_succeeded: [['awaiting_payment', 'paid']],
};

export type Transition = { readonly ok: true; readonly from: OrderStatus | null; readonly to: OrderStatus } | { readonly ok: false; readonly from: OrderStatus | null; readonly event: OrderEvent };

/** Where `event` takes an order in `status` (null: not placed yet); `ok: false` when the event may not start there. */
export function transition(order: { readonly status: OrderStatus | null }, event: OrderEvent): Transition {
  const row = TABLE[event].find(([from]) => from === order.status);
  return row ? { ok: true, from: order.status, to: row[1] } : { ok: false, from: order.status, event };
}

/** The event that follows a submit: review first when the payee account asks for it. */
export function afterSubmit(needsReview: boolean): OrderEvent {
  return needsReview ? 'send_to_review' : 'release_for_payment';
}

/** Statuses in which the payer may still correct the order's information (nothing paid yet). */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['draft', 'submitted', 'awaiting_review', 'awaiting_payment'];

/** The one status a quote may be made and paid in (spec 001 section 4: review comes before payment). */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment'];

/**
 * Statuses after a payment: the order may not re-enter the payment page (4017). Every status the
 * payment event can reach counts, so statuses later issues append after 'paid' are added here.
 */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid'];

export const isPayable = (status: OrderStatus): boolean => PAYABLE_STATUSES.includes(status);
export const isPaid = (status: OrderStatus): boolean => PAID_STATUSES.includes(status);
