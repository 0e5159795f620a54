/**
 * The user centre's orders (spec 001 sections 2 and 7; issue 18 item 2): the ongoing and closed
 * lists (paginated), the "smart" list of what needs the payer first, the order detail with its
 * four-stage progress, what is needed next and its history, and the payer's two changes (close an
 * unpaid order, confirm arrival) through the lifecycle table. Every read and change is scoped to
 * the caller's own orders (repo.ownedBy): another payer's id answers as an unknown one.
 */
import type { AppContext } from '../../context';
import { nextStepOf, payerActs, progressOf, resultOf, stageOf } from '../../domain/order-progress';
import {
  autoCloseAt,
  CLOSED_STATUSES,
  ONGOING_STATUSES,
  PAYABLE_STATUSES,
  transition,
  type OrderStatus,
} from '../../domain/order-status';
import { advanceOrder, type Advanced } from './lifecycle';
import * as repo from './repo';
import type { OrderOwner, OrderRow } from './repo';
import { actorOf, orderSummary, orderView } from './service';

/** The smart list: the few orders the user centre puts first. */
export const SMART_LIST_SIZE = 5;

export type ListKind = 'ongoing' | 'closed';
const LIST_STATUSES: Readonly<Record<ListKind, readonly OrderStatus[]>> = {
  ongoing: ONGOING_STATUSES,
  closed: CLOSED_STATUSES,
};

/** Where the order is in its lifecycle, as lists and the detail show it (read off the status). */
export function lifecycleOf(order: OrderRow) {
  const next = nextStepOf(order.status);
  const unpaid = transition(order, 'expire').ok;
  return {
    stage: stageOf(order.status),
    result: resultOf(order.status) ?? '',
    next_step: next,
    payer_acts: payerActs(next) ? 1 : 0,
    hold_reason: order.holdReason ?? '',
    hold_until: order.holdUntil?.toISOString() ?? '',
    auto_close_at: unpaid ? autoCloseAt(order.createdAt).toISOString() : '',
    can_cancel: transition(order, 'cancel').ok ? 1 : 0,
    can_confirm_arrival: transition(order, 'confirm_arrival').ok ? 1 : 0,
    can_pay: PAYABLE_STATUSES.includes(order.status) ? 1 : 0,
  } as const;
}

export const listRow = (order: OrderRow) => ({ ...orderSummary(order), ...lifecycleOf(order) });

export async function orderPage(ctx: AppContext, owner: OrderOwner, kind: ListKind, page: number, size: number) {
  const statuses = LIST_STATUSES[kind];
  const [rows, total] = await Promise.all([
    repo.ordersPage(ctx.db, owner, statuses, (page - 1) * size, size),
    repo.countOrders(ctx.db, owner, statuses),
  ]);
  return { list: rows.map(listRow), total, page, page_size: size };
}

/** Ongoing orders, those waiting for the payer first (on hold, to pay, to confirm), then newest. */
export async function smartList(ctx: AppContext, owner: OrderOwner) {
  const rows = (await repo.ordersOf(ctx.db, owner, ONGOING_STATUSES)).map(listRow);
  const ranked = [...rows].sort((a, b) => b.payer_acts - a.payer_acts); // stable: newest first within each
  return { list: ranked.slice(0, SMART_LIST_SIZE), total: rows.length };
}

/** Reasons the payer reads; the rest of the history says what happened and when, not staff notes. */
const REASON_SHOWN = new Set(['reject', 'request_action']);

/** The detail: the order, its lifecycle, the stages with dates, and its history (no staff ids). */
export async function detailOf(ctx: AppContext, order: OrderRow) {
  const events = await repo.eventsOf(ctx.db, order.id);
  return {
    ...orderView(ctx, order),
    ...lifecycleOf(order),
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
  return advanceOrder(ctx, orderId, 'cancel', actorOf(owner), 'close_order', { owner });
}

/** complete_order: the payer confirms the payment arrived (the page asked first); closed as completed. */
export function completeOrder(ctx: AppContext, owner: OrderOwner, orderId: string): Promise<Advanced> {
  return advanceOrder(ctx, orderId, 'confirm_arrival', actorOf(owner), 'complete_order', { owner });
}
