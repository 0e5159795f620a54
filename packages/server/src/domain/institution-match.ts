/**
 * Institution search over rows held in memory (pure): the same matching and order as the LIKE query it
 * replaced (test/search.test.ts pins the behaviour). Every term must match; the whole phrase ranks the hits:
 * 0 a whole field equals it, 1 a field starts with it, 2 a word starts with it, 3 it is inside a
 * word, 4 its words are apart; then curated destinations first, then shorter names, then by name.
 */
import type { SearchQuery, SearchTerm } from './search-query';

export interface IndexedInstitution {
  readonly id: number;
  readonly code: string;
  readonly en: string;
  readonly zh: string | null;
  readonly ab: string | null;
  readonly type: string;
  readonly isSchool: number;
  readonly cy: string;
  readonly country: string;
  /** '|en|zh|ab1|...|' normalised (search-text.ts). */
  readonly searchText: string;
  readonly popularity: number;
}

export interface MatchOptions {
  readonly limit: number;
  readonly schoolsOnly?: boolean;
  readonly country?: string;
}

function termMatches(row: IndexedInstitution, term: SearchTerm): boolean {
  const text = row.searchText;
  const inText = term.wordStartOnly ? text.includes(`|${term.word}`) || text.includes(` ${term.word}`) : text.includes(term.word);
  return inText || term.countries.includes(row.country);
}

function rank(text: string, phrase: string): number {
  if (text.includes(`|${phrase}|`)) return 0;
  if (text.includes(`|${phrase}`)) return 1;
  if (text.includes(` ${phrase}`)) return 2;
  if (text.includes(phrase)) return 3;
  return 4;
}

type Hit = { readonly row: IndexedInstitution; readonly rank: number };

function before(a: Hit, b: Hit): boolean {
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.row.popularity !== b.row.popularity) return a.row.popularity > b.row.popularity;
  if (a.row.en.length !== b.row.en.length) return a.row.en.length < b.row.en.length;
  return a.row.en < b.row.en;
}

export function matchInstitutions(rows: readonly IndexedInstitution[], query: SearchQuery, options: MatchOptions): IndexedInstitution[] {
  if (query.terms.length === 0 || options.limit <= 0) return [];
  // The best `limit` hits, kept sorted: a short query ("univ") matches thousands of rows, and
  // sorting them all would cost more than the scan.
  const best: Hit[] = [];
  for (const row of rows) {
    if (options.schoolsOnly && row.isSchool !== 1) continue;
    if (options.country && row.country !== options.country) continue;
    if (!query.terms.every((term) => termMatches(row, term))) continue;
    const hit = { row, rank: rank(row.searchText, query.phrase) };
    if (best.length === options.limit && !before(hit, best[best.length - 1]!)) continue;
    let i = best.length;
    while (i > 0 && before(hit, best[i - 1]!)) i -= 1;
    best.splice(i, 0, hit);
    if (best.length > options.limit) best.pop();
  }
  return best.map((h) => h.row);
}
