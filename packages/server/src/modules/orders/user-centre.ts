/**
 * The user centre's orders (spec 001 sections 2 and 7; issue 18 item 2): the ongoing and closed
 * lists (paginated), the "smart" list of what needs the payer first, the order detail with its
 * four-stage progress, what is needed next and its history, and the payer's two changes (close an
 * unpaid order, confirm arrival) through the lifecycle table. Every read and change is scoped to
 * the caller's own orders (repo.ownedBy): another payer's id answers as an unknown one.
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { nextStepOf, payerActs, progressOf, resultOf, stageOf } from '../../domain/order-progress';
import {
  autoCloseAt,
  CLOSED_STATUSES,
  FINAL_STATUSES,
  ONGOING_STATUSES,
  PAYABLE_STATUSES,
  transition,
  type OrderStatus,
} from '../../domain/order-status';
import { advanceOrder, type Advanced } from './lifecycle';
import * as repo from './repo';
import type { OrderOwner, OrderRow } from './repo';
import { BusinessError } from '../../http/business-error';
import { t, type Locale, type ServerMessageId } from '../../messages';
import { payeeAccountById } from '../institutions/repo';
import { saveDraft } from './drafts';
import { eventActorOf } from './service/owner';
import type { PayeeSnapshot } from './service/payee-snapshot';
import { formOf, orderSummary, orderView } from './service/views';

/** The smart list: the few orders the user centre puts first. */
export const SMART_LIST_SIZE = 5;

export type ListKind = 'ongoing' | 'closed';
const LIST_STATUSES: Readonly<Record<ListKind, readonly OrderStatus[]>> = {
  ongoing: ONGOING_STATUSES,
  closed: CLOSED_STATUSES,
};

/**
 * Holds the system puts an order in, and what the payer must do there in their language. The stored
 * reason of such a hold is the system's note for staff (which quote, why); a staff hold's reason is
 * written for the payer and shown as it is.
 */
const SYSTEM_HOLD_TEXT: Readonly<Partial<Record<OrderStatus, ServerMessageId>>> = { price_changed: 'holdPriceChanged' };

function holdReasonOf(order: OrderRow, locale: Locale): string {
  if (!order.holdReason) return '';
  const text = SYSTEM_HOLD_TEXT[order.status];
  return text ? t(locale, text) : order.holdReason;
}

/** Where the order is in its lifecycle, as lists and the detail show it (read off the status), in the payer's language. */
export function lifecycleOf(order: OrderRow, locale: Locale) {
  const next = nextStepOf(order.status);
  const unpaid = transition(order, 'expire').ok;
  return {
    stage: stageOf(order.status),
    result: resultOf(order.status) ?? '',
    next_step: next,
    payer_acts: payerActs(next) ? 1 : 0,
    hold_reason: holdReasonOf(order, locale),
    hold_until: order.holdUntil?.toISOString() ?? '',
    auto_close_at: unpaid ? autoCloseAt(order.createdAt).toISOString() : '',
    can_cancel: transition(order, 'cancel').ok ? 1 : 0,
    can_confirm_arrival: transition(order, 'confirm_arrival').ok ? 1 : 0,
    can_pay: PAYABLE_STATUSES.includes(order.status) ? 1 : 0,
  } as const;
}

export const listRow = (order: OrderRow, locale: Locale) => ({ ...orderSummary(order), ...lifecycleOf(order, locale) });

export async function orderPage(ctx: AppContext, owner: OrderOwner, kind: ListKind, page: number, size: number, locale: Locale) {
  const statuses = LIST_STATUSES[kind];
  const [rows, total] = await Promise.all([
    repo.ordersPage(ctx.db, owner, statuses, (page - 1) * size, size),
    repo.countOrders(ctx.db, owner, statuses),
  ]);
  return { list: rows.map((row) => listRow(row, locale)), total, page, page_size: size };
}

/** Ongoing orders, those waiting for the payer first (on hold, to pay, to confirm), then newest. */
export async function smartList(ctx: AppContext, owner: OrderOwner, locale: Locale) {
  const rows = (await repo.ordersOf(ctx.db, owner, ONGOING_STATUSES)).map((row) => listRow(row, locale));
  const ranked = [...rows].sort((a, b) => b.payer_acts - a.payer_acts); // stable: newest first within each
  return { list: ranked.slice(0, SMART_LIST_SIZE), total: rows.length };
}

/** Reasons the payer reads; the rest of the history says what happened and when, not staff notes. */
const REASON_SHOWN = new Set(['reject', 'request_action']);

/** The detail: the order, its lifecycle, the stages with dates, and its history (no staff ids). */
export async function detailOf(ctx: AppContext, order: OrderRow, locale: Locale) {
  const events = await repo.eventsOf(ctx.db, order.id);
  return {
    ...orderView(ctx, order),
    ...lifecycleOf(order, locale),
    progress: progressOf(order.status, events),
    history: events.map((e) => ({
      event: e.event,
      from: e.fromStatus ?? '',
      to: e.toStatus,
      at: e.createdAt.toISOString(),
      by: e.actor === 'system' ? 'system' : e.actor.startsWith('staff:') ? 'staff' : 'payer',
      reason: REASON_SHOWN.has(e.event) ? e.reason : '',
    })),
  };
}

/** close_order: the payer cancels an unpaid order of theirs (the page asked first). */
export function closeOrder(ctx: AppContext, owner: OrderOwner, orderId: string): Promise<Advanced> {
  return advanceOrder(ctx, orderId, 'cancel', eventActorOf(owner), 'close_order', { owner });
}

/** complete_order: the payer confirms the payment arrived (the page asked first); closed as completed. */
export function completeOrder(ctx: AppContext, owner: OrderOwner, orderId: string): Promise<Advanced> {
  return advanceOrder(ctx, orderId, 'confirm_arrival', eventActorOf(owner), 'complete_order', { owner });
}

/** Form fields a re-order leaves for the payer to give again: consent is given per order, and the server's own figures. */
const NOT_CARRIED = new Set(['order_agreement', 'amount_cny', 'currency_code']);

/**
 * reorder: a closed order's data as a new draft of the same payee account (spec 001 section 4: "a
 * closed order can be re-ordered"); the order form then opens it like any saved draft, and the
 * payer checks, changes and agrees again before a new order is placed. Drafts belong to accounts:
 * a phone-proven anonymous payer is asked to log in (402). Another payer's id answers as unknown.
 * The answer's account_id is 0 for a payee the payer entered (open /order?payee=entered).
 */
export async function reorderDraft(ctx: AppContext, owner: OrderOwner, orderId: string): Promise<{ accountId: number; savedAt: Date }> {
  if (owner.userId === null) throw new BusinessError(STATUS.NEED_LOGIN, 'needLogin');
  const order = await repo.ownedOrder(ctx.db, owner, orderId);
  if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
  if (!FINAL_STATUSES.includes(order.status)) throw new BusinessError(STATUS.CONFLICT, 'orderTransitionRefused', {}, { order_id: order.id, status: order.status, event: 'reorder' });
  const snapshot = order.payeeSnapshot as PayeeSnapshot;
  // A payee the payer entered has no account: its draft is the one of /order?payee=entered
  // (account 0), and the typed payee comes back with the rest of the payment section. A listed
  // account must still be listed (its details may have changed: the form shows today's).
  const accountId = snapshot.account_id ?? 0;
  const available = snapshot.account_id === null ? snapshot.entered_by_payer === true : (await payeeAccountById(ctx.db, snapshot.account_id)) !== null;
  if (!available) throw new BusinessError(STATUS.NOT_FOUND, 'payeeAccountNotFound', {}, { field: 'order_id' });
  const values = Object.fromEntries(Object.entries(formOf(ctx, order)).filter(([k, v]) => !NOT_CARRIED.has(k) && v !== '' && v !== undefined));
  const savedAt = await saveDraft(ctx, owner.userId, accountId, values);
  return { accountId, savedAt };
}
