/**
 * A fresh app and database per test file: PGlite in memory (loaded from a migrated and seeded
 * dump made once per machine, because initdb + seeding 10k payees takes seconds), or, when
 * DATABASE_URL is set, a new PostgreSQL database copied for the file from a migrated and seeded
 * template database (made once per machine, for the same reason) and dropped after it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { Limits } from '../../src/config';
import { openDatabase, pgliteOptions, type Database } from '../../src/db/client';
import { migrate, migrationsFolder } from '../../src/db/migrate';
import { seed, SEED_VERSION } from '../../src/db/seed';
import { localStorage } from '../../src/providers/storage/local';
import type { StorageProvider } from '../../src/providers/storage';

/** Fixed captcha answers, so tests can type them. */
export const IMAGE_CAPTCHA = '4821';
export const SLIDER_X = 150;

/**
 * A drag track as a hand makes it: ~0.9 s, 24 samples at uneven times, speeding up then slowing
 * down, ending at `finalX` (the slider provider refuses a script's even three-point track).
 */
export function humanTrack(finalX: number): [number, number][] {
  const track: [number, number][] = [];
  let ms = 0;
  for (let i = 0; i <= 23; i += 1) {
    const progress = i / 23;
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    track.push([ms, Math.round(finalX * eased)]);
    ms += 28 + ((i * 37) % 23);
  }
  return track;
}

/** Cheap argon2id for tests only (production uses PRODUCTION_ARGON2). */
const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

function templateKey(): string {
  const hash = createHash('sha256').update(SEED_VERSION);
  const folder = migrationsFolder();
  for (const file of readdirSync(folder).sort()) if (file.endsWith('.sql')) hash.update(readFileSync(join(folder, file)));
  // Whatever shapes the seeded data: a change makes a new dump.
  for (const source of ['../../src/db/migrate.ts', '../../src/plugins/jobs.ts', '../../src/domain/chinese-script.ts', '../../src/data/institution-names.ts', '../../src/data/managers.ts', '../../src/db/seed.ts', '../../src/domain/search-text.ts', '../../src/data/payee-accounts.ts', '../../src/modules/institutions/seed-payees.ts', '../../src/modules/fx/seed.ts', '../../src/modules/payments/seed.ts', '../../src/domain/points.ts', '../../src/providers/fx/dev.ts']) {
    hash.update(readFileSync(new URL(source, import.meta.url)));
  }
  const contentSeed = new URL('../../src/modules/content/seed/', import.meta.url);
  for (const file of readdirSync(contentSeed).sort()) hash.update(readFileSync(new URL(file, contentSeed)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * One process builds the dump while the other test files wait for it (a lock file), instead of
 * every file running initdb and the seed at once on a 2-core machine.
 */
async function waitForTemplate(file: string): Promise<boolean> {
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return false;
    try {
      closeSync(openSync(lock, 'wx'));
      return true;
    } catch {
      // Someone else builds it; a lock older than 5 minutes is from a crashed run.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 300_000) unlinkSync(lock);
      } catch {
        // the lock went away meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function pgliteFromTemplate(): Promise<Database> {
  const file = join(tmpdir(), `edupay-server-template-${templateKey()}.tar`);
  if (await waitForTemplate(file)) {
    try {
      const fresh = await openDatabase({});
      await migrate(fresh);
      await seed(fresh);
      const client = (fresh as unknown as { db: { $client: PGlite } }).db.$client;
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${randomUUID()}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file); // atomic: parallel test files never read half a dump
      return fresh;
    } finally {
      unlinkSync(`${file}.lock`); // also on failure, so the other files do not wait for nothing
    }
  }
  const pglite = new PGlite(pgliteOptions({ loadDataDir: new Blob([readFileSync(file)]) }));
  return openDatabase({ pglite });
}

/**
 * The migrated and seeded PostgreSQL database new test databases are copied from (CREATE DATABASE …
 * TEMPLATE: about 0.1 s, where migrating and seeding took 2.3 s per app). Built once per template key
 * by whichever test file gets the advisory lock first; it gets its final name only when complete, so a
 * crashed build is never copied.
 */
const TEMPLATE_PREFIX = 'edupay_template_';

/**
 * Drops the templates named `prefix…` other than `current`, past the `keep` newest (by oid): each migration or seed
 * change builds a new one (19 MB), and on a shared PostgreSQL they would pile up. The newest are kept for a run of
 * another commit on the same machine that may still copy from one; a template being built (`…_building`) or copied
 * from is left alone (skipped while it has a connection; a drop refused anyway is ignored).
 */
/** A LIKE pattern for the names starting with `prefix` (its `_` and `%` taken literally). */
export const startingWith = (prefix: string) => `${prefix.replace(/[\\_%]/g, (c) => `\\${c}`)}%`;

export async function dropOlderTemplates(admin: pg.Client, prefix: string, current: string, keep = 2): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database d where datname like $1 and datname <> $2 and datname not like '%\\_building'
       and not exists (select 1 from pg_stat_activity a where a.datname = d.datname) order by oid desc offset $3`,
    [startingWith(prefix), current, keep],
  );
  const dropped: string[] = [];
  for (const { datname } of rows) {
    const done = await admin.query(`drop database if exists "${datname}"`).then(
      () => true,
      () => false,
    );
    if (done) dropped.push(datname);
  }
  return dropped;
}

async function postgresTemplate(admin: pg.Client, url: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${templateKey()}`;
  const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    try {
      await migrate(database);
      await seed(database);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    await dropOlderTemplates(admin, TEMPLATE_PREFIX, name);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

async function postgresDatabase(url: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `edupay_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const template = await postgresTemplate(admin, url);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 4 });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: { now: Date; advance(seconds: number): void };
  /** Where this app's uploads are stored (a temporary folder of its own, never the repo's .data). */
  storageRoot: string;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    limits?: Partial<Limits>;
    config?: Record<string, unknown>;
    start?: Date;
    workJobs?: boolean;
    storage?: StorageProvider;
    /** What the app sees of the database (e.g. a query-counting wrapper, helpers/query-count.ts); `t.database` stays the real one. */
    wrapDatabase?: (database: Database) => Database;
  } = {},
): Promise<TestApp> {
  const url = process.env['DATABASE_URL'];
  const { database, drop } = url ? await postgresDatabase(url) : { database: await pgliteFromTemplate(), drop: async () => {} };
  const clock = {
    now: options.start ?? new Date('2026-03-02T02:00:00Z'),
    advance(seconds: number) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const storageRoot = mkdtempSync(join(tmpdir(), 'edupay-test-uploads-'));
  const app = await buildApp({
    database: options.wrapDatabase ? options.wrapDatabase(database) : database,
    argon2: TEST_ARGON2,
    now: () => clock.now,
    logger: false,
    storage: options.storage ?? localStorage(storageRoot),
    captchaAnswers: { image: () => IMAGE_CAPTCHA, slider: () => ({ x: SLIDER_X, y: 40 }) },
    // A test file places many orders for one payer (a few dozen in the payment files); the cap of 10
    // open unpaid orders is tested where it is the subject (growth-bounds.test.ts sets it).
    limits: { openUnpaidOrdersPerPayer: 100, ...options.limits },
    ...(options.workJobs === false ? { workJobs: false } : {}),
    config: { production: false, maintenance: false, smtpUrl: undefined, secret: 'test-secret', publicUrl: 'http://localhost:3000', ...options.config },
  });
  return {
    app,
    database,
    clock,
    storageRoot,
    async close() {
      await app.close();
      // A test may have closed the database on purpose (fault tests): still drop it.
      await database.close().catch(() => {});
      await drop();
      rmSync(storageRoot, { recursive: true, force: true });
    },
  };
}

/**
 * Another app over the same database (other configuration), without loading a database again; with
 * `database`, over its own connection to it (another instance: its own pool, its own LISTEN).
 */
export async function siblingApp(t: TestApp, config: Record<string, unknown>, more: { readonly limits?: Partial<Limits>; readonly database?: Database } = {}): Promise<FastifyInstance> {
  return buildApp({
    database: more.database ?? t.database,
    limits: more.limits ?? {},
    argon2: TEST_ARGON2,
    now: () => t.clock.now,
    logger: false,
    config: { production: false, maintenance: false, smtpUrl: undefined, secret: 'test-secret', publicUrl: 'http://localhost:3000', ...config },
  });
}

// Answers are read field by field in the tests; `any` keeps those reads short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Envelope = { status_code: number; message: string; data: any; token?: string; user_info?: { user_name: string; user_country: string } };

let clientCount = 0;
/** Each client its own address, so per-IP limits of one test do not hit another. */
const nextIp = () => {
  clientCount += 1;
  return `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
};

/** A client with its own session (token) and language, like one browser. */
export class Client {
  token: string | undefined;
  constructor(
    private readonly app: FastifyInstance,
    public language: string | undefined = undefined,
    public ip = nextIp(),
  ) {}

  async raw(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.token) headers['authorization'] = this.token;
    if (this.language) headers['cookie'] = `language=${this.language}`;
    const response = await this.app.inject({ remoteAddress: this.ip, ...options, headers });
    // Like a browser and the spec's client: a token cookie set by any answer (an image too) is kept.
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const set = cookies.map((c) => /^token=([^;]+)/.exec(c)?.[1]).find(Boolean);
    if (set) this.token = set;
    const contentType = String(response.headers['content-type'] ?? '');
    if (contentType.includes('json')) {
      const body = response.json() as Envelope;
      if (body.token) this.token = body.token;
    }
    return response;
  }

  async get(url: string, query?: Record<string, string>): Promise<Envelope> {
    const response = await this.raw({ method: 'GET', url, ...(query ? { query } : {}) });
    return response.json() as Envelope;
  }

  async post(url: string, payload: unknown): Promise<Envelope> {
    const response = await this.raw({ method: 'POST', url, payload: payload as object });
    return response.json() as Envelope;
  }

  /** get_config: the first call of every page, which hands out the session. */
  config(): Promise<Envelope> {
    return this.get('/api/get_config');
  }
}

/**
 * Waits until the job queue has sent everything enqueued so far (SMS and e-mail go through it), or
 * only what is addressed to `to`: parallel journeys keep adding jobs, so waiting for the whole queue
 * to drain could starve under load (it did on CI's PostgreSQL run).
 */
export async function jobsSettled(app: FastifyInstance, to?: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await app.ctx.jobs.pending(to)) > 0) {
    if (Date.now() > deadline) throw new Error('jobs still pending');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The newest SMS (or e-mail) sent to `to`, from the dev outbox, once the queue has sent it. */
export async function lastMessage(app: FastifyInstance, to: string): Promise<{ body: string; subject: string | null } | undefined> {
  await jobsSettled(app, to);
  const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
  const list = response.json() as { to: string; body: string; subject: string | null }[];
  return list.find((m) => m.to === to);
}

export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const message = await lastMessage(app, to);
  const code = message?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
