import type { ApiResult } from '@edupay/forms/contract';
import { isSuccess } from '@edupay/forms/contract';
import { call } from './api';

/**
 * Content calls (spec 001 section 7): news and resources, help centre, FAQ, about texts, partners,
 * payment institutions and the contact form. Article bodies arrive as HTML the server sanitised.
 */
export const NEWS_TYPES = ['articles', 'corporate_news', 'esg', 'events', 'videos', 'webinars'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export interface NewsItem {
  id: number;
  slug: string;
  type: NewsType;
  type_name: string;
  title: string;
  summary: string;
  date: string;
  source_name: string;
  source_url: string;
}
export interface NewsPage {
  list: NewsItem[];
  total: number;
  page: number;
  page_size: number;
  types: { key: NewsType; name: string }[];
}
export interface TitleLink {
  id: number;
  title: string;
}
export interface NewsDetail {
  article: NewsItem & { body: string };
  previous: TitleLink | null;
  next: TitleLink | null;
  recommendations: NewsItem[];
}
export interface HelpItem {
  id: number;
  title: string;
  summary: string;
  category: string;
  category_name: string;
}
export interface HelpCentre {
  categories: { key: string; name: string; articles: { id: number; title: string; summary: string }[] }[];
}
export interface HelpArticle {
  article: HelpItem & { body: string; date: string };
  related: TitleLink[];
}
export interface FaqEntry {
  id: number;
  category: string;
  question: string;
  answer: string;
}
export interface AboutText {
  key: string;
  title: string;
  summary: string;
  body: string;
  updated: string;
}
export interface Partner {
  id: number;
  name: string;
  name_en: string;
  name_zh: string;
  country: string;
  website: string;
  description: string;
  licence: string;
}
export interface ContactFormDefinition {
  form: 'contact' | 'contactb';
  enquiry_types: { key: string; name: string }[];
}
export interface ContactPayload {
  form: 'contact' | 'contactb';
  contact_name: string;
  email: string;
  phone: string;
  organisation: string;
  enquiry_type: string;
  message: string;
}

/** The data of a successful answer; any refusal (the response policy already showed it) throws. */
async function dataOf<T>(result: Promise<ApiResult<T>>): Promise<{ data: T; message: string }> {
  const answer = await result;
  if (!isSuccess(answer) || answer.data === undefined) throw new Error(answer.message ?? 'request failed');
  return { data: answer.data, message: answer.message ?? '' };
}

export const newsCenter = (query: { search_key?: string; type?: string; page?: number }) => dataOf(call<NewsPage>('GET', '/other/news_center', query));
export const latestNews = (limit = 3) => dataOf(call<NewsItem[]>('GET', '/nuxt/get_news', { limit })).then((r) => r.data);
export const newsDetail = (articleId: number) => dataOf(call<NewsDetail>('GET', '/other/article_info', { article_id: articleId })).then((r) => r.data);
export const helpCentre = () => dataOf(call<HelpCentre>('GET', '/other/get_help_center')).then((r) => r.data);
export const helpSearch = (search_key: string) =>
  dataOf(call<{ list: HelpItem[]; total: number }>('GET', '/other/get_help_search', { search_key, page_size: 50 }));
export const helpArticle = (articleId: number) => dataOf(call<HelpArticle>('GET', '/other/article_content', { article_id: articleId })).then((r) => r.data);
export const faq = (country: string) => dataOf(call<{ list: FaqEntry[] }>('GET', '/other/get_faq_content', { country })).then((r) => r.data.list);
export const aboutText = (k: string) => dataOf(call<AboutText>('GET', '/other/about_content', { k })).then((r) => r.data);
export const partners = () => dataOf(call<{ list: Partner[] }>('GET', '/other/get_partner')).then((r) => r.data.list);
export const paymentInstitutions = () => dataOf(call<{ list: Partner[] }>('GET', '/index_cooperative_payment_agencies_list')).then((r) => r.data.list);
export const contactForm = (form: 'contact' | 'contactb') => dataOf(call<ContactFormDefinition>('GET', '/nuxt/get_form', { form })).then((r) => r.data);

/** nuxt/save__info: the answer as is, so the form can show a refusal next to its field. */
export const sendContact = (payload: ContactPayload) => call<{ id: number }>('POST', '/nuxt/save__info', { ...payload });
