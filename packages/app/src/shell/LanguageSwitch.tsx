import { useSnapshot } from 'valtio';
import { Select } from '@edupay/ui';
import { changeLang } from '../api/config';
import { LANGUAGE_COOKIE, writeCookie } from '../api/cookies';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';

const LANGUAGES = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en', label: 'English' },
  { value: 'zh-TW', label: '繁體中文' },
];

/** Spec 000 section 4: changing language calls the server, sets the language cookie and reloads to /. */
export function LanguageSwitch() {
  const t = useAppText();
  const { locale } = useSnapshot(store);
  return (
    <Select
      label={<span className="sr-only">{t('header.language')}</span>}
      options={LANGUAGES}
      value={locale}
      className="w-32"
      onChange={async (lang) => {
        try {
          await changeLang(lang);
        } catch {
          return; // the api client told the user; stay on the current language
        }
        writeCookie(LANGUAGE_COOKIE, lang);
        window.location.assign('/');
      }}
    />
  );
}
