import { call } from './api';

/** The part of the get_config answer the shell uses (spec 000 section 3, "Config response"). */
export interface SiteConfig {
  language: string;
  token: string;
  country?: string;
  change_country?: string;
  channel_country?: string;
  is_ins?: boolean | number;
  reg_country?: string;
  remittance_country_id?: string | number;
  is_support_housing_fee?: boolean | number;
  examfee_desc?: string;
  tel_code_list?: Array<{ tel_code: string; tel_name: string }>;
}

export const getConfig = (query: { country?: string; page_path?: string; channel_code?: string }) => call<SiteConfig>('GET', '/get_config', query);

export const changeLang = (lang: string) => call('POST', '/other/change_lang', { lang });
