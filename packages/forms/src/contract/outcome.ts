import type { ApiResult } from './envelope';
import { STATUS } from './status';

/**
 * What an answer means for the caller, decided in one place for server tests, app and kit:
 * - `success`: 200, 201 (logged out already) and 202 (captcha right);
 * - `needs_login` (402), `logged_out` (401), `needs_slider` (371);
 * - `already_registered`: 331 and 332 (the form shows a notice, not an error);
 * - `maintenance` (4005), `go_home` (4009), `order_paid` (4017): the app navigates;
 * - `no_password` (416): the account signed up by SMS has no password yet; offer to set one (step 9);
 * - `refused`: any other code of 400 or more (the message is shown);
 * - `unknown`: a code below 400 the contract does not name (treated as not-success).
 */
export type Outcome =
  | 'success'
  | 'needs_login'
  | 'logged_out'
  | 'needs_slider'
  | 'already_registered'
  | 'maintenance'
  | 'go_home'
  | 'order_paid'
  | 'no_password'
  | 'refused'
  | 'unknown';

const BY_CODE: ReadonlyMap<number, Outcome> = new Map<number, Outcome>([
  [STATUS.OK, 'success'],
  [STATUS.LOGGED_OUT_ALREADY, 'success'],
  [STATUS.CAPTCHA_OK, 'success'],
  [STATUS.PHONE_REGISTERED, 'already_registered'],
  [STATUS.EMAIL_REGISTERED, 'already_registered'],
  [STATUS.SLIDER_REQUIRED, 'needs_slider'],
  [STATUS.NOT_LOGGED_IN, 'logged_out'],
  [STATUS.NEED_LOGIN, 'needs_login'],
  [STATUS.MAINTENANCE, 'maintenance'],
  [STATUS.GO_HOME, 'go_home'],
  [STATUS.ORDER_PAID, 'order_paid'],
  [STATUS.NO_PASSWORD_SET, 'no_password'],
]);

export function outcome(result: Pick<ApiResult, 'status_code'> | null | undefined): Outcome {
  const code = result?.status_code;
  if (typeof code !== 'number') return 'unknown';
  return BY_CODE.get(code) ?? (code >= 400 ? 'refused' : 'unknown');
}

/** True only for the success codes: the one check a component needs before using `data`. */
export function isSuccess<T>(result: ApiResult<T> | null | undefined): result is ApiResult<T> & { data: T } {
  return outcome(result) === 'success';
}
