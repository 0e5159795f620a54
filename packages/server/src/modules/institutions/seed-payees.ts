/**
 * Seeds the demo payee accounts (src/data/payee-accounts.ts, is_demo) once per database and data
 * version (settings.payee_seed_version), after the institutions they belong to. Upserts by
 * payee_accounts.code and replaces the purposes and fields of the demo accounts only, so running
 * it again changes nothing and an institution's real (non-demo) accounts are never touched.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutions, payeeAccountFields, payeeAccountPurposes, payeeAccounts } from '../../db/schema';
import { DEMO_PAYEE_ACCOUNTS } from '../../data/payee-accounts';
import { getSetting, setSetting } from '../../plugins/settings';

/** Bump when the demo accounts change. */
export const PAYEE_SEED_VERSION = '1';
const SEEDED_AT = new Date('2026-11-24T00:00:00Z');

export async function seedPayeeAccounts(db: Db): Promise<boolean> {
  if ((await getSetting(db, 'payee_seed_version')) === PAYEE_SEED_VERSION) return false;
  const found = await db
    .select({ id: institutions.id, cy: institutions.cy, en: institutions.en })
    .from(institutions)
    .where(inArray(institutions.en, [...new Set(DEMO_PAYEE_ACCOUNTS.map((a) => a.institution))]));
  const idOf = new Map(found.map((i) => [`${i.cy}|${i.en}`, i.id]));
  for (const [sort, a] of DEMO_PAYEE_ACCOUNTS.entries()) {
    const institutionId = idOf.get(`${a.cy}|${a.institution}`);
    // A test checks every entry names a seeded institution; a database seeded from another list skips it.
    if (institutionId === undefined) continue;
    const values = {
      institutionId,
      accountName: a.accountName,
      bankName: a.bankName,
      bankAddress: a.bankAddress,
      accountNumber: a.accountNumber,
      currency: a.currency,
      country: a.country,
      abaRouting: a.routing.aba_routing ?? null,
      achNumber: a.routing.ach_number ?? null,
      swiftCode: a.routing.swift_code ?? null,
      sortCode: a.routing.sort_code ?? null,
      iban: a.routing.iban ?? null,
      bankId: a.routing.bank_id ?? null,
      branchNumber: a.routing.branch_number ?? null,
      bsb: a.routing.bsb ?? null,
      needsReview: a.needsReview ?? false,
      faceVerification: a.faceVerification ?? false,
      surchargeMinor: a.surchargeMinor ?? null,
      isDemo: true,
      sort,
      updatedAt: SEEDED_AT,
    };
    const [row] = await db
      .insert(payeeAccounts)
      .values({ code: a.code, ...values, createdAt: SEEDED_AT })
      .onConflictDoUpdate({ target: payeeAccounts.code, set: values, setWhere: sql`${payeeAccounts.isDemo}` })
      .returning({ id: payeeAccounts.id, isDemo: payeeAccounts.isDemo });
    if (!row) continue;
    await db.delete(payeeAccountPurposes).where(eq(payeeAccountPurposes.accountId, row.id));
    await db.delete(payeeAccountFields).where(and(eq(payeeAccountFields.accountId, row.id)));
    await db.insert(payeeAccountPurposes).values(a.purposes.map((purpose) => ({ accountId: row.id, purpose })));
    if (a.fields?.length) {
      await db.insert(payeeAccountFields).values(a.fields.map((f) => ({ accountId: row.id, field: f.field, required: f.required, rule: f.rule ?? null })));
    }
  }
  await setSetting(db, 'payee_seed_version', PAYEE_SEED_VERSION);
  return true;
}
