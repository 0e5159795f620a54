/**
 * The price-match guarantee (issue 17 item 8; spec 001 section 9; domain/price-match.ts).
 *
 * The payer files a claim from their paid order (`price_match_claim`: the bank, its rate as a
 * decimal string, a screenshot checked by its bytes like every upload and kept in storage). The
 * claim is judged when filed (at least 5,000 in the foreign currency, within 30 minutes of the paid
 * quote, a rate better than ours) and keeps the difference it would refund. One open or granted
 * claim per order (a partial unique index, so two submits at once make one). Finance or an admin
 * decides it in the console (`price_match_decide`, Idempotency-Key): a grant refunds the difference
 * through the provider (modules/refunds `requestRefundIn`, reason `price_match`, no fee, never more
 * than is left of the payment), audited; the payer is told either way by SMS and e-mail through
 * the job queue, and reads the decision in the order detail.
 */
import { createHash, randomUUID } from 'node:crypto';
import { formatError } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { currencyExponent, parseDecimal } from '../../domain/fx-rate';
import { minorToDecimal } from '../../domain/order-money';
import { grantAmount, judgeClaim, claimTransition, PRICE_MATCH_WINDOW_MINUTES, type ClaimDecision, type ClaimRefusal, type ClaimStatus } from '../../domain/price-match';
import { BusinessError } from '../../http/business-error';
import { idempotent } from '../../http/idempotency';
import { t, type Locale, type ServerMessageId } from '../../messages';
import { checkUpload } from '../documents/upload-check';
import type { ReceivedFile } from '../documents/service';
import { writeAudit } from '../ops/audit';
import type { StaffCaller } from '../ops/staff-sessions';
import { enqueueInto } from '../orders/lifecycle';
import { tellPayer } from '../orders/notifications';
import * as orders from '../orders/repo';
import type { OrderOwner, OrderRow } from '../orders/repo';
import { actorOf } from '../orders/service/owner';
import * as payments from '../payments/repo';
import type { QuoteRow } from '../payments/repo';
import { refundPosition, requestRefundIn, submitSoon } from '../refunds/service';
import { quotedForeignMinor } from './price-change';
import * as repo from './repo';
import type { ClaimRow } from './repo';

const REFUSAL_TEXT: Readonly<Record<ClaimRefusal, ServerMessageId>> = {
  below_minimum: 'priceMatchBelowMinimum',
  window_passed: 'priceMatchWindowPassed',
  rate_not_better: 'priceMatchRateNotBetter',
};

/** Orders a claim can be filed for: paid and not being refunded (the money is still ours to give back part of). */
const CLAIMABLE = new Set(['paid', 'paid_action_needed', 'exchanging', 'remitted', 'arrived', 'completed']);

export interface ClaimInput {
  readonly orderId: string;
  readonly bankName: string;
  readonly bankRate: string;
  readonly file: ReceivedFile | null;
}

const invalid = (field: string, text: string) => BusinessError.text(STATUS.INVALID, text, { field });

/** The order's paid quote and payment, if a claim could be about them. */
async function paidQuoteOf(db: Db, order: OrderRow): Promise<{ quote: QuoteRow; paymentId: string } | null> {
  if (!order.paidQuoteId || !CLAIMABLE.has(order.status)) return null;
  const [quote, payment] = await Promise.all([payments.quoteById(db, order.paidQuoteId), payments.succeededPaymentOf(db, order.id)]);
  return quote && payment ? { quote, paymentId: payment.id } : null;
}

function judge(quote: QuoteRow, rate: NonNullable<ReturnType<typeof parseDecimal>>, now: Date) {
  return judgeClaim({
    foreignTotalMinor: quote.foreignAmountMinor + quote.foreignSurchargeMinor,
    foreignExponent: currencyExponent(quote.foreignCurrency),
    payerExponent: currencyExponent(quote.payerCurrency),
    quotedMinor: quotedForeignMinor(quote),
    quoteCreatedAt: quote.createdAt,
    claimedRate: rate,
    filedAt: now,
  });
}

/** price_match_claim: the payer's claim for their own paid order. Refusals name the field, in the payer's language. */
export async function fileClaim(ctx: AppContext, owner: OrderOwner, input: ClaimInput, locale: Locale): Promise<ClaimRow> {
  const bankName = input.bankName.trim();
  if (bankName === '' || bankName.length > 100) throw invalid('bank_name', t(locale, 'priceMatchBankRequired'));
  const rate = /^\d{1,6}(\.\d{1,8})?$/.test(input.bankRate.trim()) ? parseDecimal(input.bankRate) : null;
  if (!rate) throw invalid('bank_rate', t(locale, 'priceMatchRateInvalid'));
  const order = await orders.ownedOrder(ctx.db, owner, input.orderId);
  if (!order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
  const paid = await paidQuoteOf(ctx.db, order);
  if (!paid) throw new BusinessError(STATUS.CONFLICT, 'priceMatchNotPaid', {}, { field: 'order_id' });
  const now = ctx.now();
  const verdict = judge(paid.quote, rate, now);
  if (!verdict.ok) throw new BusinessError(STATUS.CONFLICT, REFUSAL_TEXT[verdict.reason], {}, { field: verdict.reason === 'rate_not_better' ? 'bank_rate' : 'order_id', reason: verdict.reason });
  if ((await repo.claimsOfOrder(ctx.db, order.id)).some((c) => c.status !== 'refused')) throw new BusinessError(STATUS.CONFLICT, 'priceMatchClaimOpen', {}, { field: 'order_id' });
  if (!input.file) throw invalid('file', t(locale, 'uploadFileMissing'));
  if (input.file.truncated) throw invalid('file', t(locale, 'uploadTooLarge', { maxMb: 2 }));
  // A screenshot is an image: JPEG or PNG (the selfie's rule), re-encoded from its pixels like every image upload.
  const check = await checkUpload(input.file.bytes, 'selfie');
  if (!check.ok) throw invalid('file', formatError(check.error, locale));
  const id = randomUUID();
  const key = `price-match/${order.id}/${id}.${check.file.ext}`;
  await ctx.storage.put(key, check.file.bytes, check.file.mime);
  try {
    return await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const locked = await orders.ownedOrder(tx, owner, order.id, true);
      if (!locked) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
      if ((await repo.claimsOfOrder(tx, order.id)).some((c) => c.status !== 'refused')) throw new BusinessError(STATUS.CONFLICT, 'priceMatchClaimOpen', {}, { field: 'order_id' });
      return repo.insertClaim(tx, {
        id,
        orderId: order.id,
        paymentId: paid.paymentId,
        quoteId: paid.quote.id,
        payer: actorOf(owner),
        status: 'open',
        bankName,
        claimedRate: input.bankRate.trim(),
        quotedRate: paid.quote.rate,
        currency: paid.quote.payerCurrency,
        differenceMinor: verdict.differenceMinor,
        screenshotKey: key,
        screenshotType: check.file.mime,
        screenshotSha256: createHash('sha256').update(check.file.bytes).digest('hex'),
        createdAt: now,
      });
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }
}

export interface DecideBody {
  readonly claim_id: string;
  readonly decision: ClaimDecision;
  readonly note?: string;
}

/**
 * price_match_decide: finance or an admin grants or refuses an open claim of an order they may see,
 * once per Idempotency-Key (scope: the staff member). A grant refunds the difference (capped at
 * what is left of the payment) through the provider after the commit.
 */
export async function decideClaim(ctx: AppContext, caller: StaffCaller, body: DecideBody, key: string, ip: string, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const actor = `staff:${caller.staffId}`;
  const note = body.note?.trim() ?? '';
  if (body.decision === 'refuse' && note === '') throw new BusinessError(STATUS.INVALID, 'claimRefuseReason', {}, { field: 'note' });
  const { answer } = await idempotent(ctx, `ops_price_match:${actor}`, key, body, async (tx) => {
    const now = ctx.now();
    const found = await repo.visibleClaim(tx, caller, body.claim_id);
    if (!found) throw new BusinessError(STATUS.NOT_FOUND, 'claimNotFound', {}, { field: 'claim_id' });
    const order = await orders.orderForUpdate(tx, found.claim.orderId);
    const claim = await repo.claimById(tx, found.claim.id, true);
    if (!claim || !order) throw new BusinessError(STATUS.NOT_FOUND, 'claimNotFound', {}, { field: 'claim_id' });
    const to: ClaimStatus | null = claimTransition(claim.status, body.decision);
    if (!to) throw new BusinessError(STATUS.CONFLICT, 'claimDecided', {}, { field: 'claim_id', status: claim.status });
    let refundId: string | null = null;
    if (to === 'granted') {
      const position = await refundPosition(ctx, tx, order.id);
      const amount = grantAmount(claim.differenceMinor, BigInt(position?.refundable_minor ?? '0'));
      const { refund } = await requestRefundIn(ctx, tx, { orderId: order.id, reason: 'price_match', note: `price-match claim ${claim.id}`, waiveFee: false, amountMinor: amount, actor, orderEvent: 'request_refund' });
      refundId = refund.id;
    }
    const updated = await repo.updateClaim(tx, claim.id, { status: to, decidedBy: caller.staffId, decisionNote: note, refundId, decidedAt: now });
    await writeAudit(tx, {
      staffId: caller.staffId,
      action: to === 'granted' ? 'price_match.grant' : 'price_match.refuse',
      targetType: 'price_match_claim',
      targetId: claim.id,
      before: { status: claim.status, difference: minorToDecimal(claim.differenceMinor, claim.currency) },
      after: { status: to, refund_id: refundId ?? '', note },
      ip,
      at: now,
    });
    await tellPayer(tx, enqueueInto(ctx, tx), order, to === 'granted' ? 'notifyPriceMatchGranted' : 'notifyPriceMatchRefused', { reason: note });
    return claimView(updated, found.orderNo);
  });
  if (answer.refund_id) await submitSoon(ctx, answer.refund_id, log);
  const claim = await repo.claimById(ctx.db, answer.claim_id);
  return claim ? claimView(claim, answer.order_no) : answer;
}

/** A claim as the payer and the console read it: the rates, the difference, the decision. */
export function claimView(claim: ClaimRow, orderNo = '') {
  return {
    claim_id: claim.id,
    order_id: claim.orderId,
    order_no: orderNo,
    status: claim.status,
    bank_name: claim.bankName,
    claimed_rate: claim.claimedRate,
    quoted_rate: claim.quotedRate,
    currency: claim.currency,
    difference: minorToDecimal(claim.differenceMinor, claim.currency),
    decision_note: claim.decisionNote,
    refund_id: claim.refundId ?? '',
    created_at: claim.createdAt.toISOString(),
    decided_at: claim.decidedAt?.toISOString() ?? '',
  };
}

/** The order detail's price-match part: whether a claim can be filed now and until when, and the latest claim. */
export async function priceMatchOf(ctx: AppContext, order: OrderRow) {
  const claims = await repo.claimsOfOrder(ctx.db, order.id);
  const latest = claims[0] ?? null;
  const paid = await paidQuoteOf(ctx.db, order);
  const now = ctx.now();
  // Eligible now: a rate far better than any bank's would only fail on "not better"; the minimum and the window are what count.
  const probe = paid ? judge(paid.quote, { numerator: 1n, denominator: 10n ** 12n }, now) : null;
  const open = probe !== null && (probe.ok || probe.reason === 'rate_not_better') && !claims.some((c) => c.status !== 'refused');
  return {
    can_claim: open ? 1 : 0,
    claim_until: paid ? new Date(paid.quote.createdAt.getTime() + PRICE_MATCH_WINDOW_MINUTES * 60_000).toISOString() : '',
    quoted_rate: paid?.quote.rate ?? '',
    claim: latest ? claimView(latest, order.orderNumber) : null,
  };
}

/** The screenshot's bytes for the console (the caller checked the claim is visible to them). */
export async function screenshotOf(ctx: AppContext, claim: ClaimRow) {
  const stored = await ctx.storage.get(claim.screenshotKey);
  return stored ? { bytes: stored.bytes, type: claim.screenshotType } : null;
}
