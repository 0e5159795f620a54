import { useSnapshot } from 'valtio';
import { changeLang } from '../api/config';
import { LANGUAGE_COOKIE, writeCookie } from '../api/cookies';
import { languageReloadTarget } from './languageReload';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { HeaderMenu } from './HeaderMenu';
import { headerMessages } from './headerMessages';
import { rememberFocusForReload, useFocusAfterReload } from './focusAfterReload';

const LANGUAGES = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en', label: 'English' },
  { value: 'zh-TW', label: '繁體中文' },
] as const;

/**
 * Spec 000 section 4: changing language calls the server, sets the language cookie and reloads.
 * The spec's "reload to /" predates deep pages: the reload keeps the page and its query (issue 14),
 * so a payer half-way through something stays there in the new language.
 *
 * A menu button, not a native select: arrowing through a closed select fires a change on every key
 * press in Chromium, which would reload the page mid-choice (WCAG 3.2.2). A menu switches on Enter
 * or click only.
 */
export function LanguageSwitch() {
  const t = useAppText(headerMessages);
  const { locale } = useSnapshot(store);
  const current = LANGUAGES.find((l) => l.value === locale)?.label ?? locale;
  useFocusAfterReload('language-switch', true);
  return (
    <HeaderMenu
      data-testid="language-switch"
      trigger={current}
      triggerLabel={t('header.language.trigger', { language: current })}
      menuLabel={t('header.language')}
      selectedKey={locale}
      placement="bottom end"
      items={LANGUAGES.map((language) => ({
        key: language.value,
        label: <span lang={language.value}>{language.label}</span>,
        textValue: language.label,
        onAction: () => {
          if (language.value === locale) return;
          void switchLanguage(language.value);
        },
      }))}
    />
  );
}

async function switchLanguage(lang: string): Promise<void> {
  try {
    await changeLang(lang);
  } catch {
    return; // the api client told the user; stay on the current language
  }
  writeCookie(LANGUAGE_COOKIE, lang);
  rememberFocusForReload('language-switch');
  window.location.assign(languageReloadTarget(window.location, lang));
}
