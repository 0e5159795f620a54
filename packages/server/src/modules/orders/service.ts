/**
 * Order use cases (spec 001 sections 3-5 and 7; issue 15 items 2-4 and 6): validate a form with
 * the same @edupay/forms schema the page uses (plus what only the server knows: the payee account,
 * the payer's earlier orders, the clock), place an order with its payee snapshot and sealed identity
 * numbers, move it through domain/order-status.ts writing an event row for every change, and keep
 * a logged-in payer's draft. Each change runs in one transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  createOrderSchema,
  ENTERED_PAYEE_CURRENCIES,
  ORDER_SECTIONS,
  routingFieldsFor,
  parseMoney,
  validateField,
  validateForm,
  type OrderOptions,
  type OrderValues,
  type SpecialField,
} from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { RuleName } from '@edupay/forms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users, type OrderStatus, type PayeePurpose } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { identityKey, maskIdentity, openIdentity, sealIdentity, type IdentityKey } from '../../domain/identity-seal';
import { minorToDecimal, toCurrencyMinor } from '../../domain/order-money';
import { cnyValue } from '../fx/service';
import { chineseNameSpellings } from '../../domain/name-conversion';
import { orderNumber } from '../../domain/order-number';
import { afterSubmit, CLOSED_STATUSES, EDITABLE_STATUSES, isPaid, ONGOING_STATUSES, PAID_STATUSES, transition } from '../../domain/order-status';
import { randomDigits } from '../../domain/secrets';
import { BusinessError } from '../../http/business-error';
import type { Locale } from '../../messages';
import { payeeAccountById, type PayeeAccountRecord } from '../institutions/repo';
import { countryItems } from '../../domain/site-config';
import { advanceIn, enqueueInto, scheduleAutoClose } from './lifecycle';
import { writeAudit } from '../ops/audit';
import { maskPhone } from '../../domain/masking';
import { progressOf } from '../../domain/order-progress';
import { checkTrackLink, signTrackLink } from '../../domain/track-link';
import { orderRequirements } from '../documents/requirements';
import { pointsBalanceOf } from '../payments/repo';
import { orderPayments, orderQuote } from '../payments/service';
import { priceChangeView } from '../pricing/price-change';
import { priceMatchOf } from '../pricing/price-match';
import { priceChangeOfOrder } from '../pricing/repo';
import * as repo from './repo';
import type { OrderOwner, OrderRow } from './repo';
import { detailOf, lifecycleOf } from './user-centre';

export type { OrderEventRow, OrderOwner, OrderRow } from './repo';

/** An SMS-proven phone lets its session place and see anonymous orders for a day. */
export const ORDER_PHONE_TTL_MS = 24 * 3600 * 1000;

/** Statuses in which a tuition order counts as approved (living expenses may follow): payable, paying or paid and not refunded. */
export const APPROVED_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'installment_processing', ...PAID_STATUSES.filter((s) => s !== 'refund_in_process' && s !== 'refunded')];

/** Identity numbers: never in the section JSON, only sealed in their own columns. */
const IDENTITY_FIELDS = { student_id_number: 'studentIdSealed', passport_number: 'passportSealed', payer_id_number: 'payerIdSealed' } as const;
type IdentityField = keyof typeof IDENTITY_FIELDS;

const ROUTING = ['aba_routing', 'ach_number', 'swift_code', 'sort_code', 'iban', 'bank_id', 'branch_number', 'bsb'] as const;

/** What of a session decides whose orders it sees. */
export interface OwnerSession {
  readonly userId: number | null;
  readonly verifiedPhone: string | null;
  readonly verifiedPhoneAt: Date | null;
  readonly actingStaffId?: number | null;
}

/** Who is asking: a logged-in user, or a session that proved a phone by SMS (anonymous payer). */
export async function ownerOf(ctx: AppContext, session: OwnerSession | null): Promise<OrderOwner | null> {
  if (!session) return null;
  if (session.userId !== null) {
    const [user] = await ctx.db.select({ phone: users.phoneE164 }).from(users).where(eq(users.id, session.userId)).limit(1);
    return { userId: session.userId, phone: user?.phone ?? null, actingStaffId: session.actingStaffId ?? null };
  }
  const fresh = session.verifiedPhone && session.verifiedPhoneAt && ctx.now().getTime() - session.verifiedPhoneAt.getTime() < ORDER_PHONE_TTL_MS;
  return fresh ? { userId: null, phone: session.verifiedPhone } : null;
}

/** Whose the request's orders, quotes and payments are: the payer (also while a staff member acts for them). */
/**
 * An order change that writes no order event (the payer's corrections), made by a staff member
 * acting on behalf: it is their action, so it leaves an audit row in the change's transaction.
 */
async function auditActing(ctx: AppContext, tx: Db, owner: OrderOwner, orderId: string, action: string, before: object, after: object): Promise<void> {
  if (owner.actingStaffId == null) return;
  await writeAudit(tx, { staffId: owner.actingStaffId, action: `${action}.on_behalf`, targetType: 'order', targetId: orderId, before, after: { ...after, for: actorOf(owner) }, at: ctx.now() });
}

export function actorOf(owner: OrderOwner): string {
  return owner.userId !== null ? `user:${owner.userId}` : `phone:${owner.phone}`;
}

/**
 * Who an order event names as its actor: the payer, or the staff member acting on their behalf
 * (`staff:<id>:for:user:<id>`, order-status actorKind), so the history says who really did it.
 */
export function eventActorOf(owner: OrderOwner): string {
  return owner.actingStaffId != null ? `staff:${owner.actingStaffId}:for:${actorOf(owner)}` : actorOf(owner);
}

/** The payee as an order keeps it: what the bank needs, what the form asked, when it was copied. */
export interface PayeeSnapshot {
  readonly account_id: number | null;
  readonly code: string | null;
  readonly institution: { id: number; en: string; zh: string | null; country: string } | null;
  readonly account_name: string;
  readonly bank_name: string;
  readonly bank_address: string;
  readonly account_number: string | null;
  readonly currency: string;
  readonly country: string;
  readonly routing: Partial<Record<(typeof ROUTING)[number], string>>;
  readonly needs_review: boolean;
  /** The payer's face verification must pass before payment (absent in snapshots taken before it existed: no). */
  readonly face_verification?: boolean;
  readonly surcharge_minor: number;
  readonly purposes: readonly string[];
  readonly fields: readonly { field: string; required: boolean; rule: string | null }[];
  readonly is_demo: boolean;
  readonly captured_at: string;
  /**
   * The payer typed this payee (not listed: a landlord, an agency, the student's own account).
   * Nobody has verified it, so its orders always wait for a manager's review. Absent on listed ones.
   */
  readonly entered_by_payer?: true;
  /** The beneficiary's street address (entered payees; a listed account's is on file). */
  readonly beneficiary_address?: string;
}

function snapshotOfAccount(account: PayeeAccountRecord, at: Date): PayeeSnapshot {
  const routing: Record<string, string> = {};
  for (const f of ROUTING) {
    const key = f.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof PayeeAccountRecord;
    const value = account[key];
    if (typeof value === 'string' && value !== '') routing[f] = value;
  }
  return {
    account_id: account.id,
    code: account.code,
    institution: { id: account.institution.id, en: account.institution.en, zh: account.institution.zh, country: account.institution.country },
    account_name: account.accountName,
    bank_name: account.bankName,
    bank_address: account.bankAddress,
    account_number: account.accountNumber,
    currency: account.currency,
    country: account.country,
    routing,
    needs_review: account.needsReview,
    face_verification: account.faceVerification,
    surcharge_minor: account.surchargeMinor ?? 0,
    purposes: account.purposes,
    fields: account.fields,
    is_demo: account.isDemo,
    captured_at: at.toISOString(),
  };
}

/**
 * A payee the payer entered (a landlord, an agency, a student's own account abroad): what they
 * typed, as the schema normalised it. Only the routing fields the destination uses are kept: a
 * field of another country (left over from an earlier choice of country) is ignored, never stored.
 */
function snapshotOfEntered(values: Record<string, unknown>, at: Date): PayeeSnapshot {
  const text = (f: string) => String(values[f] ?? '').trim();
  const country = text('collection_country').toUpperCase();
  const used = routingFieldsFor(country);
  const routing: Record<string, string> = {};
  for (const f of ROUTING) if (used[f] && text(f)) routing[f] = text(f);
  return {
    account_id: null,
    code: null,
    institution: null,
    account_name: text('beneficiary_name'),
    bank_name: text('bank_name'),
    bank_address: text('bank_address'),
    account_number: text('account_number') || null,
    currency: text('currency').toUpperCase(),
    country,
    routing,
    needs_review: true, // nobody has checked a typed account yet: the manager reviews it
    surcharge_minor: 0,
    purposes: [],
    fields: [],
    is_demo: false,
    captured_at: at.toISOString(),
    entered_by_payer: true,
    beneficiary_address: text('beneficiary_address'),
  };
}

/** The routing fields of another country than the chosen one, dropped (see snapshotOfEntered). */
function withoutUnusedRouting(values: Record<string, unknown>): Record<string, unknown> {
  const used = routingFieldsFor(values['collection_country']);
  return Object.fromEntries(Object.entries(values).filter(([f]) => !(ROUTING as readonly string[]).includes(f) || used[f as (typeof ROUTING)[number]]));
}

/** The form values with what the payee account decides put in place of anything the client sent. */
function withPayee(values: OrderValues, payee: PayeeSnapshot): Record<string, unknown> {
  const out: Record<string, unknown> = { remittance_country: 'CHN', ...values, currency_code: payee.currency };
  if (payee.account_id === null) return withoutUnusedRouting({ ...out, currency_code: String(values['currency'] ?? '').trim().toUpperCase() });
  Object.assign(out, {
    institution_name: payee.institution?.en ?? payee.account_name,
    collection_country: payee.country,
    currency: payee.currency,
    beneficiary_name: payee.account_name,
    account_number: payee.account_number ?? '',
    bank_name: payee.bank_name,
    bank_address: payee.bank_address,
  });
  for (const f of ROUTING) out[f] = payee.routing[f] ?? '';
  return out;
}

/** The schema options a payee's order form has. */
function optionsOf(payee: PayeeSnapshot, values: Record<string, unknown>, now: Date, hasTuition: boolean | undefined): OrderOptions {
  const specialFields: Partial<Record<SpecialField, 'required' | 'optional'>> = {};
  let studentIdRule: RuleName | undefined;
  for (const f of payee.fields) {
    if (f.field === 'student_number') studentIdRule = (f.rule ?? undefined) as RuleName | undefined;
    else specialFields[f.field as SpecialField] = f.required ? 'required' : 'optional';
  }
  return {
    now,
    specialFields,
    ...(studentIdRule ? { studentIdRule } : {}),
    // The forms package names the parts last/first.
    pinyinOf: (name: string) => chineseNameSpellings(name).map((s) => ({ last: s.lastName, first: s.firstName })),
    // A payer-entered account for living costs is the student's own account abroad.
    beneficiaryIsStudent: payee.account_id === null && values['order_type'] === 'living',
    enteredPayee: payee.account_id === null,
    ...(hasTuition === undefined ? {} : { hasApprovedTuition: hasTuition }),
  };
}

function refuse(field: string, message: string): never {
  throw BusinessError.text(STATUS.INVALID, message, { field });
}

/** Everything about a form the server checks: the shared schema, the account's purposes, the currency's decimals. */
export interface CheckedOrder {
  /** The language the form was checked in (the order keeps it for the payer's notifications). */
  readonly locale: Locale;
  readonly values: Record<string, unknown>;
  readonly payee: PayeeSnapshot;
  readonly amountMinor: bigint;
  readonly amountCny: string | null;
}

export interface OrderInput {
  readonly accountId: number | null;
  readonly values: OrderValues;
}

/** The payee of a form: the listed account (fresh from the database), or the one the payer typed. */
export async function payeeOf(ctx: AppContext, accountId: number | null, values: OrderValues): Promise<PayeeSnapshot> {
  if (accountId === null) return snapshotOfEntered(values as Record<string, unknown>, ctx.now());
  const account = await payeeAccountById(ctx.db, accountId);
  if (!account) throw new BusinessError(STATUS.NOT_FOUND, 'payeeAccountNotFound', {}, { field: 'account_id' });
  return snapshotOfAccount(account, ctx.now());
}

/** Validates a whole order form against a payee as the submit does; throws the first refusal (400 with its field). */
export async function checkOrder(ctx: AppContext, owner: OrderOwner | null, payee: PayeeSnapshot, raw: OrderValues, locale: Locale): Promise<CheckedOrder> {
  const entered = payee.account_id === null;
  // An entered payee's country decides its routing fields: an unknown one is refused first, at its field.
  const country = String(raw['collection_country'] ?? '').trim().toUpperCase();
  if (entered && country !== '' && countryItems(locale, [country]).length === 0) {
    throw new BusinessError(STATUS.INVALID, 'countryUnknown', {}, { field: 'collection_country' });
  }
  const merged = withPayee(raw, payee);
  if (payee.account_id !== null && merged['order_type'] && !payee.purposes.includes(String(merged['order_type']))) {
    throw new BusinessError(STATUS.INVALID, 'purposeNotAccepted', {}, { field: 'order_type' });
  }
  // amount_cny is the server's to compute (the passport threshold), never the client's.
  const hundredths = parseMoney(merged['amount']);
  const currency = entered ? String(merged['currency_code'] ?? '') : payee.currency;
  // At the mid-market reference rate of the FX module (the rate quotes start from), rounded once.
  // An entered payee's currency is the payer's input: one the schema will refuse is not priced.
  const priced = currency !== '' && (!entered || (ENTERED_PAYEE_CURRENCIES as readonly string[]).includes(currency));
  const cnyFen = hundredths !== null && hundredths > 0n && priced ? await cnyValue(ctx, toCurrencyMinor(hundredths, currency) ?? 0n, currency) : null;
  const amountCny = cnyFen === null ? null : minorToDecimal(cnyFen, 'CNY');
  merged['amount_cny'] = amountCny ?? undefined;
  const hasTuition = merged['order_type'] === 'living' && owner ? await repo.hasApprovedTuition(ctx.db, owner, APPROVED_STATUSES) : undefined;
  // The passport scans are uploaded after the order, within 24 hours (spec 001 Amounts; the
  // documents issue): placing it needs the passport number only.
  const { passport_files: _scans, ...schema } = createOrderSchema(optionsOf(payee, merged, ctx.now(), merged['order_type'] === 'living' ? (hasTuition ?? false) : undefined));
  const result = validateForm(schema, merged, locale);
  if (!result.valid && result.firstInvalid) refuse(result.firstInvalid, result.messages[result.firstInvalid] ?? '');
  const values = result.values as Record<string, unknown>;
  const minor = toCurrencyMinor(hundredths ?? 0n, currency);
  if (minor === null) throw new BusinessError(STATUS.INVALID, 'amountDecimals', { currency }, { field: 'amount' });
  // An entered payee is snapshotted as the schema normalised it (sort code digits, IBAN without
  // spaces); a placed order's snapshot keeps its capture time (an edit re-checks, never re-captures).
  const checkedPayee = entered ? { ...snapshotOfEntered(values, new Date(payee.captured_at)) } : payee;
  return { locale, values, payee: checkedPayee, amountMinor: minor, amountCny };
}

/** Validates one field (check_up_money, check_payer_age) with the order schema and the payee's options. */
export function checkField(ctx: AppContext, payee: PayeeSnapshot, field: string, raw: OrderValues, locale: Locale): void {
  const merged = withPayee(raw, payee);
  const schema = createOrderSchema(optionsOf(payee, merged, ctx.now(), undefined));
  const error = validateField(schema, field, merged);
  if (error) {
    const result = validateForm({ [field]: schema[field]! }, merged, locale);
    refuse(field, result.messages[field] ?? '');
  }
}

/** The sections as stored: identity numbers out, the rest by ORDER_SECTIONS. */
function sections(values: Record<string, unknown>) {
  const pick = (names: readonly string[]) =>
    Object.fromEntries(names.filter((n) => !(n in IDENTITY_FIELDS) && values[n] !== undefined && values[n] !== '').map((n) => [n, values[n]]));
  return { payment: pick(ORDER_SECTIONS.payment), student: pick(ORDER_SECTIONS.student), payer: pick(ORDER_SECTIONS.payer) };
}

export function identityKeys(ctx: AppContext): IdentityKey[] {
  return [identityKey(ctx.secret)];
}

function sealed(ctx: AppContext, values: Record<string, unknown>) {
  const key = identityKeys(ctx)[0]!;
  const out: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(IDENTITY_FIELDS)) {
    const plain = String(values[field] ?? '').trim();
    out[column] = plain ? sealIdentity(key, plain) : null;
  }
  return { ...out, identityKeyId: key.id } as { studentIdSealed: string | null; passportSealed: string | null; payerIdSealed: string | null; identityKeyId: string };
}

/** The order's identity numbers in clear (answers mask them; the ops console reveals one, logged). */
export function opened(ctx: AppContext, order: OrderRow): Record<IdentityField, string> {
  const out = {} as Record<IdentityField, string>;
  for (const [field, column] of Object.entries(IDENTITY_FIELDS) as [IdentityField, (typeof IDENTITY_FIELDS)[IdentityField]][]) {
    const value = order[column];
    out[field] = value && order.identityKeyId ? openIdentity(identityKeys(ctx), order.identityKeyId, value) : '';
  }
  return out;
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

/** An order as answers show it: amounts as decimal strings, identity numbers masked. */
export function orderView(ctx: AppContext, order: OrderRow) {
  const identity = opened(ctx, order);
  const payee = order.payeeSnapshot as PayeeSnapshot;
  return {
    order_id: order.id,
    order_no: order.orderNumber,
    status: order.status,
    order_type: order.orderType,
    currency: order.currency,
    amount: minorToDecimal(order.amountMinor, order.currency),
    surcharge: minorToDecimal(order.surchargeMinor, order.currency),
    total: minorToDecimal(order.amountMinor + order.surchargeMinor, order.currency),
    payee: {
      account_id: payee.account_id,
      institution: payee.institution?.en ?? '',
      institution_zh: payee.institution?.zh ?? '',
      account_name: payee.account_name,
      bank_name: payee.bank_name,
      country: payee.country,
      account_number: maskIdentity(payee.account_number),
      needs_review: payee.needs_review ? 1 : 0,
      entered_by_payer: payee.entered_by_payer ? 1 : 0,
    },
    payment: order.payment as Record<string, unknown>,
    student: { ...(order.student as Record<string, unknown>), student_id_number: maskIdentity(identity.student_id_number), passport_number: maskIdentity(identity.passport_number) },
    payer: { ...(order.payer as Record<string, unknown>), payer_id_number: maskIdentity(identity.payer_id_number) },
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** A list row: no sections. */
export function orderSummary(order: OrderRow) {
  const payee = order.payeeSnapshot as PayeeSnapshot;
  return {
    order_id: order.id,
    order_no: order.orderNumber,
    status: order.status,
    order_type: order.orderType,
    institution: payee.institution?.en ?? payee.account_name,
    institution_zh: payee.institution?.zh ?? '',
    currency: order.currency,
    amount: minorToDecimal(order.amountMinor + order.surchargeMinor, order.currency),
    created_at: order.createdAt.toISOString(),
  };
}

/** Ongoing orders (the user centre's first list): placed and not closed. */
export const ONGOING: readonly OrderStatus[] = ONGOING_STATUSES;

/** The order's full form values (identity numbers opened), to re-validate an edit or start a re-order. */
export function formOf(ctx: AppContext, order: OrderRow): Record<string, unknown> {
  return { ...(order.payment as object), ...(order.student as object), ...(order.payer as object), ...opened(ctx, order), order_agreement: true };
}

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

/**
 * order_detail (user centre): the order with its progress and history, what it still needs before
 * payment, its quote and payments, and the price change and price-match parts.
 */
export async function orderDetail(ctx: AppContext, owner: OrderOwner, orderId: string, locale: Locale) {
  const order = await callerOrder(ctx, owner, orderId);
  // Issue 16 item 7: the detail lists what the order still needs before payment (documents, the
  // signed rent contract, the payer's face verification): the same list the payment calls refuse with.
  const { missing } = await orderRequirements(ctx, order);
  return {
    ...(await detailOf(ctx, order)),
    missing_documents: missing,
    quote: await orderQuote(ctx, order, locale),
    payments: await orderPayments(ctx, order, locale),
    // Issue 17 item 8: the payer's choice after a price change, and the price-match guarantee.
    price_change: await priceChangeOfOrder(ctx.db, order.id).then((change) => (change ? priceChangeView(change) : null)),
    price_match: order.paidQuoteId ? await priceMatchOf(ctx, order) : null,
  };
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
  const life = lifecycleOf(order);
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
