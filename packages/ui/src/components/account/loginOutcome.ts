import type { LoginResult, LoginStepId, PhonePayload } from './loginTypes';

/** The outcome callbacks a step that logs in calls (spec 000 section 4). */
export interface LoginOutcomeCallbacks {
  /** SMS login answered without `user_info.user_name`: a new user; open the registration supplement with this phone. */
  onNewUser?: (phone: PhonePayload) => void;
  /**
   * The login answered `data.is_need_password`: the step moves on to `create_password` (step 9).
   * LoginSteps keeps the answer and calls `onLoggedIn` with it once the password is set.
   */
  onNeedPassword?: (result: LoginResult) => void;
  /** Logged in (and no password to set). */
  onLoggedIn?: (result: LoginResult) => void;
  /** Moves to another step. */
  onStepChange?: (step: LoginStepId) => void;
}

/** True when `data.is_need_password` is set (the API sends 1/0 or a boolean). */
export function needsPassword(result: LoginResult): boolean {
  const flag = result.data?.is_need_password;
  return flag === true || flag === 1;
}

/** Sort a successful login answer into new user, password to set, or logged in. */
export function handleLoginResult(result: LoginResult, callbacks: LoginOutcomeCallbacks, phone?: PhonePayload): void {
  if (phone && !result.user_info?.user_name) {
    callbacks.onNewUser?.(phone);
    return;
  }
  if (needsPassword(result)) {
    callbacks.onNeedPassword?.(result);
    callbacks.onStepChange?.('create_password');
    return;
  }
  callbacks.onLoggedIn?.(result);
}
