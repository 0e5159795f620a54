/**
 * Benchmark (not a test) of get_config (issue 11): our server and a bare node:http server that
 * sends the same body with JSON.stringify, loaded in the same run by scripts/load.mjs (a separate
 * process, keep-alive connections). Prints both throughputs, the ratio (target >= 50 %), latency,
 * and this process's RSS idle and under load.
 *   npm run bench:config -w @edupay/server -- [connections=32] [seconds=5]
 * PGlite in memory by default, PostgreSQL with DATABASE_URL.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

const connections = Number(process.argv[2] ?? 32);
const seconds = Number(process.argv[3] ?? 5);
const run = promisify(execFile);
const loader = fileURLToPath(new URL('./load.mjs', import.meta.url));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const databaseUrl = process.env['DATABASE_URL'];
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
await migrate(database);
await seed(database);
const app = await buildApp({ database, logger: false, config: { production: true } });
const ours = await app.listen({ port: 0, host: '127.0.0.1' });

// The bare server answers the same body, serialised per request as a plain handler would.
const body = JSON.parse(await (await fetch(`${ours}/api/get_config`)).text()) as unknown;
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/api/get_config`;

async function load(url: string, headers: string[] = []) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const { stdout } = await run(process.execPath, [loader, url, String(connections), String(seconds), ...headers]);
  clearInterval(sampler);
  return { ...(JSON.parse(stdout) as { rps: number; failed: number; bytesPerResponse: number; p50: number; p95: number }), peakRss: peak };
}

// Warm-up (JIT, the config cache), then the measured runs, alternating so drift hits both.
await load(`${ours}/api/get_config`);
await load(bareUrl);
global.gc?.();
const idle = process.memoryUsage().rss;
const idleParts = process.memoryUsage();
const anonymous = await load(`${ours}/api/get_config`);
const bareRun = await load(bareUrl);
const gzip = await load(`${ours}/api/get_config`, ['accept-encoding=gzip']);
// With a session (its row is read per request; the shared part still comes from the cache).
const token = ((await (await fetch(`${ours}/api/other/slider_captcha`)).json()) as { token: string }).token;
const withSession = await load(`${ours}/api/get_config`, [`authorization=${token}`]);

const line = (name: string, r: Awaited<ReturnType<typeof load>>) =>
  `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  ${(r.bytesPerResponse / 1024).toFixed(1)} KB/answer  failed ${r.failed}  peak RSS ${mb(r.peakRss)}`;
console.log(`get_config, ${connections} connections, ${seconds} s each, ${databaseUrl ? 'PostgreSQL' : 'PGlite in memory'}`);
console.log(line('bare node:http (JSON.stringify)', bareRun));
console.log(line('EduPay get_config', anonymous));
console.log(line('EduPay get_config (gzip)', gzip));
console.log(line('EduPay get_config (a session)', withSession));
console.log(`ratio EduPay / bare: ${((anonymous.rps / bareRun.rps) * 100).toFixed(0)} %  (target >= 50 %)`);
console.log(`RSS idle ${mb(idle)}; under load peak ${mb(Math.max(anonymous.peakRss, gzip.peakRss, withSession.peakRss))}`);
// What holds it: the JS heap, and ArrayBuffers (PGlite's WebAssembly memory, the database, lives there).
console.log(`idle: JS heap used ${mb(idleParts.heapUsed)} of ${mb(idleParts.heapTotal)}, ArrayBuffers ${mb(idleParts.arrayBuffers)}, external ${mb(idleParts.external)}`);

await app.close();
bare.close();
await database.close();
