/** The three interface languages the kit ships strings for. */
export const locales = ['zh-CN', 'en', 'zh-TW'] as const;
export type Locale = (typeof locales)[number];

/**
 * Maps any BCP 47 tag to one of our three locales.
 * Hong Kong and Macau read Traditional Chinese, so zh-HK and zh-MO go to zh-TW, as does any
 * tag with the Hant script; an explicit Hans script wins (zh-Hans-HK reads zh-CN); every other
 * Chinese goes to zh-CN; anything else to English. Same rule as `resolveLocale` of @edupay/forms,
 * which the server uses: the kit keeps its own copy so a bundle of primitives does not load the
 * validation catalogue.
 */
export function resolveLocale(tag: string | null | undefined): Locale {
  if (!tag) return 'en';
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  if (parts[0] !== 'zh') return 'en';
  const rest = parts.slice(1);
  if (rest.includes('hant') || rest.some((p) => p === 'tw' || p === 'hk' || p === 'mo'))
    return rest.includes('hans') ? 'zh-CN' : 'zh-TW';
  return 'zh-CN';
}
