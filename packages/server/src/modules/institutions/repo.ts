/**
 * Institution search over Chinese (simplified or traditional), English and abbreviations: every
 * word of the query must match (see search-query.ts), case, width and script folded (see
 * search-text.ts), best first. Matched in memory over the whole list (search-index.ts keeps it
 * in step with the database; domain/institution-match.ts matches and ranks).
 *
 * Rank of the whole phrase: 0 a whole field equals it ("ucl", "牛津大学"), 1 a field starts with
 * it, 2 a word starts with it, 3 it is inside a word, 4 its words are apart; then curated
 * destinations first, then shorter names.
 *
 * Also the payee accounts of an institution (payee_accounts with purposes and special fields).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutionRequests, institutions, PAYEE_PURPOSES, PAYEE_SPECIAL_FIELDS, payeeAccountFields, payeeAccountPurposes, payeeAccounts, type PayeePurpose, type PayeeSpecialField } from '../../db/schema';
import { toTraditional } from '../../domain/chinese-script';
import { matchInstitutions } from '../../domain/institution-match';
import { parseSearchQuery } from '../../domain/search-query';
import { searchIndexFor } from './search-index';

export interface InstitutionResult {
  id: number;
  code: string;
  en: string;
  local: string;
  zh: string;
  ab: string;
  type: string;
  is_school: number;
  cy: string;
  country: string;
}

export interface SearchOptions {
  readonly limit?: number;
  /** Only schools (the registration form's school field). */
  readonly schoolsOnly?: boolean;
  /** Only payees in this destination country (alpha-3). */
  readonly country?: string;
  /** zh-TW shows the Chinese names in traditional characters. */
  readonly traditional?: boolean;
}

export const MAX_QUERY_LENGTH = 100;

export async function searchInstitutions(db: Db, query: string, options: SearchOptions = {}): Promise<InstitutionResult[]> {
  // A copy: the cached list is shared by every search of this version.
  return [...(await searchAnswer(db, query, options, 'results', (results) => results))];
}

/**
 * `present` of the search's results, computed once per version of the list and answer kind (`kind`
 * names what present makes: a serialised answer of one call in one language...). Typeahead repeats
 * the same short queries, so most searches are a lookup.
 */
export async function searchAnswer<T>(db: Db, query: string, options: SearchOptions, kind: string, present: (results: InstitutionResult[]) => T): Promise<T> {
  const parsed = parseSearchQuery(query, MAX_QUERY_LENGTH);
  if (parsed.terms.length === 0) return present([]);
  // In memory, always as of the database's current version (search-index.ts).
  const match = {
    limit: options.limit ?? 20,
    ...(options.schoolsOnly ? { schoolsOnly: true } : {}),
    ...(options.country ? { country: options.country } : {}),
  };
  const key = JSON.stringify([kind, parsed.phrase, match.limit, match.schoolsOnly ?? false, match.country ?? '', options.traditional ?? false]);
  return searchIndexFor(db).answer(key, (rows) => {
    const results = matchInstitutions(rows, parsed, match).map(toResult);
    return present(options.traditional ? results.map(inTraditional) : results);
  });
}

function inTraditional(result: InstitutionResult): InstitutionResult {
  return { ...result, zh: toTraditional(result.zh), local: toTraditional(result.local) };
}

export function toResult(row: {
  id: number;
  code: string;
  en: string;
  zh: string | null;
  ab: string | null;
  type: string;
  isSchool: number;
  cy: string;
  country: string;
}): InstitutionResult {
  return {
    id: row.id,
    code: row.code,
    en: row.en,
    local: row.zh ?? '',
    zh: row.zh ?? '',
    ab: row.ab ?? '',
    type: row.type,
    is_school: row.isSchool,
    cy: row.cy,
    country: row.country,
  };
}

/**
 * The payee a registration names in reg_college_id: the search result's `code` (what clients pick,
 * spec 000 section 3 "School search result"), or its numeric id.
 */
export async function institutionByRef(db: Db, ref: string | number | undefined | null) {
  if (ref === undefined || ref === null || ref === '') return null;
  const text = String(ref).trim();
  if (/^\d+$/.test(text)) return institutionById(db, Number(text));
  const [row] = await db.select().from(institutions).where(eq(institutions.code, text)).limit(1);
  return row ?? null;
}

/** The payee with this id; an id outside PostgreSQL's integer range matches none (not a database error). */
export async function institutionById(db: Db, id: number) {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id)).limit(1);
  return row ?? null;
}

/** One special field of a payee account's order form. */
export interface PayeeAccountField {
  field: PayeeSpecialField;
  required: boolean;
  /** @edupay/forms rule name, or null for the field's default rule. */
  rule: string | null;
}

/**
 * A payee account with what its order form needs: the account row (payee_accounts), its purposes,
 * its special fields and the institution it belongs to. The shape the orders module snapshots.
 */
export type PayeeAccountRecord = typeof payeeAccounts.$inferSelect & {
  purposes: PayeePurpose[];
  fields: PayeeAccountField[];
  institution: { id: number; code: string; en: string; zh: string | null; cy: string; country: string; type: string };
};

const validId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

/** The active payee account with this id (with purposes, fields, institution); null when none. */
export async function payeeAccountById(db: Db, id: number): Promise<PayeeAccountRecord | null> {
  if (!validId(id)) return null;
  const [first] = await loadPayeeAccounts(db, and(eq(payeeAccounts.id, id), eq(payeeAccounts.active, true)) as SQL);
  return first ?? null;
}

/** The active payee account with this code (payee_accounts.code); null when none. */
export async function payeeAccountByCode(db: Db, code: string): Promise<PayeeAccountRecord | null> {
  const [first] = await loadPayeeAccounts(db, and(eq(payeeAccounts.code, code), eq(payeeAccounts.active, true)) as SQL);
  return first ?? null;
}

/** The active accounts of one institution, in display order. */
export async function payeeAccountsOfInstitution(db: Db, institutionId: number): Promise<PayeeAccountRecord[]> {
  if (!validId(institutionId)) return [];
  return loadPayeeAccounts(db, and(eq(payeeAccounts.institutionId, institutionId), eq(payeeAccounts.active, true)) as SQL);
}

async function loadPayeeAccounts(db: Db, where: SQL): Promise<PayeeAccountRecord[]> {
  const rows = await db
    .select({
      account: payeeAccounts,
      institution: {
        id: institutions.id,
        code: institutions.code,
        en: institutions.en,
        zh: institutions.zh,
        cy: institutions.cy,
        country: institutions.country,
        type: institutions.type,
      },
    })
    .from(payeeAccounts)
    .innerJoin(institutions, eq(institutions.id, payeeAccounts.institutionId))
    .where(where)
    .orderBy(asc(payeeAccounts.sort), asc(payeeAccounts.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.account.id);
  const [purposes, fields] = await Promise.all([
    db.select().from(payeeAccountPurposes).where(inArray(payeeAccountPurposes.accountId, ids)),
    db.select().from(payeeAccountFields).where(inArray(payeeAccountFields.accountId, ids)),
  ]);
  return rows.map(({ account, institution }) => ({
    ...account,
    // The enum's order, so answers are stable whatever order the rows were written in.
    purposes: PAYEE_PURPOSES.filter((p) => purposes.some((x) => x.accountId === account.id && x.purpose === p)),
    fields: PAYEE_SPECIAL_FIELDS.flatMap((f) => fields.filter((x) => x.accountId === account.id && x.field === f).map((x) => ({ field: x.field, required: x.required, rule: x.rule }))),
    institution,
  }));
}

/** How many payees each destination country (alpha-3) has. */
export async function payeeCountsByCountry(db: Db): Promise<Map<string, number>> {
  const counts = await db
    .select({ country: institutions.country, count: sql<number>`count(*)::int` })
    .from(institutions)
    .groupBy(institutions.country);
  return new Map(counts.map((c) => [c.country, Number(c.count)]));
}

export type InstitutionRequestRow = typeof institutionRequests.$inferInsert;

/** Store a school request (issue 14 item 2); its id names it in the service desk's e-mail. */
export async function insertInstitutionRequest(db: Db, row: InstitutionRequestRow): Promise<number> {
  const [saved] = await db.insert(institutionRequests).values(row).returning({ id: institutionRequests.id });
  if (!saved) throw new Error('institution request not stored');
  return saved.id;
}

// --- The console's payee accounts (issue 18 item 4): every account, also deactivated ones, and their writes.

/** Every account of an institution, deactivated ones too (the console lists them greyed out). */
export async function allPayeeAccountsOfInstitution(db: Db, institutionId: number): Promise<PayeeAccountRecord[]> {
  if (!validId(institutionId)) return [];
  return loadPayeeAccounts(db, eq(payeeAccounts.institutionId, institutionId));
}

/** One account by id or code (payee_accounts.code), active or not, locked for update when `lock`. */
export async function anyPayeeAccountByRef(db: Db, ref: string | number, lock = false): Promise<PayeeAccountRecord | null> {
  const text = String(ref).trim();
  if (/^\d+$/.test(text)) return anyPayeeAccountById(db, Number(text), lock);
  const [row] = await db.select({ id: payeeAccounts.id }).from(payeeAccounts).where(eq(payeeAccounts.code, text)).limit(1);
  return row ? anyPayeeAccountById(db, row.id, lock) : null;
}

/** One account, active or not, locked for update when `lock` (an edit reads "before" under the lock). */
export async function anyPayeeAccountById(db: Db, id: number, lock = false): Promise<PayeeAccountRecord | null> {
  if (!validId(id)) return null;
  if (lock) await db.select({ id: payeeAccounts.id }).from(payeeAccounts).where(eq(payeeAccounts.id, id)).for('update');
  const [first] = await loadPayeeAccounts(db, eq(payeeAccounts.id, id));
  return first ?? null;
}

export type PayeeAccountValues = Omit<typeof payeeAccounts.$inferInsert, 'id' | 'code' | 'institutionId' | 'isDemo' | 'active' | 'sort' | 'createdAt'>;

export async function insertPayeeAccount(db: Db, values: typeof payeeAccounts.$inferInsert): Promise<number> {
  const [row] = await db.insert(payeeAccounts).values(values).returning({ id: payeeAccounts.id });
  if (!row) throw new Error('payee account insert returned nothing');
  return row.id;
}

export async function updatePayeeAccount(db: Db, id: number, values: Partial<typeof payeeAccounts.$inferInsert>): Promise<void> {
  await db.update(payeeAccounts).set(values).where(eq(payeeAccounts.id, id));
}

/** Replaces an account's purposes and special fields (the console sends the whole form). */
export async function replacePurposesAndFields(db: Db, id: number, purposes: readonly PayeePurpose[], fields: readonly PayeeAccountField[]): Promise<void> {
  await db.delete(payeeAccountPurposes).where(eq(payeeAccountPurposes.accountId, id));
  await db.delete(payeeAccountFields).where(eq(payeeAccountFields.accountId, id));
  if (purposes.length) await db.insert(payeeAccountPurposes).values(purposes.map((purpose) => ({ accountId: id, purpose })));
  if (fields.length) await db.insert(payeeAccountFields).values(fields.map((f) => ({ accountId: id, field: f.field, required: f.required, rule: f.rule })));
}

/** How many accounts (active, all) each of these institutions has, for the console's search answer. */
export async function accountCountsOf(db: Db, institutionIds: readonly number[]): Promise<Map<number, { active: number; all: number }>> {
  if (institutionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: payeeAccounts.institutionId, active: sql<number>`count(*) filter (where ${payeeAccounts.active})::int`, all: sql<number>`count(*)::int` })
    .from(payeeAccounts)
    .where(inArray(payeeAccounts.institutionId, [...institutionIds]))
    .groupBy(payeeAccounts.institutionId);
  return new Map(rows.map((r) => [r.id, { active: Number(r.active), all: Number(r.all) }]));
}
