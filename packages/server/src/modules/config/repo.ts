/** The queries of the config module: the home page's popular payees and the health probe. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutions } from '../../db/schema';

/** The most popular schools, most popular first (ties by id, so the list is stable). */
export async function popularSchools(db: Db, limit: number) {
  return db.select().from(institutions).where(eq(institutions.isSchool, 1)).orderBy(desc(institutions.popularity), institutions.id).limit(limit);
}

/** One round trip to the database; throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
