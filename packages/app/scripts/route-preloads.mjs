// Writes dist/route-preloads.json after the app's build: for each route of src/routes.tsx, the files its page
// needs beyond what index.html already preloads (the page's chunk and the chunks it imports), read from Vite's
// manifest. The server names them in the page's head as <link rel="modulepreload"> (packages/server/src/http/
// app-static.ts), so they download beside the entry instead of after it has run: the page's code used to wait
// for the entry's 80 KB, its start-up, and only then a first request for the route (one to several round
// trips on a phone's network; /order's form needs 20 such files).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const manifestFile = new URL('dist/.vite/manifest.json', root);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const routes = readFileSync(new URL('src/routes.tsx', root), 'utf8');

// One route a line: `{ path: '/order', page: lazyRoute(() => import('./pages/OrderPage')), ... }`, and the about
// texts of CONTENT_TEXT_PATHS, which share pages/ContentTextPage.
const lines = [...routes.matchAll(/\{ path: '([^']+)', page: lazyRoute\(\(\) => import\('\.\/(pages\/\w+)'\)\)/g)];
// A route this script cannot read would silently lose its preloads: fail the build instead.
const declared = [...routes.matchAll(/\{ path: '/g)].length;
if (lines.length !== declared) throw new Error(`route-preloads: read ${lines.length} of the ${declared} routes in src/routes.tsx; update the pattern`);
const pages = new Map(lines.map(([, path, page]) => [path, page]));
const contentTexts = /const CONTENT_TEXT_PATHS = \[([^\]]*)\]/.exec(routes);
if (!contentTexts) throw new Error('route-preloads: CONTENT_TEXT_PATHS not found in src/routes.tsx');
for (const [, path] of contentTexts[1].matchAll(/'([^']+)'/g)) pages.set(path, 'pages/ContentTextPage');

/** A chunk and everything it imports statically (what Vite's loader would fetch with it), as keys of the manifest. */
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
};
const atStart = closure(Object.keys(manifest).find((key) => manifest[key].isEntry));

const preloads = {};
for (const [path, page] of pages) {
  const key = `src/${page}.tsx`;
  if (!manifest[key]) throw new Error(`route-preloads: ${key} (route ${path}) is not in Vite's manifest`);
  preloads[path] = [...closure(key)].filter((k) => !atStart.has(k)).map((k) => `/${manifest[k].file}`);
}
writeFileSync(new URL('dist/route-preloads.json', root), JSON.stringify(preloads, null, 2));
// The manifest is the build's own bookkeeping, not a file to serve.
rmSync(new URL('dist/.vite', root), { recursive: true, force: true });
const counts = Object.values(preloads).map((files) => files.length);
console.log(`route-preloads.json: ${pages.size} routes, ${Math.min(...counts)}–${Math.max(...counts)} files each`);
