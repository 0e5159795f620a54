/**
 * The institution list held in memory for search (issue 15 item 8: p95 <= 10 ms at concurrency 8
 * on PGlite; LIKE over 10k rows in SQL took ~75 ms there, because PGlite runs one query at a time).
 *
 * Never stale, on any instance: a statement trigger on `institutions` (migration 0008) bumps
 * search_versions.version in the writing transaction and NOTIFYs `institutions_changed`. Every
 * search first reads that version (one primary-key read) and reloads the rows when it moved, so a
 * change committed by any instance, or by hand in SQL, is seen by the next search everywhere. The
 * rows and their version are read in one repeatable-read transaction, so they always belong together.
 * Answers computed from a version's rows are kept with that version and dropped with it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutions, searchVersions } from '../../db/schema';
import type { IndexedInstitution } from '../../domain/institution-match';

interface Loaded {
  readonly version: number;
  readonly rows: readonly IndexedInstitution[];
  /**
   * Answers already computed from exactly these rows (typeahead repeats "uni", "mel"...). They
   * belong to this version and go with it, so they can never be served stale.
   */
  readonly answers: Map<string, readonly IndexedInstitution[]>;
}

/** Answers kept per version; the oldest is dropped first. */
const MAX_ANSWERS = 1000;

export class InstitutionSearchIndex {
  private loaded: Loaded | null = null;
  /** One reload at a time: concurrent searches that see a new version share it. */
  private reloading: Promise<Loaded> | null = null;

  constructor(private readonly db: Db) {}

  /** The rows as of the database's current version. */
  async rows(): Promise<readonly IndexedInstitution[]> {
    return (await this.current()).rows;
  }

  /** `compute` over the current rows, remembered under `key` for this version only. */
  async answer(key: string, compute: (rows: readonly IndexedInstitution[]) => IndexedInstitution[]): Promise<readonly IndexedInstitution[]> {
    const loaded = await this.current();
    const known = loaded.answers.get(key);
    if (known) return known;
    const fresh = compute(loaded.rows);
    if (loaded.answers.size >= MAX_ANSWERS) loaded.answers.delete(loaded.answers.keys().next().value as string);
    loaded.answers.set(key, fresh);
    return fresh;
  }

  private async current(): Promise<Loaded> {
    const version = await currentVersion(this.db);
    if (this.loaded && this.loaded.version === version) return this.loaded;
    return this.reload();
  }

  private reload(): Promise<Loaded> {
    this.reloading ??= load(this.db)
      .then((loaded) => {
        // A slower reload never replaces a newer one.
        if (!this.loaded || loaded.version >= this.loaded.version) this.loaded = loaded;
        return loaded;
      })
      .finally(() => {
        this.reloading = null;
      });
    return this.reloading;
  }
}

async function currentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: searchVersions.version }).from(searchVersions).where(eq(searchVersions.name, 'institutions'));
  return row?.version ?? 0;
}

async function load(db: Db): Promise<Loaded> {
  return db.transaction(
    async (tx) => {
      const version = await currentVersion(tx as unknown as Db);
      const rows = await tx
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
          searchText: institutions.searchText,
          popularity: institutions.popularity,
        })
        .from(institutions)
        .orderBy(sql`${institutions.id}`);
      return { version, rows, answers: new Map() };
    },
    { isolationLevel: 'repeatable read' },
  );
}

const indexes = new WeakMap<Db, InstitutionSearchIndex>();

/** The index of this database handle (one per app instance). */
export function searchIndexFor(db: Db): InstitutionSearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new InstitutionSearchIndex(db);
    indexes.set(db, index);
  }
  return index;
}
