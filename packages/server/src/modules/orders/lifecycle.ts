/**
 * The one way an order changes status after it was placed (issue 18 item 1): `advanceOrder` locks
 * the order row (FOR UPDATE), checks that the actor may send the event and that the table allows it
 * from the status found under the lock, writes the status and an order_events row (who, when, from,
 * to, why), and enqueues what follows (auto-close, the payer's notification) in the same
 * transaction. The ops console, the user centre's calls and the jobs all call it, so two staff
 * advancing one order at once end with one of them refused, never with two event rows.
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  actorKind,
  autoCloseAt,
  EVENT_SENDERS,
  HOLD_STATUSES,
  transition,
  type OrderEvent,
  type OrderStatus,
} from '../../domain/order-status';
import { BusinessError } from '../../http/business-error';
import type { Enqueue } from '../../plugins/jobs';
import { notifyPayer } from './notifications';
import * as repo from './repo';
import type { OrderOwner, OrderRow } from './repo';

/** How long a payer has to act on a hold when the staff member gave no date. */
export const DEFAULT_HOLD_HOURS = 72;

/** Events whose reason the payer reads (the refusal, what is needed): they may not be empty. */
const REASON_SHOWN: readonly OrderEvent[] = ['reject', 'request_action'];

export interface AdvanceOptions {
  /** request_action: by when the payer must act (default DEFAULT_HOLD_HOURS from now). */
  readonly holdUntil?: Date;
  /** Only an order this payer may see (the user centre's calls): another's answers as not found. */
  readonly owner?: OrderOwner;
}

export interface Advanced {
  readonly order: OrderRow;
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly event: OrderEvent;
  /** Why, as the event row keeps it (the payer reads it for a rejection or a hold). */
  readonly reason: string;
  readonly eventId: number;
}

/** Refusals: a 411 the caller shows; `order_id` and the status it was in are in the data. */
function refused(order: OrderRow, event: OrderEvent): never {
  throw new BusinessError(
    STATUS.CONFLICT,
    'orderTransitionRefused',
    {},
    { order_id: order.id, status: order.status, event },
  );
}

/**
 * Applies `event` to the order `orderId` in its own transaction. `actor`: 'user:<id>',
 * 'phone:<e164>', 'staff:<id>' (or 'staff:<id>:for:user:<id>') or 'system'; `reason`: why, as the
 * order history shows it (the payer reads it for a rejection or a hold).
 */
export async function advanceOrder(
  ctx: AppContext,
  orderId: string,
  event: OrderEvent,
  actor: string,
  reason: string,
  options: AdvanceOptions = {},
): Promise<Advanced> {
  return ctx.jobs.transaction((tx, enqueue) => advanceIn(ctx, tx, enqueue, orderId, event, actor, reason, options));
}

/** An Enqueue writing into a transaction the caller holds (not a jobs.transaction): its jobs commit with it. */
export const enqueueInto =
  (ctx: AppContext, tx: Db): Enqueue =>
  (queue, data, options) =>
    ctx.jobs.enqueueIn(tx, queue, data, options);

/** advanceOrder inside a transaction the caller holds (its enqueue commits with it). */
export async function advanceIn(
  ctx: AppContext,
  tx: Db,
  enqueue: Enqueue,
  orderId: string,
  event: OrderEvent,
  actor: string,
  reason: string,
  options: AdvanceOptions = {},
): Promise<Advanced> {
  const kind = actorKind(actor);
  if (kind === null || !EVENT_SENDERS[event].includes(kind)) throw new Error(`${actor} may not send ${event}`);
  const text = reason.trim();
  if (REASON_SHOWN.includes(event) && text === '')
    throw new BusinessError(STATUS.INVALID, 'reasonRequired', {}, { field: 'reason' });
  const order = options.owner
    ? await repo.ownedOrder(tx, options.owner, orderId, true)
    : await repo.orderForUpdate(tx, orderId);
  if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
  const step = transition(order, event);
  if (!step.ok) refused(order, event);
  const now = ctx.now();
  const holding = HOLD_STATUSES.includes(step.to);
  const hold = holding
    ? { holdReason: text, holdUntil: options.holdUntil ?? new Date(now.getTime() + DEFAULT_HOLD_HOURS * 3600 * 1000) }
    : { holdReason: null, holdUntil: null };
  const updated = await repo.writeOrderStatus(tx, order.id, { status: step.to, ...hold, updatedAt: now });
  const eventId = await repo.insertOrderEvent(tx, {
    orderId: order.id,
    event,
    fromStatus: order.status,
    toStatus: step.to,
    actor,
    reason: text,
    createdAt: now,
  });
  const advanced: Advanced = { order: updated, from: order.status, to: step.to, event, reason: text, eventId };
  await afterAdvance(ctx, tx, enqueue, advanced);
  return advanced;
}

/** What follows a change, enqueued in its transaction (committed with it, or not at all). */
async function afterAdvance(ctx: AppContext, tx: Db, enqueue: Enqueue, advanced: Advanced): Promise<void> {
  await notifyPayer(ctx, tx, enqueue, advanced);
}

/** The auto-close job of an order placed at `placedAt`: enqueued with the order (same transaction). */
export async function scheduleAutoClose(ctx: AppContext, tx: Db, orderId: string, placedAt: Date): Promise<void> {
  const seconds = Math.max(1, Math.ceil((autoCloseAt(placedAt).getTime() - ctx.now().getTime()) / 1000));
  await ctx.jobs.enqueueIn(tx, 'order_autoclose', { order_id: orderId }, { startAfterSeconds: seconds });
}

/**
 * The auto-close job: closes the order as expired if it is still unpaid. Paid, closed or otherwise
 * moved on: nothing to do (the table refuses `expire` there), so the job is safe to run twice.
 */
export async function autoClose(ctx: AppContext, orderId: string): Promise<'expired' | 'kept'> {
  const order = await repo.orderById(ctx.db, orderId);
  if (!order || !transition(order, 'expire').ok || autoCloseAt(order.createdAt) > ctx.now()) return 'kept';
  try {
    await advanceOrder(ctx, orderId, 'expire', 'system', 'unpaid_auto_close');
    return 'expired';
  } catch (error) {
    // Paid between the read and the lock: the table refused, which is what should happen.
    if (error instanceof BusinessError && error.messageId === 'orderTransitionRefused') return 'kept';
    throw error;
  }
}
