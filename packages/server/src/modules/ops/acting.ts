/**
 * Acting on behalf of a payer (spec 001 section 6: "an operator may act on behalf of users"; issue
 * 18 item 4). A payment specialist (their own payers) or an admin opens a payer session marked with
 * their staff id, the reason and an end ACTING_MINUTES later (sessions.acting_*). In it every payer
 * call works as the payer, but the order events it writes name the staff member
 * (`staff:<id>:for:user:<id>`, orders/service/owner eventActorOf) and the calls that move the payer's
 * money are refused (orders/owner refuseWhileActing). Starting tells the payer by SMS and e-mail in
 * their language, in the same transaction as the session and the audit row (so exactly once).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { STATUS } from '@edupay/forms/contract';
import { resolveLocale } from '@edupay/forms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { managers, orders, sessions, staff, users } from '../../db/schema';
import { toTraditional } from '../../domain/chinese-script';
import { randomToken, sha256 } from '../../domain/secrets';
import { seesAllPayers } from '../../domain/staff-roles';
import { BusinessError } from '../../http/business-error';
import { t, type Locale } from '../../messages';
import { writeAudit } from './audit';
import type { StaffCaller } from './staff-sessions';

/** How long one acting session lasts; a new start is needed after it (and the payer is told again). */
export const ACTING_MINUTES = 30;

/** Which payer: by account id, by their proven phone, or by one of their order numbers. */
export interface PayerLookup {
  readonly user_id?: number | undefined;
  readonly phone?: string | undefined;
  readonly order_no?: string | undefined;
}

type UserRow = typeof users.$inferSelect;

const payerNotFound = () => new BusinessError(STATUS.NOT_FOUND, 'actingPayerNotFound', {}, { field: 'user_id' });

/** The payer asked for, among those the caller may see (another specialist's answers like none). */
async function findPayer(db: Db, caller: StaffCaller, lookup: PayerLookup): Promise<UserRow | null> {
  let userId: number | null = null;
  if (lookup.user_id !== undefined) userId = lookup.user_id;
  else if (lookup.order_no) {
    const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.orderNumber, lookup.order_no.trim())).limit(1);
    userId = order?.userId ?? null; // an anonymous order has no account to act in
  } else if (lookup.phone) {
    const digits = lookup.phone.replace(/\D/g, '');
    if (digits.length < 6) return null;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`regexp_replace(coalesce(${users.phoneE164}, ''), '\\D', '', 'g') in (${digits}, ${`86${digits}`})`)
      .limit(1);
    userId = user?.id ?? null;
  }
  if (userId === null || !Number.isSafeInteger(userId)) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  if (!seesAllPayers(caller.role) && (caller.managerId === null || user.managerId !== caller.managerId)) return null;
  return user;
}

/** The payer's language: the one they placed their latest order in (Chinese until they placed one). */
async function payerLocale(db: Db, userId: number): Promise<Locale> {
  const [latest] = await db.select({ locale: orders.locale }).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(1);
  return latest ? resolveLocale(latest.locale) : 'zh-CN';
}

export function payerName(user: Pick<UserRow, 'regName' | 'firstName' | 'lastName' | 'id'>): string {
  const english = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.regName || english || `#${user.id}`;
}

function beijing(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

export async function startActing(ctx: AppContext, caller: StaffCaller, lookup: PayerLookup, reason: string, ip: string) {
  return ctx.jobs.transaction(async (tx, enqueue) => {
    const payer = await findPayer(tx, caller, lookup);
    if (!payer) throw payerNotFound();
    const now = ctx.now();
    const until = new Date(now.getTime() + ACTING_MINUTES * 60_000);
    const token = randomToken();
    const sessionId = randomUUID();
    await tx.insert(sessions).values({
      id: sessionId,
      tokenHash: sha256(token),
      userId: payer.id,
      createdAt: now,
      lastSeenAt: now,
      actingStaffId: caller.staffId,
      actingReason: reason,
      actingUntil: until,
    });
    await writeAudit(tx, {
      staffId: caller.staffId,
      action: 'payer.act_on_behalf_start',
      targetType: 'user',
      targetId: String(payer.id),
      before: { acting_session: null },
      after: { acting_session: sessionId, reason, until: until.toISOString() },
      ip,
      at: now,
    });
    const locale = await payerLocale(tx, payer.id);
    const text = t(locale, 'actingNotice', { staff: (await staffDisplayName(tx, caller.staffId, locale)) ?? caller.name, until: beijing(until, locale), reason });
    if (payer.phoneE164) await enqueue('sms', { to: payer.phoneE164, body: text });
    if (payer.email && payer.emailVerifiedAt) await enqueue('email', { to: payer.email, subject: t(locale, 'actingSubject'), text });
    return { act_token: token, session_id: sessionId, user_id: payer.id, payer_name: payerName(payer), until: until.toISOString() };
  });
}

/**
 * Ends an acting session (revoked: its token opens nothing any more). By the staff member who
 * started it or an admin (`session_id`), or from the payer tab itself, which holds only the acting
 * token (`act_token`: the banner's End). The audit row names the staff member who was acting.
 */
export async function endActing(ctx: AppContext, by: { caller: StaffCaller; sessionId: string } | { actToken: string }, ip: string) {
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    const now = ctx.now();
    const match = 'actToken' in by ? eq(sessions.tokenHash, sha256(by.actToken)) : eq(sessions.id, by.sessionId);
    const [row] = await tx
      .select()
      .from(sessions)
      .where(and(match, isNotNull(sessions.actingStaffId), isNull(sessions.revokedAt), sql`${sessions.actingUntil} > ${now}`))
      .limit(1)
      .for('update');
    const mine = row && ('actToken' in by || by.caller.role === 'admin' || row.actingStaffId === by.caller.staffId);
    if (!row || !mine || row.actingStaffId === null) throw new BusinessError(STATUS.NOT_FOUND, 'actingNotFound', {}, { field: 'session_id' });
    await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.id));
    await writeAudit(tx, {
      staffId: 'actToken' in by ? row.actingStaffId : by.caller.staffId,
      action: 'payer.act_on_behalf_end',
      targetType: 'user',
      targetId: String(row.userId),
      before: { acting_session: row.id, until: row.actingUntil?.toISOString() ?? null },
      after: { acting_session: null, ended_at: now.toISOString() },
      ip,
      at: now,
    });
    return { session_id: row.id, ended_at: now.toISOString() };
  });
}

/**
 * The name a payer reads for a staff member, in the payer's language: a payment specialist's is their
 * `managers` row's, as the customer-manager card shows it (王静 in Chinese, 王靜 in traditional script,
 * Jing Wang in English); other staff have one name only (staff.name).
 */
export async function staffDisplayName(db: Db, staffId: number, locale: Locale): Promise<string | null> {
  const [row] = await db
    .select({ name: staff.name, zh: managers.name, en: managers.nameEn })
    .from(staff)
    .leftJoin(managers, eq(managers.id, staff.managerId))
    .where(eq(staff.id, staffId))
    .limit(1);
  if (!row) return null;
  if (row.zh === null || row.en === null) return row.name;
  if (locale === 'en') return row.en;
  return locale === 'zh-TW' ? toTraditional(row.zh) : row.zh;
}

/** For the payer app's banner: who acts in this session (named in `locale`) and until when (null: the payer themselves). */
export async function actingStaffOf(db: Db, session: { actingStaffId: number | null; actingUntil: Date | null } | null, locale: Locale) {
  if (!session?.actingStaffId || !session.actingUntil) return null;
  const name = await staffDisplayName(db, session.actingStaffId, locale);
  return name === null ? null : { name, until: session.actingUntil.toISOString() };
}
