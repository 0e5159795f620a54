import type { SchoolResult } from './schoolResult';

/** Real universities, as the school search API returns them: for stories and tests. */
export const SCHOOLS: readonly SchoolResult[] = [
  { en: 'University of Oxford', local: '牛津大学', code: 'GB10007774', type: 'tuition', is_school: 1, cy: 'GB' },
  {
    en: 'University College London',
    local: '伦敦大学学院',
    ab: 'UCL',
    code: 'GB10007784',
    type: 'tuition',
    is_school: 1,
    cy: 'GB',
  },
  { en: 'University of Melbourne', local: '墨尔本大学', code: 'AU00116K', type: 'tuition', is_school: 1, cy: 'AU' },
  {
    en: 'The University of Hong Kong',
    local: '香港大学',
    ab: 'HKU',
    code: 'HK0001',
    type: 'tuition',
    is_school: 1,
    cy: 'HK',
  },
  {
    en: 'National University of Singapore',
    local: '新加坡国立大学',
    ab: 'NUS',
    code: 'SG0001',
    type: 'tuition',
    is_school: 1,
    cy: 'SG',
  },
  { en: 'University of Toronto', local: '多伦多大学', code: 'CA0001', type: 'tuition', is_school: 1, cy: 'CA' },
];

/** The same schools with Traditional Chinese names, as the API returns them to a zh-TW user. */
export const SCHOOLS_TW: readonly SchoolResult[] = SCHOOLS.map((s) => ({
  ...s,
  local: {
    GB10007774: '牛津大學',
    GB10007784: '倫敦大學學院',
    AU00116K: '墨爾本大學',
    HK0001: '香港大學',
    SG0001: '新加坡國立大學',
    CA0001: '多倫多大學',
  }[String(s.code)],
}));

/** Matches the query against the English name, the Chinese name and the abbreviation, case-insensitively. */
export function matchSchools(query: string, schools: readonly SchoolResult[] = SCHOOLS): SchoolResult[] {
  const q = query.trim().toLowerCase();
  return schools.filter((s) => [s.en, s.local, s.zh, s.ab].some((name) => name?.toLowerCase().includes(q)));
}

/** An async fake of the API's school search: resolves after `delay` ms. */
export function fakeSchoolSearch(options: { delay?: number; schools?: readonly SchoolResult[] } = {}) {
  const { delay = 20, schools = SCHOOLS } = options;
  return (query: string) =>
    new Promise<SchoolResult[]>((resolve) => setTimeout(() => resolve(matchSchools(query, schools)), delay));
}
