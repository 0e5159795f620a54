import type { LoginResult } from '@edupay/ui';
import { dialogs } from '../store/dialogs';
import { store } from '../store/store';

/**
 * A login (or a registration, which logs in) succeeded: the store learns the user (logged in means
 * user_name is not empty), the dialogs close, and the visitor goes back to the guarded route they
 * asked for, if any (spec 000 section 2, "Route guard"). Returns where to navigate, or null.
 */
export function completeLogin(userInfo: LoginResult['user_info']): string | null {
  store.user_name = userInfo?.user_name ?? '';
  store.user_country = userInfo?.user_country ?? '';
  const target = dialogs.afterLogin;
  dialogs.afterLogin = null;
  // Not closeDialogs(): a scan-login ticket waiting for this login must survive it.
  dialogs.login.open = false;
  dialogs.registration = null;
  dialogs.assignedManager = null;
  return target;
}
