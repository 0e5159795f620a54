/**
 * The shared state of spec 000 section 3 ("Shared state"), filled from get_config and kept for the
 * tab's lifetime (saved to sessionStorage on pagehide, restored on load).
 */
export interface SharedState {
  locale: 'zh-CN' | 'en' | 'zh-TW';
  /** Logged in means user_name is not empty (spec 000 section 4). */
  user_name: string;
  country: string;
  user_country: string;
  channel_country: string;
  change_country: string;
  is_ins: boolean;
  reg_country: string;
  remittance_country_id: string;
  /** The customer hotline shown in the zh header (a 400 number). */
  phone: string;
  examfee_desc: string;
  is_support_housing_fee: boolean;
  image_base: string;
  protocol_base: string;
}

/** Where the tab keeps it (persist.ts). Here, without valtio, for the home page's boot (boot.ts) to read. */
export const STORE_KEY = 'edupay:store';

/** Defaults before get_config answers: language en when the cookie is empty, country CHN (spec 000 section 1). */
export function defaultSharedState(): SharedState {
  return {
    locale: 'en',
    user_name: '',
    country: 'CHN',
    user_country: '',
    channel_country: '',
    change_country: '',
    is_ins: false,
    reg_country: '',
    remittance_country_id: '',
    phone: '400-000-0000',
    examfee_desc: '',
    is_support_housing_fee: false,
    image_base: '',
    protocol_base: '',
  };
}

/**
 * The state the home page is prerendered with (src/prerender.tsx) and hydrated with (main.tsx): the
 * defaults in one language, without the placeholder hotline (the real number comes with the config).
 */
export function prerenderedState(locale: SharedState['locale']): SharedState {
  return { ...defaultSharedState(), locale, phone: '' };
}
