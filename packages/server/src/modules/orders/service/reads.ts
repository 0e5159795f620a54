/**
 * What the payer reads of their orders (spec 001 sections 3-5 and 7; issue 15): the caller's order
 * (another payer's answers as unknown), its amount, the living-expense step's tuition check, the
 * anonymous payer's ongoing orders, the user centre's counts, the event stream, and the signed
 * read-only tracking link. The user centre's order detail is detail.ts.
 */
import { createOrderSchema, validateForm, type OrderValues } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import type { OrderStatus } from '../../../db/schema';
import { CLOSED_STATUSES, isPaid, ONGOING_STATUSES } from '../../../domain/order-status';
import { BusinessError } from '../../../http/business-error';
import type { Locale } from '../../../messages';
import { maskPhone } from '../../../domain/masking';
import { progressOf } from '../../../domain/order-progress';
import { checkTrackLink, signTrackLink } from '../../../domain/track-link';
import { reviewDueAt } from '../../../domain/trading-hours';
import { pointsBalanceOf } from '../../payments/repo';
import * as repo from '../repo';
import type { OrderOwner, OrderRow } from '../repo';
import { lifecycleOf } from '../user-centre';
import { APPROVED_STATUSES, refuse } from './checks';
import { ownerOf, type OwnerSession } from './owner';
import { orderSummary } from './views';

export type { OrderEventRow, OrderRow } from '../repo';

/** Ongoing orders (the user centre's first list): placed and not closed. */
export const ONGOING: readonly OrderStatus[] = ONGOING_STATUSES;

/** The caller's order. Another payer's id answers exactly like an unknown one: nothing tells the two apart. */
export async function callerOrder(ctx: AppContext, owner: OrderOwner, orderId: string): Promise<OrderRow> {
  const order = await repo.ownedOrder(ctx.db, owner, orderId);
  if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
  return order;
}

/** GET update_order_amount: the amount of the caller's order, while it is unpaid (a paid order answers 4017). */
export async function orderAmount(ctx: AppContext, owner: OrderOwner, orderId: string): Promise<OrderRow> {
  const order = await callerOrder(ctx, owner, orderId);
  if (isPaid(order.status)) throw new BusinessError(STATUS.ORDER_PAID, 'orderPaid', {}, { order_id: order.id });
  return order;
}

/** life_info: whether the payer has an approved tuition order (living expenses may follow one). */
export async function hasTuition(ctx: AppContext, owner: OrderOwner): Promise<boolean> {
  return repo.hasApprovedTuition(ctx.db, owner, APPROVED_STATUSES);
}

/**
 * POST life_info: checks the payer information, the tuition record and the currency of a
 * living-expense order, refusing with the spec's messages; answers whether there is a tuition order.
 */
export async function checkLifeInfo(ctx: AppContext, owner: OrderOwner, payer: OrderValues, locale: Locale): Promise<boolean> {
  const tuition = await hasTuition(ctx, owner);
  const values = { ...payer, order_type: 'living' };
  // Only the fields this step decides, in the form's order: payer first, then tuition, then currency.
  const schema = createOrderSchema({ now: ctx.now(), hasApprovedTuition: tuition });
  const result = validateForm({ order_type: schema['order_type']!, payer_id_number: schema['payer_id_number']!, currency: schema['currency']! }, values, locale);
  if (!result.valid && result.firstInvalid) refuse(result.firstInvalid, result.messages[result.firstInvalid] ?? '');
  return tuition;
}

/** no_reg_order_info: an anonymous payer's proven phone (masked) and the ongoing orders bound to it. */
export async function noRegOrderInfo(ctx: AppContext, session: OwnerSession | null) {
  const owner = await ownerOf(ctx, session);
  if (!owner?.phone) return { phone_verified: 0, phone: '', list: [] };
  const rows = await repo.ordersOf(ctx.db, { userId: null, phone: owner.phone }, ONGOING);
  return { phone_verified: 1, phone: maskPhone(null, owner.phone), list: rows.map(orderSummary) };
}

/** order_events: the order's events after `afterId` (the stream's next page, at most 50). */
export async function orderEventsAfter(ctx: AppContext, orderId: string, afterId: number) {
  return repo.eventsAfter(ctx.db, orderId, afterId);
}

/**
 * order_track_link: a signed, expiring read-only link to the caller's order (a week), for a family
 * member or the school: the app's page and the API call it reads.
 */
export async function orderTrackLink(ctx: AppContext, owner: OrderOwner, orderId: string) {
  const order = await callerOrder(ctx, owner, orderId);
  const link = signTrackLink(ctx.secret, order.id, ctx.now());
  const query = new URLSearchParams({ order_id: link.orderId, expires: String(link.expires), sig: link.sig }).toString();
  return {
    url: `${ctx.config.publicUrl}/track?${query}`,
    api: `${ctx.config.publicUrl}/api/order/order_track?${query}`,
    expires_at: new Date(link.expires * 1000).toISOString(),
  };
}

/**
 * order_track: what a valid tracking link shows (progress, next step, whether it waits for the
 * payer); a forged or expired link, or a vanished order, is refused alike. Never the payer, the
 * student, identity numbers, bank details or the hold's text (it may name documents).
 */
export async function orderTrack(ctx: AppContext, link: { orderId: string; expires: string; sig: string }) {
  const verdict = checkTrackLink(ctx.secret, link, ctx.now());
  const order = verdict === 'valid' ? await repo.orderById(ctx.db, link.orderId) : null;
  if (!order) throw new BusinessError(STATUS.EXPIRED, 'trackLinkInvalid');
  const summary = orderSummary(order);
  // The hold's text is never shown here (only whether there is one): any language will do.
  const life = lifecycleOf(order, 'en');
  return {
    order_no: summary.order_no,
    institution: summary.institution,
    institution_zh: summary.institution_zh,
    currency: summary.currency,
    amount: summary.amount,
    status: order.status,
    stage: life.stage,
    result: life.result,
    next_step: life.next_step,
    on_hold: life.hold_reason ? 1 : 0,
    hold_until: life.hold_until,
    progress: progressOf(order.status, await repo.eventsOf(ctx.db, order.id)),
  };
}

/** user_config: the payer's ongoing and closed order counts, and their points balance. */
export async function userCentreCounts(ctx: AppContext, owner: OrderOwner) {
  const [ongoing, closed, points] = await Promise.all([
    repo.countOrders(ctx.db, owner, ONGOING_STATUSES),
    repo.countOrders(ctx.db, owner, CLOSED_STATUSES),
    // A phone-proven anonymous payer has no account, hence no points.
    owner.userId !== null ? pointsBalanceOf(ctx.db, owner.userId) : Promise.resolve(0),
  ]);
  return { ongoing, closed, points };
}

/**
 * When the specialist's review of an order awaiting it is due (domain reviewDueAt), counted from the last
 * time it entered review; null for an order not awaiting review.
 */
export async function reviewDueOf(ctx: AppContext, order: OrderRow): Promise<Date | null> {
  if (order.status !== 'awaiting_review') return null;
  const entered = (await repo.eventsOf(ctx.db, order.id)).filter((e) => e.toStatus === 'awaiting_review').at(-1);
  return reviewDueAt(entered?.createdAt ?? order.updatedAt);
}
