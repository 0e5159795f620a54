/**
 * Development staff accounts (never in production: their passwords and TOTP secrets are in the
 * README). Seeded when the ops module starts in development, because the TOTP secrets are sealed
 * with the app secret, which the database seed does not know. Idempotent (login is unique). Every
 * role gives a TOTP code, so every account has a secret; an account seeded before managers had one
 * gets it on the next start (else it could never log in again).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { managers, staff } from '../../db/schema';
import { hashPassword } from '../../domain/passwords';
import type { StaffRole } from '../../domain/staff-roles';
import { sealTotpSecret } from './totp';

export const DEV_STAFF_PASSWORD = 'ops-demo-2026';

export const DEV_STAFF: readonly {
  readonly login: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly managerWechat?: string;
  readonly totp: string;
}[] = [
  // Jing Wang's row in `managers` is the demo payer's manager (the least loaded one at seed time).
  { login: 'wang.jing', name: '王静', role: 'account_manager', managerWechat: 'edupay_wangjing', totp: '45CXIW4JRWIY4D7AJLLDEMBEKFAHK7RC' },
  { login: 'li.ming', name: '李明', role: 'account_manager', managerWechat: 'edupay_liming', totp: 'T546ILDSHJLHDVKSQZFRGHGKWLXFUDGW' },
  { login: 'finance', name: 'Finance Desk', role: 'finance', totp: 'EN66EQYQA7TYSJT3MPXEVOSILS5IRV5B' },
  { login: 'admin', name: 'Ops Admin', role: 'admin', totp: 'KKOCFV33YOI42T6QRPR2XROM3V7RD6PP' },
];

export async function seedDevStaff(ctx: AppContext): Promise<void> {
  const existing = await ctx.db
    .select({ login: staff.login })
    .from(staff)
    .where(
      inArray(
        staff.login,
        DEV_STAFF.map((s) => s.login),
      ),
    );
  const have = new Set(existing.map((r) => r.login));
  for (const s of DEV_STAFF) {
    if (have.has(s.login)) {
      await ctx.db
        .update(staff)
        .set(sealTotpSecret(ctx.secret, s.totp))
        .where(and(eq(staff.login, s.login), isNull(staff.totpSealed)));
      continue;
    }
    const [manager] = s.managerWechat
      ? await ctx.db.select({ id: managers.id }).from(managers).where(eq(managers.wechatId, s.managerWechat)).limit(1)
      : [];
    await ctx.db
      .insert(staff)
      .values({
        login: s.login,
        name: s.name,
        role: s.role,
        passwordHash: await hashPassword(DEV_STAFF_PASSWORD, ctx.argon2),
        ...sealTotpSecret(ctx.secret, s.totp),
        managerId: manager?.id ?? null,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing();
  }
}
