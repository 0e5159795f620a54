// Writes a .br and a .gz copy beside every text asset of dist/, once at build time, so the server
// (@fastify/static with preCompressed) sends compressed files without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
// Below one TCP packet compression gains nothing worth a second file.
const MIN_BYTES = 1024;

let files = 0;
for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  const path = join(dist, name);
  // dist/ssr is the server's render module, never sent.
  if (name.startsWith('ssr/') || !TEXT.test(name) || !statSync(path).isFile() || statSync(path).size < MIN_BYTES) continue;
  const body = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
}
console.log(`precompressed ${files} assets (br, gz)`);
