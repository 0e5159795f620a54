import { subscribe } from 'valtio';
import { dialogs } from '../store/dialogs';
import { isLoggedIn, store } from '../store/store';

let phoneProven: (() => void) | null = null;

/**
 * Settles once the login the response policy asked for (402) is over: true when the visitor logged in or
 * registered, or (on the order form) proved their phone and chose to order without an account; false when
 * they closed the dialogs instead. A form waiting on it goes on by itself, so logging in never looks like
 * a failure and nothing has to be submitted twice.
 */
export function waitForLogin(): Promise<boolean> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const done = (loggedIn: boolean) => {
      for (const stop of stops) stop();
      phoneProven = null;
      resolve(loggedIn);
    };
    const check = () => {
      if (isLoggedIn(store)) done(true);
      else if (!dialogs.login.open && dialogs.registration === null) done(false);
    };
    phoneProven = () => done(true);
    stops.push(subscribe(store, check), subscribe(dialogs, check));
    check();
  });
}

/** The anonymous payer proved their phone and orders without an account: a waiting order goes on. */
export function orderPhoneProven(): void {
  phoneProven?.();
}
