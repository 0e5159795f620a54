/**
 * The demo payee accounts (issue 15 item 1): at least 60, every destination the issue names, each
 * bound to a seeded institution, every routing code passing the real check of @edupay/forms, and
 * the seed idempotent. Also the repo functions the orders module loads accounts with.
 */
import { validators } from '@edupay/forms';
import { IBAN_COUNTRIES, routingFieldsFor, routingRule, type RoutingField } from '@edupay/forms';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAYEE_ACCOUNTS } from '../src/data/payee-accounts';
import { payeeAccounts } from '../src/db/schema';
import { payeeAccountById, payeeAccountsOfInstitution } from '../src/modules/institutions/repo';
import { seedPayeeAccounts } from '../src/modules/institutions/seed-payees';
import { setSetting } from '../src/plugins/settings';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const db = () => t.app.ctx.db;

type Check = (value: unknown, params?: unknown) => unknown;
function checkRouting(field: RoutingField, value: string, country: string): unknown {
  const ref = routingRule(field, country);
  const [name, params] = typeof ref === 'string' ? [ref, undefined] : (ref as [string, unknown]);
  return (validators as unknown as Record<string, Check>)[name]!(value, params);
}

describe('demo payee accounts', () => {
  it('are at least 60, cover US, UK, AU, CA, HK, SG, NZ, JP and the euro area, all marked demo', async () => {
    expect(DEMO_PAYEE_ACCOUNTS.length).toBeGreaterThanOrEqual(60);
    const countries = new Set(DEMO_PAYEE_ACCOUNTS.map((a) => a.country));
    for (const c of ['USA', 'GBR', 'AUS', 'CAN', 'HKG', 'SGP', 'NZL', 'JPN']) expect(countries, c).toContain(c);
    expect(DEMO_PAYEE_ACCOUNTS.some((a) => a.currency === 'EUR')).toBe(true);
    const rows = await db().select().from(payeeAccounts);
    expect(rows.length).toBe(DEMO_PAYEE_ACCOUNTS.length);
    expect(rows.every((r) => r.isDemo)).toBe(true);
  });

  it('every routing code passes the real check, and each account has the fields its country needs', () => {
    for (const a of DEMO_PAYEE_ACCOUNTS) {
      const needed = routingFieldsFor(a.country);
      for (const [field, mode] of Object.entries(needed)) {
        if (mode === 'required') expect(a.routing[field as RoutingField], `${a.code} ${field}`).toBeTruthy();
      }
      for (const [field, value] of Object.entries(a.routing)) {
        expect(checkRouting(field as RoutingField, value!, a.country), `${a.code} ${field} ${value}`).toBe(true);
      }
      if (IBAN_COUNTRIES[a.country]) expect(a.routing.iban!.slice(0, 2)).toBe(IBAN_COUNTRIES[a.country]);
      if (a.accountNumber !== null) expect(validators.matchBankAccount(a.accountNumber), a.code).toBe(true);
      for (const text of [a.accountName, a.bankName, a.bankAddress]) expect(validators.matchBankSAddress(text), text).toBe(true);
      expect(validators.tuitionCharacterVal(a.bankAddress)).toBe(true);
    }
  });

  it('has the spec\'s special cases: a 17-per-bill surcharge, review, match100num9 and matchStudentId', () => {
    expect(DEMO_PAYEE_ACCOUNTS.some((a) => a.surchargeMinor === 1700)).toBe(true);
    expect(DEMO_PAYEE_ACCOUNTS.some((a) => a.needsReview)).toBe(true);
    const rules = DEMO_PAYEE_ACCOUNTS.flatMap((a) => a.fields ?? []).map((f) => f.rule);
    expect(rules).toContain('match100num9');
    expect(rules).toContain('matchStudentId');
  });

  it('seeding again changes nothing (idempotent)', async () => {
    const before = await db().execute(sql`select count(*)::int as n from payee_account_purposes`);
    await setSetting(db(), 'payee_seed_version', 'old');
    await db().transaction(async (tx) => seedPayeeAccounts(tx as never));
    const after = await db().execute(sql`select count(*)::int as n from payee_account_purposes`);
    expect((after as unknown as { rows: unknown[] }).rows ?? after).toEqual((before as unknown as { rows: unknown[] }).rows ?? before);
    expect((await db().select().from(payeeAccounts)).length).toBe(DEMO_PAYEE_ACCOUNTS.length);
  });
});

describe('payee repo', () => {
  it('payeeAccountById loads one account with purposes, fields and institution', async () => {
    const [row] = await db().select().from(payeeAccounts).where(eq(payeeAccounts.code, 'DEMO-GB-UNIVERSITY-COLLEGE-LONDON-UNIVERSITY-OF-'));
    const account = await payeeAccountById(db(), row!.id);
    expect(account).toMatchObject({
      currency: 'GBP',
      country: 'GBR',
      isDemo: true,
      purposes: ['tuition', 'rent', 'application_fee', 'deposit'],
      fields: [{ field: 'student_number', required: true, rule: 'match100num9' }],
      institution: { en: 'University College London, University of London', cy: 'GB' },
    });
    expect(account!.sortCode).toMatch(/^\d{6}$/);
    expect(await payeeAccountById(db(), 0)).toBeNull();
    expect(await payeeAccountById(db(), 99_999_999_999)).toBeNull();
  });

  it('payeeAccountsOfInstitution lists an institution\'s accounts in order', async () => {
    const [row] = await db().select().from(payeeAccounts).where(eq(payeeAccounts.code, 'DEMO-GB-UNIVERSITY-OF-MANCHESTER-USD'));
    const list = await payeeAccountsOfInstitution(db(), row!.institutionId);
    expect(list.map((a) => a.currency)).toEqual(['GBP', 'USD']);
    expect(list[1]!.needsReview).toBe(true);
  });
});
