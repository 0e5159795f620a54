import { openLogin } from '../store/dialogs';
import { store } from '../store/store';
import { call } from './api';
import { STATUS, type ApiResult } from './envelope';

/** What a logout answer means (spec 000 sections 7 and 8). */
export type LogoutOutcome = 'loggedOut' | 'notLoggedIn' | 'failed';

/** 200 or 201: logged out. 401: the session had no user any more (clear it and offer login). */
export function logoutOutcome(result: Pick<ApiResult, 'status_code'>): LogoutOutcome {
  if (result.status_code === STATUS.ok || result.status_code === STATUS.loggedOut) return 'loggedOut';
  if (result.status_code === STATUS.notLoggedIn) return 'notLoggedIn';
  return 'failed';
}

/**
 * GET /user/logout. On 200 or 201 the user is cleared (logged in means user_name is not empty) and
 * `toastSuccess` gets the server's message (or `fallback`); on 401 the user is cleared too and the
 * login dialog opens. Other answers were already toasted by the response policy. The toast is the
 * caller's because it lives in React (useToast) and this function does not.
 */
export async function logout({ toastSuccess, fallback }: { toastSuccess: (message: string) => void; fallback: string }): Promise<LogoutOutcome> {
  let result: ApiResult;
  try {
    result = await call('GET', '/user/logout');
  } catch {
    return 'failed'; // network or HTTP fault: the api client told the user; still logged in
  }
  const outcome = logoutOutcome(result);
  if (outcome === 'failed') return outcome;
  store.user_name = '';
  store.user_country = '';
  if (outcome === 'loggedOut') toastSuccess(result.message || fallback);
  else openLogin();
  return outcome;
}
