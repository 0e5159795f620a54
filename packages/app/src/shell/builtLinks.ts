import type { AppLocale } from '../i18n/defineAppMessages';
import { ABOUT_US_CONTENT_KINDS, ABOUT_US_KINDS } from '../pages/aboutUs/aboutUsKinds';

/**
 * Config links (about menu, footer groups) come from the server, which lists every page of the
 * product; the app builds its pages issue by issue. A link inside the site is shown only once the
 * route table has its page, so no menu leads to "page not found"; links to other sites always show.
 */

/** Pages of the spec's route table marked "Chinese language only": in English they are not found. */
export const ZH_ONLY_PATHS: readonly string[] = ['/personnel_query', '/help_center'];

/**
 * Routes whose page shows one of several documents chosen by the query's `k` (spec 000 route table:
 * /about_us has clause, policy, update, partner, news): only the `k` values listed here are built.
 * The lists come from data-only modules, so the shell does not load the pages' chunks.
 */
export const BUILT_KINDS: Readonly<Record<string, readonly string[]>> = { '/about_us': [...ABOUT_US_KINDS, ...ABOUT_US_CONTENT_KINDS] };

export function matchesRoute(pathname: string, routePath: string): boolean {
  const want = routePath.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith(':') ? got[i] !== '' : segment === got[i]);
}

export function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function isBuiltLink(url: string, routePaths: readonly string[], locale: AppLocale): boolean {
  if (!isInternal(url)) return /^(https?:|mailto:|tel:)/i.test(url);
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (locale === 'en' && ZH_ONLY_PATHS.includes(pathname)) return false;
  const kinds = BUILT_KINDS[pathname];
  // Any base will do: the URL is internal, only its query is read.
  if (kinds && !kinds.includes(new URL(url, 'http://app.invalid').searchParams.get('k') ?? '')) return false;
  return routePaths.some((route) => matchesRoute(pathname, route));
}

export function builtLinks<T extends { url: string }>(links: readonly T[] | undefined, routePaths: readonly string[], locale: AppLocale): T[] {
  return (links ?? []).filter((link) => isBuiltLink(link.url, routePaths, locale));
}
