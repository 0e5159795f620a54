/**
 * What a person sees of a PDF: its first page rendered to pixels by poppler (Debian's poppler-utils,
 * `pdftoppm`), read back by OCR (Debian's tesseract-ocr with its chi_sim and eng data), and compared
 * with a committed screenshot. A text-extraction test passed while the pages showed blanks for most
 * letters and digits (a broken font subset): only the pixels tell.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** The first page as a PNG at `dpi` (150 reads well by eye and by OCR). */
export async function firstPagePng(pdf: Uint8Array, dpi = 150): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'edupay-pdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    await run('pdftoppm', ['-r', String(dpi), '-f', '1', '-l', '1', '-png', '-singlefile', join(dir, 'in.pdf'), join(dir, 'page')]);
    return readFileSync(join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text tesseract reads from a page image, in simplified Chinese and English, with spaces removed (it puts them between Chinese characters). */
export async function readByOcr(png: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'edupay-ocr-'));
  try {
    writeFileSync(join(dir, 'page.png'), png);
    const { stdout } = await run('tesseract', [join(dir, 'page.png'), 'stdout', '-l', 'chi_sim+eng', '--psm', '4'], { env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
    return stdout.replace(/[ \t]+/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The strings of `expected` (spaces removed) that the OCR'd `text` lacks. */
export function unreadStrings(text: string, expected: readonly string[]): string[] {
  return expected.filter((s) => !text.includes(s.replace(/\s+/g, '')));
}

/**
 * Compares `png` with the committed baseline `test/__screenshots__/<name>.png`, pixel for pixel. A missing
 * baseline is written, except with CI=true (a missing baseline fails there, as the stories' do); a
 * different page is written beside it as `<name>.actual.png` to look at.
 */
export async function matchesBaseline(png: Buffer, name: string): Promise<{ differing: number; baseline: string }> {
  const baseline = join(import.meta.dirname, '..', '__screenshots__', `${name}.png`);
  if (!existsSync(baseline)) {
    if (process.env.CI) throw new Error(`no baseline ${baseline} (made off CI, then committed)`);
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, png);
  }
  const [a, b] = await Promise.all([png, readFileSync(baseline)].map((image) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  let differing = a!.info.width === b!.info.width && a!.info.height === b!.info.height ? 0 : Number.POSITIVE_INFINITY;
  for (let i = 0; Number.isFinite(differing) && i < a!.data.length; i += 4) {
    if (a!.data.readUInt32LE(i) !== b!.data.readUInt32LE(i)) differing += 1;
  }
  if (differing > 0) writeFileSync(baseline.replace(/\.png$/, '.actual.png'), png);
  return { differing, baseline };
}
