/**
 * A part of the app's strings in the three locales (e.g. the header's, the login dialog's). English
 * defines the key set; the compiler checks the Chinese tables have the same keys and the parity test
 * (appMessages.test.ts) checks ICU arguments. Files that call this are named `*Messages.ts`, so the
 * test finds them; keys are prefixed by their part (`header.`, `login.`) so tables never clash.
 */
export type AppLocale = 'zh-CN' | 'en' | 'zh-TW';

export function defineAppMessages<const E extends Record<string, string>>(
  en: E,
  zhCN: Record<keyof E, string>,
  zhTW: Record<keyof E, string>,
): Record<AppLocale, Record<keyof E & string, string>> {
  return { en, 'zh-CN': zhCN, 'zh-TW': zhTW } as Record<AppLocale, Record<keyof E & string, string>>;
}
