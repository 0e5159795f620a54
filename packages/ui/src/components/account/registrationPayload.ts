import { isChinaResident, isUnlisted, type RegistrationValues } from '@edupay/forms';
import type { RegistrationFormValue, RegistrationPayload } from './registrationTypes';

/** What the payload takes from outside the form's values: how the user signed in, and the site's keys. */
export interface RegistrationContext {
  loginMethod: 'phone' | 'email';
  /** The `value` of the parent role; default 'parent'. */
  parentRole?: string;
  /** Phone sign-up: the number used to log in (the `login_name`). */
  phone?: string;
  /** E-mail sign-up: the address used to sign up (`login_name` and `email`). */
  email?: string;
  channelCountry?: string;
  thirdPartKey?: string;
  merchantNum?: string;
}

const str = (x: unknown) => (x === undefined || x === null ? '' : String(x));

/**
 * The registration payload of spec 000 section 3 from validated values: only the fields that apply
 * are sent (China: the real names and study stage; elsewhere first/last names; the student's only
 * for the parent role; optional fields only when filled). Pure, so it is tested without a DOM.
 */
export function buildRegistrationPayload(v: RegistrationValues, context: RegistrationContext): RegistrationPayload {
  const { loginMethod, parentRole = 'parent', phone, email, channelCountry, thirdPartKey, merchantNum } = context;
  const parent = v.reg_role === parentRole;
  const payload: RegistrationPayload = {
    reg_role: str(v.reg_role),
    reg_college: str(v.reg_college),
    reg_college_id: (v.reg_college_id as string | number | undefined) ?? '',
    login_name: loginMethod === 'phone' ? str(phone ?? v.reg_custom_phone) : str(email),
    phone: str(v.reg_custom_phone),
    email: loginMethod === 'phone' ? str(v.reg_email) : str(email),
    tel_code: str(v.tel_code),
  };
  const school = (v as RegistrationFormValue).school;
  if (school?.is_school !== undefined) payload.is_school = school.is_school;
  // Typed by hand: no search result behind the name, and staff are asked to add the school.
  if (isUnlisted(v)) {
    payload.reg_college_unlisted = 1;
    payload.reg_college_id = '';
  }
  if (isChinaResident(v)) {
    payload.reg_name = str(v.reg_name);
    if (parent) payload.student_name = str(v.student_name);
    if (str(v.reading_stage)) payload.reading_stage = v.reading_stage as string | number;
  } else {
    payload.first_name = str(v.first_name);
    payload.last_name = str(v.last_name);
    if (parent) {
      payload.student_first_name = str(v.student_first_name);
      payload.student_last_name = str(v.student_last_name);
    }
  }
  if (channelCountry) payload.channel_country = channelCountry;
  else payload.country_code = str(v.country_code);
  if (loginMethod === 'email') payload.password = str(v.password);
  if (str(v.contact)) {
    payload.contact = str(v.contact);
    // A CHN resident's contact is a WeChat id: no area code.
    if (v.country_code !== 'CHN') payload.whats_code = str(v.whats_code);
  }
  if (str(v.referral_code)) payload.referral_code = str(v.referral_code);
  if (str(v.domestic_number)) {
    payload.domestic_code = str(v.domestic_code);
    payload.domestic_number = str(v.domestic_number);
  }
  if (str(v.major)) payload.major = str(v.major);
  if (str(v.enrol_year) && str(v.enrol_month)) {
    payload.commencement_time = `${str(v.enrol_year)}-${str(v.enrol_month).padStart(2, '0')}`;
  }
  if (thirdPartKey) payload.third_part_key = thirdPartKey;
  if (merchantNum) payload.merchant_num = merchantNum;
  return payload;
}
