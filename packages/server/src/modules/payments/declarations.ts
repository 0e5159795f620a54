/**
 * The payment calls around a payment (issue 17 item 6; spec 001 sections 2, 7, 8): the transfer
 * form (payment_transfer_pay), the messaging-app payment (wechat_payment, wechat_payment_detail,
 * modify_wechat_id), the instructions page's data (paycomfirm), "I have paid: check with the bank"
 * (paybankcheck) and the instructions sent to a phone (send_phone, with the sending limit).
 * Every input is checked again here with @edupay/forms' rules, in the request's language.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { formatError, PAYER_RELATIONSHIPS, validators, type ValidationResult } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { instructionSends, paymentDeclarations, rateEvents } from '../../db/schema';
import { beijingDateTime } from '../../domain/beijing-time';
import { identityKey, maskIdentity, sealIdentity } from '../../domain/identity-seal';
import { maskPhone } from '../../domain/masking';
import { minorToDecimal } from '../../domain/order-money';
import { isFinalPayment } from '../../domain/payment-status';
import { BusinessError } from '../../http/business-error';
import { t, type Locale, type ServerMessageId } from '../../messages';
import * as orders from '../orders/repo';
import type { OrderOwner } from '../orders/repo';
import type { PayeeSnapshot } from '../orders/service/payee-snapshot';
import { applyOutcome, ownedPayment } from './charges';
import { refreshInstallments } from './installments';
import * as repo from './repo';
import type { PaymentRow } from './repo';

export type DeclarationRow = typeof paymentDeclarations.$inferSelect;

const PASSPORT_ABOVE_CNY_MINOR = 30_000_000n;

/** What the WeChat answers (wechat_payment, wechat_payment_detail) add to the payment. */
export async function wechatExtra(db: Db, payment: PaymentRow, declaration: DeclarationRow | null) {
  const order = await orders.orderById(db, payment.orderId);
  // Spec 001 section 5: a passport above 300,000 CNY (WeChat Pay is paid in CNY).
  const passportRequired = payment.currency === 'CNY' && payment.amountMinor > PASSPORT_ABOVE_CNY_MINOR;
  return { wechat_id: declaration?.wechatId ?? '', order_no: order?.orderNumber ?? '', passport_required: passportRequired ? 1 : 0 };
}

/** The WeChat payment `paymentId` of `owner` with its extras (wechat_payment_detail); 404 when not theirs. */
export async function wechatPaymentOf(ctx: AppContext, owner: OrderOwner, paymentId: string) {
  const payment = await ownedWechatPayment(ctx, owner, paymentId);
  const order = await orders.ownedOrder(ctx.db, owner, payment.orderId);
  const extra = await wechatExtra(ctx.db, payment, await declarationOf(ctx.db, payment.id));
  return { payment, orderStatus: order?.status ?? '', extra };
}

/** Refuses with the rule's message, in the request's language, naming the field. */
function checked(result: ValidationResult, field: string, label: ServerMessageId, locale: Locale): void {
  if (result === true) return;
  throw BusinessError.text(STATUS.INVALID, formatError(result, locale, t(locale, label)), { field });
}

const requiredText = (value: unknown, field: string, label: ServerMessageId, locale: Locale) => checked(validators.required(value), field, label, locale);

export interface TransferPayer {
  payer_name: string;
  relationship: string;
  national_id: string;
  tel_code?: string;
  mobile: string;
  school_login?: string;
}

/** The transfer form checked (spec 001 sections 2 and 5): the payer is the student or a direct relative, with a mainland ID and a mainland mobile. */
export function checkTransferPayer(body: TransferPayer, locale: Locale): void {
  requiredText(body.payer_name, 'payer_name', 'labelPayerName', locale);
  checked(validators.nameNoDigits(body.payer_name), 'payer_name', 'labelPayerName', locale);
  requiredText(body.relationship, 'relationship', 'labelRelationship', locale);
  if (!(PAYER_RELATIONSHIPS as readonly string[]).includes(body.relationship)) throw new BusinessError(STATUS.INVALID, 'payerNotRelative', {}, { field: 'relationship' });
  requiredText(body.national_id, 'national_id', 'labelNationalId', locale);
  checked(validators.cnResidentId(body.national_id), 'national_id', 'labelNationalId', locale);
  requiredText(body.mobile, 'mobile', 'labelBankMobile', locale);
  if ((body.tel_code ?? '86').replace(/\D/g, '') !== '86') throw new BusinessError(STATUS.INVALID, 'bankMobileMainland', {}, { field: 'tel_code' });
  checked(validators.cnMobile(body.mobile), 'mobile', 'labelBankMobile', locale);
}

export function checkWechatId(value: unknown, locale: Locale): void {
  requiredText(value, 'wechat_id', 'labelWechatId', locale);
  checked(validators.matchWeChat(value, { min: 6, max: 20 }), 'wechat_id', 'labelWechatId', locale);
}

/** Writes the payer's declaration of a payment (inside the payment call's transaction); a retry replaces it. */
export async function declare(ctx: AppContext, tx: Db, paymentId: string, values: Partial<Omit<DeclarationRow, 'paymentId' | 'createdAt' | 'updatedAt'>>): Promise<DeclarationRow> {
  const now = ctx.now();
  const [row] = await tx
    .insert(paymentDeclarations)
    .values({ paymentId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: paymentDeclarations.paymentId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

export function transferDeclaration(ctx: AppContext, body: TransferPayer) {
  const key = identityKey(ctx.secret);
  const id = body.national_id.trim().toUpperCase();
  return {
    payerName: body.payer_name.trim(),
    relationship: body.relationship,
    nationalIdKey: key.id,
    nationalIdSealed: sealIdentity(key, id),
    nationalIdMasked: maskIdentity(id),
    mobile: `+86${body.mobile.replace(/\D/g, '').replace(/^86(?=1\d{10}$)/, '')}`,
    schoolLogin: body.school_login?.trim() || null,
  };
}

export async function declarationOf(db: Db, paymentId: string): Promise<DeclarationRow | null> {
  const [row] = await db.select().from(paymentDeclarations).where(eq(paymentDeclarations.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The declaration as the payer sees it back: the ID and mobile masked. */
export function declarationView(row: DeclarationRow | null) {
  return {
    payer_name: row?.payerName ?? '',
    relationship: row?.relationship ?? '',
    national_id: row?.nationalIdMasked ?? '',
    mobile: row?.mobile ? maskPhone('+86', row.mobile.replace(/^\+86/, '')) : '',
    school_login: row?.schoolLogin ?? '',
    wechat_id: row?.wechatId ?? '',
  };
}

/** A messaging-app payment of the caller (404 for another payer's or one of another method). */
export async function ownedWechatPayment(ctx: AppContext, owner: OrderOwner, paymentId: string): Promise<PaymentRow> {
  const payment = await ownedPayment(ctx, owner, paymentId);
  if (payment.method !== 'wechat') throw new BusinessError(STATUS.NOT_FOUND, 'paymentNotFound', {}, { field: 'payment_id' });
  return payment;
}

/** modify_wechat_id: while the payment is open. */
export async function modifyWechatId(ctx: AppContext, owner: OrderOwner, paymentId: string, wechatId: string): Promise<DeclarationRow> {
  const payment = await ownedWechatPayment(ctx, owner, paymentId);
  if (isFinalPayment(payment.status)) throw new BusinessError(STATUS.CONFLICT, 'paymentClosed', {}, { field: 'payment_id' });
  return declare(ctx, ctx.db, payment.id, { wechatId: wechatId.trim() });
}

/** A bank transfer of the caller (one payment or in installments): what paycomfirm, paybankcheck and send_phone take. */
export async function ownedTransfer(ctx: AppContext, owner: OrderOwner, paymentId: string): Promise<PaymentRow> {
  const payment = await ownedPayment(ctx, owner, paymentId);
  if (payment.method !== 'transfer') throw new BusinessError(STATUS.NOT_FOUND, 'paymentNotFound', {}, { field: 'payment_id' });
  return payment;
}

/**
 * paybankcheck: the payer says the transfer is sent; the provider is asked now (as the re-query job
 * would, the outcome applied once by its event id), at most once per `bankCheckSeconds` per payment.
 */
export async function bankCheck(ctx: AppContext, owner: OrderOwner, paymentId: string): Promise<PaymentRow> {
  const payment = await ownedTransfer(ctx, owner, paymentId);
  if (isFinalPayment(payment.status)) return payment;
  const key = `paybankcheck:${payment.id}`;
  const since = new Date(ctx.now().getTime() - ctx.limits.bankCheckSeconds * 1000);
  const [recent] = await ctx.db.select({ n: count() }).from(rateEvents).where(and(eq(rateEvents.key, key), gt(rateEvents.createdAt, since)));
  if ((recent?.n ?? 0) > 0) throw new BusinessError(STATUS.TOO_FREQUENT, 'bankCheckTooFrequent', { seconds: ctx.limits.bankCheckSeconds }, { field: 'payment_id' });
  await ctx.db.insert(rateEvents).values({ key, createdAt: ctx.now() });
  if (payment.providerRef === null) await refreshInstallments(ctx, payment, 'refresh');
  else {
    const state = await ctx.payments.status(payment.providerRef);
    if (state && state.status !== payment.status) await applyOutcome(ctx, state, 'refresh');
  }
  return (await repo.paymentById(ctx.db, payment.id)) ?? payment;
}

/** Where the instructions go by SMS: the bank-registered mobile the payer declared, else the order's payer mobile. */
async function instructionPhone(db: Db, payment: PaymentRow): Promise<string | null> {
  const declared = await declarationOf(db, payment.id);
  if (declared?.mobile) return declared.mobile;
  const order = await orders.orderById(db, payment.orderId);
  const payer = (order?.payer ?? {}) as { payer_tel_code?: unknown; payer_mobile?: unknown };
  if (!payer.payer_mobile) return null;
  // As text: an order placed before the form's types were checked may hold a number here.
  return `+${String(payer.payer_tel_code ?? '86').replace(/\D/g, '')}${String(payer.payer_mobile).replace(/\D/g, '')}`;
}

export async function sendsOf(db: Db, paymentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(instructionSends).where(eq(instructionSends.paymentId, paymentId));
  return row?.n ?? 0;
}

/**
 * send_phone: the transfer's instructions by SMS, through the job queue (sent after the commit, retried
 * by the queue). At most `instructionSmsPerPayment` texts per payment: the payment row is locked
 * while counting, so two clicks at once cannot both pass the limit.
 */
export async function sendInstructions(ctx: AppContext, owner: OrderOwner, paymentId: string, locale: Locale): Promise<{ to: string; sent: number; remaining: number }> {
  const payment = await ownedTransfer(ctx, owner, paymentId);
  if (isFinalPayment(payment.status)) throw new BusinessError(STATUS.CONFLICT, 'paymentClosed', {}, { field: 'payment_id' });
  const phone = await instructionPhone(ctx.db, payment);
  if (!phone) throw new BusinessError(STATUS.INVALID, 'noPhoneForInstructions', {}, { field: 'payment_id' });
  const limit = ctx.limits.instructionSmsPerPayment;
  const order = await orders.orderById(ctx.db, payment.orderId);
  const rows = await repo.installmentsOf(ctx.db, payment.id);
  const quote = await repo.quoteById(ctx.db, payment.quoteId);
  const instructions = (payment.instructions ?? {}) as { bankName?: string; accountName?: string; accountNumber?: string; swift?: string };
  const references = rows.length > 0 ? rows.filter((r) => !['paid', 'invalid', 'payment_failed'].includes(r.status)).map((r) => `${r.seq}. ${minorToDecimal(r.amountMinor, r.currency)} ${r.currency} ${r.reference}`).join('; ') : `${minorToDecimal(payment.amountMinor, payment.currency)} ${payment.currency} ${payment.reference ?? ''}`;
  const body = t(locale, 'instructionsSms', {
    orderNo: order?.orderNumber ?? '',
    bank: instructions.bankName ?? '',
    name: instructions.accountName ?? '',
    account: instructions.accountNumber ?? '',
    swift: instructions.swift ?? '',
    pay: references,
    until: quote ? beijingDateTime(quote.expiresAt) : '',
  });
  const masked = maskPhone(phone.slice(0, 3), phone.slice(3));
  const sent = await ctx.jobs.transaction(async (tx, enqueue) => {
    await repo.paymentById(tx, payment.id, true);
    const before = await sendsOf(tx, payment.id);
    if (before >= limit) throw new BusinessError(STATUS.TOO_FREQUENT, 'instructionSmsLimit', { limit }, { field: 'payment_id', limit });
    await tx.insert(instructionSends).values({ paymentId: payment.id, toMasked: masked, createdAt: ctx.now() });
    await enqueue('sms', { to: phone, body });
    return before + 1;
  });
  return { to: masked, sent, remaining: Math.max(0, limit - sent) };
}

/** paycomfirm: what the instructions page shows: the payment, its order and payee, the send-by time, the declaration and how many texts are left. */
export async function payConfirm(ctx: AppContext, owner: OrderOwner, paymentId: string, locale: Locale) {
  const payment = await ownedTransfer(ctx, owner, paymentId);
  const order = await orders.ownedOrder(ctx.db, owner, payment.orderId);
  const quote = await repo.quoteById(ctx.db, payment.quoteId);
  const payee = (order?.payeeSnapshot ?? null) as PayeeSnapshot | null;
  const payeeName = payee ? (locale !== 'en' && payee.institution?.zh ? payee.institution.zh : (payee.institution?.en ?? payee.account_name)) : '';
  const sent = await sendsOf(ctx.db, payment.id);
  return {
    payment,
    order,
    extra: {
      order_no: order?.orderNumber ?? '',
      payee: payeeName,
      send_before: quote ? quote.expiresAt.toISOString() : '',
      sms_sent: sent,
      sms_remaining: Math.max(0, ctx.limits.instructionSmsPerPayment - sent),
      declaration: declarationView(await declarationOf(ctx.db, payment.id)),
    },
  };
}
