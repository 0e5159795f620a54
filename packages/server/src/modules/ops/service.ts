/**
 * Use cases of the operations console: staff login (password, lock-out, TOTP), and every staff
 * change of an order in one transaction: lock the row, check the caller may see it, apply the
 * order machine's transition (order_events row), and write the audit row. Also what the console
 * reads, always within the orders the caller may see (repo.visibleTo): the review queue, the
 * search, an order's history and files (each file read audited), the refund list.
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isPaid, type OrderEvent } from '../../domain/order-status';
import { decoyHash, verifyPassword } from '../../domain/passwords';
import { may } from '../../domain/staff-roles';
import { BusinessError } from '../../http/business-error';
import { addressLockKey, checkPasswordGuarded } from '../account/service/login-guard';
import { documentOfOrder, documentsOfOrder, documentsOfOrders, type DocumentRow } from '../documents/repo';
import { documentWithBytes } from '../documents/service';
import { advanceIn } from '../orders/lifecycle';
import { eventsOf } from '../orders/repo';
import { opened } from '../orders/service/identity';
import { orderView } from '../orders/service/views';
import { visibleRefunds } from '../refunds/repo';
import { refundPosition, refundsOfOrder, refundView } from '../refunds/service';
import { readAudit, writeAudit } from './audit';
import * as repo from './repo';
import type { IdentityNumberField, RefundListQuery } from './schemas';
import { createStaffSession, markTotpDone, revokeStaffSession, type StaffCaller } from './staff-sessions';
import { checkTotp, openTotpSecret } from './totp';
import { documentView, enteredPayeeView, nextStaffEvents, orderRow } from './views';

/**
 * Password login: a new staff session, waiting for its TOTP code. Wrong passwords lock the login
 * at the address they came from (and the address across logins), never the login everywhere: an
 * attacker's guesses cannot shut the staff member out from another address. At an address the
 * member has completed a login from before, nothing locks them out (a colleague, or an attacker
 * behind the office's shared address, cannot either); the TOTP step, with its own lock-out per
 * staff member, still stands between a guessed password and any call.
 */
export async function staffLogin(
  ctx: AppContext,
  login: string,
  password: string,
  ip: string,
): Promise<{ token: string; staff: repo.StaffRow }> {
  const row = await repo.staffByLogin(ctx.db, login);
  const known = row !== null && (await repo.isKnownAddress(ctx.db, row.id, ip));
  const keys = known
    ? []
    : [
        // Keyed by the login typed, so an unknown login locks like a real one (nothing tells them apart).
        { key: `staff:${login.toLowerCase()}:${addressLockKey(ip)}`, max: ctx.limits.loginMaxFailures },
        { key: addressLockKey(ip), max: ctx.limits.loginIpMaxFailures },
      ];
  await checkPasswordGuarded(ctx, keys, async () => {
    const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash(ctx.argon2)), password);
    return ok && row !== null && row.active;
  });
  if (!row) throw new Error('unreachable: the guard accepted an unknown login');
  return { token: await createStaffSession(ctx, row.id), staff: row };
}

/**
 * The second factor: a code from the staff member's authenticator, once, under its own lock-out
 * (per staff member: only someone past the password reaches it). Completes the login, so the
 * address becomes one the member is never locked out from.
 */
export async function staffTotp(ctx: AppContext, caller: StaffCaller, code: string, ip: string): Promise<void> {
  if (caller.verified) return;
  const keys = [{ key: `staff-totp:${caller.staffId}`, max: ctx.limits.loginMaxFailures }];
  await checkPasswordGuarded(ctx, keys, () =>
    ctx.db.transaction(async (tx) => {
      const row = await repo.staffById(tx as Db, caller.staffId, true);
      const secret = row ? openTotpSecret(ctx.secret, row) : null;
      if (!row || !secret) return false;
      const step = await checkTotp(secret, code, ctx.now(), row.totpLastStep);
      if (step === null) return false;
      await repo.setTotpStep(tx as Db, row.id, step);
      return true;
    }),
  ).catch((error: unknown) => {
    // The guard's wrong-password answer, told as a wrong code.
    if (error instanceof BusinessError && error.status === STATUS.PASSWORD_INCORRECT)
      throw new BusinessError(STATUS.CODE_WRONG, 'staffTotpWrong', {}, { field: 'totp_code' });
    throw error;
  });
  await markTotpDone(ctx, caller.sessionId);
  await repo.rememberAddress(ctx.db, caller.staffId, ip, ctx.now());
  await writeAudit(ctx.db, {
    staffId: caller.staffId,
    action: 'login',
    targetType: 'staff',
    targetId: String(caller.staffId),
    ip,
    at: ctx.now(),
  });
}

/** Logout: the session's token is worthless afterwards; a session that got past its TOTP leaves an audit row. */
export async function staffLogout(ctx: AppContext, caller: StaffCaller, ip: string): Promise<void> {
  await revokeStaffSession(ctx, caller.sessionId);
  if (caller.verified) await writeAudit(ctx.db, { staffId: caller.staffId, action: 'logout', targetType: 'staff', targetId: String(caller.staffId), ip, at: ctx.now() });
}

/** The audit log, newest first, a page of `limit` before `beforeId` (optionally about one target), and the cursor of the next page. */
export async function auditLogPage(ctx: AppContext, query: { limit: number; beforeId?: number; targetId?: string }) {
  const rows = await readAudit(ctx.db, query);
  return { rows, nextBeforeId: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null };
}

const notFound = () => new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });

/**
 * One staff event on one order (approve, reject, the bank's reports): through the lifecycle's
 * advanceIn (row lock, transition table, order_events row, notifications enqueued), after the
 * check that the caller may see the order, with the audit row in the same transaction. Two staff
 * acting at once: the second waits for the lock and meets the new status, which the table refuses (411).
 */
export async function staffOrderEvent(ctx: AppContext, caller: StaffCaller, orderId: string, event: OrderEvent, reason: string, ip: string) {
  return ctx.jobs.transaction(async (tx, enqueue) => {
    const visible = await repo.visibleOrder(tx, caller, orderId, true);
    if (!visible) throw notFound();
    const moved = await advanceIn(ctx, tx, enqueue, visible.id, event, `staff:${caller.staffId}`, reason);
    await writeAudit(tx, { staffId: caller.staffId, action: `order.${event}`, targetType: 'order', targetId: visible.id, before: { status: moved.from }, after: { status: moved.to, reason }, ip, at: ctx.now() });
    return { order_id: visible.id, order_no: visible.orderNumber, status: moved.to };
  });
}

/** One identity number in clear, for a staff member who may see the order; the audit row records that it was read (never the number). */
export async function revealIdentity(
  ctx: AppContext,
  caller: StaffCaller,
  orderId: string,
  field: IdentityNumberField,
  ip: string,
): Promise<string> {
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const order = await repo.visibleOrder(tx, caller, orderId);
    if (!order) throw notFound();
    await writeAudit(tx, {
      staffId: caller.staffId,
      action: 'order.reveal_identity',
      targetType: 'order',
      targetId: order.id,
      after: { field },
      ip,
      at: ctx.now(),
    });
    return opened(ctx, order)[field];
  });
}

/** How many orders the review queue shows at once. */
const QUEUE_LIMIT = 100;

/** review_queue: orders awaiting review (oldest first) with their documents and any payee the payer entered. */
export async function reviewQueue(ctx: AppContext, caller: StaffCaller) {
  const orders = await repo.ordersInStatus(ctx.db, caller, ['awaiting_review'], QUEUE_LIMIT);
  const files = await documentsOfOrders(ctx.db, orders.map((order) => order.id));
  return orders.map((order) => ({ ...orderRow(order), entered_payee: enteredPayeeView(order), documents: (files.get(order.id) ?? []).map(documentView) }));
}

/** order_search: orders by number, phone, payer or student name, or institution (at most 50). */
export async function orderSearch(ctx: AppContext, caller: StaffCaller, query: string) {
  const rows = await repo.searchOrders(ctx.db, caller, query.normalize('NFKC').trim(), 50);
  return rows.map(orderRow);
}

/** order_history: one order (masked), every status change (order_events), its files, its refunds, and what staff may do next. */
export async function orderHistory(ctx: AppContext, caller: StaffCaller, orderId: string) {
  const order = await repo.visibleOrder(ctx.db, caller, orderId);
  if (!order) throw notFound();
  const events = (await eventsOf(ctx.db, order.id)).map((e) => ({
    event: e.event,
    from: e.fromStatus,
    to: e.toStatus,
    actor: e.actor,
    reason: e.reason,
    at: e.createdAt.toISOString(),
  }));
  const documents = (await documentsOfOrder(ctx.db, order.id)).map(documentView);
  const payment = await refundPosition(ctx, ctx.db, order.id);
  return {
    order: orderView(ctx, order),
    events,
    documents,
    next_events: nextStaffEvents(order, caller.role),
    refunds: await refundsOfOrder(ctx.db, order.id),
    payment,
    can_refund: may(caller.role, 'refund') && payment !== null && BigInt(payment.refundable_minor) > 0n && isPaid(order.status) ? 1 : 0,
  };
}

/** document_download: a file of an order the caller may see, with its bytes; each reading is audited. */
export async function readOrderDocument(ctx: AppContext, caller: StaffCaller, orderId: string, fileId: string, ip: string): Promise<{ document: DocumentRow; bytes: Buffer }> {
  const order = await repo.visibleOrder(ctx.db, caller, orderId);
  const { document, bytes } = await documentWithBytes(ctx, order ? await documentOfOrder(ctx.db, order.id, fileId) : null);
  await writeAudit(ctx.db, {
    staffId: caller.staffId,
    action: 'document.read',
    targetType: 'document',
    targetId: document.id,
    after: { order_id: document.orderId, slot: document.slot },
    ip,
    at: ctx.now(),
  });
  return { document, bytes };
}

/** The refund list's page size. */
const REFUND_PAGE = 50;

/** refund_list: refunds of the orders the caller may see, newest first, a page before `before` (a created_at; an unreadable one is ignored). */
export async function refundList(ctx: AppContext, caller: StaffCaller, query: RefundListQuery) {
  const before = query.before ? new Date(query.before) : undefined;
  const rows = await visibleRefunds(ctx.db, caller, {
    limit: REFUND_PAGE,
    statuses: query.status ? [query.status] : undefined,
    before: before && !Number.isNaN(before.getTime()) ? before : undefined,
  });
  const list = rows.map((r) => refundView(r.refund, r.orderNumber));
  const last = list.at(-1);
  return { list, next_before: list.length === REFUND_PAGE && last ? last.created_at : null };
}
