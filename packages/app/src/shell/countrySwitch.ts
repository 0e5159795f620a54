import type { AppLocale } from '../i18n/defineAppMessages';

/**
 * Pure parts of the country switch (spec 000 section 2, Header; change_country_list in section 3).
 * Each country of change_country_list offers some languages (India: English only). After a switch the
 * interface keeps its language when the new country offers it, else takes the country's first one.
 */
export function languageAfterCountrySwitch(current: AppLocale, offered: readonly string[]): AppLocale {
  if (offered.length === 0 || offered.includes(current)) return current;
  const first = offered[0];
  return first === 'zh-CN' || first === 'zh-TW' || first === 'en' ? first : current;
}

/**
 * Where to reload after the switch. The country query wins over the session's country in get_config,
 * so it is dropped (or the page would come back in the old country). A language change goes to the
 * home page, as the language switch does (spec 000 section 4); the page in hand may not exist in the
 * new language (e.g. /personnel_query is Chinese only).
 */
export function reloadTarget(current: { pathname: string; search: string; hash: string }, toHome: boolean): string {
  if (toHome) return '/';
  const query = new URLSearchParams(current.search);
  query.delete('country');
  const search = query.toString();
  return `${current.pathname}${search ? `?${search}` : ''}${current.hash}`;
}
