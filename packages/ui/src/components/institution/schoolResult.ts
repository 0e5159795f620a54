/**
 * One school search result as the API returns it (spec 000 section 3, "School search result").
 * Field names are the API's.
 */
export interface SchoolResult {
  /** English name. */
  en: string;
  /** Local (Chinese) name; some responses call it `zh`. */
  local?: string;
  zh?: string;
  /** Abbreviation, e.g. "UCL". */
  ab?: string;
  /** The school's id: sent back as `reg_college_id`, and the history's de-duplication key. */
  code: string | number;
  /** 'tuition' or 'other'. */
  type?: string;
  is_school?: number | boolean | string;
  /** Country code (ISO 3166 alpha-2, sometimes alpha-3), shown as a flag. */
  cy?: string;
}

/** The school's Chinese name, whichever field carries it. */
export function chineseName(school: SchoolResult): string | undefined {
  const name = school.local ?? school.zh;
  return name && name !== school.en ? name : undefined;
}

/** The name written into the input once a school is picked: Chinese in Chinese locales when known. */
export function schoolLabel(school: SchoolResult, locale: string): string {
  return locale.startsWith('zh') ? (chineseName(school) ?? school.en) : school.en;
}

/** ISO alpha-3 codes of the countries schools are commonly in, for results that carry alpha-3. */
const ALPHA3_TO_ALPHA2: Readonly<Record<string, string>> = {
  GBR: 'GB',
  USA: 'US',
  AUS: 'AU',
  CAN: 'CA',
  NZL: 'NZ',
  IRL: 'IE',
  HKG: 'HK',
  MAC: 'MO',
  TWN: 'TW',
  SGP: 'SG',
  MYS: 'MY',
  JPN: 'JP',
  KOR: 'KR',
  CHN: 'CN',
  IND: 'IN',
  DEU: 'DE',
  FRA: 'FR',
  NLD: 'NL',
  CHE: 'CH',
  SWE: 'SE',
  DNK: 'DK',
  NOR: 'NO',
  FIN: 'FI',
  ITA: 'IT',
  ESP: 'ES',
  BEL: 'BE',
  AUT: 'AT',
  RUS: 'RU',
  THA: 'TH',
  PHL: 'PH',
  ARE: 'AE',
  ZAF: 'ZA',
};

/** The ISO alpha-2 code of `cy`, or undefined when it is not a known country code. */
export function alpha2(cy: string | undefined): string | undefined {
  if (!cy) return undefined;
  const code = cy.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(code)) return code === 'UK' ? 'GB' : code;
  return ALPHA3_TO_ALPHA2[code];
}

/**
 * The flag emoji of a country: two Unicode regional-indicator symbols spelling the alpha-2 code
 * (no network image; platforms without flag glyphs show the two letters).
 */
export function flagEmoji(cy: string | undefined): string | undefined {
  const code = alpha2(cy);
  if (!code) return undefined;
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
