/**
 * Benchmark (not a test): institution search over the full list (10k+ payees) through a real
 * HTTP server on 127.0.0.1. PGlite in memory by default, PostgreSQL with DATABASE_URL.
 *   npm run bench -w @edupay/server -- [requests=2000] [concurrency=8]
 * Prints p50/p95/p99 latency, requests per second, and the process's CPU time per request (client
 * and server share the process): a number other load on the machine does not move much.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

const total = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 8);

// What payers type: Chinese names and prefixes, abbreviations in any case or width, English words.
const QUERIES = ['牛津', '墨尔本大学', 'ucl', 'ＵＮＳＷ', 'harvard', 'univ', 'university of', 'technology', '香港', 'king', 'mel', 'toronto', 'nus', '理工', 'state university', 'college london', 'a', 'zzzz'];

const databaseUrl = process.env['DATABASE_URL'];
const setupStart = performance.now();
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
await migrate(database);
await seed(database);
const app = await buildApp({ database, logger: false, config: { production: true } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`setup ${((performance.now() - setupStart) / 1000).toFixed(1)} s (${databaseUrl ? 'PostgreSQL' : 'PGlite in memory'}), serving on ${address}`);

// Warm-up: plan caches, JIT.
for (const q of QUERIES) await fetch(`${address}/api/other/get_school?search_key=${encodeURIComponent(q)}`).then((r) => r.text());

const latencies: number[] = [];
let next = 0;
let failures = 0;
async function worker() {
  while (next < total) {
    const i = next;
    next += 1;
    const q = QUERIES[i % QUERIES.length]!;
    const started = performance.now();
    const response = await fetch(`${address}/api/other/get_school?search_key=${encodeURIComponent(q)}`);
    const body = (await response.json()) as { status_code: number };
    if (response.status !== 200 || body.status_code !== 200) failures += 1;
    latencies.push(performance.now() - started);
  }
}
const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
console.log(`${total} requests, concurrency ${concurrency}, ${failures} failures`);
console.log(`p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  max ${latencies[latencies.length - 1]!.toFixed(1)} ms`);
console.log(`${(total / seconds).toFixed(0)} requests/s, CPU ${((cpu.user + cpu.system) / 1000 / total).toFixed(2)} ms per request (client and server)`);

await app.close();
await database.close();
