/**
 * Partner (third-party) orders, the use cases (spec 001 sections 2 and 7; README beside this file):
 * a partner's server creates an order for a payer by a signed call; the payer opens the entry link,
 * logs in, takes the order (it is bound to their account, once) and pays it on /pay; the result page
 * sends them back to the return URL the partner registered. Each change runs in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { parseMoney } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { orders, partners, type PayeePurpose } from '../../db/schema';
import { verifyCallback } from '../../domain/callback-signature';
import { identityKey, openIdentity } from '../../domain/identity-seal';
import { minorToDecimal, toCurrencyMinor } from '../../domain/order-money';
import { orderNumber } from '../../domain/order-number';
import { afterSubmit, isPaid, transition } from '../../domain/order-status';
import { ENTRY_LINK_TTL_SECONDS, readEntryToken, returnUrlAllowed, signEntryToken, type EntryClaims } from '../../domain/partner-link';
import { randomDigits } from '../../domain/secrets';
import { BusinessError } from '../../http/business-error';
import type { Locale, ServerMessageId } from '../../messages';
import { payeeAccountByCode } from '../institutions/repo';
import { advanceIn, enqueueInto, scheduleAutoClose } from '../orders/lifecycle';
import * as orderRepo from '../orders/repo';
import type { OrderOwner, OrderRow } from '../orders/repo';
import { checkField } from '../orders/service/checks';
import { payeeOf, type PayeeSnapshot } from '../orders/service/payee-snapshot';
import { PAYER_CURRENCY } from '../payments/service';
import * as repo from './repo';
import type { PartnerOrderRow, PartnerRow } from './repo';

type DisplayName = Readonly<Record<Locale, string>>;

/** The secret a partner signs with, opened from its sealed column. */
export function partnerSecret(ctx: AppContext, partner: PartnerRow): string {
  return openIdentity([identityKey(ctx.secret)], partner.secretKeyId, partner.secretSealed);
}

/** An unknown or switched-off partner: the same 404 (the path's name is all a caller learns). */
export async function requirePartner(ctx: AppContext, name: string): Promise<PartnerRow> {
  const partner = /^[a-z0-9]{2,30}$/.test(name) ? await repo.partnerByName(ctx.db, name) : null;
  if (!partner || !partner.active) throw new BusinessError(STATUS.NOT_FOUND, 'partnerNotFound', {}, { field: 'partner' });
  return partner;
}

/**
 * A partner's server-to-server call: `EduPay-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.<signed>">`
 * with the partner's secret, 300 s tolerance, each signature accepted once (a replay is refused even
 * inside the window). `signed` is the raw body of a POST, the path and query as sent of a GET.
 */
export async function verifyPartnerCall(ctx: AppContext, partner: PartnerRow, signed: string, header: string | undefined): Promise<void> {
  const now = ctx.now();
  const check = verifyCallback(partnerSecret(ctx, partner), signed, header, now);
  if (!check.ok) throw new BusinessError(STATUS.INVALID, 'callbackRefused', {}, { field: 'EduPay-Signature', reason: check.reason });
  const v1 = /v1=([0-9a-f]{64})/.exec(header ?? '')?.[1] ?? '';
  // Kept until the signature could no longer pass the tolerance check: then the clock refuses it.
  const fresh = await repo.useSignature(ctx.db, partner.id, `${Math.floor(check.signedAt.getTime() / 1000)}.${v1}`, new Date(check.signedAt.getTime() + 600_000), now);
  if (!fresh) throw new BusinessError(STATUS.INVALID, 'callbackRefused', {}, { field: 'EduPay-Signature', reason: 'replayed' });
}

export interface PartnerOrderInput {
  readonly reference: string;
  readonly amount: string;
  readonly currency: string;
  readonly purpose: string;
  readonly return_url: string;
  readonly payee_account?: string | undefined;
  readonly payer_country?: string | undefined;
  readonly description?: string | undefined;
}

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,63}$/;

function refuse(field: string, id: ServerMessageId, values: Record<string, string> = {}): never {
  throw new BusinessError(STATUS.INVALID, id, values, { field });
}

/** The partner's payee account for an order: the one named (if the partner may use it), else its first. */
async function partnerPayee(ctx: AppContext, partner: PartnerRow, code: string | undefined): Promise<PayeeSnapshot> {
  const codes = partner.payeeAccountCodes as string[];
  const chosen = code ?? codes[0];
  if (!chosen || !codes.includes(chosen)) refuse('payee_account', 'partnerAccountNotAllowed');
  const account = await payeeAccountByCode(ctx.db, chosen);
  if (!account) refuse('payee_account', 'partnerAccountNotAllowed');
  return payeeOf(ctx, account.id, {});
}

/** Everything the server checks before a partner order is written (the reference's uniqueness is the transaction's). */
async function checkInput(ctx: AppContext, partner: PartnerRow, input: PartnerOrderInput, locale: Locale) {
  if (!REFERENCE.test(input.reference)) refuse('reference', 'partnerReferenceInvalid');
  if (!returnUrlAllowed(input.return_url, partner.returnUrls as string[])) refuse('return_url', 'returnUrlNotAllowed');
  const country = (input.payer_country ?? 'CHN').toUpperCase();
  if (!PAYER_CURRENCY[country]) refuse('payer_country', 'payerCurrencyUnsupported');
  const payee = await partnerPayee(ctx, partner, input.payee_account);
  if (input.currency.toUpperCase() !== payee.currency) refuse('currency', 'partnerCurrencyMismatch', { currency: payee.currency });
  if (!payee.purposes.includes(input.purpose)) refuse('purpose', 'purposeNotAccepted');
  const hundredths = parseMoney(input.amount);
  if (hundredths === null || hundredths <= 0n) refuse('amount', 'partnerAmountInvalid');
  // The order form's own rule for the amount (bounds, the payee's rules), in the partner's language.
  checkField(ctx, payee, 'amount', { amount: input.amount, order_type: input.purpose, purposes: [input.purpose] }, locale);
  const amountMinor = toCurrencyMinor(hundredths, payee.currency);
  if (amountMinor === null) throw new BusinessError(STATUS.INVALID, 'amountDecimals', { currency: payee.currency }, { field: 'amount' });
  return { payee, amountMinor, country, description: (input.description ?? '').trim() };
}

/** The entry link of a partner order: /order_third?token=, signed, expiring, at the order's link version. */
export function entryLink(ctx: AppContext, partner: PartnerRow, partnerOrder: PartnerOrderRow) {
  const expiresAt = new Date(Math.floor(ctx.now().getTime() / 1000) * 1000 + ENTRY_LINK_TTL_SECONDS * 1000);
  const claims: EntryClaims = { o: partnerOrder.orderId, p: partner.name, v: partnerOrder.linkVersion, exp: expiresAt.getTime() / 1000 };
  const token = signEntryToken(entrySecret(ctx), claims);
  return { token, entry_url: `${ctx.config.publicUrl}/order_third?token=${token}`, expires_at: expiresAt.toISOString() };
}

const entrySecret = (ctx: AppContext) => `${ctx.secret}:partner-entry`;

/** What a partner order looks like to the partner's server (create and status answers). */
function partnerView(order: OrderRow, partnerOrder: PartnerOrderRow) {
  return {
    order_id: order.id,
    order_no: order.orderNumber,
    reference: partnerOrder.reference,
    status: order.status,
    paid: isPaid(order.status) ? 1 : 0,
    bound: partnerOrder.boundAt ? 1 : 0,
    currency: order.currency,
    amount: minorToDecimal(order.amountMinor, order.currency),
  };
}

/**
 * Creates the order in `tx` (the idempotency transaction). One order per (partner, reference): the
 * same reference with the same terms answers that order again (with a fresh link); with other terms
 * it is refused. The partner's row is locked first, so two creates of one reference go one at a time.
 */
export async function createPartnerOrder(ctx: AppContext, tx: Db, partner: PartnerRow, input: PartnerOrderInput, locale: Locale) {
  const inTx = { ...ctx, db: tx };
  const checked = await checkInput(inTx, partner, input, locale);
  await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partner.id)).for('update');
  const existing = await repo.partnerOrderByReference(tx, partner.id, input.reference);
  if (existing) {
    const order = await orderRepo.orderById(tx, existing.orderId);
    const same = order && order.amountMinor === checked.amountMinor && order.currency === checked.payee.currency && order.payeeAccountId === checked.payee.account_id && order.orderType === input.purpose;
    if (!order || !same) throw new BusinessError(STATUS.CONFLICT, 'partnerReferenceUsed', {}, { field: 'reference' });
    return { ...partnerView(order, existing), ...entryLink(ctx, partner, existing), created: 0 };
  }
  const now = ctx.now();
  const id = randomUUID();
  const first = transition({ status: null }, 'submit');
  if (!first.ok) throw new Error('submit must start an order');
  // Nobody's yet (no user, no phone): nobody sees it until a payer takes it through the link.
  const order = await orderRepo.insertOrder(tx, {
    id,
    orderNumber: orderNumber(now, randomDigits(6)),
    userId: null,
    phoneE164: null,
    status: first.to,
    orderType: input.purpose as PayeePurpose,
    payeeAccountId: checked.payee.account_id,
    payeeSnapshot: checked.payee,
    currency: checked.payee.currency,
    amountMinor: checked.amountMinor,
    surchargeMinor: 0n,
    payment: { order_type: input.purpose, purposes: [input.purpose], amount: minorToDecimal(checked.amountMinor, checked.payee.currency), remittance_country: checked.country, partner: partner.name, partner_reference: input.reference, ...(checked.description ? { description: checked.description } : {}) },
    student: {},
    payer: {},
    identityKeyId: null,
    locale,
    createdAt: now,
    updatedAt: now,
  });
  await orderRepo.insertOrderEvent(tx, { orderId: id, event: 'submit', fromStatus: null, toStatus: first.to, actor: 'system', reason: `api_${partner.name}_order`, createdAt: now });
  const next = afterSubmit(checked.payee.needs_review);
  const { to: status } = await advanceIn(ctx, tx, enqueueInto(ctx, tx), id, next, 'system', checked.payee.needs_review ? 'payee account needs review' : 'no review needed');
  await scheduleAutoClose(ctx, tx, id, now);
  const partnerOrder = await repo.insertPartnerOrder(tx, { orderId: id, partnerId: partner.id, reference: input.reference, returnUrl: input.return_url, createdAt: now });
  return { ...partnerView({ ...order, status }, partnerOrder), ...entryLink(ctx, partner, partnerOrder), created: 1 };
}

/** GET /order/api_{partner}_order: the partner reads its order by its reference. */
export async function partnerOrderStatus(ctx: AppContext, partner: PartnerRow, reference: string) {
  const partnerOrder = await repo.partnerOrderByReference(ctx.db, partner.id, reference);
  const order = partnerOrder ? await orderRepo.orderById(ctx.db, partnerOrder.orderId) : null;
  if (!partnerOrder || !order) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'reference' });
  return partnerView(order, partnerOrder);
}

/** batch_pay_url_invalid: the partner's links to these orders stop working (a new create gives new ones). */
export async function invalidatePartnerLinks(ctx: AppContext, partner: PartnerRow, references: readonly string[]) {
  const unique = [...new Set(references)];
  const done = await repo.invalidateLinks(ctx.db, partner.id, unique);
  return { invalidated: done.sort(), not_found: unique.filter((r) => !done.includes(r)).sort() };
}

/** A token from a link, checked: signature, expiry, and the order's current link version. */
async function orderOfToken(ctx: AppContext, db: Db, token: string, lock = false) {
  const check = readEntryToken(entrySecret(ctx), token, ctx.now());
  if (!check.ok) {
    if (check.reason === 'expired') throw new BusinessError(STATUS.EXPIRED, 'partnerLinkExpired', {}, { field: 'token', reason: 'expired' });
    throw new BusinessError(STATUS.INVALID, 'partnerLinkInvalid', {}, { field: 'token', reason: check.reason });
  }
  const partnerOrder = await repo.partnerOrderOf(db, check.claims.o, lock);
  if (!partnerOrder) throw new BusinessError(STATUS.INVALID, 'partnerLinkInvalid', {}, { field: 'token', reason: 'unknown' });
  if (partnerOrder.linkVersion !== check.claims.v) throw new BusinessError(STATUS.EXPIRED, 'partnerLinkRevoked', {}, { field: 'token', reason: 'revoked' });
  const order = lock ? await orderRepo.orderForUpdate(db, partnerOrder.orderId) : await orderRepo.orderById(db, partnerOrder.orderId);
  const partner = await repo.partnerById(db, partnerOrder.partnerId);
  if (!order || !partner) throw new BusinessError(STATUS.INVALID, 'partnerLinkInvalid', {}, { field: 'token', reason: 'unknown' });
  return { partnerOrder, order, partner };
}

/**
 * Taken by another payer: refused with nothing of the order in the answer (not its payee, amount
 * or number), so a forwarded or leaked link tells its holder only that it is not theirs.
 */
function refuseTaken(): never {
  throw new BusinessError(STATUS.CONFLICT, 'partnerOrderTaken', {}, { field: 'token' });
}

function payInfo(order: OrderRow, partnerOrder: PartnerOrderRow, partner: PartnerRow, mine: boolean) {
  const payee = order.payeeSnapshot as PayeeSnapshot;
  const payment = order.payment as { description?: string; remittance_country?: string };
  return {
    partner: { name: partner.name, display_name: partner.displayName as DisplayName },
    reference: partnerOrder.reference,
    description: payment.description ?? '',
    payee: { institution: payee.institution?.en ?? payee.account_name, institution_zh: payee.institution?.zh ?? '', account_name: payee.account_name, country: payee.country },
    purpose: order.orderType,
    currency: order.currency,
    amount: minorToDecimal(order.amountMinor, order.currency),
    payer_country: payment.remittance_country ?? 'CHN',
    status: order.status,
    paid: isPaid(order.status) ? 1 : 0,
    // The order's id and number are the bound payer's: a link holder who has not taken it sees neither.
    state: mine ? ('yours' as const) : ('open' as const),
    order_id: mine ? order.id : '',
    order_no: mine ? order.orderNumber : '',
    return_url: partnerOrder.returnUrl,
  };
}

/**
 * get_api_order_pay_info: what the entry page shows. By `token` (the link: anyone holding it, until
 * a payer takes the order; then only that payer), or by `order_id` (the bound payer's own order).
 */
export async function orderPayInfo(ctx: AppContext, by: { token?: string; orderId?: string }, owner: OrderOwner | null) {
  if (by.token) {
    const { order, partnerOrder, partner } = await orderOfToken(ctx, ctx.db, by.token);
    if (order.userId !== null && order.userId !== owner?.userId) refuseTaken();
    return payInfo(order, partnerOrder, partner, order.userId !== null);
  }
  const order = owner && by.orderId ? await orderRepo.ownedOrder(ctx.db, owner, by.orderId) : null;
  const partnerOrder = order ? await repo.partnerOrderOf(ctx.db, order.id) : null;
  const partner = partnerOrder ? await repo.partnerById(ctx.db, partnerOrder.partnerId) : null;
  if (!order || !partnerOrder || !partner) throw new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
  return payInfo(order, partnerOrder, partner, true);
}

/**
 * The payer takes the order of a link: it becomes theirs (orders.user_id), once. A logged-in account
 * is needed (an SMS-proven phone alone is not enough: the order then lives in their user centre);
 * taking it again is a no-op; an order another payer took is refused like get_api_order_pay_info does.
 */
export async function bindPartnerOrder(ctx: AppContext, token: string, owner: OrderOwner, locale: Locale) {
  if (owner.userId === null) throw new BusinessError(STATUS.NEED_LOGIN, 'partnerLoginNeeded');
  if (owner.actingStaffId != null) throw new BusinessError(STATUS.CONFLICT, 'actingCannotPay', {}, { acting_on_behalf: 1 });
  const userId = owner.userId;
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { order, partnerOrder, partner } = await orderOfToken(ctx, tx, token, true);
    if (order.userId !== null && order.userId !== userId) refuseTaken();
    if (order.userId === null) {
      const now = ctx.now();
      // The payer's language from now on: their notifications about this order are written in it.
      await tx.update(orders).set({ userId, locale, updatedAt: now }).where(eq(orders.id, order.id));
      await repo.markBound(tx, order.id, now);
    }
    return payInfo({ ...order, userId }, partnerOrder, partner, true);
  });
}

/** get_api_currency: the currencies a partner's accounts receive, and the payers' currencies. */
export async function partnerCurrencies(ctx: AppContext, partner: PartnerRow) {
  const accounts = [];
  for (const code of partner.payeeAccountCodes as string[]) {
    const account = await payeeAccountByCode(ctx.db, code);
    if (account) accounts.push({ payee_account: code, name: account.institution.en, currency: account.currency, purposes: [...account.purposes] });
  }
  return {
    partner: { name: partner.name, display_name: partner.displayName as DisplayName },
    payee_currencies: [...new Set(accounts.map((a) => a.currency))].sort(),
    accounts,
    payer_countries: Object.entries(PAYER_CURRENCY).map(([country, currency]) => ({ country, currency })),
  };
}
