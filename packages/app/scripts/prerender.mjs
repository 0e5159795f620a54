// Writes dist/prerender/home.<locale>.html (see src/prerender.tsx) after `vite build --ssr` has
// built src/prerender.tsx into ssr/. Run by this package's build script.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { renderHome } = await import(`${root}ssr/prerender.js`);
mkdirSync(`${root}dist/prerender`, { recursive: true });
for (const locale of ['zh-CN', 'en', 'zh-TW']) {
  const html = await renderHome(locale);
  writeFileSync(`${root}dist/prerender/home.${locale}.html`, html);
  console.log(`prerendered / (${locale}): ${(html.length / 1024).toFixed(1)} KB`);
}
rmSync(`${root}ssr`, { recursive: true, force: true });
