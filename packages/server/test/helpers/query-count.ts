/**
 * The same database as the app's, with every query the app sends through drizzle recorded (drizzle's
 * own logger, over the same client or pool): a test counts what a code path costs the database.
 * The job queue has its own connections and is not counted.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';

export interface QueryLog {
  /** The SQL of each query so far. */
  readonly queries: string[];
  /** How many queries so far mention `text` (a table name, quoted as drizzle writes it). */
  count(text: string): number;
  reset(): void;
}

export function countingDatabase(log: QueryLog & { queries: string[] }) {
  return (database: Database): Database => {
    const logger = { logQuery: (query: string) => void log.queries.push(query) };
    const client = (database.db as unknown as { $client: unknown }).$client;
    const db = (database.driver === 'pg' ? drizzlePg({ client: client as never, schema, logger }) : drizzlePglite({ client: client as never, schema, logger })) as unknown as Db;
    return { ...database, db };
  };
}

export function queryLog(): QueryLog & { queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    count: (text) => queries.filter((q) => q.includes(text)).length,
    reset: () => void queries.splice(0),
  };
}
