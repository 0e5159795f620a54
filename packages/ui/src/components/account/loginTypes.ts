/**
 * Types shared by LoginSteps, its nine steps and the captcha components. Names that cross the API
 * boundary are the spec's (spec 000 sections 3, 7 and 8).
 */

import type { ApiResult } from '@edupay/forms/contract';

/** The nine login dialog steps of spec 000 section 2, in the spec's order. */
export const LOGIN_STEPS = [
  'sms',
  'password',
  'scan',
  'email',
  'forgot_phone',
  'reset',
  'change',
  'forgot_email',
  'create_password',
] as const;
export type LoginStepId = (typeof LOGIN_STEPS)[number];

/** Step 2 logs in with a phone number or an e-mail address in `login_name`. */
export type LoginAccountType = 'phone' | 'email';

/**
 * The values the steps share, as the API names them, so a phone typed in step 1 is still there in
 * step 5. `id`, `oid` and `t` are the reset ticket (from verifying the reset SMS, or from the reset
 * link's query `type=reset_password&oid&id&t`).
 */
export interface LoginFormValue {
  tel_code: string;
  phone: string;
  phone_captcha: string;
  login_type: LoginAccountType;
  login_name: string;
  password: string;
  email: string;
  img_captcha: string;
  new_password: string;
  confirm_password: string;
  old_password: string;
  id: string;
  oid: string;
  t: string;
}

/** An empty form; `tel_code` defaults to the first code offered. */
export const EMPTY_LOGIN_VALUE: LoginFormValue = {
  tel_code: '',
  phone: '',
  phone_captcha: '',
  login_type: 'phone',
  login_name: '',
  password: '',
  email: '',
  img_captcha: '',
  new_password: '',
  confirm_password: '',
  old_password: '',
  id: '',
  oid: '',
  t: '',
};

export interface PhonePayload {
  tel_code: string;
  phone: string;
}
export interface SmsLoginPayload extends PhonePayload {
  phone_captcha: string;
}
/**
 * Password login: `tel_code` only when `login_name` is a phone number; `img_captcha` only once the
 * server asked for it (406 after a few wrong passwords).
 */
export interface PasswordLoginPayload {
  tel_code?: string;
  login_name: string;
  password: string;
  img_captcha?: string;
}
export type LoginPayload = SmsLoginPayload | PasswordLoginPayload;
export interface EmailPayload {
  email: string;
}
export interface ResetEmailPayload extends EmailPayload {
  img_captcha: string;
}
/** The reset ticket answered by the reset SMS check (and carried by the reset e-mail link). */
export interface ResetTicket {
  id: string;
  oid: string;
  t: string;
}
export interface ResetPasswordPayload extends ResetTicket {
  new_password: string;
  confirm_password: string;
}
export interface ChangePasswordPayload {
  old_password: string;
  new_password: string;
  confirm_password: string;
}
export interface CreatePasswordPayload {
  new_password: string;
  confirm_password: string;
}
export interface SliderVerifyPayload extends PhonePayload {
  captchaVerifyParam: string;
}

/** User info at login (spec 000 section 3): logged in means `user_name` is not empty. */
export interface UserInfo {
  user_name?: string;
  user_country?: string;
}
/** The login answer: `user_info` at the top level, `data.is_need_password` (1/true: step 9). */
export interface LoginResult extends ApiResult<{ is_need_password?: boolean | number; [key: string]: unknown }> {
  user_info?: UserInfo;
}
/** A scan-login ticket: the URL to encode in the QR code, the ticket to poll, when it expires (epoch ms or ISO). */
export interface ScanTicket {
  qr_url: string;
  ticket: string;
  expires_at?: number | string;
}
/** A poll answer: `pending` until the phone confirms, then `confirmed` (a login answer) or `expired`. */
export interface ScanPollResult extends LoginResult {
  data?: { state?: 'pending' | 'confirmed' | 'expired'; is_need_password?: boolean | number; [key: string]: unknown };
}
/** A slider puzzle (GET /other/slider_captcha): background with a gap, the piece, and the piece's top. */
export interface SliderPuzzle {
  id: string;
  width: number;
  height: number;
  piece_size: number;
  piece_y: number;
  /** Image URLs (data: URLs from the API). */
  background: string;
  piece: string;
}
