/**
 * Request and response schemas of the content calls: validation, TypeScript shape and OpenAPI in
 * one. Each request schema carries an example that works against the seeded content.
 */
import { CONTACT_FORMS, ENQUIRY_TYPES } from '@edupay/forms';
import { envelopeResponse, int, listOf, shape, text } from '../../http/response-schemas';
import { input, intOrDigits, str } from '../../http/schemas';
import type { Payload } from '../../http/typed-routes';
import { NEWS_TYPES } from './service';

const page = { ...intOrDigits(10_000), description: 'Page number, from 1 (default 1)' };
const pageSize = { ...intOrDigits(50), description: 'Items per page (default 10, at most 50)' };
const searchKey = { ...str(50), description: 'Keyword matched in title, summary and text' };
const id = (what: string) => ({ ...intOrDigits(), description: `Id of the ${what}` });
const countryCode = { ...str(3), description: 'Alpha-3 country code' };

export const newsCenterQuery = input(
  {
    search_key: searchKey,
    type: { type: 'string', enum: ['', 'all', ...NEWS_TYPES], description: 'Filter tab (all or empty: every type)' },
    page,
    page_size: pageSize,
  },
  { search_key: 'tuition', type: 'all', page: '1' },
);

export const getNewsQuery = input(
  {
    type: { type: 'string', enum: ['', ...NEWS_TYPES], description: 'Only this type (empty: any)' },
    limit: { ...intOrDigits(12), description: 'How many (default 3, at most 12)' },
  },
  { limit: '3' },
);

export const articleInfoQuery = input({ article_id: id('news item') }, { article_id: '1' }, ['article_id']);
export const articleContentQuery = input({ article_id: id('help article') }, { article_id: '13' }, ['article_id']);

export const ABOUT_KEYS = [
  'update',
  'partner',
  'news',
  'introduction',
  'global_payments',
  'about_en',
  'global_education_payments',
  'financial_technology',
  'investors_and_partners',
  'media_and_press',
  'cooperate',
] as const;
export const aboutContentQuery = input({ k: { ...str(40), description: `Which text: ${ABOUT_KEYS.join(', ')}` } }, { k: 'update' }, ['k']);

export const helpSearchQuery = input({ search_key: searchKey, page, page_size: pageSize }, { search_key: 'exchange rate' });

export const faqQuery = input({ country: countryCode }, { country: 'IND' });
export const partnerQuery = input({ country: countryCode }, { country: 'GBR' });

export const getFormQuery = input({ form: { type: 'string', enum: [...CONTACT_FORMS], description: 'contact (payers) or contactb (institutions and partners)' } }, { form: 'contact' });

// Types and bounds against abuse here; the form's rules (and their messages) are @edupay/forms'.
export const saveInfoBody = input(
  {
    form: { type: 'string', enum: [...CONTACT_FORMS] },
    contact_name: str(100),
    email: str(254),
    phone: str(30),
    organisation: str(200),
    enquiry_type: str(40),
    message: str(4000),
  },
  {
    form: 'contact',
    contact_name: 'Li Hua',
    email: 'li.hua@example.com',
    phone: '13800138000',
    enquiry_type: 'payment',
    message: 'How long does a tuition payment to a UK university take to arrive?',
  },
  ['form'],
);

const localeText = { type: 'object', properties: { title: str(200), summary: str(500), body: str(100_000) }, required: ['title', 'body'], additionalProperties: false } as const;
export const saveArticleBody = input(
  {
    kind: { type: 'string', enum: ['news', 'help', 'faq'] },
    slug: { type: 'string', maxLength: 80, pattern: '^[a-z0-9][a-z0-9-]*$' },
    category: { type: 'string', maxLength: 40, pattern: '^[a-z0-9_]+$' },
    published_at: { type: 'string', maxLength: 30, format: 'date-time' },
    source_url: { type: 'string', maxLength: 500, pattern: '^https://' },
    source_name: str(100),
    sort: { type: 'integer', minimum: 0, maximum: 10_000 },
    texts: { type: 'object', properties: { en: localeText, 'zh-CN': localeText, 'zh-TW': localeText }, required: ['en', 'zh-CN', 'zh-TW'], additionalProperties: false },
  },
  {
    kind: 'news',
    slug: 'open-day-2026',
    category: 'events',
    published_at: '2026-03-01T02:00:00Z',
    texts: {
      en: { title: 'EduPay open day', body: '<p>Meet our payment specialists.</p>' },
      'zh-CN': { title: 'EduPay 开放日', body: '<p>与缴费专员面对面交流。</p>' },
      'zh-TW': { title: 'EduPay 開放日', body: '<p>與繳費專員面對面交流。</p>' },
    },
  },
  ['kind', 'slug', 'category', 'texts'],
);

// Answers.
const NEWS_ITEM_PROPS = {
  id: int(),
  slug: text(),
  type: { type: 'string', enum: [...NEWS_TYPES] },
  type_name: text("Type in the request's language"),
  title: text(),
  summary: text(),
  date: text('Publication date, YYYY-MM-DD'),
  source_name: text('Where it first appeared, or empty'),
  source_url: text('Link to the source, or empty'),
};
const NEWS_ITEM = shape(NEWS_ITEM_PROPS);
const NAMED = shape({ key: text(), name: text() });
const TITLE_LINK = { anyOf: [shape({ id: int(), title: text() }), { type: 'null' }] };

export const newsCenterResponse = envelopeResponse(
  shape({ list: listOf(NEWS_ITEM), total: int('Matches in all'), page: int(), page_size: int(), types: listOf(NAMED, 'The filter tabs') }),
);
export const getNewsResponse = envelopeResponse(listOf(NEWS_ITEM, 'Newest first'));
export const articleInfoResponse = envelopeResponse(
  shape({
    article: shape({ ...NEWS_ITEM_PROPS, body: text('Sanitised HTML') }),
    previous: { ...TITLE_LINK, description: 'The newer item listed before this one, or null' },
    next: { ...TITLE_LINK, description: 'The older item listed after this one, or null' },
    recommendations: listOf(NEWS_ITEM, 'Three items, same type first'),
  }),
);
const HELP_ITEM_PROPS = { id: int(), title: text(), summary: text(), category: text(), category_name: text() };
export const helpSearchResponse = envelopeResponse(shape({ list: listOf(shape(HELP_ITEM_PROPS)), total: int(), page: int(), page_size: int() }));
export const helpCenterResponse = envelopeResponse(
  shape({ categories: listOf(shape({ key: text(), name: text(), articles: listOf(shape({ id: int(), title: text(), summary: text() })) })) }),
);
export const articleContentResponse = envelopeResponse(
  shape({
    article: shape({ ...HELP_ITEM_PROPS, body: text('Sanitised HTML'), date: text() }),
    related: listOf(shape({ id: int(), title: text() }), 'Other articles of the category'),
  }),
);
export const faqResponse = envelopeResponse(shape({ list: listOf(shape({ id: int(), category: text(), question: text(), answer: text('Sanitised HTML') })) }));
export const aboutContentResponse = envelopeResponse(
  shape({ key: text(), title: text(), summary: text(), body: text('Sanitised HTML'), updated: text('Last change, YYYY-MM-DD') }),
);
export const partnerResponse = envelopeResponse(
  shape({
    list: listOf(
      shape({
        id: int(),
        name: text("Name in the request's language"),
        name_en: text(),
        name_zh: text(),
        country: text('Alpha-3 country code'),
        website: text(),
        description: text(),
        licence: text('Licence or registration held (payment institutions), or empty'),
      }),
    ),
  }),
);
export const getFormResponse = envelopeResponse(
  shape({
    form: text(),
    fields: listOf(
      shape({
        name: text(),
        type: { type: 'string', enum: ['text', 'email', 'tel', 'select', 'textarea'] },
        required: { type: 'boolean' },
        max_length: int(),
        options: listOf(NAMED, 'Choices of a select'),
      }),
    ),
    enquiry_types: listOf(NAMED),
  }),
);
export const saveInfoResponse = envelopeResponse(shape({ id: int('Reference of the stored message') }));
export const saveArticleResponse = envelopeResponse(shape({ id: int() }));

export { ENQUIRY_TYPES };

/** An article as the admin call takes it (and the seed writes it): read from its schema. */
export type SaveArticleBody = Payload<typeof saveArticleBody>;
