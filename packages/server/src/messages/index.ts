import { resolveLocale } from '@edupay/forms';
import type { Locale } from '@edupay/forms';
import { en, type ServerMessageId, type ServerMessages } from './en';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export type { ServerMessageId, ServerMessages, Locale };

export const serverMessages: { readonly [L in Locale]: ServerMessages } = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

/** A server message in a locale, with {name} placeholders filled in. */
export function t(locale: Locale, id: ServerMessageId, values: Readonly<Record<string, string | number>> = {}): string {
  const template = serverMessages[locale][id];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A date and time as the payer reads it: their language, Beijing time (the service's clock). */
export function beijingTime(at: Date | null, locale: Locale): string {
  if (!at) return '';
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/**
 * The request's language: the language cookie, else the best Accept-Language entry, else en
 * (spec 000 section 1: "When the language cookie is empty the default is en").
 */
export function requestLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (cookieValue) return resolveLocale(cookieValue);
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, i) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, i };
      })
      .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
      .sort((a, b) => b.q - a.q || a.i - b.i);
    // Only tags we have a catalogue for count; "fr, zh;q=0.8" means Chinese.
    const supported = ranked.find((entry) => /^(en|zh)(\b|-|_)/i.test(entry.tag));
    if (supported) return resolveLocale(supported.tag);
  }
  return 'en';
}
