import type { Locale } from './locale';

/**
 * A domain's built-in strings in the three locales. English defines the key set; the Chinese tables
 * must have exactly the same keys (checked by the compiler here and by the parity test at run time).
 * Files that call this are named `*messages.ts` / `*Messages.ts`: the published build precompiles them
 * (see packages/ui/tsup.config.ts).
 */
export function defineMessages<const E extends Record<string, string>>(
  en: E,
  zhCN: Record<keyof E, string>,
  zhTW: Record<keyof E, string>,
): Record<Locale, Record<keyof E & string, string>> {
  return { en, 'zh-CN': zhCN, 'zh-TW': zhTW } as Record<Locale, Record<keyof E & string, string>>;
}
