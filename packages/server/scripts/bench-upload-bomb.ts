/**
 * Measurement (not a test) of decompression bombs against a server on 127.0.0.1: a payer uploads
 * each bomb of test/helpers/upload-bombs.ts while another payer's browser (scripts/latency-probe.mjs,
 * its own process) asks for get_config every 20 ms. Prints per bomb: the answer, how long the
 * upload took, the other payer's slowest answer while it was checked, and this server process's
 * RSS before and at its peak; first the same window with no upload, for comparison.
 *   npx tsx packages/server/scripts/bench-upload-bomb.ts
 * PGlite in memory by default, PostgreSQL with DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { ORDER_EXAMPLE } from '../src/modules/orders/schemas';
import { localStorage } from '../src/providers/storage/local';
import { multipart } from '../test/helpers/multipart';
import { nestedDeflateBomb, objectStreamBomb, pixelBomb } from '../test/helpers/upload-bombs';

// objectStreamBomb(1): a PDF whose object stream inflates to 1 MB, within every limit (a control).

const probe = fileURLToPath(new URL('./latency-probe.mjs', import.meta.url));
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const now = () => performance.timeOrigin + performance.now();

const databaseUrl = process.env['DATABASE_URL'];
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
await migrate(database);
await seed(database);
const storageRoot = mkdtempSync(join(tmpdir(), 'edupay-bomb-'));
const app = await buildApp({ database, logger: false, storage: localStorage(storageRoot), config: { production: false, maintenance: false, secret: 'bench-secret', publicUrl: 'http://localhost:3000' } });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** A browser session: get_config's token, an SMS login (the code read from the dev outbox). */
async function payer(phone: string): Promise<string> {
  let token = ((await (await fetch(`${base}/api/get_config`)).json()) as { token: string }).token;
  const post = async (path: string, body: unknown) => {
    const answer = (await (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) })).json()) as { status_code: number; message: string; token?: string };
    if (answer.token) token = answer.token; // a login starts a new session
    return answer;
  };
  const sent = await post('/api/user/send_verification', { tel_code: '+86', phone });
  if (sent.status_code !== 200) throw new Error(sent.message);
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const outbox = (await (await fetch(`${base}/dev/outbox.json`)).json()) as { to: string; body: string }[];
    code = outbox.find((m) => m.to === `+86${phone}`)?.body.match(/\d{6}/)?.[0];
  }
  const login = await post('/api/user/login', { tel_code: '+86', phone, phone_captcha: code });
  if (login.status_code !== 200) throw new Error(login.message);
  return token;
}

const alice = await payer('13820001001');
const bob = await payer('13820001002');
const order = (await (await fetch(`${base}/api/order/order_submit`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: alice, 'idempotency-key': 'bomb-bench-1' }, body: JSON.stringify(ORDER_EXAMPLE) })).json()) as { message: string; data: { order_id: string } };
if (!order.data?.order_id) throw new Error(order.message);

/** Runs `act` while the probe times get_config; the slowest answer sent during `act`, and the peak RSS. */
async function timed(act: () => Promise<string>) {
  const child = spawn(process.execPath, [probe, `${base}/api/get_config`, '4', '20', `authorization=${bob}`]);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 800)); // the probe starts and warms up
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const from = now();
  const answer = await act();
  const to = now();
  loop.disable();
  clearInterval(sampler);
  await exited;
  const during = (JSON.parse(out) as [number, number][]).filter(([sent, took]) => sent + took >= from && sent <= to);
  const slowest = Math.round(Math.max(0, ...during.map(([, took]) => took)));
  return `${answer}; ${Math.round(to - from)} ms; get_config meanwhile: ${during.length} answers, slowest ${slowest} ms; server's event loop delayed at most ${Math.round(loop.max / 1e6)} ms; RSS ${mb(rssBefore)} -> peak ${mb(peak)} MB`;
}

console.log('no upload (1 s):', await timed(() => new Promise((resolve) => setTimeout(() => resolve('idle'), 1000))));
const bombs: [string, string, string, Buffer][] = [
  ['a clean PDF (the first upload starts the checking thread)', 'offer.pdf', 'application/pdf', objectStreamBomb(1)],
  ['PDF, object stream inflating to 600 MB', 'statement.pdf', 'application/pdf', objectStreamBomb(600)],
  ['PDF deflated twice (zip-style), 4 GB', 'invoice.pdf', 'application/pdf', nestedDeflateBomb(4)],
  ['PNG of 20,000 x 20,000 pixels', 'passport.png', 'image/png', pixelBomb()],
];
for (const [name, filename, contentType, bytes] of bombs) {
  const line = await timed(async () => {
    const { payload, headers } = multipart({ order_id: order.data.order_id, slot: 'enrolment_proof' }, [{ filename, contentType, bytes }]);
    const response = await fetch(`${base}/api/order/ident_files_upload`, { method: 'POST', headers: { ...headers, authorization: alice, cookie: 'language=en' }, body: new Uint8Array(payload) });
    const body = (await response.json()) as { status_code: number; message: string };
    return `${body.status_code} ${body.message}`;
  });
  console.log(`${name} (${Math.round(bytes.length / 1024)} KB): ${line}`);
}
await app.close();
await database.close();
rmSync(storageRoot, { recursive: true, force: true });
