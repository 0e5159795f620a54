import type { Locale } from './types';

/** The three UI languages, in the product's order. */
export const LOCALES: readonly Locale[] = ['zh-CN', 'en', 'zh-TW'];

/**
 * Map any BCP 47 tag to one of the three UI locales:
 * zh-TW, zh-HK, zh-MO and any zh-Hant* -> zh-TW; other zh* (zh, zh-CN, zh-SG, zh-Hans) -> zh-CN;
 * everything else (including undefined) -> en.
 */
export function resolveLocale(tag: string | undefined | null): Locale {
  const parts = (tag ?? '').trim().replace(/_/g, '-').toLowerCase().split('-');
  if (parts[0] !== 'zh') return 'en';
  const rest = parts.slice(1);
  if (rest.includes('hant') || rest.some((p) => p === 'tw' || p === 'hk' || p === 'mo')) {
    return rest.includes('hans') ? 'zh-CN' : 'zh-TW';
  }
  return 'zh-CN';
}
