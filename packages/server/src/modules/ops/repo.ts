/** Drizzle queries of the operations console: staff rows and orders as a staff member may see them. */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, staff, staffKnownAddresses, users } from '../../db/schema';
import type { OrderStatus } from '../../domain/order-status';
import { seesAllPayers } from '../../domain/staff-roles';
import type { StaffCaller } from './staff-sessions';

export type StaffRow = typeof staff.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export async function staffByLogin(db: Db, login: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.login, login.toLowerCase())).limit(1);
  return row ?? null;
}

export async function staffById(db: Db, id: number, lock = false): Promise<StaffRow | null> {
  const query = db.select().from(staff).where(eq(staff.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setTotpStep(db: Db, id: number, step: number): Promise<void> {
  await db.update(staff).set({ totpLastStep: step }).where(eq(staff.id, id));
}

/** Whether the staff member has completed a login (password and TOTP) from `ip` before. */
export async function isKnownAddress(db: Db, staffId: number, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ ip: staffKnownAddresses.ip })
    .from(staffKnownAddresses)
    .where(and(eq(staffKnownAddresses.staffId, staffId), eq(staffKnownAddresses.ip, ip)))
    .limit(1);
  return row !== undefined;
}

/** Remembers `ip` as an address the staff member completed a login from (again: its last time moves). */
export async function rememberAddress(db: Db, staffId: number, ip: string, at: Date): Promise<void> {
  await db
    .insert(staffKnownAddresses)
    .values({ staffId, ip, firstAt: at, lastAt: at })
    .onConflictDoUpdate({ target: [staffKnownAddresses.staffId, staffKnownAddresses.ip], set: { lastAt: at } });
}

/**
 * The orders a staff member may see: every order for finance and admin; for an account manager
 * the orders of the payers assigned to them (users.manager_id). An anonymous order (no account,
 * bound to a phone) has no manager yet, so only finance and admin see it.
 */
export function visibleTo(caller: StaffCaller): SQL {
  if (seesAllPayers(caller.role)) return sql`true`;
  return inArray(
    orders.userId,
    sql`(select ${users.id} from ${users} where ${users.managerId} = ${caller.managerId ?? -1})`,
  );
}

/** One order the caller may see (locked for update when `lock`); another manager's answers like a missing one. */
export async function visibleOrder(db: Db, caller: StaffCaller, id: string, lock = false): Promise<OrderRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(caller)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function ordersInStatus(
  db: Db,
  caller: StaffCaller,
  statuses: readonly OrderStatus[],
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, [...statuses]), visibleTo(caller)))
    .orderBy(orders.createdAt, orders.id)
    .limit(limit);
}

/**
 * Search by order number, payer phone (digits, any part), payer or student name, or institution
 * (English or Chinese), within what the caller may see. LIKE patterns are escaped.
 */
export async function searchOrders(db: Db, caller: StaffCaller, query: string, limit: number): Promise<OrderRow[]> {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = query.replace(/\D/g, '');
  const matches: SQL[] = [
    ilike(orders.orderNumber, like),
    sql`${orders.payer}->>'payer_cn_name' ilike ${like}`,
    sql`${orders.student}->>'student_cn_name' ilike ${like}`,
    sql`(${orders.student}->>'en_first_name') || ' ' || (${orders.student}->>'en_last_name') ilike ${like}`,
    sql`${orders.payeeSnapshot}->'institution'->>'en' ilike ${like}`,
    sql`${orders.payeeSnapshot}->'institution'->>'zh' ilike ${like}`,
    sql`${orders.payeeSnapshot}->>'account_name' ilike ${like}`,
  ];
  if (digits.length >= 4) {
    matches.push(
      sql`regexp_replace(coalesce(${orders.payer}->>'payer_mobile', ''), '\\D', '', 'g') like ${`%${digits}%`}`,
    );
    matches.push(sql`regexp_replace(coalesce(${orders.phoneE164}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return db
    .select()
    .from(orders)
    .where(and(or(...matches), visibleTo(caller)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
