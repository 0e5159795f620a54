// A small closed-loop HTTP load generator (keep-alive, N connections, fixed duration), run as its
// own process by bench-config.ts so it does not share the servers' event loop.
//   node scripts/load.mjs <url> <connections> <seconds> [header=value ...]
import http from 'node:http';

const [url, connections = '32', seconds = '5', ...headerArgs] = process.argv.slice(2);
const headers = Object.fromEntries(headerArgs.map((h) => h.split(/=(.*)/s).slice(0, 2)));
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const deadline = Date.now() + Number(seconds) * 1000;
let done = 0;
let failed = 0;
let bytes = 0;
const latencies = [];

function one() {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode === 200) done += 1;
        else failed += 1;
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        resolve();
      });
    });
    req.on('error', () => {
      failed += 1;
      resolve();
    });
  });
}

async function loop() {
  while (Date.now() < deadline) await one();
}

const started = Date.now();
await Promise.all(Array.from({ length: Number(connections) }, loop));
const elapsed = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
process.stdout.write(JSON.stringify({ rps: done / elapsed, failed, bytesPerResponse: done ? bytes / done : 0, p50: at(0.5), p95: at(0.95) }));
agent.destroy();
