import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import sourceMapJs from 'source-map-js';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { startServer } from './tests/e2e/harness.mjs';
const route = process.argv[2] ?? '/order?account_id=15';
const waitSel = process.argv[3] ?? 'body';
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const totals = new Map(); const byFile = new Map(); let total = 0;
const consumers = new Map(); const stacks = new Map();
function consumer(url) {
  const file = url.replace(/^http:\/\/[^/]+\/assets\//, '/work/main/packages/app/dist/assets/');
  if (!consumers.has(file)) { try { consumers.set(file, new sourceMapJs.SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')))); } catch { consumers.set(file, null); } }
  return consumers.get(file);
}
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.base + route);
  await page.locator(waitSel).first().waitFor();
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => { const cf = n.callFrame; if (!cf.url.includes('/assets/')) return cf.functionName; const c = consumer(cf.url); const pos = c?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); return `${pos?.name ?? cf.functionName} ${(pos?.source ?? '').replace(/.*packages\//, '').replace(/.*node_modules\//, 'nm/')}:${pos?.line}`; };
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const n = nodes.get(id); const cf = n.callFrame; const ms = (dt[i] ?? 0) / 1000;
    let key = `${cf.functionName || '(anon)'} ${cf.url.replace(/^http:\/\/[^/]+/, '')}`;
    if (cf.url.includes('/assets/')) {
      const c = consumer(cf.url);
      const pos = c?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
      if (pos?.source) key = `${pos.name ?? cf.functionName} ${pos.source.replace(/.*node_modules\//, 'nm/').replace(/.*packages\//, '')}:${pos.line}`;
      const src = pos?.source ? (pos.source.includes('node_modules') ? pos.source.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1') : pos.source.replace(/.*packages\//, '').split('/').slice(0, 3).join('/')) : 'asset?';
      byFile.set(src, (byFile.get(src) ?? 0) + ms);
    } else if (cf.url === '' && cf.functionName === '(program)') byFile.set('(program)', (byFile.get('(program)') ?? 0) + ms);
    else if (cf.functionName === '(idle)') byFile.set('(idle)', (byFile.get('(idle)') ?? 0) + ms);
    else if (cf.functionName === '(garbage collector)') byFile.set('(gc)', (byFile.get('(gc)') ?? 0) + ms);
    else byFile.set('other:' + cf.url.slice(0, 40), (byFile.get('other:' + cf.url.slice(0, 40)) ?? 0) + ms);
    if (process.env.WHO && name(n).includes(process.env.WHO)) { let id = parent.get(n.id); const chain = []; for (let k = 0; k < 9 && id; k++) { chain.push(name(nodes.get(id))); id = parent.get(id); } const ck = chain.join(' < '); stacks.set(ck, (stacks.get(ck) ?? 0) + ms); }
    if (cf.functionName !== '(idle)') { totals.set(key, (totals.get(key) ?? 0) + ms); total += ms; }
  });
  await context.close();
}
console.log('busy total (3 runs, ms)', Math.round(total));
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${Math.round(v / 3)}\t${k}`).join('\n'));
console.log('--- top self');
console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${Math.round(v / 3)}\t${k}`).join('\n'));
console.log([...stacks].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${Math.round(v / 3)}\t${k}`).join('\n'));
await browser.close(); await server.stop();
