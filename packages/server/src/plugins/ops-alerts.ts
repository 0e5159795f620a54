/**
 * Alerts for staff: something an attacker does that staff must see now (an SMS cap reached: SMS
 * pumping or a phone being bombed; a provider callback whose charge, amount or currency is not the
 * payment's it names). Kept in ops_alerts, one row per kind, subject and hour (a script hammering a
 * cap counts up one row), shown to finance and admins by GET /api/ops/ops_alerts and, when
 * OPS_ALERT_EMAIL is set, e-mailed once per row through the job queue (committed with the row).
 */
import { desc, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { opsAlerts } from '../db/schema';
import { t } from '../messages';

export interface OpsAlert {
  readonly kind: 'sms_cap' | 'charge_mismatch';
  /** What tripped and for whom: `phone:+86139…`, `ip:198.51.100.7`, `country:+7`, `unserved`, `payment:<id>`. */
  readonly subject: string;
  readonly detail: Record<string, unknown>;
}

export async function raiseAlert(ctx: AppContext, alert: OpsAlert): Promise<void> {
  const now = ctx.now();
  const window = now.toISOString().slice(0, 13);
  await ctx.jobs.transaction(async (tx, enqueue) => {
    const [row] = await tx
      .insert(opsAlerts)
      .values({ ...alert, window, createdAt: now, lastAt: now })
      .onConflictDoUpdate({ target: [opsAlerts.kind, opsAlerts.subject, opsAlerts.window], set: { count: sql`${opsAlerts.count} + 1`, lastAt: now } })
      .returning({ count: opsAlerts.count });
    if (row?.count === 1 && ctx.config.opsAlertEmail) {
      const vars = { kind: alert.kind, subject: alert.subject, detail: JSON.stringify(alert.detail), at: now.toISOString() };
      await enqueue('email', { to: ctx.config.opsAlertEmail, subject: t('en', 'opsAlertSubject', vars), text: t('en', 'opsAlertBody', vars) });
    }
  });
}

/** Newest first, a page of `limit` before `beforeId`, and the cursor of the next page. */
export async function alertsPage(ctx: AppContext, query: { limit: number; beforeId?: number }) {
  const rows = await ctx.db
    .select()
    .from(opsAlerts)
    .where(query.beforeId ? lt(opsAlerts.id, query.beforeId) : undefined)
    .orderBy(desc(opsAlerts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { rows: page, nextBeforeId: rows.length > query.limit ? (page[page.length - 1]?.id ?? null) : null };
}
