import type { AppLocale } from '../i18n/defineAppMessages';

/**
 * The logged-in user's menu (spec 000 section 2, Header): user centre, payment specialist, identity
 * check (Chinese only), change password, logout. Pages are offered only once their route exists, so
 * the menu never leads to a page that is not built yet.
 */
export type UserMenuItemId = 'userCenter' | 'specialist' | 'identity' | 'changePassword' | 'logout';

export const USER_CENTER_ROUTE = '/user_center';
/** The identity and staff check (spec 000 route table: Chinese language only). */
export const IDENTITY_CHECK_ROUTE = '/personnel_query';

export function userMenuItems(routePaths: readonly string[], locale: AppLocale): UserMenuItemId[] {
  const has = new Set(routePaths);
  const items: UserMenuItemId[] = [];
  if (has.has(USER_CENTER_ROUTE)) items.push('userCenter');
  items.push('specialist');
  if (locale !== 'en' && has.has(IDENTITY_CHECK_ROUTE)) items.push('identity');
  items.push('changePassword', 'logout');
  return items;
}
