/**
 * Opens the database: PostgreSQL through pg when a connection string is given, otherwise PGlite
 * (PostgreSQL compiled to WebAssembly) with its files under dataDir, or in memory. Both are driven
 * through drizzle's PostgreSQL dialect, so every query and migration is written once.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common type of both drivers' drizzle instances. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'pg';
  /** PostgreSQL only: the connection string (the job queue opens its own small pool on it). */
  readonly connectionString?: string;
  /** PGlite only: the one client, which the job queue shares (PGlite is a single connection). */
  pgliteClient(): PGlite;
  /** Runs a multi-statement SQL script (simple query protocol): installers shipped as SQL text. */
  execScript(script: string): Promise<void>;
  /** Run fn holding a PostgreSQL advisory lock (several instances migrating or seeding at once). */
  withLock<T>(lockId: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... : use PostgreSQL. */
  readonly databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  readonly dataDir?: string | undefined;
  /** An existing PGlite instance (tests load one from a prepared dump). */
  readonly pglite?: PGlite;
  /** pg pool size. */
  readonly poolSize?: number;
}

/** PGlite options every instance needs: the extensions the migrations create (pg_trgm). */
export function pgliteOptions(extra: PGliteOptions = {}): PGliteOptions {
  return { ...extra, extensions: { pg_trgm } };
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPg(options.databaseUrl, options.poolSize ?? 10);
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(pgliteOptions(options.dataDir ? { dataDir: options.dataDir } : {}));
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const pglite = client;
  return {
    db,
    driver: 'pglite',
    // One PGlite instance is one connection used by one process: its own mutex is the lock.
    withLock: (_lockId, fn) => fn(db),
    pgliteClient: () => pglite,
    execScript: async (script) => {
      await pglite.exec(script);
    },
    close: () => pglite.close(),
  };
}

function openPg(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server ends (restart, failover, admin termination) is re-emitted on the
  // pool; without a listener that error would crash the process. The pool replaces the connection.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle connection closed: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    connectionString,
    pgliteClient: () => {
      throw new Error('not a PGlite database');
    },
    // A query without parameters goes by the simple protocol, which takes several statements.
    execScript: async (script) => {
      await pool.query(script);
    },
    async withLock(lockId, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await fn(drizzlePg({ client, schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
