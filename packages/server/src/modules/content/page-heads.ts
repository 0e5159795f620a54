/**
 * What each public page is called before the app runs (issue 19 item 4): its title and description
 * in a language, for the head the server sends (http/page-head.ts) and for sitemap.xml. Content
 * pages take theirs from the stored text (so a staff edit shows in search results); pages whose
 * heading is fixed use the same words as the app's heading (packages/app: contentMessages.ts,
 * aboutUsMessages.ts); every other page is the site itself.
 */
import type { Locale } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { PageHead } from '../../http/page-head';
import type { Localized } from './seed/types';
import * as repo from './repo';

interface Words {
  readonly title: string;
  readonly description: string;
}

/** The site's own title and description (the app's meta.title / meta.description). */
const SITE: Localized<Words> = {
  en: { title: 'EduPay: pay tuition and study-abroad fees', description: 'Pay tuition, rent, living costs, exam and application fees to schools and landlords abroad.' },
  'zh-CN': { title: 'EduPay：缴纳学费与留学费用', description: '向海外学校和房东缴纳学费、房租、生活费、考试费和申请费。' },
  'zh-TW': { title: 'EduPay：繳納學費與留學費用', description: '向海外學校和房東繳納學費、房租、生活費、考試費和申請費。' },
};

/** Pages with a fixed heading: the heading, and a description written for search results. */
const FIXED: Readonly<Record<string, Localized<Words>>> = {
  '/news_and_resources': {
    en: { title: 'News and resources', description: 'Articles, company news, ESG, events, videos and webinars about paying for study abroad.' },
    'zh-CN': { title: '新闻与资源', description: '关于留学缴费的文章、公司新闻、ESG、活动、视频和在线讲座。' },
    'zh-TW': { title: '新聞與資源', description: '關於留學繳費的文章、公司新聞、ESG、活動、影片和線上講座。' },
  },
  '/help_center': {
    en: { title: 'Help centre', description: 'Answers about paying with EduPay.' },
    'zh-CN': { title: '帮助中心', description: '付款方式、汇率、退款、证明材料等 EduPay 缴费常见问题解答。' },
    'zh-TW': { title: '幫助中心', description: '付款方式、匯率、退款、證明文件等 EduPay 繳費常見問題解答。' },
  },
  '/contact': {
    en: { title: 'Contact us', description: 'Write to EduPay and a payment specialist will reply by e-mail.' },
    'zh-CN': { title: '联系我们', description: '给 EduPay 留言，缴费专员将通过邮件回复您。' },
    'zh-TW': { title: '聯絡我們', description: '給 EduPay 留言，繳費專員將透過電子郵件回覆您。' },
  },
  '/contactb': {
    en: { title: 'Contact us: institutions and partners', description: 'Institutions, housing providers and partners: write to EduPay about receiving payments or working together.' },
    'zh-CN': { title: '联系我们：院校与合作伙伴', description: '院校、住宿机构和合作伙伴：就收款或合作事宜给 EduPay 留言。' },
    'zh-TW': { title: '聯絡我們：院校與合作夥伴', description: '院校、住宿機構和合作夥伴：就收款或合作事宜給 EduPay 留言。' },
  },
};

/** Marketing routes whose page is the stored text of the same key (the app's CONTENT_TEXT_PATHS). */
export const TEXT_PAGE_PATHS = [
  '/introduction',
  '/global_payments',
  '/about_en',
  '/global_education_payments',
  '/financial_technology',
  '/investors_and_partners',
  '/media_and_press',
  '/cooperate',
];
/** /about_us kinds stored as texts (clause and policy are the app's own legal texts). */
const ABOUT_US_TEXT_KINDS = ['update', 'partner', 'news'];
/** Pages that exist in Chinese only (spec 000 route table). */
const CHINESE_ONLY = new Set(['/help_center', '/personnel_query']);

const ALL: readonly Locale[] = ['zh-CN', 'en', 'zh-TW'];
export const pageLocales = (path: string): readonly Locale[] => (CHINESE_ONLY.has(path) ? ['zh-CN', 'zh-TW'] : ALL);

/** "Heading | site title", as the app titles its pages (routing/pageTitle.ts). */
const titled = (locale: Locale, heading: string) => `${heading} | ${SITE[locale].title}`;

async function stored(ctx: AppContext, path: string, query: URLSearchParams, locale: Locale): Promise<Words | undefined> {
  const id = Number(query.get('id'));
  const article = async (kind: repo.ArticleKind) => (Number.isSafeInteger(id) && id > 0 ? repo.findArticle(ctx.db, kind, id, locale) : undefined);
  if (path === '/news_and_resources' || path === '/help_center') {
    const row = await article(path === '/help_center' ? 'help' : 'news');
    if (row) return { title: row.title, description: row.summary || row.title };
  }
  const key = TEXT_PAGE_PATHS.includes(path) ? path.slice(1) : path === '/about_us' && ABOUT_US_TEXT_KINDS.includes(query.get('k') ?? '') ? query.get('k')! : undefined;
  if (key) {
    const page = await repo.findPage(ctx.db, key, locale);
    if (page) return { title: page.title, description: page.summary || page.title };
  }
  return undefined;
}

/** The head of a public page in one language. */
export async function pageHead(ctx: AppContext, path: string, query: URLSearchParams, locale: Locale): Promise<PageHead> {
  const locales = pageLocales(path);
  const words = (await stored(ctx, path, query, locale)) ?? FIXED[path]?.[locale];
  if (!words) return { locale, locales, ...SITE[locale] };
  return { locale, locales, title: titled(locale, words.title), description: words.description };
}

/** Every public page a search engine should know (sitemap.xml), with its query. */
export async function publicPages(ctx: AppContext): Promise<{ path: string; query: URLSearchParams }[]> {
  const plain = ['/', '/college_list', '/news_and_resources', '/help_center', '/contact', '/contactb', ...TEXT_PAGE_PATHS];
  const pages = plain.map((path) => ({ path, query: new URLSearchParams() }));
  for (const k of [...ABOUT_US_TEXT_KINDS, 'clause', 'policy']) pages.push({ path: '/about_us', query: new URLSearchParams({ k }) });
  const { rows } = await repo.listArticles(ctx.db, 'news', 'en', { limit: 1000, offset: 0 });
  for (const row of rows) pages.push({ path: '/news_and_resources', query: new URLSearchParams({ id: String(row.id) }) });
  const help = await repo.listArticles(ctx.db, 'help', 'zh-CN', { limit: 1000, offset: 0 });
  for (const row of help.rows) pages.push({ path: '/help_center', query: new URLSearchParams({ id: String(row.id) }) });
  return pages;
}
