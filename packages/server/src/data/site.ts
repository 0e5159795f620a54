/**
 * Site configuration data served by get_config (spec 000 section 3, "Config response").
 * Names in the three UI languages; `pick` chooses by locale.
 */
import type { Locale } from '@edupay/forms';

export type Names = readonly [en: string, zhCN: string, zhTW: string];

export function pick(names: Names, locale: Locale): string {
  return locale === 'zh-CN' ? names[1] : locale === 'zh-TW' ? names[2] : names[0];
}

/** Register roles (value, name); 'parent' adds the student's name to the form. */
export const REGISTER_ROLES: readonly { value: string; names: Names }[] = [
  { value: 'student', names: ['Student', '学生本人', '學生本人'] },
  { value: 'parent', names: ['Parent', '家长', '家長'] },
  { value: 'relative', names: ['Other relative', '其他亲属', '其他親屬'] },
];

/** Study stages (id, name), asked for China residents. */
export const READING_STAGES: readonly { id: number; names: Names }[] = [
  { id: 1, names: ['Undergraduate', '本科', '大學部'] },
  { id: 2, names: ["Master's", '硕士', '碩士'] },
  { id: 3, names: ['PhD', '博士', '博士'] },
  { id: 4, names: ['Foundation / pathway', '预科', '預科'] },
  { id: 5, names: ['Language course', '语言课程', '語言課程'] },
  { id: 6, names: ['Secondary school', '中学', '中學'] },
  { id: 7, names: ['Exchange / visiting', '交换访学', '交換訪學'] },
  { id: 8, names: ['Other', '其他', '其他'] },
];

/** Paying-from countries (remittance countries) and the country variants of the site. */
export const REMITTANCE_COUNTRIES: readonly string[] = ['CHN', 'IND', 'MYS', 'NGA', 'THA', 'GBR', 'USA'];

/** The country switch: title, value, and the languages offered for that country. */
export const CHANGE_COUNTRIES: readonly { value: string; title: Names; langs: readonly Locale[] }[] = [
  { value: 'CHN', title: ['Chinese Mainland', '中国大陆', '中國大陸'], langs: ['zh-CN', 'en'] },
  { value: 'HKG', title: ['Hong Kong, China', '中国香港', '中國香港'], langs: ['zh-TW', 'en'] },
  { value: 'IND', title: ['India', '印度', '印度'], langs: ['en'] },
  { value: 'MYS', title: ['Malaysia', '马来西亚', '馬來西亞'], langs: ['en', 'zh-CN'] },
  { value: 'NGA', title: ['Nigeria', '尼日利亚', '奈及利亞'], langs: ['en'] },
  { value: 'THA', title: ['Thailand', '泰国', '泰國'], langs: ['en'] },
  { value: 'GBR', title: ['United Kingdom', '英国', '英國'], langs: ['en', 'zh-CN'] },
  { value: 'USA', title: ['United States', '美国', '美國'], langs: ['en', 'zh-CN'] },
];

export const LANGUAGE_NAMES: { readonly [L in Locale]: string } = { 'zh-CN': '简体中文', en: 'English', 'zh-TW': '繁體中文' };

/** Calling codes listed first in tel_code_list (where EduPay's payers are), then the rest A-Z. */
export const TEL_CODE_FIRST: readonly string[] = ['CN', 'HK', 'MO', 'TW', 'US', 'GB', 'CA', 'AU', 'NZ', 'SG', 'MY', 'JP', 'KR', 'IN', 'TH', 'NG'];

export interface SiteLink {
  readonly names: Names;
  readonly url: string;
}

export const ABOUT_US: readonly SiteLink[] = [
  { names: ['Terms of Service', '服务条款', '服務條款'], url: '/about_us?k=clause' },
  { names: ['Privacy Policy', '隐私政策', '隱私權政策'], url: '/about_us?k=policy' },
  { names: ['Updates', '更新公告', '更新公告'], url: '/about_us?k=update' },
  { names: ['Partners', '合作伙伴', '合作夥伴'], url: '/about_us?k=partner' },
  { names: ['News', '新闻动态', '新聞動態'], url: '/about_us?k=news' },
];

export const FRIEND_LINKS: readonly SiteLink[] = [
  { names: ['Cooperation', '商务合作', '商務合作'], url: '/cooperate' },
  { names: ['Contact us', '联系我们', '聯絡我們'], url: '/contact' },
  { names: ['Help centre', '帮助中心', '幫助中心'], url: '/help_center' },
  { names: ['Staff check', '身份查询', '身分查詢'], url: '/personnel_query' },
];

export const FINANCE_LINKS: readonly SiteLink[] = [
  { names: ['Financial technology', '金融科技', '金融科技'], url: '/financial_technology' },
  { names: ['Global payments', '全球支付', '全球支付'], url: '/global_payments' },
];

export const EDUCATION_LINKS: readonly SiteLink[] = [
  { names: ['Global education payments', '全球教育缴费', '全球教育繳費'], url: '/global_education_payments' },
  { names: ['Pay tuition', '缴纳学费', '繳納學費'], url: '/college_list' },
  { names: ['Exam fees', '考试费', '考試費'], url: '/examfee/banz' },
];

export const INVESTMENT_LINKS: readonly SiteLink[] = [
  { names: ['Investors and partners', '投资者与合作伙伴', '投資者與合作夥伴'], url: '/investors_and_partners' },
  { names: ['Media and press', '媒体报道', '媒體報導'], url: '/media_and_press' },
  { names: ['News and resources', '新闻与资源', '新聞與資源'], url: '/news_and_resources' },
];

/** The fixed customer hotline shown in the zh header (a 400 number) and the office. */
export const SERVICE_DESK = {
  officePhone: '400-820-6688',
  email: 'service@edupay.example',
  address: ['Floor 12, 100 Century Avenue, Pudong, Shanghai, China', '中国上海市浦东新区世纪大道100号12层', '中國上海市浦東新區世紀大道100號12層'] as Names,
  publicAccountUrl: 'https://edupay.example/wechat',
} as const;

export const EXAMFEE_DESC: Names = [
  'Pay exam fees in RMB; the receipt is issued by the exam board.',
  '考试费可用人民币支付，收据由考试机构开具。',
  '考試費可用人民幣支付，收據由考試機構開立。',
];
