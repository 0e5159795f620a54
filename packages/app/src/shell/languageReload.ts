/**
 * Where the language switch reloads to: the same page and query (issue 14 item 1), except that a
 * `lang` parameter (a language's own URL, as search results and sitemap.xml link it; the server
 * turns it into the language cookie) names the new language, or it would switch the page back.
 */
export function languageReloadTarget(current: { pathname: string; search: string; hash: string }, lang: string): string {
  const query = new URLSearchParams(current.search);
  if (!query.has('lang')) return `${current.pathname}${current.search}${current.hash}`;
  query.set('lang', lang);
  return `${current.pathname}?${query.toString()}${current.hash}`;
}
