import type { AppLocale } from '../i18n/defineAppMessages';

/**
 * The header's main menu, derived from the route table: the catalogue below lists every page the
 * menu may link to, in menu order, and an entry shows only once its route exists in routes.tsx. So a
 * later issue that adds `/help_center` to the table makes "Help centre" appear with no header change,
 * and the header never links to a page that is not built yet.
 */
export interface MainMenuEntry {
  /** Message id suffix: `header.nav.<id>`. */
  id: 'home' | 'pay' | 'examFee' | 'helpCenter' | 'cooperate' | 'contact' | 'aboutZh' | 'aboutEn';
  /** Where the link goes. */
  href: string;
  /** The route-table path that must exist (differs from href for routes with parameters). */
  route: string;
  /** Shown in these locales only (spec 000 section 2: help centre and the Chinese about pages are zh only). */
  locales?: readonly AppLocale[];
}

const ZH: readonly AppLocale[] = ['zh-CN', 'zh-TW'];

export const MAIN_MENU_CATALOGUE: readonly MainMenuEntry[] = [
  { id: 'home', href: '/', route: '/' },
  { id: 'pay', href: '/college_list', route: '/college_list' },
  // The exam route's default name is banz (spec 000 section 2).
  { id: 'examFee', href: '/examfee/banz', route: '/examfee/:name' },
  { id: 'helpCenter', href: '/help_center', route: '/help_center', locales: ZH },
  { id: 'cooperate', href: '/cooperate', route: '/cooperate' },
  { id: 'contact', href: '/contact', route: '/contact' },
  { id: 'aboutZh', href: '/introduction', route: '/introduction', locales: ZH },
  { id: 'aboutEn', href: '/about_en', route: '/about_en', locales: ['en'] },
];

/** The entries whose route is in the table and that are offered in this locale. */
export function mainMenuItems(routePaths: readonly string[], locale: AppLocale, catalogue: readonly MainMenuEntry[] = MAIN_MENU_CATALOGUE): MainMenuEntry[] {
  const existing = new Set(routePaths);
  return catalogue.filter((entry) => existing.has(entry.route) && (!entry.locales || entry.locales.includes(locale)));
}

/** Whether a menu link is the current page (for aria-current): exact for home, by route otherwise. */
export function isCurrentEntry(entry: MainMenuEntry, path: string): boolean {
  if (entry.href === '/') return path === '/';
  if (entry.route.includes('/:')) return path.startsWith(entry.route.slice(0, entry.route.indexOf('/:') + 1));
  return path === entry.href;
}
