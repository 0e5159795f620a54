import { toSimplified } from './chinese-script';

/**
 * The text institution search matches: NFKC (full-width letters and digits become half-width),
 * traditional Chinese folded to simplified, lower case, punctuation other than & and ' turned into
 * spaces, spaces collapsed. The same function prepares the stored search_text and the query, so
 * "ＵＣＬ", "ucl" and "UCL" all meet, and "墨尔本" and "墨爾本" match the Chinese name.
 */
export function searchNormalize(text: string): string {
  return toSimplified(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/[^\p{L}\p{N}&'\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** '|en|zh|ab1|ab2|': field boundaries let SQL tell exact, prefix and infix matches apart. */
export function buildSearchText(en: string, zh: string | null, abbreviations: readonly string[]): string {
  const fields = [en, zh ?? '', ...abbreviations].map(searchNormalize).filter(Boolean);
  return `|${fields.join('|')}|`;
}

/** Escape LIKE wildcards in user text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
