// Writes dist/home.html after the app's and the boot's builds (see vite.boot.config.ts): index.html with the boot
// (src/boot.ts) for its script. The app's entry and the files it imports at once move into
// <meta name="edupay-app">, for the boot to load on intent; the stylesheet stays, the page is painted by it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const index = readFileSync(new URL('index.html', dist), 'utf8');
const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"([^>]*)><\/script>/.exec(index);
if (!entryTag) throw new Error('dist/index.html names no module script');
const [tag, entry, attributes] = entryTag;
const preloads = [...index.matchAll(/\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)"[^>]*>/g)];
const boot = readdirSync(new URL('assets/', dist)).filter((file) => /^boot-[\w-]+\.js$/.test(file));
if (boot.length !== 1) throw new Error(`expected one boot file in dist/assets, found ${boot.length}`);

let home = index.replace(
  tag,
  `<meta name="edupay-app" content="${entry}" data-preload="${preloads.map(([, href]) => href).join(' ')}">\n` +
    `    <script type="module" crossorigin src="/assets/${boot[0]}"${attributes}></script>`,
);
for (const [link] of preloads) home = home.replace(link, '');
writeFileSync(new URL('home.html', dist), home);
console.log(`home.html: /assets/${boot[0]}, the app (${entry}) and ${preloads.length} files on intent`);
