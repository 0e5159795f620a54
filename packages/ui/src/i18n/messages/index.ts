import type { Locale } from '../locale';
import { en } from './en';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/**
 * Every built-in string of the kit, by domain. A domain's table lives beside its components
 * (e.g. components/account/loginMessages.ts) and is listed here once.
 */
const domains = [{ en, 'zh-CN': zhCN, 'zh-TW': zhTW }] as const;

type Domain = (typeof domains)[number];
export type MessageId = Domain extends infer D ? (D extends { en: infer E } ? keyof E & string : never) : never;
export type Messages = Record<MessageId, string>;

function merge(locale: Locale): Messages {
  return Object.assign({}, ...domains.map((domain) => domain[locale])) as Messages;
}

/** The kit's built-in strings, shipped inside the package: no network request for translations. */
export const messages: Record<Locale, Messages> = { 'zh-CN': merge('zh-CN'), en: merge('en'), 'zh-TW': merge('zh-TW') };

/** Keys defined by more than one domain (must be none: the parity test checks). */
export function duplicateMessageIds(): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const domain of domains) {
    for (const id of Object.keys(domain.en)) {
      if (seen.has(id)) duplicates.push(id);
      seen.add(id);
    }
  }
  return duplicates;
}
