/** Separator between a page's own name and the site's (the site's title already names EduPay). */
const SEPARATOR = ' | ';

/**
 * The document title of a page: the home page is the site itself; any other page is its main
 * heading, then the site's title. Without a heading yet (still loading) the site's title stands.
 */
export function pageTitle(path: string, heading: string, siteTitle: string): string {
  const name = heading.replace(/\s+/g, ' ').trim();
  if (path === '/' || name === '') return siteTitle;
  return `${name}${SEPARATOR}${siteTitle}`;
}
