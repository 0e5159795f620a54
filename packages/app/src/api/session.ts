import { openLogin } from '../store/dialogs';
import { store } from '../store/store';
import { call } from './api';
import { STATUS, type ApiResult } from '@edupay/forms/contract';

/** What a logout answer means (spec 000 sections 7 and 8). */
export type LogoutOutcome = 'loggedOut' | 'notLoggedIn' | 'failed';

/** 200 or 201: logged out. 401: the session had no user any more (clear it and offer login). */
export function logoutOutcome(result: Pick<ApiResult, 'status_code'>): LogoutOutcome {
  // Not outcome(): its 'success' also covers 202 (a right captcha), which is no logout answer.
  if (result.status_code === STATUS.OK || result.status_code === STATUS.LOGGED_OUT_ALREADY) return 'loggedOut';
  if (result.status_code === STATUS.NOT_LOGGED_IN) return 'notLoggedIn';
  return 'failed';
}

/**
 * POST /user/logout (never GET: a link on another site must not log anyone out). On 200 or 201 the
 * user is cleared (logged in means user_name is not empty) and `toastSuccess` gets the server's message (or `fallback`); on 401 the user is cleared too and the
 * login dialog opens. Other answers were already toasted by the response policy. The toast is the
 * caller's because it lives in React (useToast) and this function does not.
 */
export async function logout({
  toastSuccess,
  fallback,
  beforeClear,
}: {
  toastSuccess: (message: string) => void;
  fallback: string;
  /**
   * Runs just before the user is cleared: a page that needs login must be left first, or the route
   * guard would see a logged-out visitor there and reopen the login dialog they just left.
   */
  beforeClear?: () => void;
}): Promise<LogoutOutcome> {
  let result: ApiResult;
  try {
    result = await call('POST', '/user/logout');
  } catch {
    return 'failed'; // network or HTTP fault: the api client told the user; still logged in
  }
  const outcome = logoutOutcome(result);
  if (outcome === 'failed') return outcome;
  beforeClear?.();
  store.user_name = '';
  store.user_country = '';
  if (outcome === 'loggedOut') toastSuccess(result.message || fallback);
  else openLogin();
  return outcome;
}
