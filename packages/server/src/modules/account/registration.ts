/**
 * Registration: one account per phone and per e-mail (unique indexes decide, so two concurrent
 * registrations of the same phone make exactly one account), and an account manager assigned
 * by least load.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { managers, users } from '../../db/schema';
import type { ManagerRow, UserRow } from './users';

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'publicId' | 'createdAt' | 'managerId'>;

export type RegistrationOutcome = { user: UserRow; manager: ManagerRow } | { conflict: 'phone' | 'email' };

/** The active manager with the fewest users, counted up in the same statement. */
async function assignManager(db: Db): Promise<ManagerRow | null> {
  const [manager] = await db
    .update(managers)
    .set({ assignedCount: sql`${managers.assignedCount} + 1` })
    .where(
      sql`${managers.id} = (select id from managers where active order by assigned_count, id limit 1 for update skip locked)`,
    )
    .returning();
  return manager ?? null;
}

class Conflict extends Error {}

export async function registerUser(ctx: AppContext, values: NewUser): Promise<RegistrationOutcome> {
  try {
    return await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const manager = await assignManager(tx);
      if (!manager) throw new Error('no active payment specialist');
      const [user] = await tx
        .insert(users)
        .values({ ...values, publicId: randomUUID(), managerId: manager.id, createdAt: ctx.now() })
        .onConflictDoNothing()
        .returning();
      // A unique index refused the row: roll back the manager's count too.
      if (!user) throw new Conflict();
      return { user, manager };
    });
  } catch (error) {
    if (!(error instanceof Conflict) && !isUniqueViolation(error)) throw error;
    // Which key was taken: the phone answers 331, the e-mail 332.
    if (values.phoneE164) {
      const [taken] = await ctx.db.select({ id: users.id }).from(users).where(sql`${users.phoneE164} = ${values.phoneE164}`).limit(1);
      if (taken) return { conflict: 'phone' };
    }
    return { conflict: 'email' };
  }
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
