import { proxy } from 'valtio';
import { restoreSharedState, saveOnPageHide } from './persist';

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The app's shared state (valtio): read with `useSnapshot(store)`, write by assigning to `store`. */
export const store = proxy(restoreSharedState(sessionStore()));

if (typeof window !== 'undefined') saveOnPageHide(store, sessionStore(), window);

/** Logged in means user_name is not empty. */
export const isLoggedIn = (state: { user_name: string }) => state.user_name !== '';
