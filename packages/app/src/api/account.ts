/**
 * The account-access calls of spec 000 section 7, typed for the kit's login steps and registration
 * form. Each resolves to the API's envelope; the response policy (api/responsePolicy.ts) has already
 * toasted any status of 400 or more, and the kit shows the step's own message beside the field.
 */
import type {
  ChangePasswordPayload,
  CreatePasswordPayload,
  EmailPayload,
  ApiResult,
  LoginPayload,
  LoginResult,
  PhonePayload,
  RegistrationPayload,
  RegistrationResponse,
  ResetEmailPayload,
  ResetPasswordPayload,
  ResetTicket,
  ScanPollResult,
  ScanTicket,
  SliderPuzzle,
  SliderVerifyPayload,
  SmsLoginPayload,
} from '@edupay/ui';
import { call } from './api';

export const sendLoginCode = (payload: PhonePayload) => call('POST', '/user/send_verification', { ...payload });

/** SMS login (tel_code, phone, phone_captcha) or password login (login_name, password, tel_code for a phone). */
export const logIn = (payload: LoginPayload) => call('POST', '/user/login', { ...payload }) as Promise<LoginResult>;

/** 200: the address is free (open registration); 332: already registered. */
export const checkEmail = (payload: EmailPayload) => call('POST', '/user/verification_email', { ...payload });

export const sendResetCode = (payload: PhonePayload) => call('POST', '/user/send_verification_password', { ...payload });

export const verifyResetCode = (payload: SmsLoginPayload) => call<ResetTicket>('POST', '/user/phone_verification_password', { ...payload });

export const sendResetEmail = (payload: ResetEmailPayload) => call('POST', '/user/email_verification_password', { ...payload });

/** A fresh image captcha for this session (a random query defeats caches). */
export const captchaUrl = () => `/api/other/check_captcha?r=${Math.random().toString(36).slice(2)}`;

export const resetPassword = (payload: ResetPasswordPayload) => call('POST', '/user/reset_pwd', { ...payload });

export const changePassword = (payload: ChangePasswordPayload) => call('POST', '/user/change_pwd', { ...payload });

export const createPassword = (payload: CreatePasswordPayload) => call('POST', '/user/create_pwd', { ...payload });

export const sliderVerify = (payload: SliderVerifyPayload) => call<{ pass?: boolean }>('POST', '/other/slider_verification', { ...payload });

export const getSliderPuzzle = () => call<SliderPuzzle>('GET', '/other/slider_captcha') as Promise<ApiResult<SliderPuzzle>>;

interface ServerScanTicket {
  ticket: string;
  qr_code: string;
  url: string;
  expires_in: number;
}

/** The server answers the QR as an image and a lifetime; the kit wants the URL to encode and an expiry. */
export async function getScanTicket(): Promise<ApiResult<ScanTicket>> {
  const requested = Date.now();
  const result = await call<ServerScanTicket>('GET', '/user/scan_login_qrcode');
  const data = result.data;
  return {
    status_code: result.status_code,
    message: result.message,
    data: data ? { ticket: data.ticket, qr_url: data.url, expires_at: requested + data.expires_in * 1000 } : undefined,
  };
}

export const pollScan = (ticket: string) => call('GET', '/user/scan_login_check', { ticket }) as Promise<ScanPollResult>;

/** From a logged-in phone that scanned a login QR code. */
export const confirmScan = (ticket: string) => call('POST', '/user/scan_login_confirm', { ticket });

export const register = (payload: RegistrationPayload) => call('POST', '/user/register', { ...payload }) as Promise<ApiResult<RegistrationResponse>>;
