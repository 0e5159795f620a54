/**
 * Institution search over Chinese, English and abbreviations: prefix and infix, case and width
 * folded (see search-text.ts), best first. Plain PostgreSQL (LIKE on a normalised column with a
 * computed rank), because pg_trgm is an optional extension in PGlite and the full list is ~10k
 * rows: a scan takes a few milliseconds (see scripts/bench-institution-search.ts).
 *
 * Rank: 0 a whole field equals the query ("ucl", "牛津大学"), 1 a field starts with it,
 * 2 a word starts with it, 3 anywhere; then curated destinations first, then shorter names.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { institutions } from '../db/schema';
import { escapeLike, searchNormalize } from './search-text';

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
}

export const MAX_QUERY_LENGTH = 100;

export async function searchInstitutions(db: Db, query: string, options: SearchOptions = {}): Promise<InstitutionResult[]> {
  const q = searchNormalize(query).slice(0, MAX_QUERY_LENGTH);
  if (q === '') return [];
  const e = escapeLike(q);
  const text = institutions.searchText;
  const rank = sql<number>`case
    when ${text} like ${`%|${e}|%`} then 0
    when ${text} like ${`%|${e}%`} then 1
    when ${text} like ${`% ${e}%`} then 2
    else 3 end`;
  const filters: SQL[] = [sql`${text} like ${`%${e}%`}`];
  if (options.schoolsOnly) filters.push(eq(institutions.isSchool, 1));
  if (options.country) filters.push(eq(institutions.country, options.country));
  const rows = await db
    .select({
      id: institutions.id,
      code: institutions.code,
      en: institutions.en,
      zh: institutions.zh,
      ab: institutions.ab,
      type: institutions.type,
      isSchool: institutions.isSchool,
      cy: institutions.cy,
      country: institutions.country,
    })
    .from(institutions)
    .where(and(...filters))
    .orderBy(asc(rank), desc(institutions.popularity), asc(sql`length(${institutions.en})`), asc(institutions.en))
    .limit(options.limit ?? 20);
  return rows.map(toResult);
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
