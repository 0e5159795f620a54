/**
 * Unmatched bank transfers (issue 18 item 4): funds the provider received with a reference that
 * matches no payment. The provider reports them by signed callback (`transfer.received`); they wait
 * here for finance or an admin, who either
 * - **attach** one to an order: the order's open payment is paid by these funds through the payments
 *   module's own path (`movePayment`: payment row locked, payment machine, `payment_events` row, the
 *   order to paid by `settleQuote` with its `order_events` row and the payer's notifications), only
 *   when the amount and currency are exactly the payment's (the quote's total); or
 * - **return** it to the sender: a refund of the funds through the provider, in two steps like
 *   refunds (modules/refunds): `returning` in the call's transaction with its audit row and a job,
 *   then the provider asked after the commit with the transfer id as its key (a retry returns once).
 * Both take an Idempotency-Key, change the transfer through its transition table
 * (domain/unmatched-transfer.ts) with an event row, and write the audit row in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { minorToDecimal } from '../../domain/order-money';
import { transition } from '../../domain/order-status';
import { fundsMatch, unmatchedTransition, type UnmatchedTransferEvent, type UnmatchedTransferStatus } from '../../domain/unmatched-transfer';
import { BusinessError } from '../../http/business-error';
import { idempotent } from '../../http/idempotency';
import type { TransferReceived } from '../../providers/payment';
import { writeAudit } from '../ops/audit';
import type { StaffCaller } from '../ops/staff-sessions';
import { movePayment } from '../payments/charges';
import * as orders from '../orders/repo';
import * as payments from '../payments/repo';
import * as repo from './repo';
import type { TransferRow } from './repo';

/** What the console shows of a transfer: amounts as decimal strings in its currency. */
export function transferView(row: TransferRow, orderNumber: string | null = null) {
  return {
    transfer_id: row.id,
    status: row.status,
    reference: row.reference,
    amount: minorToDecimal(row.amountMinor, row.currency),
    amount_minor: row.amountMinor.toString(),
    currency: row.currency,
    sender_name: row.senderName,
    sender_account: row.senderAccount,
    order_id: row.orderId ?? '',
    order_no: orderNumber ?? '',
    payment_id: row.paymentId ?? '',
    failure_code: row.failureCode ?? '',
    resolved_by: row.resolvedBy ?? '',
    received_at: row.receivedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type TransferView = ReturnType<typeof transferView>;

/** Only the last four of the sender's account are kept: enough to recognise it, nothing to misuse. */
export const maskAccount = (account: string): string => {
  const digits = account.replace(/[^0-9A-Za-z]/g, '');
  return digits.length === 0 ? '' : `•••• ${digits.slice(-4)}`;
};

/** The provider's `transfer.received`: recorded once per provider transfer, with its first event row. */
export async function recordUnmatched(ctx: AppContext, event: TransferReceived): Promise<'recorded' | 'duplicate'> {
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const now = ctx.now();
    const row = await repo.insertTransfer(tx, {
      id: randomUUID(),
      provider: ctx.payments.kind,
      providerRef: event.providerRef,
      providerEventId: event.eventId,
      reference: event.reference,
      amountMinor: event.amountMinor,
      currency: event.currency,
      senderName: event.senderName,
      senderAccount: maskAccount(event.senderAccount),
      status: 'unmatched',
      receivedAt: now,
      updatedAt: now,
    });
    if (!row) return 'duplicate';
    await repo.insertTransferEvent(tx, { transferId: row.id, event: null, fromStatus: null, toStatus: 'unmatched', actor: 'provider', reason: event.eventId, createdAt: now });
    return 'recorded';
  });
}

export async function listTransfers(ctx: AppContext, options: { statuses?: readonly UnmatchedTransferStatus[]; before?: Date }) {
  const rows = await repo.listTransfers(ctx.db, { limit: 50, ...options });
  return rows.map((r) => transferView(r.transfer, r.orderNumber));
}

/** The transfer locked, moved by `event` through the table (refused: 411 transferResolved), with its event row. */
async function moveTransfer(tx: Db, id: string, event: UnmatchedTransferEvent, actor: string, reason: string, values: Partial<repo.NewTransfer>, now: Date) {
  const row = await repo.transferById(tx, id, true);
  if (!row) throw new BusinessError(STATUS.NOT_FOUND, 'transferNotFound', {}, { field: 'transfer_id' });
  const step = unmatchedTransition(row.status, event);
  if (!step.ok) throw new BusinessError(STATUS.CONFLICT, 'transferResolved', {}, { field: 'transfer_id', status: row.status });
  const updated = await repo.updateTransfer(tx, id, { ...values, status: step.to, updatedAt: now });
  await repo.insertTransferEvent(tx, { transferId: id, event, fromStatus: step.from, toStatus: step.to, actor, reason, createdAt: now });
  return { before: row, after: updated };
}

export interface AttachRequest {
  readonly transfer_id: string;
  readonly order_no: string;
  readonly note?: string;
}

/**
 * Attaches the funds to the order numbered `order_no`: they pay its open payment, once per
 * Idempotency-Key (scope: the staff member). Refused (nothing written) unless the order has an open
 * payment of exactly this amount and currency and may still be paid.
 */
export async function attachTransfer(ctx: AppContext, caller: StaffCaller, body: AttachRequest, key: string, ip: string) {
  const actor = `staff:${caller.staffId}`;
  const { answer } = await idempotent(ctx, `ops_transfer:${actor}`, key, body, async (tx) => {
    const now = ctx.now();
    const funds = await repo.transferById(tx, body.transfer_id, true);
    if (!funds) throw new BusinessError(STATUS.NOT_FOUND, 'transferNotFound', {}, { field: 'transfer_id' });
    if (!unmatchedTransition(funds.status, 'attach').ok) throw new BusinessError(STATUS.CONFLICT, 'transferResolved', {}, { field: 'transfer_id', status: funds.status });
    const order = await repo.orderByNumberForUpdate(tx, body.order_no.trim());
    if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'transferOrderNotFound', {}, { field: 'order_no' });
    if (!transition(order, 'payment_succeeded').ok) throw new BusinessError(STATUS.CONFLICT, 'transferOrderNotPayable', {}, { field: 'order_no', status: order.status });
    // Only a payment with a charge of its own (not one in installments: each installment is its own transfer).
    const open = (await repo.openPaymentsForUpdate(tx, order.id)).filter((p) => p.providerRef !== null);
    if (open.length === 0) throw new BusinessError(STATUS.CONFLICT, 'transferNoOpenPayment', {}, { field: 'order_no' });
    const payment = open.find((p) => fundsMatch(funds, p));
    if (!payment) {
      const [newest] = open;
      const expected = newest ? minorToDecimal(newest.amountMinor, newest.currency) : '';
      const params = { amount: minorToDecimal(funds.amountMinor, funds.currency), currency: funds.currency, expected, expectedCurrency: newest?.currency ?? '' };
      throw new BusinessError(STATUS.CONFLICT, 'transferAmountMismatch', params, { field: 'order_no', expected, expected_currency: params.expectedCurrency });
    }
    // The funds become the payment's charge at the provider: a refund of this order refunds them.
    // (The charge the payer was given stays open there; money arriving on it later is given back:
    // payments/charges.ts applyOutcome.)
    const charged = await payments.updatePayment(tx, payment.id, { providerRef: funds.providerRef, updatedAt: now });
    // The payments module runs in this transaction (its helpers read ctx.db: PGlite has one connection).
    const moved = await movePayment({ ...ctx, db: tx }, tx, charged, { to: 'succeeded', failureCode: null, eventId: `unmatched:${funds.id}` }, 'ops_attach', now);
    if (moved.applied !== 'applied' || moved.refund) throw new BusinessError(STATUS.CONFLICT, 'transferOrderNotPayable', {}, { field: 'order_no' });
    const { after } = await moveTransfer(tx, funds.id, 'attach', actor, body.note?.trim() ?? '', { orderId: order.id, paymentId: payment.id, resolvedBy: actor, failureCode: null }, now);
    await writeAudit(tx, {
      staffId: caller.staffId,
      action: 'transfer.attach',
      targetType: 'order',
      targetId: order.id,
      before: { transfer_id: funds.id, transfer_status: funds.status, order_status: order.status, payment_id: payment.id, payment_status: payment.status, provider_ref: payment.providerRef },
      after: { transfer_id: funds.id, transfer_status: after.status, order_status: 'paid', payment_status: 'succeeded', provider_ref: funds.providerRef, amount: minorToDecimal(funds.amountMinor, funds.currency), currency: funds.currency, note: body.note?.trim() ?? '' },
      ip,
      at: now,
    });
    return { transfer_id: funds.id };
  });
  return viewOf(ctx, answer.transfer_id);
}

export interface ReturnRequest {
  readonly transfer_id: string;
  readonly note?: string;
}

/** Step 1 of a return: `returning`, its event and audit rows and the job, once per Idempotency-Key; then step 2 is tried. */
export async function returnTransfer(ctx: AppContext, caller: StaffCaller, body: ReturnRequest, key: string, ip: string, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const actor = `staff:${caller.staffId}`;
  const { answer } = await idempotent(ctx, `ops_transfer:${actor}`, key, { ...body, action: 'return' }, async (tx) => {
    const now = ctx.now();
    const note = body.note?.trim() ?? '';
    const { before, after } = await moveTransfer(tx, body.transfer_id, 'return', actor, note, { resolvedBy: actor, failureCode: null }, now);
    await writeAudit(tx, {
      staffId: caller.staffId,
      action: 'transfer.return',
      targetType: 'transfer',
      targetId: before.id,
      before: { status: before.status, failure_code: before.failureCode },
      after: { status: after.status, amount: minorToDecimal(before.amountMinor, before.currency), currency: before.currency, note },
      ip,
      at: now,
    });
    await ctx.jobs.enqueueIn(tx, 'transfer_return', { transfer_id: before.id }, { startAfterSeconds: 30 });
    return { transfer_id: before.id };
  });
  try {
    await submitReturn(ctx, answer.transfer_id);
  } catch (error) {
    // The provider did not answer: the transfer stays returning and the job asks again, with the same key.
    log?.warn({ err: error, transfer_id: answer.transfer_id }, 'transfer return provider call failed; the job retries');
  }
  return viewOf(ctx, answer.transfer_id);
}

/** Step 2: asks the provider to give the funds back (keyed by the transfer: once) and applies its answer. */
export async function submitReturn(ctx: AppContext, transferId: string): Promise<UnmatchedTransferStatus | 'unknown'> {
  const row = await repo.transferById(ctx.db, transferId);
  if (!row) return 'unknown';
  if (row.status !== 'returning') return row.status;
  const result = await ctx.payments.refund(row.providerRef, row.amountMinor, { key: `transfer:${row.id}` });
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const now = ctx.now();
    const locked = await repo.transferById(tx, transferId, true);
    if (!locked || locked.status !== 'returning') return locked?.status ?? 'unknown';
    const event = result.status === 'succeeded' ? 'return_succeeded' : 'return_failed';
    const values = result.status === 'succeeded' ? { returnRef: result.refundRef } : { failureCode: result.failureCode ?? 'return_failed' };
    const { after } = await moveTransfer(tx, transferId, event, 'provider', result.status === 'succeeded' ? result.refundRef : (result.failureCode ?? 'return_failed'), values, now);
    return after.status;
  });
}

async function viewOf(ctx: AppContext, id: string) {
  const row = await repo.transferById(ctx.db, id);
  if (!row) throw new Error(`unmatched transfer ${id} vanished`);
  const order = row.orderId ? await orders.orderById(ctx.db, row.orderId) : null;
  return transferView(row, order?.orderNumber ?? null);
}
