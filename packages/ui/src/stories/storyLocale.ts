import { domainText, type DomainText } from '../i18n/useDomainText';
import { resolveLocale, type Locale } from '../i18n/locale';

type Table<K extends string> = Record<Locale, Record<K, string>>;

/**
 * The built-in strings a play function looks for, in the story's locale (the `locale` global that
 * the preview's toolbar and a story's `globals` set). One play function then walks the same
 * transitions in every locale: `const t = storyText(loginMessages, globals)` and
 * `canvas.getByRole('button', { name: t('login.sms.send') })`.
 */
export function storyText<K extends string>(table: Table<K>, globals: Record<string, unknown>): DomainText<K> {
  return domainText(table, storyLocale(globals));
}

export function storyLocale(globals: Record<string, unknown>): Locale {
  return resolveLocale(typeof globals.locale === 'string' ? globals.locale : 'en');
}

/**
 * The same story in another locale: same play, same args unless `args` overrides some (e.g. the
 * area-code list in that language). Issues 5 and 6 ask for every state in zh-CN and en, and zh-TW
 * where the text differs.
 */
export function inLocale<S extends { globals?: object; args?: object }>(
  story: S,
  locale: Locale,
  args?: Partial<NonNullable<S['args']>>,
): S {
  return { ...story, args: { ...story.args, ...args }, globals: { ...story.globals, locale } };
}
