/**
 * The font PDFs are written in: Noto Sans SC Regular (SIL Open Font License 1.1), a TrueType font
 * with simplified and most traditional Chinese, Latin and digits, shipped in the npm package
 * @expo-google-fonts/noto-sans-sc (pinned). Read from node_modules, not from the system: the same
 * file in development, CI (which also has Debian's fonts-noto-cjk) and production (which may have
 * no fonts at all). pdf-lib embeds only the glyphs a document uses (subset), so a PDF stays small.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

let bytes: Promise<Uint8Array> | null = null;

/** The font's bytes, read once per process (10 MB). */
export function cjkFontBytes(): Promise<Uint8Array> {
  bytes ??= readFile(createRequire(import.meta.url).resolve(FONT)).then((buffer) => new Uint8Array(buffer));
  return bytes;
}
