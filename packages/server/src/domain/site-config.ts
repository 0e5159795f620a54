/** The get_config answer (spec 000 section 3, "Config response"), built from data/site.ts and data/countries.ts. */
import type { Locale } from '@edupay/forms';
import { COUNTRIES, type CountryRow } from '../data/countries';
import {
  ABOUT_US,
  CHANGE_COUNTRIES,
  EDUCATION_LINKS,
  EXAMFEE_DESC,
  FINANCE_LINKS,
  FRIEND_LINKS,
  INVESTMENT_LINKS,
  LANGUAGE_NAMES,
  pick,
  READING_STAGES,
  REGISTER_ROLES,
  REMITTANCE_COUNTRIES,
  SERVICE_DESK,
  TEL_CODE_FIRST,
  type SiteLink,
} from '../data/site';

const byA3 = new Map(COUNTRIES.map((row) => [row[1], row]));

export function countryName(row: CountryRow, locale: Locale): string {
  return locale === 'zh-CN' ? row[4] : locale === 'zh-TW' ? row[5] : row[3];
}

export function isCountryCode(code: string): boolean {
  return byA3.has(code);
}

/** Phone code items: tel_code ('+86'), tel_name in the locale, both names, and the country. */
export function telCodeList(locale: Locale) {
  const first = new Map(TEL_CODE_FIRST.map((a2, i) => [a2, i]));
  return [...COUNTRIES]
    .sort((a, b) => (first.get(a[0]) ?? 999) - (first.get(b[0]) ?? 999))
    .map((row) => ({
      tel_code: `+${row[2]}`,
      // The name only: clients show the code beside it (the kit renders "+86 China").
      tel_name: countryName(row, locale),
      name_en: row[3],
      name_zh: row[4],
      country: row[1],
    }));
}

/** The country (alpha-3) a calling code belongs to: the first listed with it (+1: the United States, +7: Russia). */
export function countryOfCallingCode(telCode: string): string | null {
  const digits = telCode.replace(/\D/g, '');
  return telCodeList('en').find((row) => row.tel_code === `+${digits}`)?.country ?? null;
}

/** Country items (value, name) sorted by the locale's collation (pinyin order for Chinese). */
export function countryItems(locale: Locale, codes?: readonly string[]) {
  const rows = codes ? codes.map((c) => byA3.get(c)).filter((r): r is CountryRow => r !== undefined) : COUNTRIES;
  return rows.map((row) => ({ value: row[1], name: countryName(row, locale), name_en: row[3], name_zh: row[4], cy: row[0] }));
}

function sortedItems<T extends { name: string }>(items: T[], locale: Locale): T[] {
  const collator = new Intl.Collator(locale === 'en' ? 'en' : locale === 'zh-TW' ? 'zh-TW-u-co-stroke' : 'zh-CN-u-co-pinyin');
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}

const links = (list: readonly SiteLink[], locale: Locale) => list.map((l) => ({ title: pick(l.names, locale), url: l.url }));

export interface SiteConfigInput {
  readonly locale: Locale;
  readonly country: string;
  readonly channelCountry: string;
  readonly pagePath: string;
  readonly csInfo: unknown;
  readonly token: string;
}

export function siteConfig(input: SiteConfigInput) {
  const { locale } = input;
  const remittance = countryItems(locale, REMITTANCE_COUNTRIES);
  const current = CHANGE_COUNTRIES.find((c) => c.value === input.country) ?? CHANGE_COUNTRIES[0]!;
  return {
    is_pop_up: 0,
    show_exam_logo: input.pagePath.startsWith('/examfee') ? 1 : 0,
    head_show_image: '',
    language: locale,
    token: input.token,
    tel_code_list: telCodeList(locale),
    reading_stage: READING_STAGES.map((s) => ({ id: s.id, name: pick(s.names, locale) })),
    register_role: REGISTER_ROLES.map((r) => ({ value: r.value, name: pick(r.names, locale) })),
    country: sortedItems(countryItems(locale), locale),
    remittance_country_id: REMITTANCE_COUNTRIES.includes(current.value) ? current.value : 'CHN',
    channel_country: input.channelCountry,
    country_list: remittance,
    country_sort_list: sortedItems(remittance, locale),
    change_country: current.value,
    change_country_list: CHANGE_COUNTRIES.map((c) => ({
      title: pick(c.title, locale),
      value: c.value,
      list: c.langs.map((lang) => ({ value: lang, name: LANGUAGE_NAMES[lang] })),
    })),
    friend_link_list: links(FRIEND_LINKS, locale),
    aboutUs_list: links(ABOUT_US, locale),
    aboutUs_default: ABOUT_US[0]!.url,
    finance_list: links(FINANCE_LINKS, locale),
    education_list: links(EDUCATION_LINKS, locale),
    investment_list: links(INVESTMENT_LINKS, locale),
    cs_info: input.csInfo,
    cs_school_qr_code: '',
    is_support_housing_fee: 1,
    is_ins: current.value === 'IND' ? 1 : 0,
    reg_country: current.value,
    address: pick(SERVICE_DESK.address, locale),
    working: pick(['Mon–Fri 9:00–17:00 (Beijing time)', '周一至周五 9:00–17:00（北京时间）', '週一至週五 9:00–17:00（北京時間）'], locale),
    examfee_desc: pick(EXAMFEE_DESC, locale),
    phone: SERVICE_DESK.officePhone,
  };
}
