// Writes dist/prerender/<name>.<locale>.html for each prerendered path (see src/prerender.tsx) after `vite build --ssr` has
// built src/prerender.tsx into dist/ssr/, which stays: the server renders the content pages with it per request
// (SERVER_RENDERED). Run by this package's build script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { PRERENDERED, SERVER_RENDERED, renderPage } = await import(`${root}dist/ssr/prerender.js`);
mkdirSync(`${root}dist/prerender`, { recursive: true });
for (const [path, { name }] of Object.entries(PRERENDERED)) {
  for (const locale of ['zh-CN', 'en', 'zh-TW']) {
    const html = await renderPage(path, locale);
    writeFileSync(`${root}dist/prerender/${name}.${locale}.html`, html);
    console.log(`prerendered ${path} (${locale}): ${(html.length / 1024).toFixed(1)} KB`);
  }
}
// The server reads which pages there are, and how each is hydrated, from here (packages/server/src/http/app-static.ts).
writeFileSync(`${root}dist/prerender/pages.json`, JSON.stringify(PRERENDERED, null, 2));
writeFileSync(`${root}dist/prerender/server-rendered.json`, JSON.stringify(SERVER_RENDERED));
