/**
 * The institution list held in memory for search (issue 15 item 8: p95 <= 10 ms at concurrency 8
 * on PGlite; LIKE over 10k rows in SQL took ~75 ms there, because PGlite runs one query at a time).
 *
 * Never stale, on any instance: a statement trigger on `institutions` (migration 0008) bumps
 * search_versions.version in the writing transaction and NOTIFYs `institutions_changed`. The rows
 * and their version are read in one repeatable-read transaction, so they always belong together.
 * Answers computed from a version's rows are kept with that version and dropped with it.
 *
 * When to read the version again:
 * - Following the notifications (PGlite, see follow()): only after an `institutions_changed`
 *   arrived. PGlite is one connection in this process, and it hands a NOTIFY to its listeners
 *   while it reads the committing statement's answer, before that statement's caller resumes: by
 *   the time any write (ours, or SQL by hand through the same client) has returned, the index
 *   knows. A search then costs no query at all, which matters because PGlite runs one query at a
 *   time: 8 concurrent searches each reading the version queued behind each other.
 * - Otherwise (PostgreSQL, or an index that does not follow): before every search (one primary-key
 *   read). Several instances share one PostgreSQL, and a notification reaches another instance's
 *   listening connection some time after the commit; reading the version per search means a
 *   change committed anywhere is seen by the next search everywhere, with no such window. On a
 *   pool that read runs beside the others, so it costs little there.
 */
import { eq, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
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
  readonly answers: Map<string, unknown>;
}

/** Answers kept per version; the oldest is dropped first. */
const MAX_ANSWERS = 1000;

/** The channel migration 0008's trigger notifies. */
export const CHANGE_CHANNEL = 'institutions_changed';

export class InstitutionSearchIndex {
  private loaded: Loaded | null = null;
  /** One reload at a time: concurrent searches that see a new version share it. */
  private reloading: Promise<Loaded> | null = null;
  /** The LISTEN of follow(), once asked for. */
  private subscription: Promise<() => Promise<void>> | null = null;
  /** True once that LISTEN is in effect: from then on every committed change is notified. */
  private listening = false;
  /** Notifications received so far. */
  private changes = 0;
  /** `changes` as it was before the loaded rows were last confirmed current while listening; -1: not confirmed. */
  private confirmedAt = -1;

  constructor(private readonly db: Db) {}

  /**
   * Follow `institutions_changed` on this PGlite client (the one `db` runs on) instead of reading
   * the version before every search. Idempotent; the answer stops following.
   */
  async follow(client: PGlite): Promise<() => Promise<void>> {
    this.subscription ??= client
      .listen(CHANGE_CHANNEL, () => {
        this.changes += 1;
      })
      .then((unlisten) => {
        this.listening = true;
        return unlisten;
      });
    const unlisten = await this.subscription;
    return async () => {
      this.listening = false;
      this.subscription = null;
      this.confirmedAt = -1;
      // A closed client has no LISTEN left to end.
      if (!client.closed) await unlisten();
    };
  }

  /** The rows as of the database's current version. */
  async rows(): Promise<readonly IndexedInstitution[]> {
    return (await this.current()).rows;
  }

  /**
   * `compute` over the current rows, remembered under `key` for this version only. A key names
   * one kind of answer: the same key must always be computed the same way.
   */
  async answer<T>(key: string, compute: (rows: readonly IndexedInstitution[]) => T): Promise<T> {
    const loaded = await this.current();
    if (loaded.answers.has(key)) return loaded.answers.get(key) as T;
    const fresh = compute(loaded.rows);
    if (loaded.answers.size >= MAX_ANSWERS) loaded.answers.delete(loaded.answers.keys().next().value as string);
    loaded.answers.set(key, fresh);
    return fresh;
  }

  private async current(): Promise<Loaded> {
    // Nothing changed since the rows were confirmed (only known while listening).
    if (this.loaded && this.listening && this.confirmedAt === this.changes) return this.loaded;
    // Taken before reading: a change notified while we read makes the next search check again; a
    // read begun before the LISTEN was in effect confirms nothing (a change may have gone unnoticed).
    const seen = this.listening ? this.changes : -1;
    const version = await currentVersion(this.db);
    let loaded = this.loaded && this.loaded.version === version ? this.loaded : await this.reload();
    // A reload already under way may have begun before that version was committed.
    while (loaded.version < version) loaded = await this.reload();
    this.confirmedAt = seen;
    return loaded;
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
