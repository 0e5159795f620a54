/**
 * Refunds (issue 18 item 4; spec 001 sections 4, 8, 9): finance or an admin gives back all or part
 * of an order's succeeded payment through the payment provider.
 *
 * Two steps, as with any acquirer (the provider is another system; our transaction cannot include it):
 * 1. `issueRefund`, in the idempotent call's transaction: the order and then its payment are locked,
 *    what is left of the payment is computed from every refund not failed (domain/refund-status.ts
 *    `planRefund`), the refund row is written `requested` with its event row and the audit row, a
 *    full refund moves the order to refund_in_process (advanceIn: transition table, order_events
 *    row), and the payer's SMS and e-mail and a `refund_submit` job are enqueued. So two refunds at
 *    once are decided one after the other and never add up to more than was paid; a resubmitted
 *    form (same Idempotency-Key) answers the first refund again.
 * 2. `submitRefund`, right after the commit and again by the job if the server died first: asks the
 *    provider with the refund id as its idempotency key (a retry refunds once), then applies the
 *    answer with the refund row locked (succeeded or failed, an event row, the payer told; a full
 *    refund that succeeded closes the order as refunded, one that failed puts it on hold).
 */
import { randomUUID } from 'node:crypto';
import { parseMoney } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { minorToDecimal, toCurrencyMinor } from '../../domain/order-money';
import { transition } from '../../domain/order-status';
import {
  feeApplies,
  isFinalRefund,
  planRefund,
  REFUND_FEE_CNY_MINOR,
  refundableMinor,
  refundTransition,
  type RefundReason,
  type RefundStatus,
} from '../../domain/refund-status';
import { BusinessError } from '../../http/business-error';
import { idempotent } from '../../http/idempotency';
import { writeAudit } from '../ops/audit';
import { visibleOrder } from '../ops/repo';
import type { StaffCaller } from '../ops/staff-sessions';
import { advanceIn, enqueueInto } from '../orders/lifecycle';
import * as orders from '../orders/repo';
import * as payments from '../payments/repo';
import { fromCny } from '../payments/cny-prices';
import { tellRefund } from './payer';
import * as repo from './repo';
import type { RefundRow } from './repo';

export interface RefundRequest {
  readonly order_id: string;
  /** A decimal string in the payment's currency; absent or empty: everything left (less the fee). */
  readonly refund_amount?: string;
  readonly reason: RefundReason;
  readonly note?: string;
  /** 1: keep no refund fee although the reason has one. */
  readonly waive_fee?: 0 | 1;
}

/** A refund as the console shows it: amounts as decimal strings in the payment's currency. */
export function refundView(refund: RefundRow, orderNumber = '') {
  return {
    refund_id: refund.id,
    order_id: refund.orderId,
    order_no: orderNumber,
    payment_id: refund.paymentId,
    status: refund.status,
    reason: refund.reason,
    note: refund.note,
    amount: minorToDecimal(refund.amountMinor, refund.currency),
    fee: minorToDecimal(refund.feeMinor, refund.currency),
    currency: refund.currency,
    full: refund.full ? 1 : 0,
    requested_by: refund.requestedBy,
    failure_code: refund.failureCode ?? '',
    created_at: refund.createdAt.toISOString(),
    updated_at: refund.updatedAt.toISOString(),
  };
}
export type RefundView = ReturnType<typeof refundView>;

/** The order's refund position: what was captured, what is left, and the fee a payer's request would keep. */
export async function refundPosition(ctx: AppContext, db: Db, orderId: string) {
  const payment = await payments.succeededPaymentOf(db, orderId);
  if (!payment) return null;
  const list = await repo.refundsOfPayment(db, payment.id);
  const left = refundableMinor(payment.amountMinor, list);
  const feeTaken = list.some((r) => r.status !== 'failed' && r.feeMinor > 0n);
  const fee = feeTaken ? 0n : await fromCny({ ...ctx, db }, REFUND_FEE_CNY_MINOR, payment.currency);
  return {
    payment_id: payment.id,
    method_id: payment.method,
    currency: payment.currency,
    captured: minorToDecimal(payment.amountMinor, payment.currency),
    refundable: minorToDecimal(left, payment.currency),
    refundable_minor: left.toString(),
    refund_fee: minorToDecimal(fee, payment.currency),
  };
}

function amountOf(text: string | undefined, currency: string): bigint | null {
  if (text === undefined || text.trim() === '') return null;
  const hundredths = parseMoney(text);
  const minor = hundredths === null ? null : toCurrencyMinor(hundredths, currency);
  if (minor === null || minor <= 0n) throw new BusinessError(STATUS.INVALID, 'refundAmountInvalid', {}, { field: 'refund_amount' });
  return minor;
}

/**
 * Step 1: writes the refund (requested) for the caller's visible order, once per Idempotency-Key
 * (scope: the staff member), and returns it after step 2 was tried.
 */
export async function issueRefund(ctx: AppContext, caller: StaffCaller, body: RefundRequest, key: string, ip: string, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const actor = `staff:${caller.staffId}`;
  const { answer } = await idempotent(ctx, `ops_refund:${actor}`, key, body, async (tx) => {
    const now = ctx.now();
    const order = await visibleOrder(tx, caller, body.order_id, true);
    if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
    const { refund, before } = await requestRefundIn(ctx, tx, { orderId: order.id, reason: body.reason, note: body.note ?? '', waiveFee: body.waive_fee === 1, amountMinor: null, amountText: body.refund_amount, actor, orderEvent: 'request_refund' });
    await writeAudit(tx, {
      staffId: caller.staffId,
      action: 'refund.request',
      targetType: 'order',
      targetId: order.id,
      before,
      after: { refund_id: refund.id, amount: minorToDecimal(refund.amountMinor, refund.currency), fee: minorToDecimal(refund.feeMinor, refund.currency), currency: refund.currency, reason: body.reason, note: refund.note },
      ip,
      at: now,
    });
    return { refund_id: refund.id };
  });
  await submitSoon(ctx, answer.refund_id, log);
  const refund = await repo.refundById(ctx.db, answer.refund_id);
  if (!refund) throw new Error(`refund ${answer.refund_id} vanished`);
  return refundView(refund, (await orders.orderById(ctx.db, refund.orderId))?.orderNumber ?? '');
}

/** What a refund is asked for: by staff (the console), the payer's price-change choice, its window's end, a granted price match. */
export interface RefundAsk {
  readonly orderId: string;
  readonly reason: RefundReason;
  readonly note: string;
  readonly waiveFee: boolean;
  /** An amount computed by the server (a price-match difference), or null: `amountText` or everything left. */
  readonly amountMinor: bigint | null;
  readonly amountText?: string | undefined;
  /** 'staff:<id>', 'user:<id>', 'phone:<e164>' or 'system'. */
  readonly actor: string;
  /** The order event a full refund sends: the console's request_refund, a price change's choose_refund. */
  readonly orderEvent: 'request_refund' | 'choose_refund';
}

/**
 * Step 1 inside the caller's transaction: locks the order and then its succeeded payment, plans the
 * refund against what is left (never more than was paid), writes the refund row and its event row,
 * moves the order for a full refund (through advanceIn) and enqueues the refund_submit job. The
 * caller writes its own audit row and, after its commit, calls `submitSoon`.
 */
export async function requestRefundIn(ctx: AppContext, tx: Db, ask: RefundAsk) {
  const now = ctx.now();
  const order = await orders.orderForUpdate(tx, ask.orderId);
  if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
  const found = await payments.succeededPaymentOf(tx, order.id);
  // The payment row is locked: every refund of it is decided one after the other.
  const payment = found ? await payments.paymentById(tx, found.id, true) : null;
  if (!payment) throw new BusinessError(STATUS.CONFLICT, 'refundNothingPaid', {}, { field: 'order_id' });
  const existing = await repo.refundsOfPayment(tx, payment.id);
  const fee = feeApplies(ask.reason, ask.waiveFee) ? await fromCny({ ...ctx, db: tx }, REFUND_FEE_CNY_MINOR, payment.currency) : 0n;
  const plan = planRefund(payment.amountMinor, existing, ask.amountMinor ?? amountOf(ask.amountText, payment.currency), fee);
  if (!plan.ok) {
    const refundable = minorToDecimal(plan.refundableMinor, payment.currency);
    throw new BusinessError(STATUS.CONFLICT, plan.reason === 'nothing_left' ? 'refundNothingLeft' : 'refundTooLarge', { refundable, currency: payment.currency }, { field: 'refund_amount', refundable });
  }
  // Everything back is the order machine's request_refund or choose_refund (not once the money
  // arrived, nor twice); a part (a price match, a fee) may go back from any paid status.
  if (plan.full && !transition(order, ask.orderEvent).ok)
    throw new BusinessError(STATUS.CONFLICT, 'orderTransitionRefused', {}, { order_id: order.id, status: order.status, event: ask.orderEvent });
  const refund = await repo.insertRefund(tx, {
    id: randomUUID(),
    paymentId: payment.id,
    orderId: order.id,
    status: 'requested',
    reason: ask.reason,
    note: ask.note.trim(),
    amountMinor: plan.amountMinor,
    feeMinor: plan.feeMinor,
    currency: payment.currency,
    full: plan.full,
    requestedBy: ask.actor,
    createdAt: now,
    updatedAt: now,
  });
  await repo.insertRefundEvent(tx, { refundId: refund.id, fromStatus: null, toStatus: 'requested', actor: ask.actor, reason: ask.reason, createdAt: now });
  const enqueue = enqueueInto(ctx, tx);
  await tellRefund(tx, enqueue, order, payment.method, refund, 'notifyRefundRequested');
  // The whole payment goes back: the order leaves the remittance and waits for the provider.
  if (plan.full) await advanceIn(ctx, tx, enqueue, order.id, ask.orderEvent, ask.actor, `refund ${refund.id}: ${ask.reason}`);
  // If this server dies before step 2, the job asks the provider (with the same key: once).
  await enqueue('refund_submit', { refund_id: refund.id }, { startAfterSeconds: 30 });
  const before = { status: order.status, refundable: minorToDecimal(refundableMinor(payment.amountMinor, existing), payment.currency) };
  return { refund, before };
}

/**
 * After step 1 committed: step 2 at once. If the provider does not answer, the refund stays
 * requested and the refund_submit job asks again (with the same key, so it refunds once).
 */
export async function submitSoon(ctx: AppContext, refundId: string, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  try {
    await submitRefund(ctx, refundId);
  } catch (error) {
    log?.warn({ err: error, refund_id: refundId }, 'refund provider call failed; the job retries');
  }
}

/**
 * Step 2: asks the provider for a refund not yet final and applies its answer. Safe to run twice
 * at once (the route and the job): the provider refunds once per key and the second apply finds the
 * refund final.
 */
export async function submitRefund(ctx: AppContext, refundId: string): Promise<RefundStatus | 'unknown'> {
  const refund = await repo.refundById(ctx.db, refundId);
  if (!refund) return 'unknown';
  if (isFinalRefund(refund.status)) return refund.status;
  const payment = await payments.paymentById(ctx.db, refund.paymentId);
  const result = payment?.providerRef
    ? await ctx.payments.refund(payment.providerRef, refund.amountMinor, { key: refund.id })
    : { refundRef: '', status: 'failed' as const, failureCode: 'no_provider_charge' };
  return applyRefundResult(ctx, refund.id, result.status, result.refundRef, result.failureCode ?? null);
}

/** The provider's answer, applied once: the refund row locked, its move checked by the table, an event row. */
export async function applyRefundResult(ctx: AppContext, refundId: string, to: 'succeeded' | 'failed', providerRef: string, failureCode: string | null): Promise<RefundStatus> {
  return ctx.jobs.transaction(async (tx, enqueue) => {
    const now = ctx.now();
    const refund = await repo.refundById(tx, refundId, true);
    if (!refund) throw new Error(`refund ${refundId} vanished`);
    const step = refundTransition(refund.status, to);
    if (step.kind !== 'move') return refund.status;
    const updated = await repo.updateRefund(tx, refund.id, { status: to, providerRef: providerRef || refund.providerRef, failureCode: to === 'failed' ? (failureCode ?? 'refund_failed') : null, updatedAt: now });
    await repo.insertRefundEvent(tx, { refundId: refund.id, fromStatus: step.from, toStatus: to, actor: 'system', reason: to === 'failed' ? (failureCode ?? 'refund_failed') : 'provider_refunded', createdAt: now });
    const order = await orders.orderById(tx, refund.orderId);
    const payment = await payments.paymentById(tx, refund.paymentId);
    if (order && payment) await tellRefund(tx, enqueue, order, payment.method, updated, to === 'succeeded' ? 'notifyRefundSucceeded' : 'notifyRefundFailed');
    const event = to === 'succeeded' ? 'refund_succeeded' : 'refund_failed';
    // Only a full refund moved the order; the order machine decides whether this one still may.
    if (refund.full && order && transition(order, event).ok) await advanceIn(ctx, tx, enqueue, order.id, event, 'system', `refund ${refund.id}`);
    return to;
  });
}

/** The refunds of one order, oldest first (the order detail). */
export async function refundsOfOrder(db: Db, orderId: string) {
  return (await repo.refundsOfOrder(db, orderId)).map((r) => refundView(r));
}
