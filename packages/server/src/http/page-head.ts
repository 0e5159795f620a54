/**
 * The <head> a page is sent with (issue 19 item 4): search engines and link previews read the HTML
 * the server sends and often run no script, so each page's title, description, canonical URL,
 * hreflang alternates and Open Graph tags are written here, in the page's language, before the app
 * runs (the app then keeps the title in step as the user moves on: routing/DocumentTitle.tsx).
 *
 * A language has its own URL: `?lang=zh-CN|en|zh-TW` on any page (the spec keeps the language in a
 * cookie, which a crawler does not send; the server turns the parameter into that cookie). Pure: no
 * request, no database.
 */
import { LOCALES, type Locale } from '@edupay/forms/contract';

export const LANG_PARAM = 'lang';

/** Query parameters that make a different page (the rest, such as a search text, do not). */
const PAGE_PARAMS = ['id', 'k', 'type', 'page', 'country'];

export interface PageHead {
  readonly locale: Locale;
  readonly title: string;
  readonly description: string;
  /** The languages the page exists in (the help centre and staff lookup are Chinese only). */
  readonly locales: readonly Locale[];
}

/** The page's own URL in one language: its path, the parameters that make it this page, and lang. */
export function pageUrl(origin: string, path: string, query: URLSearchParams, locale: Locale): string {
  const params = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = query.get(name);
    if (value) params.set(name, value);
  }
  params.set(LANG_PARAM, locale);
  return `${origin.replace(/\/$/, '')}${path}?${params.toString()}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const OG_LOCALE: Record<Locale, string> = { en: 'en_GB', 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW' };

/** The tags of the page's head that describe it (everything else in the template stays). */
export function headTags(head: PageHead, origin: string, path: string, query: URLSearchParams): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const self = escapeHtml(pageUrl(origin, path, query, head.locale));
  const locales = head.locales.length > 0 ? head.locales : LOCALES;
  const alternates = locales.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(pageUrl(origin, path, query, locale))}" />`);
  // x-default: the first language the page exists in (English where it exists).
  const fallback = locales.includes('en') ? 'en' : locales[0]!;
  alternates.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path, query, fallback))}" />`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${self}" />`,
    ...alternates,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="EduPay" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${self}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[head.locale]}" />`,
    ...locales.filter((l) => l !== head.locale).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}" />`),
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}

/**
 * The route's own code, fetched beside the app's entry rather than after it has run (packages/app/scripts/
 * route-preloads.mjs lists each route's files): `crossorigin` as Vite's own modulepreload links, so the
 * browser reuses the download for the module import.
 */
export function modulePreloadTags(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`).join('');
}

/**
 * The app's index.html with this page's head: <html lang>, the template's <title> and description
 * replaced by the page's tags, optionally tags at the end of the head (after the template's entry and
 * stylesheet), and optionally markup prerendered into the root element.
 */
export function withPageHead(template: string, tags: string, locale: Locale, { rootHtml, headEnd = '' }: { rootHtml?: string; headEnd?: string } = {}): string {
  // Replacers are functions: a `$&` or `$'` in a title or a page's text is text, not a replacement pattern.
  let html = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => tags);
  if (headEnd) html = html.replace('</head>', () => `${headEnd}</head>`);
  if (rootHtml !== undefined) html = html.replace('<div id="root"></div>', () => `<div id="root">${rootHtml}</div>`);
  return html;
}
