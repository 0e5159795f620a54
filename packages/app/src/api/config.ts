import { call } from './api';

export interface SiteLink {
  title: string;
  url: string;
}
export interface TelCode {
  tel_code: string;
  tel_name: string;
  name_en?: string;
  name_zh?: string;
  country?: string;
}
export interface CountryItem {
  value: string;
  name: string;
  name_en?: string;
  name_zh?: string;
  /** Two-letter code, for a flag. */
  cy?: string;
}
/** Customer-service info (spec 000 section 3): the payment specialist, or the service desk when none is assigned. */
export interface CsInfo {
  qr_code?: string;
  /** 1 or 2: the messaging id is a WeChat id; other values: another messaging app. */
  is_wechat?: number | string;
  account_en?: string;
  /** The name in the request's language (王静 in Chinese); the service desk's name when none is assigned. */
  account_name?: string;
  phone_num?: string;
  wechat_id?: string;
  working?: string;
  email?: string;
  public_account?: string;
  office_phone?: string;
}

/** The get_config answer's data (spec 000 section 3, "Config response"). */
export interface SiteConfig {
  is_pop_up?: number;
  show_exam_logo?: number;
  head_show_image?: string;
  language: string;
  token: string;
  tel_code_list?: TelCode[];
  reading_stage?: Array<{ id: string | number; name: string }>;
  register_role?: Array<{ value: string | number; name: string }>;
  country?: CountryItem[];
  remittance_country_id?: string | number;
  channel_country?: string;
  country_list?: CountryItem[];
  country_sort_list?: CountryItem[];
  change_country?: string;
  change_country_list?: Array<{ title: string; value: string; list: Array<{ value: string; name: string }> }>;
  friend_link_list?: SiteLink[];
  aboutUs_list?: SiteLink[];
  aboutUs_default?: string;
  finance_list?: SiteLink[];
  education_list?: SiteLink[];
  investment_list?: SiteLink[];
  cs_info?: CsInfo | null;
  cs_school_qr_code?: string;
  is_support_housing_fee?: boolean | number;
  is_ins?: boolean | number;
  reg_country?: string;
  address?: string;
  working?: string;
  examfee_desc?: string;
  /** The service desk's office phone. */
  phone?: string;
}

export const getConfig = (query: { country?: string; page_path?: string; channel_code?: string }) => call<SiteConfig>('GET', '/get_config', query);

export const changeLang = (lang: string) => call('POST', '/other/change_lang', { lang });

/** Spec 000 section 7 "Change location": the payload is not shown; we send the country code. */
export const changeLocation = (country: string) => call('POST', '/other/change_location', { country });
