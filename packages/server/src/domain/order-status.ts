/**
 * The order machine (issue 15 item 4, issue 18 item 1; ARCHITECTURE "States are data"): one pure
 * table of which event moves an order from which status to which, and who may send each event.
 * Services lock the row, call `transition`, and write the new status with an order_events row in one
 * transaction (modules/orders/lifecycle.ts `advanceOrder`).
 *
 * The spec's four stages (001 section 4) and closed results are read off the statuses in
 * domain/order-progress.ts; the spec's finer sub-steps of the payment stage ("select account",
 * "click to pay") are the payment page's own steps, not order statuses.
 */

/**
 * Order statuses. Appended only (PostgreSQL enum values are added, never reordered): db/schema.ts
 * makes the enum of this array and migration 0014 adds the lifecycle's values.
 */
export const ORDER_STATUSES = [
  'draft',
  'submitted',
  'awaiting_review',
  'awaiting_payment',
  'paid',
  // issue 18: the rest of the lifecycle
  /** On hold before payment: the payer must do something (what and by when on the order). */
  'action_needed',
  /** Closed: the account manager refused it (the reason is the event's, shown to the payer). */
  'rejected',
  /** Closed: the payer (or staff for them) cancelled it before paying. */
  'canceled',
  /** Closed: not paid within UNPAID_CLOSE_DAYS of placing; it closed itself. */
  'expired',
  /** Paying in several installments (spec: "installment processing"); paid when the last one is. */
  'installment_processing',
  /** Remittance: the money is being converted. */
  'exchanging',
  /** Remittance sent; the arrival stage waits for the payee's bank to credit it. */
  'remitted',
  /** The payee's bank credited it; the payer confirms the student system shows it. */
  'arrived',
  /** Closed with result completed: the payer confirmed arrival. */
  'completed',
  /** On hold after payment: something is needed from the payer before the remittance goes on. */
  'paid_action_needed',
  /** A refund was asked of the payment provider (the spec lists it with the closed orders). */
  'refund_in_process',
  /** Closed: the money went back. */
  'refunded',
  // issue 17 item 8: price changes
  /**
   * Paid at a quote that had expired, and the price moved by more than the threshold: on hold until
   * the payer chooses a refund or a top-up (domain/price-change.ts; the window is the hold's until).
   */
  'price_changed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = [
  'submit',
  'send_to_review',
  'release_for_payment',
  'approve',
  'payment_succeeded',
  'request_action',
  'action_provided',
  'reject',
  'cancel',
  'expire',
  'installments_started',
  'start_exchange',
  'remit',
  'arrive',
  'confirm_arrival',
  'request_refund',
  'refund_succeeded',
  'refund_failed',
  // issue 17 item 8: price changes (domain/price-change.ts)
  'price_change_found',
  'top_up_paid',
  'choose_refund',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

type Row = readonly [OrderStatus | null, OrderStatus];

/** event -> (from -> to). `null` as from: an order that does not exist yet (placed in one step). */
const TABLE: Readonly<Record<OrderEvent, readonly Row[]>> = {
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
  // The provider reported the quote's total paid, or the last installment of it.
  payment_succeeded: [
    ['awaiting_payment', 'paid'],
    ['installment_processing', 'paid'],
  ],
  // Staff need something from the payer (documents, a correction): the order waits, visibly.
  request_action: [
    ['awaiting_review', 'action_needed'],
    ['awaiting_payment', 'action_needed'],
    ['paid', 'paid_action_needed'],
    ['exchanging', 'paid_action_needed'],
  ],
  // The payer did it: before payment the manager reviews again; after it the remittance goes on.
  action_provided: [
    ['action_needed', 'awaiting_review'],
    ['paid_action_needed', 'paid'],
  ],
  // Refused with a reason the payer sees; never after money was taken (that is a refund).
  reject: [
    ['awaiting_review', 'rejected'],
    ['action_needed', 'rejected'],
  ],
  // The payer cancels an unpaid order (asked first in the UI); a paid one is refunded instead.
  cancel: [
    ['draft', 'canceled'],
    ['submitted', 'canceled'],
    ['awaiting_review', 'canceled'],
    ['action_needed', 'canceled'],
    ['awaiting_payment', 'canceled'],
  ],
  // Unpaid past UNPAID_CLOSE_DAYS: the auto-close job closes it.
  expire: [
    ['draft', 'expired'],
    ['submitted', 'expired'],
    ['awaiting_review', 'expired'],
    ['action_needed', 'expired'],
    ['awaiting_payment', 'expired'],
  ],
  // The payer chose installments and paid the first of several.
  installments_started: [['awaiting_payment', 'installment_processing']],
  // The bank's reports (staff stand in for them in the console): exchange, remit, credit.
  start_exchange: [['paid', 'exchanging']],
  remit: [['exchanging', 'remitted']],
  arrive: [['remitted', 'arrived']],
  // The payer confirms the student system shows the payment: closed, result completed.
  confirm_arrival: [['arrived', 'completed']],
  // Money goes back (price change not topped up, payer's request, a bounced remittance).
  request_refund: [
    ['paid', 'refund_in_process'],
    ['paid_action_needed', 'refund_in_process'],
    ['installment_processing', 'refund_in_process'],
    ['exchanging', 'refund_in_process'],
    ['remitted', 'refund_in_process'],
  ],
  refund_succeeded: [['refund_in_process', 'refunded']],
  // The provider refused the refund (no guarantee of success): the payer is asked for another way.
  refund_failed: [['refund_in_process', 'paid_action_needed']],
  // The money arrived for an expired quote and the price moved past the threshold: the payer chooses.
  price_change_found: [
    ['awaiting_payment', 'price_changed'],
    ['installment_processing', 'price_changed'],
  ],
  // The payer paid the difference: the order goes on as paid.
  top_up_paid: [['price_changed', 'paid']],
  // The payer chose the refund (the service ends), or the window passed without a choice (system).
  choose_refund: [['price_changed', 'refund_in_process']],
};

/** Who sends an event: the payer, a staff member (ops console), or the system (provider, jobs). */
export type ActorKind = 'payer' | 'staff' | 'system';

/** Who may send each event. advanceOrder refuses any other sender. */
export const EVENT_SENDERS: Readonly<Record<OrderEvent, readonly ActorKind[]>> = {
  submit: ['payer', 'staff'],
  send_to_review: ['system'],
  release_for_payment: ['system'],
  approve: ['staff'],
  payment_succeeded: ['system'],
  request_action: ['staff', 'system'],
  action_provided: ['payer', 'staff'],
  reject: ['staff'],
  cancel: ['payer', 'staff'],
  expire: ['system'],
  installments_started: ['system'],
  start_exchange: ['staff', 'system'],
  remit: ['staff', 'system'],
  arrive: ['staff', 'system'],
  confirm_arrival: ['payer', 'staff'],
  request_refund: ['staff', 'system'],
  refund_succeeded: ['staff', 'system'],
  refund_failed: ['staff', 'system'],
  price_change_found: ['system'],
  top_up_paid: ['system'],
  choose_refund: ['payer', 'system'],
};

/**
 * The kind of an actor string as order_events stores it: 'user:<id>' and 'phone:<e164>' are payers,
 * 'staff:<id>' a staff member (ops console; 'staff:<id>:for:user:<id>' when acting on behalf),
 * 'system' the provider and the jobs.
 */
export function actorKind(actor: string): ActorKind | null {
  if (actor === 'system') return 'system';
  if (/^(user:\d+|phone:\+\d{6,16})$/.test(actor)) return 'payer';
  if (/^staff:\d+(:for:user:\d+)?$/.test(actor)) return 'staff';
  return null;
}

export type Transition =
  | { readonly ok: true; readonly from: OrderStatus | null; readonly to: OrderStatus }
  | { readonly ok: false; readonly from: OrderStatus | null; readonly event: OrderEvent };

/** Where `event` takes an order in `status` (null: not placed yet); `ok: false` when the event may not start there. */
export function transition(order: { readonly status: OrderStatus | null }, event: OrderEvent): Transition {
  const row = TABLE[event].find(([from]) => from === order.status);
  return row ? { ok: true, from: order.status, to: row[1] } : { ok: false, from: order.status, event };
}

/** The events that can start in `status` (what the console offers; tests check it against the table). */
export function eventsFrom(status: OrderStatus): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => TABLE[event].some(([from]) => from === status));
}

/** The event that follows a submit: review first when the payee account asks for it. */
export function afterSubmit(needsReview: boolean): OrderEvent {
  return needsReview ? 'send_to_review' : 'release_for_payment';
}

/** An unpaid order closes itself this many days after it was placed (Flywire's 8; the UI says so). */
export const UNPAID_CLOSE_DAYS = 8;

/** When an order placed at `placedAt` closes itself if still unpaid. */
export function autoCloseAt(placedAt: Date): Date {
  return new Date(placedAt.getTime() + UNPAID_CLOSE_DAYS * 24 * 3600 * 1000);
}

/** Statuses in which the payer may still correct the order's information (nothing paid yet). */
export const EDITABLE_STATUSES: readonly OrderStatus[] = [
  'draft',
  'submitted',
  'awaiting_review',
  'action_needed',
  'awaiting_payment',
];

/**
 * Placed, not paid and not closed: what a payer may hold at most `openUnpaidOrdersPerPayer` of
 * (config.ts Limits), and what the auto-close job closes (the statuses `expire` starts from).
 */
export const OPEN_UNPAID_STATUSES: readonly OrderStatus[] = TABLE.expire.map(([from]) => from).filter((s): s is OrderStatus => s !== null);

/** The one status a quote may be made and paid in (spec 001 section 4: review comes before payment). */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment'];

/**
 * Statuses after a payment: the order may never re-enter the payment page (4017). Every status
 * `payment_succeeded` leads to, directly or later, counts (a test walks the table to check it).
 */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'paid',
  'paid_action_needed',
  'exchanging',
  'remitted',
  'arrived',
  'completed',
  'refund_in_process',
  'refunded',
  'price_changed',
];

/** Statuses no event leaves (a closed order is re-ordered as a new draft, never reopened). */
export const FINAL_STATUSES: readonly OrderStatus[] = ['rejected', 'canceled', 'expired', 'completed', 'refunded'];

/** The user centre's closed list: the final statuses and, as the spec lists it, refund in process. */
export const CLOSED_STATUSES: readonly OrderStatus[] = [...FINAL_STATUSES, 'refund_in_process'];

/** The user centre's ongoing list: everything placed and not closed. */
export const ONGOING_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => s !== 'draft' && !CLOSED_STATUSES.includes(s),
);

/** On hold, waiting for the payer (the order shows what and by when). */
export const HOLD_STATUSES: readonly OrderStatus[] = ['action_needed', 'paid_action_needed', 'price_changed'];

export const isPayable = (status: OrderStatus): boolean => PAYABLE_STATUSES.includes(status);
export const isPaid = (status: OrderStatus): boolean => PAID_STATUSES.includes(status);
export const isClosed = (status: OrderStatus): boolean => CLOSED_STATUSES.includes(status);
