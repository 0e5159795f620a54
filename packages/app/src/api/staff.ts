import { call } from './api';
import { STATUS, type ApiResult } from '@edupay/forms/contract';

/** A staff member as the public lookup shows them (POST /other/search_personal). */
export interface StaffMember {
  name: string;
  name_en?: string;
  wechat_id?: string;
  phone?: string;
  email?: string;
  working?: string;
  is_staff?: number;
}

export interface StaffLookupPayload {
  /** A phone number or a messaging-app id. */
  keyword: string;
  /** The 4 digits of the image captcha (GET /api/other/check_captcha); a logged-in payer sends none. */
  img_captcha?: string;
}

export type StaffLookup =
  | { kind: 'found'; staff: StaffMember }
  | { kind: 'notFound' }
  | { kind: 'captchaWrong'; message: string }
  | { kind: 'failed'; message: string };

/** The contract's statuses for a missing person and a wrong image captcha. */
export const STAFF_NOT_FOUND = STATUS.NOT_FOUND;
export const IMAGE_CAPTCHA_WRONG = STATUS.IMAGE_CAPTCHA_WRONG;

export function staffLookupOutcome(result: ApiResult<StaffMember>): StaffLookup {
  if (result.status_code === STATUS.OK && result.data && typeof result.data.name === 'string') return { kind: 'found', staff: result.data };
  if (result.status_code === STAFF_NOT_FOUND) return { kind: 'notFound' };
  if (result.status_code === IMAGE_CAPTCHA_WRONG) return { kind: 'captchaWrong', message: result.message ?? '' };
  return { kind: 'failed', message: result.message ?? '' };
}

/** Staff lookup (spec 000 sections 6 and 7): is this phone or messaging id really EduPay staff? */
export async function searchPersonal(payload: StaffLookupPayload): Promise<StaffLookup> {
  try {
    return staffLookupOutcome(await call<StaffMember>('POST', '/other/search_personal', { ...payload }));
  } catch {
    return { kind: 'failed', message: '' };
  }
}

/** A new captcha image for this session; the random query defeats caches (spec 000 section 7). */
export const staffCaptchaUrl = () => `/api/other/check_captcha?r=${Math.random().toString(36).slice(2)}`;
