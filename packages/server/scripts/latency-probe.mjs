// The other user's browser for bench-upload-bomb.ts, as its own process (so the server's event loop
// cannot delay its timers): GET <url> every <interval> ms for <seconds> s, then prints one JSON
// array of [sent at (ms since the epoch), took (ms)] per answer.
//   node scripts/latency-probe.mjs <url> <seconds> <interval> [header=value ...]
const [url, seconds = '5', interval = '20', ...headerArgs] = process.argv.slice(2);
const headers = Object.fromEntries(headerArgs.map((h) => h.split(/=(.*)/s).slice(0, 2)));
const now = () => performance.timeOrigin + performance.now();
const deadline = now() + Number(seconds) * 1000;
const samples = [];
while (now() < deadline) {
  const sent = now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`answered ${response.status}`);
  const took = now() - sent;
  samples.push([sent, took]);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(interval) - took)));
}
process.stdout.write(JSON.stringify(samples));
