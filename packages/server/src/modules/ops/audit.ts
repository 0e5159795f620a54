/**
 * The audit log (issue 18 item 5): one row per staff action, written in the action's own
 * transaction, so an action without its row (or a row without its action) cannot happen. The
 * table refuses UPDATE, DELETE and TRUNCATE at the database (migration 0016's trigger); nothing in
 * the product offers to change it.
 */
import { desc, eq, lt, and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, staff } from '../../db/schema';

export interface AuditEntry {
  readonly staffId: number;
  readonly action: string;
  readonly targetType: 'order' | 'staff' | 'document' | 'transfer' | 'fx_rate' | 'price_match_claim' | 'user' | 'payee_account' | 'coupon_batch';
  readonly targetId: string;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly ip?: string;
  readonly at: Date;
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    createdAt: entry.at,
  });
}

/** Newest first, `limit` rows before `beforeId` (paging), optionally of one target. */
export async function readAudit(db: Db, options: { limit: number; beforeId?: number; targetId?: string }) {
  const where: SQL[] = [];
  if (options.beforeId !== undefined) where.push(lt(auditLog.id, options.beforeId));
  if (options.targetId !== undefined) where.push(eq(auditLog.targetId, options.targetId));
  return db
    .select({
      id: auditLog.id,
      staffLogin: staff.login,
      staffName: staff.name,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(staff, eq(staff.id, auditLog.staffId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}
