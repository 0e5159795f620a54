/**
 * The console opens the payer app with `/?act_token=…` (a payer session marked with the staff member,
 * ops act_on_behalf_start). Consumed once at start-up, before the first call: the token becomes this
 * tab's session cookie, the tab remembers that it is acting (for the banner), and the token leaves the
 * address bar and the history, so it is not bookmarked or shared by copying the address.
 */
import { TOKEN_COOKIE, writeCookie } from '../api/cookies';

export const ACTING_FLAG = 'edupay-acting';

export function consumeActToken(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('act_token');
  if (!token) return;
  writeCookie(TOKEN_COOKIE, token, 1);
  sessionStorage.setItem(ACTING_FLAG, '1');
  url.searchParams.delete('act_token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

export const isActingTab = (): boolean => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(ACTING_FLAG) === '1';

export function leaveActing(): void {
  sessionStorage.removeItem(ACTING_FLAG);
  writeCookie(TOKEN_COOKIE, '', 0);
}
