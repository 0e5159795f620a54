/**
 * Queries of the account module (drizzle, nothing else): users and their payment specialists,
 * captchas, verification codes, password-reset tickets, e-mail proofs and scan-login tickets.
 * Every function takes the database (or a transaction) it runs on; the service decides which.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas, emailProofs, managers, passwordResets, scanLogins, users, verificationCodes } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type ManagerRow = typeof managers.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'publicId' | 'createdAt' | 'managerId'>;
export type CaptchaKind = 'image' | 'slider';
export type CaptchaRow = typeof captchas.$inferSelect;
export type CodePurpose = 'login' | 'reset';
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type ScanLoginRow = typeof scanLogins.$inferSelect;

// --- users and managers

export async function userById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The account whose proven phone this is (phone_e164 is only set once proven by SMS). */
export async function userByPhone(db: Db, key: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phoneE164, key)).limit(1);
  return row ?? null;
}

/** The account whose proven e-mail this is (an unproven address logs no one in). */
export async function userByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether any account (proven or not) holds this phone key. */
export async function phoneTaken(db: Db, phoneE164: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`${users.phoneE164} = ${phoneE164}`).limit(1);
  return Boolean(taken);
}

export async function managerById(db: Db, id: number | null): Promise<ManagerRow | null> {
  if (!id) return null;
  const [row] = await db.select().from(managers).where(eq(managers.id, id)).limit(1);
  return row ?? null;
}

/**
 * The active manager for a new payer, counted up in the same statement: one who serves the payer's country
 * (and so is reachable there), then one who speaks their language, then the one with the fewest users.
 */
export async function assignManager(db: Db, payer: { country: string | null; language: string }): Promise<ManagerRow | null> {
  const [manager] = await db
    .update(managers)
    .set({ assignedCount: sql`${managers.assignedCount} + 1` })
    .where(
      sql`${managers.id} = (select id from managers where active order by (${payer.country ?? ''} = any(countries)) desc, (${payer.language} = any(languages)) desc, assigned_count, id limit 1 for update skip locked)`,
    )
    .returning();
  return manager ?? null;
}

/** The new user, or null when a unique index (phone, proven e-mail) refused the row. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | null> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user ?? null;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Conditional: only an account without a password gets one (two racing calls cannot both set it). */
export async function setFirstPasswordHash(db: Db, userId: number, passwordHash: string): Promise<boolean> {
  const set = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return set.length === 1;
}

/** The profile fields a user may change; null when the user is gone. */
export async function updateUserProfile(
  db: Db,
  userId: number,
  change: Pick<typeof users.$inferInsert, 'contact' | 'whatsCode' | 'major' | 'commencementTime'>,
): Promise<UserRow | null> {
  const [saved] = await db.update(users).set(change).where(eq(users.id, userId)).returning();
  return saved ?? null;
}

/** The proven phone becomes the account's login phone (a unique index refuses one proven elsewhere). */
export async function setLoginPhone(db: Db, userId: number, phone: { phoneE164: string; telCode: string; phone: string }): Promise<void> {
  await db.update(users).set(phone).where(eq(users.id, userId));
}

/** The account's address counts as proven, if it is still `email`; false otherwise. */
export async function markEmailVerified(db: Db, userId: number, email: string, now: Date): Promise<boolean> {
  const proven = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email}`))
    .returning({ id: users.id });
  return proven.length === 1;
}

// --- captchas

/** A new captcha replaces the session's previous ones of the same kind. */
export async function retireCaptchas(db: Db, sessionId: string, kind: CaptchaKind): Promise<void> {
  await db
    .update(captchas)
    .set({ state: 'used' })
    .where(and(eq(captchas.sessionId, sessionId), eq(captchas.kind, kind), inArray(captchas.state, ['pending', 'verified'])));
}

export async function insertCaptcha(db: Db, values: typeof captchas.$inferInsert): Promise<void> {
  await db.insert(captchas).values(values);
}

/** The session's newest captcha of a kind that is neither spent nor expired. */
export async function liveCaptcha(db: Db, sessionId: string, kind: CaptchaKind, now: Date): Promise<CaptchaRow | null> {
  const [row] = await db
    .select()
    .from(captchas)
    .where(and(eq(captchas.sessionId, sessionId), eq(captchas.kind, kind), inArray(captchas.state, ['pending', 'verified']), gt(captchas.expiresAt, now)))
    .orderBy(desc(captchas.createdAt))
    .limit(1);
  return row ?? null;
}

/** Move a captcha from one state to another, only if it is still in `from` (races lose). */
export async function moveCaptcha(db: Db, id: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(captchas)
    .set({ state: to })
    .where(and(eq(captchas.id, id), eq(captchas.state, from)))
    .returning({ id: captchas.id });
  return rows.length === 1;
}

// --- verification codes

/** Voids the target's live codes (only the newest code counts). */
export async function voidCodes(db: Db, purpose: CodePurpose, target: string, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt)));
}

export async function insertCode(db: Db, values: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

export async function newestCode(db: Db, purpose: CodePurpose, target: string): Promise<VerificationCodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

/** A wrong try: counts it, and voids the code at the last allowed one. */
export async function countCodeAttempt(db: Db, id: number, attempts: number, voidAt: Date | null): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts, ...(voidAt ? { consumedAt: voidAt } : {}) })
    .where(eq(verificationCodes.id, id));
}

/** Conditional, so two racing requests cannot both spend the same code. */
export async function spendCode(db: Db, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return spent.length === 1;
}

// --- password resets

export async function insertPasswordReset(db: Db, values: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(values);
}

export async function passwordResetById(db: Db, id: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.id, id)).limit(1);
  return row ?? null;
}

export async function spendPasswordReset(db: Db, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return spent.length === 1;
}

// --- e-mail proofs

export async function insertEmailProof(db: Db, values: typeof emailProofs.$inferInsert): Promise<void> {
  await db.insert(emailProofs).values(values);
}

export async function emailProofById(db: Db, id: string) {
  const [row] = await db.select().from(emailProofs).where(eq(emailProofs.id, id)).limit(1);
  return row ?? null;
}

export async function spendEmailProof(db: Db, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(emailProofs)
    .set({ usedAt: now })
    .where(and(eq(emailProofs.id, id), isNull(emailProofs.usedAt)))
    .returning({ id: emailProofs.id });
  return spent.length === 1;
}

// --- scan-login tickets

export async function insertScanLogin(db: Db, values: typeof scanLogins.$inferInsert): Promise<void> {
  await db.insert(scanLogins).values(values);
}

export async function scanLoginById(db: Db, id: string): Promise<ScanLoginRow | null> {
  const [row] = await db.select().from(scanLogins).where(eq(scanLogins.id, id)).limit(1);
  return row ?? null;
}

/** A pending ticket becomes the user's (confirmed); null when it is not pending any more. */
export async function confirmScanLogin(db: Db, id: string, userId: number): Promise<ScanLoginRow | null> {
  const [row] = await db
    .update(scanLogins)
    .set({ state: 'confirmed', userId })
    .where(and(eq(scanLogins.id, id), eq(scanLogins.state, 'pending')))
    .returning();
  return row ?? null;
}

/** A confirmed ticket is spent by the session that polls it; false when another poll spent it first. */
export async function spendScanLogin(db: Db, id: string): Promise<boolean> {
  const spent = await db
    .update(scanLogins)
    .set({ state: 'used' })
    .where(and(eq(scanLogins.id, id), eq(scanLogins.state, 'confirmed')))
    .returning();
  return spent.length === 1;
}

/** Whether a statement failed on a unique index (PostgreSQL 23505), directly or as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
