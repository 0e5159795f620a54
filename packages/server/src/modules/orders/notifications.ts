/**
 * The payer hears of the changes they should know about (issue 18 item 3): needs something from
 * them, approved, rejected with the reason, payment received, remitted, arrived, closed unpaid.
 * One SMS and one e-mail per event row, in the language the order was placed in, enqueued in the
 * transaction that wrote the event: the change and its message commit together, so each event is
 * told once (a refused or rolled-back change tells nothing). Refunds are told by the refunds module
 * (each refund asked, made or failed, with its amount), so the order's own refund_succeeded tells
 * nothing: a full refund would otherwise be told twice.
 */
import { eq } from 'drizzle-orm';
import { resolveLocale } from '@edupay/forms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { UNPAID_CLOSE_DAYS, type OrderEvent } from '../../domain/order-status';
import { t, type Locale, type ServerMessageId } from '../../messages';
import type { Enqueue } from '../../plugins/jobs';
import type { Advanced } from './lifecycle';

/** The events a payer is told about, and the text of each. */
export const NOTIFIED: Readonly<Partial<Record<OrderEvent, ServerMessageId>>> = {
  request_action: 'notifyRequestAction',
  approve: 'notifyApprove',
  reject: 'notifyReject',
  payment_succeeded: 'notifyPaymentSucceeded',
  remit: 'notifyRemit',
  arrive: 'notifyArrive',
  expire: 'notifyExpire',
  price_change_found: 'notifyPriceChanged',
  top_up_paid: 'notifyTopUpPaid',
};

/** A date as the payer reads it: their language, Beijing time (the service's clock). */
function beijingTime(at: Date | null, locale: Locale): string {
  if (!at) return '';
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** Where the payer is reached: the account's proven phone and e-mail, else what the order holds. */
async function contactsOf(tx: Db, order: Advanced['order']): Promise<{ phone: string | null; email: string | null }> {
  const payerEmail = String((order.payer as Record<string, unknown>)['payer_email'] ?? '').trim() || null;
  if (order.userId === null) return { phone: order.phoneE164, email: payerEmail };
  const [user] = await tx.select({ phone: users.phoneE164, email: users.email, verified: users.emailVerifiedAt }).from(users).where(eq(users.id, order.userId)).limit(1);
  return { phone: user?.phone ?? null, email: (user?.verified ? user.email : null) ?? payerEmail };
}

export async function notifyPayer(_ctx: AppContext, tx: Db, enqueue: Enqueue, advanced: Advanced): Promise<void> {
  const messageId = NOTIFIED[advanced.event];
  if (!messageId) return;
  await tellPayer(tx, enqueue, advanced.order, messageId, { reason: advanced.reason });
}

/** What a message says besides the order number: a reason, a time (default: the order's hold), more {placeholders}. */
export interface Telling {
  readonly reason?: string;
  readonly until?: Date | null;
  /** Values of the message's other {placeholders}, made in the payer's language (amounts, durations). */
  readonly values?: (locale: Locale) => Readonly<Record<string, string | number>>;
}

/**
 * One SMS and one e-mail to the order's payer in the order's language, enqueued in the caller's
 * transaction: an order event's notification, or news that is not an order event (a price-match
 * decision, a refund).
 */
export async function tellPayer(tx: Db, enqueue: Enqueue, order: Advanced['order'], messageId: ServerMessageId, telling: Telling = {}): Promise<void> {
  const locale = resolveLocale(order.locale);
  const until = telling.until === undefined ? order.holdUntil : telling.until;
  const text = t(locale, messageId, { orderNo: order.orderNumber, reason: telling.reason ?? '', until: beijingTime(until, locale), days: UNPAID_CLOSE_DAYS, ...telling.values?.(locale) });
  const { phone, email } = await contactsOf(tx, order);
  if (phone) await enqueue('sms', { to: phone, body: text });
  if (email) await enqueue('email', { to: email, subject: t(locale, 'notifySubject', { orderNo: order.orderNumber }), text });
}
