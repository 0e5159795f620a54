/**
 * Content use cases: what each call answers, built from the repo's rows in the request's locale.
 * Paging follows spec 000 section 9 (page size 10 by default).
 */
import { STATUS, type Locale } from '@edupay/forms/contract';
import { contactSchema, validateForm, type ContactForm } from '@edupay/forms';
import type { AppContext } from '../../context';
import { countEvents, recordEvent } from '../../plugins/rate-limits';
import { BusinessError } from '../../http/business-error';
import { ct } from './messages';
import * as repo from './repo';
import type { SaveArticleBody } from './schemas';
import { plainText, sanitizeRichText, searchForm } from './sanitize';

/** The news filter tabs of spec 001 section 2 (All is no filter). */
export const NEWS_TYPES = ['articles', 'corporate_news', 'esg', 'events', 'videos', 'webinars'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** Contact messages one address may send per hour. */
export const CONTACT_PER_IP_PER_HOUR = 5;

const day = (date: Date) => date.toISOString().slice(0, 10);

async function categoryNames(ctx: AppContext, kind: repo.ArticleKind, locale: Locale) {
  const rows = await repo.categories(ctx.db, kind);
  return rows.map((row) => ({ key: row.key, name: row.names[locale] ?? row.names['en'] ?? row.key }));
}

function newsItem(row: repo.ArticleRow, names: ReadonlyMap<string, string>) {
  return {
    id: row.id,
    slug: row.slug,
    type: row.category,
    type_name: names.get(row.category) ?? row.category,
    title: row.title,
    summary: row.summary,
    date: day(row.publishedAt),
    source_name: row.sourceName ?? '',
    source_url: row.sourceUrl ?? '',
  };
}

export interface Paging {
  page: number;
  pageSize: number;
}

export function paging(page: string | number | undefined, pageSize: string | number | undefined): Paging {
  const p = Math.max(1, Number(page || 1));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(pageSize || DEFAULT_PAGE_SIZE)));
  return { page: p, pageSize: size };
}

/** /other/news_center: keyword search and type filter over all news, one page at a time. */
export async function newsCenter(ctx: AppContext, locale: Locale, filter: { search: string; type: string }, { page, pageSize }: Paging) {
  const types = await categoryNames(ctx, 'news', locale);
  const names = new Map(types.map((x) => [x.key, x.name]));
  const search = searchForm(filter.search);
  const { rows, total } = await repo.listArticles(ctx.db, 'news', locale, {
    category: filter.type === 'all' ? undefined : filter.type || undefined,
    search: search || undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    data: { list: rows.map((row) => newsItem(row, names)), total, page, page_size: pageSize, types },
    message: ct(locale, total === 0 ? 'noSearchResults' : 'ok'),
  };
}

/** nuxt/get_news: the newest items (home page, about_us?k=news), optionally of one type. */
export async function latestNews(ctx: AppContext, locale: Locale, type: string, limit: number) {
  const names = new Map((await categoryNames(ctx, 'news', locale)).map((x) => [x.key, x.name]));
  const { rows } = await repo.listArticles(ctx.db, 'news', locale, { category: type || undefined, limit, offset: 0 });
  return rows.map((row) => newsItem(row, names));
}

/** /other/article_info: a news item with its previous and next and three recommendations. */
export async function newsDetail(ctx: AppContext, locale: Locale, id: number) {
  const row = await repo.findArticle(ctx.db, 'news', id, locale);
  if (!row) throw BusinessError.text(STATUS.NOT_FOUND, ct(locale, 'articleNotFound'));
  const names = new Map((await categoryNames(ctx, 'news', locale)).map((x) => [x.key, x.name]));
  const { previous, next } = await repo.newsNeighbours(ctx.db, row, locale);
  const related = await repo.relatedArticles(ctx.db, 'news', row, locale, 3);
  return {
    article: { ...newsItem(row, names), body: row.body },
    previous: previous ?? null,
    next: next ?? null,
    recommendations: related.map((r) => newsItem(r, names)),
  };
}

/** /other/get_help_center: the categories, each with its article titles. */
export async function helpCenter(ctx: AppContext, locale: Locale) {
  const cats = await categoryNames(ctx, 'help', locale);
  const { rows } = await repo.listArticles(ctx.db, 'help', locale, { limit: 500, offset: 0 });
  return {
    categories: cats.map((c) => ({
      key: c.key,
      name: c.name,
      articles: rows.filter((r) => r.category === c.key).map((r) => ({ id: r.id, title: r.title, summary: r.summary })),
    })),
  };
}

function helpItem(row: repo.ArticleRow, names: ReadonlyMap<string, string>) {
  return { id: row.id, title: row.title, summary: row.summary, category: row.category, category_name: names.get(row.category) ?? row.category };
}

/** /other/get_help_search: help articles whose title, summary or body contain the keyword. */
export async function helpSearch(ctx: AppContext, locale: Locale, text: string, { page, pageSize }: Paging) {
  const names = new Map((await categoryNames(ctx, 'help', locale)).map((x) => [x.key, x.name]));
  const search = searchForm(text);
  const { rows, total } = search
    ? await repo.listArticles(ctx.db, 'help', locale, { search, limit: pageSize, offset: (page - 1) * pageSize })
    : { rows: [], total: 0 };
  return {
    data: { list: rows.map((r) => helpItem(r, names)), total, page, page_size: pageSize },
    message: ct(locale, total === 0 ? 'noSearchResults' : 'ok'),
  };
}

/** /other/article_content: a help article with the other articles of its category. */
export async function helpArticle(ctx: AppContext, locale: Locale, id: number) {
  const row = await repo.findArticle(ctx.db, 'help', id, locale);
  if (!row) throw BusinessError.text(STATUS.NOT_FOUND, ct(locale, 'articleNotFound'));
  const names = new Map((await categoryNames(ctx, 'help', locale)).map((x) => [x.key, x.name]));
  const related = (await repo.relatedArticles(ctx.db, 'help', row, locale, 5)).filter((r) => r.category === row.category);
  return {
    article: { ...helpItem(row, names), body: row.body, date: day(row.publishedAt) },
    related: related.map((r) => ({ id: r.id, title: r.title })),
  };
}

/** /other/get_faq_content: the general questions, plus India's for country IND. */
export async function faq(ctx: AppContext, locale: Locale, country: string) {
  const { rows } = await repo.listArticles(ctx.db, 'faq', locale, { limit: 200, offset: 0 });
  return {
    list: rows
      .filter((r) => r.category === 'general' || (country === 'IND' && r.category === 'india'))
      .map((r) => ({ id: r.id, category: r.category, question: r.title, answer: r.body })),
  };
}

/** /other/about_content?k=...: an about or marketing text. */
export async function aboutContent(ctx: AppContext, locale: Locale, key: string) {
  const page = await repo.findPage(ctx.db, key, locale);
  if (!page) throw BusinessError.text(STATUS.NOT_FOUND, ct(locale, 'pageNotFound'));
  return { key: page.key, title: page.title, summary: page.summary, body: page.body, updated: day(page.updatedAt) };
}

/** /other/get_partner and /index_cooperative_payment_agencies_list. */
export async function partners(ctx: AppContext, locale: Locale, kind: 'partner' | 'agency', country: string) {
  const rows = await repo.listPartners(ctx.db, kind, country || undefined);
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: locale === 'en' ? row.nameEn : row.nameZh,
      name_en: row.nameEn,
      name_zh: row.nameZh,
      country: row.country,
      website: row.website,
      description: row.texts[locale]?.description ?? '',
      licence: row.texts[locale]?.licence ?? '',
    })),
  };
}

export interface ContactInput {
  form: ContactForm;
  values: Record<string, unknown>;
  locale: Locale;
  ip: string;
}

/**
 * nuxt/save__info: validated with @edupay/forms' contactSchema (the form's own rules and messages),
 * limited per address, stored, and mailed to the service desk (the outbox in development).
 */
export async function saveContact(ctx: AppContext, input: ContactInput, inbox: string, enquiryName: (type: string) => string) {
  const result = validateForm(contactSchema, input.values, input.locale);
  if (!result.valid && result.firstInvalid) {
    throw BusinessError.text(STATUS.INVALID, result.messages[result.firstInvalid] ?? '', { field: result.firstInvalid });
  }
  const key = `contact:${input.ip}`;
  if ((await countEvents(ctx, key, 3600)) >= CONTACT_PER_IP_PER_HOUR) throw BusinessError.text(STATUS.TOO_FREQUENT, ct(input.locale, 'contactTooFrequent'));
  await recordEvent(ctx, key);
  const v = result.values as Record<string, string | undefined>;
  const text = (name: string) => (v[name] ?? '').trim();
  const row = {
    form: input.form,
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone') || null,
    organisation: text('organisation') || null,
    enquiryType: text('enquiry_type'),
    message: text('message'),
    locale: input.locale,
    ip: input.ip,
    createdAt: ctx.now(),
  };
  const id = await repo.insertContactMessage(ctx.db, row);
  await ctx.mail.send({
    to: inbox,
    subject: ct('en', 'contactMailSubject', { form: row.form, type: enquiryName(row.enquiryType) }),
    text: [
      `Message #${id} (${row.locale}) from ${row.contactName} <${row.email}>`,
      ...(row.phone ? [`Phone: ${row.phone}`] : []),
      ...(row.organisation ? [`Organisation: ${row.organisation}`] : []),
      '',
      row.message,
    ].join('\n'),
  });
  return { id };
}

/** What an article save takes: the admin call's body (one shape, written once in schemas.ts). */
export type ArticleInput = SaveArticleBody;

/** Save an article (admin call and seed): bodies sanitised, search text derived. */
export async function saveArticle(ctx: Pick<AppContext, 'db' | 'now'>, input: ArticleInput): Promise<number> {
  const texts: Record<string, repo.ArticleTextInput> = {};
  for (const [locale, text] of Object.entries(input.texts)) {
    const body = sanitizeRichText(text.body);
    const plain = plainText(body);
    const summary = plainText(text.summary ?? '') || (plain.length > 120 ? `${plain.slice(0, 117)}...` : plain);
    const title = plainText(text.title);
    texts[locale] = { title, summary, body, searchText: searchForm(`${title} ${summary} ${plain}`) };
  }
  return repo.saveArticle(
    ctx.db,
    {
      kind: input.kind,
      slug: input.slug,
      category: input.category,
      publishedAt: input.published_at ? new Date(input.published_at) : ctx.now(),
      sourceUrl: input.source_url || null,
      sourceName: input.source_name || null,
      sort: input.sort ?? 0,
      updatedAt: ctx.now(),
    },
    texts,
  );
}
