/**
 * The font PDFs are written in: Noto Sans SC Regular (SIL Open Font License 1.1), a TrueType font
 * with simplified and most traditional Chinese, Latin and digits, shipped in the npm package
 * @expo-google-fonts/noto-sans-sc (pinned). Read from node_modules, not from the system: the same
 * file in development, CI (which also has Debian's fonts-noto-cjk) and production (which may have
 * no fonts at all).
 *
 * A PDF carries only the glyphs its text uses, cut from the font by HarfBuzz (subset-font, the hb-subset
 * of Chrome and Google Fonts). pdf-lib's own subsetting (@pdf-lib/fontkit) drops glyphs of this font: its
 * PDFs held the right text but showed most letters and digits as blanks, the amount and reference included.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

let bytes: Promise<Uint8Array> | null = null;

/** The font's bytes, read once per process (10 MB). */
export function cjkFontBytes(): Promise<Uint8Array> {
  bytes ??= readFile(createRequire(import.meta.url).resolve(FONT)).then((buffer) => new Uint8Array(buffer));
  return bytes;
}

/** The font cut down to the characters of `text` (a TrueType font of some 10-40 KB for a payment PDF). */
export async function cjkFontSubset(text: string): Promise<Uint8Array> {
  const subset = await subsetFont(Buffer.from(await cjkFontBytes()), text, { targetFormat: 'truetype' });
  return new Uint8Array(subset);
}
