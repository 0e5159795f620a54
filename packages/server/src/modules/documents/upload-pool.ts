/**
 * The worker threads that inspect uploads (upload-inspect.ts), a piscina pool made on the first
 * upload and shared by every upload call of the process. What bounds one file:
 * - time: INSPECT_TIMEOUT_MS from the moment a worker starts on the file (it says so on a port of
 *   its own: a thread's start-up or a queue does not count against the file); past it the worker
 *   is stopped (piscina terminates it) and the file refused. WAIT_LIMIT_MS bounds the whole call;
 * - memory: each worker's JavaScript heap (WORKER_HEAP_MB); a worker that runs out is ended by
 *   Node and the file refused. Buffers outside the heap are bounded by pdf-budget.ts;
 * - place: at most two files are inspected at once, at a lower priority than the event loop
 *   (nice 10), and at most QUEUE_LIMIT wait; beyond that the upload is refused as too frequent.
 * From the sources (tests, `tsx`) the worker loads the TypeScript file through tsx; from dist/ it
 * loads its own bundle (tsup's `upload-inspect` entry), beside the server's.
 */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Inspection, InspectTask } from './upload-inspect';

export const INSPECT_TIMEOUT_MS = 10_000;
const WAIT_LIMIT_MS = 60_000;
const WORKER_HEAP_MB = 256;
const QUEUE_LIMIT = 32;

const fromSources = import.meta.url.endsWith('.ts');
let pool: Piscina<InspectTask, Inspection> | null = null;

function thePool(): Piscina<InspectTask, Inspection> {
  pool ??= new Piscina({
    filename: new URL(fromSources ? './upload-inspect.ts' : './upload-inspect.js', import.meta.url).href,
    ...(fromSources ? { execArgv: ['--import', 'tsx'] } : {}),
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 60_000,
    maxQueue: QUEUE_LIMIT,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    // Lower priority than the event loop's thread: when the cores are busy, requests go first.
    niceIncrement: 10,
  });
  return pool;
}

/** What came of an inspection that did not answer: over its time or memory, or no room in the queue. */
export type Unanswered = 'exhausted' | 'busy';

export async function inspectInWorker(bytes: Buffer, allowed: readonly string[]): Promise<Inspection | Unanswered> {
  const workers = thePool();
  if (workers.queueSize >= QUEUE_LIMIT) return 'busy';
  const cancel = new AbortController();
  const { port1: started, port2: startPort } = new MessageChannel();
  let running: NodeJS.Timeout | undefined;
  started.once('message', () => (running = setTimeout(() => cancel.abort(), INSPECT_TIMEOUT_MS)));
  const waiting = setTimeout(() => cancel.abort(), WAIT_LIMIT_MS);
  try {
    return await workers.run({ bytes, allowed, started: startPort }, { signal: cancel.signal, transferList: [startPort] });
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string };
    if (name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') return 'exhausted';
    if ((error as Error).message === 'Task queue is at limit') return 'busy';
    throw error;
  } finally {
    clearTimeout(running);
    clearTimeout(waiting);
    started.close();
  }
}
