/**
 * Simplified and traditional Chinese: search folds both to simplified (a payer in Taipei types
 * 墨爾本, the stored name is 墨尔本), and zh-TW answers show traditional names (OpenCC's Taiwan
 * character tables). The converters build their tables on first use, once per process.
 */
import { Converter } from 'opencc-js';

let simplify: ((text: string) => string) | undefined;
let traditionalize: ((text: string) => string) | undefined;

const HAN = /\p{Script=Han}/u;

export function toSimplified(text: string): string {
  if (!HAN.test(text)) return text;
  simplify ??= Converter({ from: 'tw', to: 'cn' });
  return simplify(text);
}

export function toTraditional(text: string): string {
  if (!HAN.test(text)) return text;
  traditionalize ??= Converter({ from: 'cn', to: 'tw' });
  return traditionalize(text);
}
