/**
 * The payer's changes to an order not yet paid (spec 001 section 7; issue 15): its Student or
 * Payer Information, its customer reference number, its amount. The whole form is checked again;
 * each change runs in one transaction, audited when a staff member makes it on the payer's behalf.
 */
import { ORDER_SECTIONS } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { EDITABLE_STATUSES, isPaid } from '../../../domain/order-status';
import { BusinessError } from '../../../http/business-error';
import type { Locale } from '../../../messages';
import * as repo from '../repo';
import type { OrderOwner, OrderRow } from '../repo';
import { checkOrder } from './checks';
import { sections, sealed } from './identity';
import { auditActing } from './owner';
import type { PayeeSnapshot } from './payee-snapshot';
import { formOf } from './views';

/**
 * update_order_info: the payer corrects the Student or Payer Information of an order not yet paid.
 * The payee and the amount stay as placed (a new payee or amount is a new order). The whole form is
 * validated again against the order's snapshot, so an edit cannot slip past a rule.
 */
export async function updateOrderInfo(ctx: AppContext, owner: OrderOwner, orderId: string, changes: Record<string, unknown>, locale: Locale): Promise<OrderRow> {
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await repo.ownedOrder(tx, owner, orderId, true);
    if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
    if (!EDITABLE_STATUSES.includes(order.status)) throw new BusinessError(STATUS.CONFLICT, 'orderNotEditable');
    const editable = new Set<string>([...ORDER_SECTIONS.student, ...ORDER_SECTIONS.payer]);
    const allowed = Object.fromEntries(Object.entries(changes).filter(([k]) => editable.has(k)));
    const values = { ...formOf(ctx, order), ...allowed };
    const checked = await checkOrder({ ...ctx, db: tx }, owner, order.payeeSnapshot as PayeeSnapshot, values, locale);
    const { student, payer } = sections(checked.values);
    // The fields' names only: identity numbers never reach the audit log.
    await auditActing(ctx, tx, owner, order.id, 'order.update_order_info', {}, { fields: Object.keys(allowed).sort() });
    return repo.updateOrder(tx, order.id, { student, payer, ...sealed(ctx, checked.values), updatedAt: ctx.now() });
  });
}

/** update_crn_info: the customer reference number some schools give after the order was placed. */
export async function updateCrn(ctx: AppContext, owner: OrderOwner, orderId: string, crn: string): Promise<OrderRow> {
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await repo.ownedOrder(tx, owner, orderId, true);
    if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
    if (!EDITABLE_STATUSES.includes(order.status)) throw new BusinessError(STATUS.CONFLICT, 'orderNotEditable');
    await auditActing(ctx, tx, owner, order.id, 'order.update_crn_info', { crn: (order.payment as { crn?: unknown } | null)?.crn ?? null }, { crn });
    return repo.updateOrder(tx, order.id, { payment: { ...(order.payment as object), crn }, updatedAt: ctx.now() });
  });
}

/**
 * update_order_amount (spec 001 section 7): the payer changes the amount of an order not yet paid
 * (within the bill, the payee's rules and the passport threshold: the whole form is checked again
 * with the new amount). Quotes made for the old amount can no longer be charged (the payments
 * module compares a quote's amount with the order's). A paid order answers 4017.
 */
export async function updateOrderAmount(ctx: AppContext, owner: OrderOwner, orderId: string, amount: string, locale: Locale): Promise<OrderRow> {
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await repo.ownedOrder(tx, owner, orderId, true);
    if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
    if (isPaid(order.status)) throw new BusinessError(STATUS.ORDER_PAID, 'orderPaid', {}, { order_id: order.id });
    if (!EDITABLE_STATUSES.includes(order.status)) throw new BusinessError(STATUS.CONFLICT, 'orderNotEditable');
    const values = { ...formOf(ctx, order), amount };
    const checked = await checkOrder({ ...ctx, db: tx }, owner, order.payeeSnapshot as PayeeSnapshot, values, locale);
    const { payment } = sections(checked.values);
    await auditActing(ctx, tx, owner, order.id, 'order.update_order_amount', { amount_minor: String(order.amountMinor) }, { amount_minor: String(checked.amountMinor) });
    return repo.updateOrder(tx, order.id, { amountMinor: checked.amountMinor, payment, updatedAt: ctx.now() });
  });
}
