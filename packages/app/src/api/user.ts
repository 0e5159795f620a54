/**
 * The user-area calls of spec 001 section 7 that the user centre uses: GET and POST
 * /user/personal_info. Each resolves to the API's envelope; the response policy (api/responsePolicy.ts)
 * has already acted on a 402 (login dialog) or toasted any status of 400 or more.
 */
import { call } from './api';
import type { CsInfo } from './config';
import type { ApiResult } from '@edupay/forms/contract';

/** The user centre's basic info. Phone and e-mail arrive masked (+86 138****8000, l***a@example.com). */
export interface PersonalInfo {
  user_name: string;
  reg_role: string;
  /** The role in the request's language. */
  reg_role_name: string;
  /** Alpha-3, or ''. */
  country_code: string;
  country_name: string;
  reg_college: string;
  /** The school's alpha-2 country: decides whether the major and the enrolment are required. */
  school_country: string;
  reading_stage: string;
  reading_stage_name: string;
  /** 'YYYY-MM', or ''. */
  commencement_time: string;
  major: string;
  phone: string;
  email: string;
  /** The user's messaging id or contact number. */
  contact: string;
  /** The contact number's area code (outside China). */
  whats_code: string;
  referral_code: string;
  /** ISO 8601. */
  created_at: string;
  /** The assigned account manager's card (or the service desk's when none is assigned). */
  cs_info: CsInfo;
}

/** What the edit dialog may change: the whole set, '' clears an optional field. */
export interface PersonalInfoPayload {
  contact: string;
  /** Only outside China: the contact number's area code. */
  whats_code?: string;
  major: string;
  /** 'YYYY-MM', or ''. */
  commencement_time: string;
}

export const getPersonalInfo = () => call<PersonalInfo>('GET', '/user/personal_info') as Promise<ApiResult<PersonalInfo>>;

/** Answers the saved info (same shape as GET), or a refusal naming the wrong field in data.field. */
export const updatePersonalInfo = (payload: PersonalInfoPayload) =>
  call<PersonalInfo>('POST', '/user/personal_info', { ...payload }) as Promise<ApiResult<PersonalInfo & { field?: string }>>;
