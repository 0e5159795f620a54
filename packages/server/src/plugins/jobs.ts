/**
 * The job queue: work that must happen reliably after a request (SMS, e-mail; later quote expiry,
 * webhooks, provider re-queries) is a pg-boss job on the same PostgreSQL (or PGlite) as the data.
 *
 * A job is enqueued inside the request's transaction (`jobs.transaction`), so the change and its
 * consequence commit together: a crash after the commit still delivers (any instance's worker picks
 * the job up, also after a restart), a failure before it delivers nothing. After the commit the
 * local worker is woken at once, so a code arrives without waiting for the next poll.
 */
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, getConstructionPlans, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { Database, Db } from '../db/client';
import type { MailMessage } from '../providers/mail';

/** The queues, one const array: it gives the TypeScript union and the queues created at start. */
export const JOB_QUEUES = ['sms', 'email', 'payment_requery', 'order_autoclose', 'refund_submit', 'transfer_return', 'price_change_expire', 'quote_expiring'] as const;
export type JobQueue = (typeof JOB_QUEUES)[number];

export interface JobPayloads {
  sms: { readonly to: string; readonly body: string };
  email: MailMessage;
  /** Ask the provider about a payment that has not called back (modules/payments/charges.ts). */
  payment_requery: { readonly payment_id: string };
  /** Ask the provider for a refund not yet final (modules/refunds/service.ts), after a crash before the route did. */
  refund_submit: { readonly refund_id: string };
  /** Ask the provider to return an unmatched transfer not yet returned (modules/transfers/service.ts). */
  transfer_return: { readonly transfer_id: string };
  /** Close an order still unpaid UNPAID_CLOSE_DAYS after it was placed (modules/orders/lifecycle.ts). */
  order_autoclose: { readonly order_id: string };
  /** Refund a price change still awaiting the payer's choice when its window ends (modules/pricing/price-change.ts). */
  price_change_expire: { readonly price_change_id: string };
  /** Tell the payer their quote is about to expire, if it is still the order's live quote (modules/payments/quote-expiry-notice.ts). */
  quote_expiring: { readonly quote_id: string };
}

export type JobHandlers = { readonly [Q in JobQueue]: (data: JobPayloads[Q]) => Promise<void> };

export interface EnqueueOptions {
  /** Run no sooner than this many seconds from now. */
  readonly startAfterSeconds?: number;
}

export type Enqueue = <Q extends JobQueue>(queue: Q, data: JobPayloads[Q], options?: EnqueueOptions) => Promise<void>;

export interface JobRow {
  readonly id: string;
  readonly queue: string;
  readonly state: string;
  readonly retry_count: number;
  readonly created_on: string;
  readonly completed_on: string | null;
  readonly data: unknown;
}

export interface Jobs {
  /** Runs fn in one transaction; the jobs it enqueues commit with its writes and are worked right after. */
  transaction<T>(fn: (tx: Db, enqueue: Enqueue) => Promise<T>): Promise<T>;
  /** Enqueues inside a transaction the caller already holds (its commit carries the job). */
  enqueueIn<Q extends JobQueue>(tx: Db, queue: Q, data: JobPayloads[Q], options?: EnqueueOptions): Promise<void>;
  /** Starts this instance's workers. */
  work(handlers: JobHandlers): Promise<void>;
  /**
   * Jobs not finished yet (queued, active or waiting for a retry), all of them or only those addressed
   * to `to` (an SMS number or e-mail address): tests wait for 0.
   */
  pending(to?: string): Promise<number>;
  /** Newest first, for the development page. */
  recent(limit?: number): Promise<JobRow[]>;
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';
/** Failed sends are retried with backoff: 5 tries over about a minute and a half. */
const RETRY = { retryLimit: 4, retryDelay: 5, retryBackoff: true } as const;

/**
 * SMS and e-mail jobs carry what they send: login codes, reset links. pg-boss keeps a finished job
 * 7 days by default; these go a minute after they were sent or gave up, and one that could not be
 * sent within a day is dropped (its code died long before).
 */
const KEPT: Partial<Record<JobQueue, { readonly deleteAfterSeconds: number; readonly retentionSeconds: number }>> = {
  sms: { deleteAfterSeconds: 60, retentionSeconds: 86_400 },
  email: { deleteAfterSeconds: 60, retentionSeconds: 86_400 },
};

function bossOptions(database: Database): ConstructorOptions {
  // Supervision and maintenance timers run on one instance at a time (pg-boss coordinates them).
  const common = { schema: SCHEMA, migrate: true } as const;
  if (database.driver === 'pg') return { ...common, connectionString: database.connectionString, max: 3 };
  return { ...common, backend: 'pglite', db: fromPglite(database.pgliteClient()) };
}

/**
 * Installs the queue's tables with the other migrations (under the migration lock), so a prepared
 * database (a test template, a fresh deployment) already has them and `start` does not build them.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const found = await database.db.execute(sql`select 1 from pg_namespace where nspname = ${SCHEMA}`);
  if (rowsOf(found).length > 0) return;
  // The plan takes pg-boss's own advisory lock, so two instances installing at once are safe.
  await database.execScript(getConstructionPlans(SCHEMA, { backend: database.driver === 'pg' ? 'postgres' : 'pglite' }));
}

export async function startJobs(database: Database, onError: (error: Error) => void): Promise<Jobs> {
  const boss = new PgBoss(bossOptions(database));
  boss.on('error', onError);
  await boss.start();
  for (const queue of JOB_QUEUES) await boss.createQueue(queue, { ...RETRY, ...KEPT[queue] });
  // A queue made before its retention was set keeps its old one otherwise.
  for (const [queue, kept] of Object.entries(KEPT)) await boss.updateQueue(queue, kept);
  const workers = new Map<JobQueue, string>();

  return {
    async transaction(fn) {
      const queued = new Set<JobQueue>();
      const result = await database.db.transaction(async (tx) => {
        const enqueue: Enqueue = async (queue, data, options = {}) => {
          await boss.send(queue, data as object, { db: fromDrizzle(tx as never, sql), ...startAfter(options) });
          queued.add(queue);
        };
        return fn(tx as unknown as Db, enqueue);
      });
      for (const queue of queued) {
        const worker = workers.get(queue);
        if (worker) boss.notifyWorker(worker);
      }
      return result;
    },
    async enqueueIn(tx, queue, data, options = {}) {
      // No wake-up: the caller's transaction has not committed yet; the worker's poll finds it.
      await boss.send(queue, data as object, { db: fromDrizzle(tx as never, sql), ...startAfter(options) });
    },
    async work(handlers) {
      for (const queue of JOB_QUEUES) {
        const handler = handlers[queue] as (data: unknown) => Promise<void>;
        // Re-queries are idempotent and many at a time (one per unfinished payment): taken in
        // batches, so a poll keeps up with them. SMS and e-mail one by one: a failed batch would
        // resend the messages that went.
        const batchSize = queue === 'payment_requery' ? 20 : 1;
        const id = await boss.work<object>(queue, { pollingIntervalSeconds: 2, batchSize }, async (batch) => {
          for (const job of batch) await handler(job.data);
        });
        workers.set(queue, id);
      }
    },
    async pending(to) {
      const addressed = to === undefined ? sql`` : sql` and data->>'to' = ${to}`;
      const result = await database.db.execute(
        sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')${addressed}`,
      );
      return Number(rowsOf(result)[0]?.['n'] ?? 0);
    },
    async recent(limit = 200) {
      const result = await database.db.execute(
        sql`select id, name, state, retry_count, created_on, completed_on, data from pgboss.job order by created_on desc limit ${limit}`,
      );
      return rowsOf(result).map((row) => ({
        id: String(row['id']),
        queue: String(row['name']),
        state: String(row['state']),
        retry_count: Number(row['retry_count']),
        created_on: new Date(row['created_on'] as string).toISOString(),
        completed_on: row['completed_on'] ? new Date(row['completed_on'] as string).toISOString() : null,
        data: row['data'],
      }));
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

const startAfter = (options: EnqueueOptions) => (options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {});

/** drizzle's execute answers `{ rows }` on both drivers. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
