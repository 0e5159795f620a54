/**
 * Coupons in the operations console (issue 18 item 4): finance and admins issue coupons to one payer
 * or to every payer with an account, list the issues, and disable one. An issue is a coupon_batches
 * row plus one ordinary `coupons` row per payer, so the payer's side (payment_detail's list,
 * update_user_coupon, quotes, the used mark at payment) works exactly as for any coupon.
 *
 * The discount takes the two forms payers already know (domain/coupon.ts): a fixed amount in minor
 * units of one currency, or a percentage of the channel fee. The percentage needs no cap of its own:
 * it can never take off more than the fee, and the quote caps every credit at what is left to pay.
 *
 * Disabling takes the unused coupons away from payers; one already applied to an unpaid order stays
 * on that order (its quote may already count it), and a used one stays in the payer's history.
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { beijingDay } from '../../domain/coupon';
import { minorToDecimal } from '../../domain/order-money';
import { idempotent } from '../../http/idempotency';
import { BusinessError } from '../../http/business-error';
import type { ServerMessageId } from '../../messages';
import { listRates } from '../fx/service';
import { writeAudit } from '../ops/audit';
import * as repo from './repo';

export interface CouponIssueInput {
  readonly name: { readonly en: string; readonly 'zh-CN': string; readonly 'zh-TW': string };
  readonly kind: 'amount' | 'fee_percent';
  /** kind amount: minor units of `currency`. */
  readonly amount_minor?: number | undefined;
  readonly currency?: string | undefined;
  /** kind fee_percent: whole percent of the channel fee. */
  readonly fee_percent?: number | undefined;
  /** Last valid day, Beijing time, YYYY-MM-DD. */
  readonly valid_until: string;
  /** The one payer's proven phone; empty: every payer. */
  readonly payer_phone?: string | undefined;
}

export const AMOUNT_MAX_MINOR = 100_000_000;
export const PAGE = 50;

const refuse = (field: string, id: ServerMessageId): never => {
  throw new BusinessError(STATUS.INVALID, id, {}, { field });
};

function batchView(row: Awaited<ReturnType<typeof repo.couponBatchesPage>>[number]) {
  const b = row.batch;
  const name = b.name as Record<string, string>;
  return {
    batch_id: b.id,
    name: { en: name['en'] ?? '', 'zh-CN': name['zh-CN'] ?? '', 'zh-TW': name['zh-TW'] ?? '' },
    kind: b.kind,
    amount_minor: b.amountMinor === null ? '' : b.amountMinor.toString(),
    amount: b.amountMinor === null ? '' : minorToDecimal(b.amountMinor, b.currency ?? 'CNY'),
    currency: b.currency ?? '',
    fee_percent: b.feeBps === null ? 0 : b.feeBps / 100,
    valid_until: b.validUntil,
    audience: b.userId === null ? 'all' : 'one',
    payer_phone: row.payerPhone ?? '',
    issued: b.issued,
    applied: Number(row.applied),
    used: Number(row.used),
    created_by: row.createdBy,
    created_at: b.createdAt.toISOString(),
    disabled: b.disabledAt ? 1 : 0,
    disabled_at: b.disabledAt?.toISOString() ?? '',
  };
}

export async function couponIssues(ctx: AppContext, before?: string) {
  const at = before ? new Date(before) : undefined;
  if (at && Number.isNaN(at.getTime())) throw new BusinessError(STATUS.INVALID, 'invalidInput', { field: 'before' }, { field: 'before' });
  const rows = await repo.couponBatchesPage(ctx.db, PAGE, at);
  return { list: rows.map(batchView), next_before: rows.length === PAGE ? rows[rows.length - 1]!.batch.createdAt.toISOString() : '' };
}

/**
 * Issues a coupon batch once per Idempotency-Key (`key`; null when the header is missing): a double
 * click or a retried request after a lost answer must not issue a second coupon to every payer. The
 * fields are judged first, so a form with a mistake is told about the field, not the key.
 */
export async function issueCoupons(ctx: AppContext, actor: { staffId: number; ip: string }, input: CouponIssueInput, key: string | null) {
  const name = { en: input.name.en.trim(), 'zh-CN': input.name['zh-CN'].trim(), 'zh-TW': input.name['zh-TW'].trim() };
  if (!name.en || !name['zh-CN'] || !name['zh-TW']) refuse('name', 'couponNameNeeded');
  let amountMinor: bigint | null = null;
  let currency: string | null = null;
  let feeBps: number | null = null;
  if (input.kind === 'amount') {
    const amount = input.amount_minor;
    if (amount === undefined || !Number.isSafeInteger(amount) || amount < 1 || amount > AMOUNT_MAX_MINOR) refuse('amount_minor', 'couponValueInvalid');
    currency = (input.currency ?? '').trim().toUpperCase();
    if (!(await listRates(ctx)).some((r) => r.currency === currency)) refuse('currency', 'couponValueInvalid');
    amountMinor = BigInt(amount!);
  } else {
    const percent = input.fee_percent;
    if (percent === undefined || !Number.isInteger(percent) || percent < 1 || percent > 100) refuse('fee_percent', 'couponValueInvalid');
    feeBps = percent! * 100;
  }
  const now = ctx.now();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.valid_until) || Number.isNaN(Date.parse(`${input.valid_until}T00:00:00Z`)) || input.valid_until < beijingDay(now)) refuse('valid_until', 'couponValidUntilPast');
  let userId: number | null = null;
  if ((input.payer_phone ?? '').trim() !== '') {
    userId = await repo.payerByPhone(ctx.db, input.payer_phone!);
    if (userId === null) throw new BusinessError(STATUS.NOT_FOUND, 'couponPayerNotFound', {}, { field: 'payer_phone' });
  }
  if (!key) throw new BusinessError(STATUS.INVALID, 'idempotencyKeyInvalid', {}, { field: 'Idempotency-Key' });
  const { answer } = await idempotent(ctx, `ops_coupon:staff:${actor.staffId}`, key, input, async (tx) => {
    const batch: repo.CouponBatchRow = { id: `CPN-${randomUUID().slice(0, 13).toUpperCase()}`, name, kind: input.kind, amountMinor, currency, feeBps, validUntil: input.valid_until, userId, issued: 0, createdBy: actor.staffId, createdAt: now, disabledAt: null, disabledBy: null };
    await repo.insertCouponBatch(tx, batch);
    const issued = await repo.issueCoupons(tx, batch);
    await repo.setBatchIssued(tx, batch.id, issued);
    const after = { name, kind: input.kind, amount_minor: amountMinor?.toString() ?? null, currency, fee_percent: feeBps === null ? null : feeBps / 100, valid_until: input.valid_until, audience: userId === null ? 'all' : `user:${userId}`, issued };
    await writeAudit(tx, { staffId: actor.staffId, action: 'coupon.issue', targetType: 'coupon_batch', targetId: batch.id, before: null, after, ip: actor.ip, at: now });
    return { batch_id: batch.id, issued };
  });
  return answer;
}

export async function disableCoupons(ctx: AppContext, actor: { staffId: number; ip: string }, batchId: string, reason: string) {
  if (reason.trim() === '') refuse('reason', 'payeeReasonNeeded');
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const now = ctx.now();
    const batch = await repo.couponBatchById(tx, batchId, true);
    if (!batch) throw new BusinessError(STATUS.NOT_FOUND, 'couponIssueNotFound', {}, { field: 'batch_id' });
    if (batch.disabledAt) throw new BusinessError(STATUS.CONFLICT, 'couponIssueDisabled', {}, { field: 'batch_id' });
    const disabled = await repo.disableCouponBatch(tx, batch.id, actor.staffId, now);
    await writeAudit(tx, { staffId: actor.staffId, action: 'coupon.disable', targetType: 'coupon_batch', targetId: batch.id, before: { disabled: 0 }, after: { disabled: 1, reason: reason.trim(), coupons_disabled: disabled }, ip: actor.ip, at: now });
    return { batch_id: batch.id, coupons_disabled: disabled };
  });
}
