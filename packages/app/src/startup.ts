import { resolveLocale } from '@edupay/ui';
import { isSuccess } from '@edupay/forms/contract';
import { getConfig, type SiteConfig } from './api/config';
import { LANGUAGE_COOKIE, TOKEN_COOKIE, writeCookie } from './api/cookies';
import { appText } from './i18n/useAppText';
import { markSessionKnown, setSiteConfig } from './store/configStore';
import { store } from './store/store';

/**
 * Start-up (spec 000 section 4, "Configuration"): on status 200 store the config, set the language
 * and token cookies, and set title, description and keywords for the language. A failure is ignored
 * silently: the page works with the defaults.
 */
export async function loadConfig(ready?: Promise<void>): Promise<void> {
  let result: Awaited<ReturnType<typeof getConfig>> | undefined;
  try {
    const params = new URLSearchParams(window.location.search);
    result = await getConfig({
      country: params.get('country') ?? undefined,
      channel_code: params.get('channel_code') ?? undefined,
      page_path: window.location.pathname,
    });
  } catch {
    // Silently ignored, as the spec says; the api client has already shown a network toast.
  }
  // The answer changes the stores; a prerendered page applies it (or its absence) only once hydrated
  // (`ready`), or a hydration in slices would meet values the markup was not rendered with (a mismatch).
  await ready;
  try {
    if (result && isSuccess(result) && result.data) applyConfig(result.data, result.user_info);
  } catch {
    // As above: the page works with the defaults.
  } finally {
    markSessionKnown();
  }
}

export function applyConfig(config: SiteConfig, user: { user_name?: string; user_country?: string } | undefined): void {
  const locale = resolveLocale(config.language);
  // The language first: each store notifies React on its own, and parts drawn from the config (the
  // footer's record filing) must never show for a moment in the default language (CI saw it in English).
  store.locale = locale;
  setSiteConfig(config);
  store.user_name = user?.user_name ?? '';
  store.user_country = user?.user_country ?? '';
  if (config.change_country) store.country = config.change_country;
  store.channel_country = config.channel_country ?? '';
  store.reg_country = config.reg_country ?? '';
  store.remittance_country_id = String(config.remittance_country_id ?? '');
  store.is_ins = Boolean(config.is_ins);
  store.is_support_housing_fee = Boolean(config.is_support_housing_fee);
  store.examfee_desc = config.examfee_desc ?? '';
  if (config.phone) store.phone = config.phone;
  writeCookie(LANGUAGE_COOKIE, locale);
  if (config.token) writeCookie(TOKEN_COOKIE, config.token);
  applyDocumentMeta(locale);
}

export function applyDocumentMeta(locale: ReturnType<typeof resolveLocale>): void {
  const t = appText(locale);
  document.documentElement.lang = locale;
  document.title = t('meta.title');
  setMeta('description', t('meta.description'));
  setMeta('keywords', t('meta.keywords'));
}

function setMeta(name: string, content: string) {
  let el = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}
