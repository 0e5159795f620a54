/**
 * The user centre's edit dialog as pure functions (spec 001 section 2, "basic info with an edit
 * modal"): the fields a user may change (contact number, major, enrolment year and month), judged
 * with the registration form's own rules from @edupay/forms, as the server judges them
 * (packages/server/src/modules/account/service/personal-info.ts), so the dialog's messages are the server's.
 */
import { createRegistrationSchema, enrolmentYearChoices, validateField, validateForm, type RegistrationValues, type Schema } from '@edupay/forms';
import type { PersonalInfo, PersonalInfoPayload } from '../../api/user';

export interface PersonalInfoForm {
  contact: string;
  /** The contact number's area code; asked outside China only. */
  whats_code: string;
  major: string;
  enrol_year: string;
  enrol_month: string;
}

/** The fields that can carry a message, in the dialog's order (the first wrong one takes focus). */
export const FORM_FIELDS = ['contact', 'major', 'enrol_year', 'enrol_month'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormErrors = Partial<Record<FormField, string>>;

/** A China resident gives a WeChat id or any number; elsewhere a phone number with its area code. */
export const isChinaResident = (info: Pick<PersonalInfo, 'country_code'>) => info.country_code === 'CHN';

export function formFromInfo(info: PersonalInfo, defaultCode = ''): PersonalInfoForm {
  const [year = '', month = ''] = info.commencement_time ? info.commencement_time.split('-') : [];
  return {
    contact: info.contact,
    whats_code: info.whats_code || defaultCode,
    major: info.major,
    enrol_year: year,
    // '09' is stored; the month select's values are 1-12.
    enrol_month: month ? String(Number(month)) : '',
  };
}

function commencement(form: PersonalInfoForm): string {
  return form.enrol_year && form.enrol_month ? `${form.enrol_year}-${form.enrol_month.padStart(2, '0')}` : form.enrol_year || form.enrol_month ? `${form.enrol_year}-${form.enrol_month}` : '';
}

export function toPayload(info: PersonalInfo, form: PersonalInfoForm): PersonalInfoPayload {
  return {
    contact: form.contact.trim(),
    ...(isChinaResident(info) ? {} : { whats_code: form.whats_code }),
    major: form.major.trim(),
    commencement_time: commencement(form),
  };
}

function ruleValues(info: PersonalInfo, form: PersonalInfoForm): RegistrationValues {
  return {
    country_code: info.country_code || undefined,
    school_country: info.school_country || undefined,
    whats_code: isChinaResident(info) ? undefined : form.whats_code || undefined,
    contact: form.contact,
    major: form.major,
    enrol_year: form.enrol_year || undefined,
    enrol_month: form.enrol_month || undefined,
  };
}

/**
 * The registration rules of the editable fields. An enrolment left as it was is not judged again
 * (the server does the same): registration accepted it, and the year choices move on each year.
 */
function editSchema(info: PersonalInfo, form: PersonalInfoForm, now: Date | number): Schema<RegistrationValues> {
  const registration = createRegistrationSchema({ now });
  const unchanged = commencement(form) === info.commencement_time;
  return {
    contact: registration['contact']!,
    major: registration['major']!,
    ...(unchanged ? {} : { enrol_year: registration['enrol_year']!, enrol_month: registration['enrol_month']! }),
  };
}

/** Messages for the wrong fields in `locale`, and the first of them. */
export function checkForm(info: PersonalInfo, form: PersonalInfoForm, locale: string, now: Date | number = Date.now()): { errors: FormErrors; first: FormField | null } {
  const result = validateForm(editSchema(info, form, now), ruleValues(info, form), locale);
  const errors: FormErrors = {};
  for (const field of FORM_FIELDS) if (result.messages[field]) errors[field] = result.messages[field];
  return { errors, first: FORM_FIELDS.find((field) => errors[field]) ?? null };
}

/** Which fields get the required mark: the rules' verdict on them left empty. */
export function requiredFields(info: PersonalInfo, now: Date | number = Date.now()): { major: boolean; enrolment: boolean } {
  const registration = createRegistrationSchema({ now });
  const blank = { ...ruleValues(info, { contact: '', whats_code: '', major: '', enrol_year: '', enrol_month: '' }) };
  return {
    major: validateField(registration, 'major', blank) !== null,
    enrolment: validateField(registration, 'enrol_year', blank) !== null,
  };
}

/** The registration's year choices (two ahead to six back), plus the user's own year if it has left them. */
export function yearChoices(info: PersonalInfo, now: Date | number = Date.now()): number[] {
  const years = enrolmentYearChoices(now);
  const own = Number(info.commencement_time.split('-')[0]);
  if (own && !years.includes(own)) years.push(own);
  return years.sort((a, b) => b - a);
}

/** The dialog field a server refusal names in data.field. */
export function fieldOfServer(field: unknown): FormField | null {
  if (field === 'commencement_time') return 'enrol_year';
  if (field === 'whats_code' || field === 'contact') return 'contact';
  if (field === 'major') return 'major';
  return null;
}
