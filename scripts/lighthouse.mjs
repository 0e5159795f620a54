// Lighthouse 13, mobile preset (its default config: Moto G Power class device, simulated slow 4G,
// 4x CPU slowdown), over every public route (issue 19): prints performance, accessibility, best
// practices and SEO per route, with the paint and shift metrics behind the performance score. Not a
// test: a measurement to report with its command. Needs `npm run build` first; Debian's Chromium.
// Each route is measured LH_RUNS times (default 3) and reported by its median run (Lighthouse's own
// computeMedianRun, as Lighthouse CI and its variability guide do): one run's performance score moves by
// ±5 on this 2-core machine (total blocking time 60 ms in one run, 239 ms in the next), so one run says
// little. The spread of the performance scores is printed beside it.
//   node scripts/lighthouse.mjs [route ...]     (npm run lighthouse -- /news_and_resources; LH_RUNS=5 npm run lighthouse)
// LH_SAVE=<folder> also writes each route's median report there (JSON: open it in the Lighthouse viewer, or
// read its network-requests, critical chains and script treemap to see what a score is made of).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startServer } from '../tests/e2e/harness.mjs';

// The routes of the axe sweep (tests/e2e/axe-sweep.mjs) that a visitor can open without a login.
// Chinese-only pages are asked for in Chinese (?lang=, see packages/server/src/http/page-head.ts).
const PUBLIC_ROUTES = [
  '/', '/college_list', '/not_institution?country=CHN', '/cs_school', '/change_country', '/about_us?k=clause', '/about_us?k=policy',
  '/news_and_resources', '/news_and_resources?id=1', '/about_us?k=update', '/about_us?k=partner', '/about_us?k=news',
  '/introduction', '/global_payments', '/about_en', '/global_education_payments', '/financial_technology', '/investors_and_partners',
  '/media_and_press', '/cooperate', '/contact', '/contactb', '/select_account?institution_id=U005DDB19F1', '/order?account_id=15',
  '/help_center?lang=zh-CN', '/personnel_query?lang=zh-CN',
];
const routes = process.argv.length > 2 ? process.argv.slice(2) : PUBLIC_ROUTES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LH_RUNS ?? 3);
const SAVE = process.env.LH_SAVE;
if (SAVE) mkdirSync(SAVE, { recursive: true });

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
const rows = [];
try {
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push((await lighthouse(server.base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })).lhr);
    }
    // A run whose trace failed (NO_NAVSTART now and then) is left out and counted; all failing is reported.
    const valid = filterToValidRuns(runs);
    const failed = runs.length - valid.length;
    const perfScores = valid.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
    const median = valid.length > 0 ? computeMedianRun(valid) : runs[0];
    const { categories, audits, runtimeError } = median;
    if (SAVE) writeFileSync(join(SAVE, `${route.replace(/[^a-zA-Z0-9]+/g, '_')}.json`), JSON.stringify(median));
    // A run Lighthouse could not measure (no paint seen, a page error) says so instead of scoring 0.
    if (runtimeError) console.log(`${route}: Lighthouse could not measure it: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id) => `${((audits[id]?.numericValue ?? NaN) / 1000).toFixed(1)} s`;
    const row = {
      route,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      'perf runs': perfScores.length > 0 ? `${Math.min(...perfScores)}–${Math.max(...perfScores)}` : '–',
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      si: ms('speed-index'),
      tbt: `${Math.round(audits['total-blocking-time']?.numericValue ?? NaN)} ms`,
      cls: (audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
    };
    // What cost points outside performance, so a score below 100 says why (printed, not tabled).
    const failing = Object.values(categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1).map((ref) => ref.id))
      .join(' ');
    rows.push(row);
    console.log(`${route}: performance ${row.perf} (median of ${valid.length} runs: ${perfScores.join(', ')}${failed ? `; ${failed} not measured` : ''}), accessibility ${row.a11y}, best practices ${row.bp}, SEO ${row.seo} (FCP ${row.fcp}, LCP ${row.lcp}, SI ${row.si}, TBT ${row.tbt}, CLS ${row.cls})${failing ? ` failing: ${failing}` : ''}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.table(rows);
