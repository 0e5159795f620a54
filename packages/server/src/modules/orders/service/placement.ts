/**
 * Placing an order (spec 001 sections 3-5; issue 15): a checked form becomes an order with its
 * payee snapshot and sealed identity numbers, its placement event, then review or payment through
 * domain/order-status.ts (lifecycle.ts advanceIn), in the caller's transaction.
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import type { PayeePurpose } from '../../../db/schema';
import { orderNumber } from '../../../domain/order-number';
import { afterSubmit, OPEN_UNPAID_STATUSES, transition } from '../../../domain/order-status';
import { randomDigits } from '../../../domain/secrets';
import { BusinessError } from '../../../http/business-error';
import { advanceIn, enqueueInto, scheduleAutoClose } from '../lifecycle';
import * as repo from '../repo';
import type { OrderOwner, OrderRow } from '../repo';
import type { CheckedOrder } from './checks';
import { sections, sealed } from './identity';
import { eventActorOf } from './owner';

/**
 * Refuses a payer who already holds `openUnpaidOrdersPerPayer` open unpaid orders (409 with the
 * cap). Run first in the placement transaction: it takes the payer's advisory locks (the user's,
 * then the proven phone's: the anonymous orders of that phone count for both), so concurrent
 * submits of one payer, from one session or from several sessions that proved one phone, are
 * counted one after another and the cap holds.
 */
export async function holdOpenOrderCap(ctx: AppContext, tx: Db, owner: OrderOwner): Promise<void> {
  const keys: string[] = [];
  if (owner.userId !== null) keys.push(`open_orders:user:${owner.userId}`);
  if (owner.phone) keys.push(`open_orders:phone:${owner.phone}`);
  await repo.lockKeys(tx, keys);
  const max = ctx.limits.openUnpaidOrdersPerPayer;
  if ((await repo.countOrders(tx, owner, OPEN_UNPAID_STATUSES)) >= max) throw new BusinessError(STATUS.TOO_FREQUENT, 'openOrdersLimit', { max }, { max });
}

/**
 * The placement's own event row (none -> submitted): the order row is created in that status, so
 * there is nothing to lock or move yet. Every change after it goes through lifecycle.ts advanceIn.
 */
async function recordPlacement(tx: Db, orderId: string, actor: string, at: Date): Promise<void> {
  const step = transition({ status: null }, 'submit');
  if (!step.ok) throw new Error('submit must start an order');
  await repo.insertOrderEvent(tx, { orderId, event: 'submit', fromStatus: null, toStatus: step.to, actor, reason: 'order_submit', createdAt: at });
}

/** Places a checked order in `tx` (the idempotency transaction): submitted, then review or payment. */
export async function placeOrder(ctx: AppContext, tx: Db, owner: OrderOwner, checked: CheckedOrder): Promise<OrderRow> {
  const now = ctx.now();
  const id = randomUUID();
  const first = transition({ status: null }, 'submit');
  if (!first.ok) throw new Error('submit must start an order');
  const order = await repo.insertOrder(tx, {
    id,
    orderNumber: orderNumber(now, randomDigits(6)),
    userId: owner.userId,
    phoneE164: owner.userId === null ? owner.phone : null,
    status: first.to,
    orderType: (checked.values['order_type'] ?? 'tuition') as PayeePurpose,
    payeeAccountId: checked.payee.account_id,
    payeeSnapshot: checked.payee,
    currency: checked.payee.currency,
    amountMinor: checked.amountMinor,
    surchargeMinor: checked.values['surcharge'] === 'add' || checked.values['surcharge'] === 1 ? BigInt(checked.payee.surcharge_minor) : 0n,
    ...sections(checked.values),
    ...sealed(ctx, checked.values),
    locale: checked.locale,
    createdAt: now,
    updatedAt: now,
  });
  await recordPlacement(tx, id, eventActorOf(owner), now);
  const next = afterSubmit(checked.payee.needs_review);
  const { to: status } = await advanceIn(ctx, tx, enqueueInto(ctx, tx), id, next, 'system', checked.payee.needs_review ? 'payee account needs review' : 'no review needed');
  await scheduleAutoClose(ctx, tx, id, now);
  if (owner.userId !== null) await repo.deleteDraft(tx, owner.userId, checked.payee.account_id ?? 0);
  return { ...order, status };
}
