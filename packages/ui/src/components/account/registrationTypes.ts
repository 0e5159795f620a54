import type { RegistrationValues } from '@edupay/forms';
import type { SchoolResult } from '../institution/schoolResult';

/** What registration answers with: the assigned account manager (spec 000 section 3). */
export interface RegistrationResponse {
  wechat_number?: string;
  tell?: string;
  /** The manager's QR code: a data URL or an image URL. */
  qr_code?: string;
  /** 1 when `wechat_number` is a WeChat id. */
  is_wechat?: number | string;
}

/** A register role as the API lists it; one of them is the parent role. */
export interface RegisterRole {
  value: string;
  name: string;
}
/** A country as the API lists it (`value` is the alpha-3 code, e.g. CHN). */
export interface RegistrationCountry {
  value: string;
  name: string;
}
/** A study stage as the API lists it. */
export interface StudyStage {
  id: string | number;
  name: string;
}

/** The registration payload of spec 000 section 3, as sent to the API. Absent fields do not apply. */
export interface RegistrationPayload {
  reg_role: string;
  reg_name?: string;
  student_name?: string;
  first_name?: string;
  last_name?: string;
  student_first_name?: string;
  student_last_name?: string;
  reg_college: string;
  reg_college_id: string | number;
  /** 1: the school is not in the list; reg_college is the name as typed. */
  reg_college_unlisted?: 1;
  is_school?: number | boolean | string;
  login_name: string;
  password?: string;
  phone: string;
  email: string;
  tel_code: string;
  referral_code?: string;
  contact?: string;
  whats_code?: string;
  country_code?: string;
  channel_country?: string;
  domestic_code?: string;
  domestic_number?: string;
  reading_stage?: string | number;
  major?: string;
  /** 'YYYY-MM', when a year and month were chosen. */
  commencement_time?: string;
  third_part_key?: string;
  merchant_num?: string;
}

/** The form's values: the schema's fields (spec names) plus the chosen school. */
export type RegistrationFormValue = RegistrationValues & { school?: SchoolResult | null };
