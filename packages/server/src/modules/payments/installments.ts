/**
 * A bank transfer paid in installments (issue 17 item 4; the rules are in domain/installments.ts).
 * The payment is one (it charges the quote's total, exactly); it has no provider charge of its own:
 * each installment is a transfer charge with its own reference and day. Outcomes of those charges
 * arrive like any other (signed callback, re-query, `refresh_insallment`) and move the installment
 * through its machine with an event row; the payment then follows from its installments, through
 * the payment machine (`movePayment`): all paid -> succeeded (the order is paid), one failed -> the
 * plan fails (the rest invalid, what was paid refunded), money in flight -> processing.
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  canMoveInstallment,
  checkPlan,
  INSTALLMENT_OF_CHARGE,
  installmentLimits,
  isFinalInstallment,
  scheduleDays,
  type InstallmentStatus,
  type PlanProblem,
} from '../../domain/installments';
import { currencyScale, minorToDecimal } from '../../domain/order-money';
import type { PaymentStatus } from '../../domain/payment-status';
import { BusinessError } from '../../http/business-error';
import { t, type Locale, type ServerMessageId } from '../../messages';
import type { ChargeState } from '../../providers/payment';
// charges.ts imports this file too: only functions cross, called after both modules loaded.
import { applyOutcome, movePayment, type Applied, type ChargeRefund } from './charges';
import * as repo from './repo';
import type { InstallmentRow, PaymentRow, QuoteRow } from './repo';

/** The plan as the payment call receives it: decimal strings in the payer currency, in order. */
export type PlanInput = readonly string[];

const DAY_MS = 24 * 3600 * 1000;
const BEIJING_MS = 8 * 3600 * 1000;
/** The Beijing day of an instant, plus `days`, as YYYY-MM-DD. */
export const beijingDay = (at: Date, days = 0): string => new Date(at.getTime() + BEIJING_MS + days * DAY_MS).toISOString().slice(0, 10);

const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

/** Decimal text -> minor units (2-place currencies; the payer currencies all are), null if not a plain amount. */
function toMinor(text: string, scale: number): bigint | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!DECIMAL.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  if (scale === 0) return fraction.replace(/0/g, '') === '' ? BigInt(whole) : null;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

const PROBLEM_MESSAGE: Readonly<Record<PlanProblem['kind'], ServerMessageId>> = {
  empty: 'installmentEmpty',
  too_many: 'installmentTooMany',
  not_whole: 'installmentNotWhole',
  not_positive: 'installmentNotPositive',
  over_limit: 'installmentOverLimit',
  sum_mismatch: 'installmentSumMismatch',
};

/** The plan checked against the quote: its amounts in minor units, or a 400 naming the installment at fault. */
export function planOf(input: PlanInput, quote: QuoteRow): bigint[] {
  if (quote.method !== 'transfer') throw new BusinessError(STATUS.INVALID, 'installmentsTransferOnly', {}, { field: 'installments' });
  const scale = currencyScale(quote.payerCurrency);
  const amounts: bigint[] = [];
  for (const [index, text] of input.entries()) {
    const amount = toMinor(text, scale);
    if (amount === null) throw new BusinessError(STATUS.INVALID, index < input.length - 1 ? 'installmentNotWhole' : 'installmentNotPositive', { n: index + 1 }, { field: `installments.${index}` });
    amounts.push(amount);
  }
  const problem = checkPlan(amounts, quote.totalMinor, scale, installmentLimits(quote.payerCurrency));
  if (!problem) return amounts;
  const money = (minor: bigint) => `${minorToDecimal(minor, quote.payerCurrency)} ${quote.payerCurrency}`;
  const values: Record<string, string | number> =
    problem.kind === 'too_many'
      ? { max: problem.max }
      : problem.kind === 'sum_mismatch'
        ? { sum: money(problem.sumMinor), total: money(problem.totalMinor) }
        : problem.kind === 'over_limit'
          ? { n: problem.index + 1, limit: money(problem.limitMinor) }
          : 'index' in problem
            ? { n: problem.index + 1 }
            : {};
  const field = 'index' in problem ? `installments.${problem.index}` : 'installments';
  throw new BusinessError(STATUS.INVALID, PROBLEM_MESSAGE[problem.kind], values, { field, reason: problem.kind });
}

/** Inside payment_gateway's transaction: one transfer charge per installment, each on its day. */
export async function createInstallments(ctx: AppContext, tx: Db, payment: PaymentRow, amounts: readonly bigint[], now: Date): Promise<InstallmentRow[]> {
  const days = scheduleDays(amounts, currencyScale(payment.currency), installmentLimits(payment.currency));
  const rows: InstallmentRow[] = [];
  for (const [index, amountMinor] of amounts.entries()) {
    const id = randomUUID();
    const created = await ctx.payments.create({ paymentId: id, method: 'transfer', amountMinor, currency: payment.currency, returnUrl: `/pay_result?payment_id=${payment.id}` }, tx);
    const row = await repo.insertInstallment(tx, {
      id,
      paymentId: payment.id,
      seq: index + 1,
      amountMinor,
      currency: payment.currency,
      status: 'waiting_to_pay',
      payOn: beijingDay(now, days[index]),
      providerRef: created.providerRef,
      reference: created.reference ?? created.providerRef,
      instructions: created.instructions ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertInstallmentEvent(tx, { installmentId: id, fromStatus: null, toStatus: 'waiting_to_pay', source: 'payment_gateway', providerEventId: null, createdAt: now });
    rows.push(row);
  }
  return rows;
}

/** Moves an installment (locked by the caller) through its machine, with its event row; false when refused or already there. */
async function moveInstallment(tx: Db, row: InstallmentRow, to: InstallmentStatus, source: string, eventId: string | null, now: Date): Promise<boolean> {
  if (row.status === to || !canMoveInstallment(row.status, to)) return false;
  await repo.updateInstallment(tx, row.id, { status: to, updatedAt: now });
  await repo.insertInstallmentEvent(tx, { installmentId: row.id, fromStatus: row.status, toStatus: to, source, providerEventId: eventId, createdAt: now });
  return true;
}

/** What the payment becomes from its installments; null: nothing to say yet. */
function paymentFromInstallments(rows: readonly InstallmentRow[]): PaymentStatus | null {
  if (rows.length > 0 && rows.every((row) => row.status === 'paid')) return 'succeeded';
  if (rows.some((row) => row.status === 'payment_failed' || row.status === 'invalid')) return 'failed';
  if (rows.some((row) => row.status === 'querying' || row.status === 'paid')) return 'processing';
  return null;
}

/**
 * A provider's report for an installment's charge, inside applyOutcome's transaction: once per
 * provider event; then the payment follows. A failed plan voids the installments still open and
 * refunds the paid ones (after the commit).
 */
export async function applyInstallmentOutcome(ctx: AppContext, tx: Db, state: ChargeState, source: string, now: Date): Promise<{ applied: Applied; refunds: ChargeRefund[] }> {
  const row = await repo.installmentById(tx, state.paymentId, true);
  if (!row || row.providerRef !== state.providerRef) return { applied: 'unknown', refunds: [] };
  if (await repo.installmentEventSeen(tx, state.eventId)) return { applied: 'duplicate', refunds: [] };
  const to = INSTALLMENT_OF_CHARGE[state.status];
  if (row.status === to) return { applied: 'unchanged', refunds: [] };
  if (!(await moveInstallment(tx, row, to, source, state.eventId, now))) return { applied: 'refused', refunds: [] };
  return { applied: 'applied', refunds: await followInstallments(ctx, tx, row.paymentId, now) };
}

/** Moves the payment as its installments say; answers the charges to refund when the plan failed or the order was paid otherwise. */
async function followInstallments(ctx: AppContext, tx: Db, paymentId: string, now: Date): Promise<ChargeRefund[]> {
  const payment = await repo.paymentById(tx, paymentId, true);
  if (!payment) throw new Error(`installment of payment ${paymentId}: payment vanished`);
  let rows = await repo.installmentsOf(tx, paymentId);
  const to = paymentFromInstallments(rows);
  if (to === null) return [];
  if (to === 'failed') {
    for (const open of rows.filter((r) => !isFinalInstallment(r.status))) await moveInstallment(tx, open, 'invalid', 'plan', null, now);
    rows = await repo.installmentsOf(tx, paymentId);
  }
  const failed = rows.find((r) => r.status === 'payment_failed');
  const moved = await movePayment(ctx, tx, payment, { to, failureCode: to === 'failed' ? (failed ? 'installment_failed' : 'installment_invalid') : null, eventId: null }, 'installments', now);
  const paid = rows.filter((r) => r.status === 'paid').map((r) => ({ providerRef: r.providerRef, amountMinor: r.amountMinor, key: `installment:${r.id}` }));
  // The money already received goes back when the plan cannot complete, or the order was paid another way.
  if (to === 'failed' && moved.applied === 'applied') return paid;
  if (moved.refund) return paid;
  return [];
}

/**
 * refresh_insallment and the re-query job: asks the provider about each open installment and
 * applies what changed (as a callback would: by event id, once); then an installment whose day
 * ended with no funds becomes `amount_not_paid`.
 */
export async function refreshInstallments(ctx: AppContext, payment: PaymentRow, source: 'refresh' | 'requery'): Promise<void> {
  for (const row of await repo.installmentsOf(ctx.db, payment.id)) {
    if (isFinalInstallment(row.status)) continue;
    const state = await ctx.payments.status(row.providerRef);
    if (state && INSTALLMENT_OF_CHARGE[state.status] !== row.status) await applyOutcome(ctx, state, source);
  }
  const now = ctx.now();
  const today = beijingDay(now);
  for (const row of await repo.installmentsOf(ctx.db, payment.id)) {
    if (row.status !== 'waiting_to_pay' || row.payOn >= today) continue;
    await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const locked = await repo.installmentById(tx, row.id, true);
      if (locked?.status === 'waiting_to_pay') await moveInstallment(tx, locked, 'amount_not_paid', source, null, now);
    });
  }
}

const LABEL: Readonly<Record<InstallmentStatus, ServerMessageId>> = {
  paid: 'installmentPaid',
  payment_failed: 'installmentPaymentFailed',
  querying: 'installmentQuerying',
  waiting_to_pay: 'installmentWaitingToPay',
  amount_not_paid: 'installmentAmountNotPaid',
  invalid: 'installmentInvalid',
};

/** An installment as the payer sees it (spec 001 section 3: amount, status, time, purpose). */
export function installmentView(row: InstallmentRow, locale: Locale, purpose: string) {
  return {
    installment_id: row.id,
    seq: row.seq,
    amount: minorToDecimal(row.amountMinor, row.currency),
    amount_minor: row.amountMinor.toString(),
    currency: row.currency,
    status: row.status,
    status_label: t(locale, LABEL[row.status]),
    pay_on: row.payOn,
    updated_at: row.updatedAt.toISOString(),
    reference: row.reference,
    purpose,
  };
}
