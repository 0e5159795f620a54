import { changeLang, changeLocation } from '../api/config';
import { isSuccess } from '@edupay/forms/contract';
import { LANGUAGE_COOKIE, writeCookie } from '../api/cookies';
import type { AppLocale } from '../i18n/defineAppMessages';
import { store } from '../store/store';
import { languageAfterCountrySwitch, reloadTarget } from './countrySwitch';

/**
 * Switches the site's country (POST /other/change_location { country }), then reloads.
 *
 * Why a reload rather than refreshing the config in place: the country decides the language offered,
 * the remittance country, the customer-service contact and whole parts of the header, and pages have
 * already loaded data for the old one (the institution search's remittance country). One reload
 * rebuilds every part from a single fresh get_config, as the language switch does (spec 000 section 4),
 * so nothing on screen can belong to the old country.
 *
 * `offered` is the new country's language list (change_country_list); `lang` forces one (the
 * /change_country page offers country and language together, then goes home: `goHome`).
 * Resolves false when the server refused.
 */
export async function switchCountry(country: string, { offered, lang, goHome = false }: { offered: readonly string[]; lang?: AppLocale; goHome?: boolean }): Promise<boolean> {
  try {
    const result = await changeLocation(country);
    if (!isSuccess(result)) return false;
    const languages = (result.data as { languages?: string[] } | undefined)?.languages ?? offered;
    const next = lang ?? languageAfterCountrySwitch(store.locale, languages);
    const languageChanged = next !== store.locale;
    if (languageChanged) {
      const changed = await changeLang(next);
      if (!isSuccess(changed)) return false;
      writeCookie(LANGUAGE_COOKIE, next);
    }
    store.country = country;
    window.location.assign(reloadTarget(window.location, languageChanged || goHome));
    return true;
  } catch {
    return false; // the api client has told the user
  }
}
