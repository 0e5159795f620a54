import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__screenshots__' || name === 'fixtures' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(stories|test)\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * pdf.js (~130 KB gzipped) must stay out of the kit's main chunk: a page that shows no PDF must not
 * download it. Only loadPdfjs.ts may load it, and only with a dynamic import(); elsewhere type imports only.
 */
describe('pdf.js is loaded lazily', () => {
  const files = sources(src);

  it('no module imports pdfjs-dist statically (type-only imports are erased)', () => {
    const offenders = files.filter(
      (file) =>
        /^\s*import\s+(?!type\b)[^;]*from\s+['"]pdfjs-dist(\/[^'"]*)?['"]/m.test(readFileSync(file, 'utf8')) ||
        /^\s*export\s+(?!type\b)[^;]*from\s+['"]pdfjs-dist/m.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(src, file))).toEqual([]);
  });

  it('only loadPdfjs.ts imports pdf.js, dynamically', () => {
    const dynamic = files.filter((file) => /import\(\s*['"]pdfjs-dist['"]\s*\)/.test(readFileSync(file, 'utf8')));
    expect(dynamic.map((file) => relative(src, file))).toEqual(['components/documents/loadPdfjs.ts']);
  });

  it('the worker URL is written in the static shape bundlers rewrite', () => {
    const loader = readFileSync(join(src, 'components/documents/loadPdfjs.ts'), 'utf8');
    expect(loader).toContain(
      "new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' })",
    );
  });
});
