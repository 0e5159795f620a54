/**
 * The user centre's basic info (spec 001 section 2, "User centre: basic info with an edit modal";
 * section 3, "User profile"): what GET /user/personal_info shows, and which fields a user may
 * change themselves with POST, judged by the registration rules of @edupay/forms.
 */
import { callingCode, createRegistrationSchema, validateForm, type RegistrationValues, type Schema } from '@edupay/forms';
import { COUNTRIES } from '../../../data/countries';
import { pick, READING_STAGES, REGISTER_ROLES } from '../../../data/site';
import { BusinessError } from '../../../http/business-error';
import type { Locale } from '../../../messages';
import { STATUS } from '@edupay/forms/contract';
import { countryName } from '../../../domain/site-config';
import { maskEmail, maskPhone } from '../../../domain/masking';
import type { AppContext } from '../../../context';
import { institutionById } from '../../institutions/repo';
import { managerById, updateUserProfile } from '../repo';
import { csInfo, displayName, type ManagerRow, type UserRow } from './users';

/** The school the user registered with, as far as the profile needs it. */
export interface ProfileSchool {
  readonly zh: string | null;
  /** Alpha-2, as the registration rules read it (school_country). */
  readonly cy: string;
}

const countryByA3 = new Map(COUNTRIES.map((row) => [row[1], row]));

/** The GET answer's data (and POST's, after saving). Phone and e-mail are masked, never whole. */
export function personalInfoAnswer(user: UserRow, manager: ManagerRow | null, school: ProfileSchool | null, locale: Locale) {
  const role = REGISTER_ROLES.find((r) => r.value === user.regRole);
  const country = user.countryCode ? countryByA3.get(user.countryCode) : undefined;
  const stage = READING_STAGES.find((s) => String(s.id) === user.readingStage);
  return {
    user_name: displayName(user),
    reg_role: user.regRole,
    reg_role_name: role ? pick(role.names, locale) : user.regRole,
    country_code: user.countryCode ?? '',
    country_name: country ? countryName(country, locale) : (user.countryCode ?? ''),
    // The Chinese name in Chinese, when the payee list has one; else the name registered.
    reg_college: locale !== 'en' && school?.zh ? school.zh : user.regCollege,
    school_country: school?.cy ?? '',
    reading_stage: user.readingStage ?? '',
    reading_stage_name: stage ? pick(stage.names, locale) : '',
    commencement_time: user.commencementTime ?? '',
    major: user.major ?? '',
    phone: maskPhone(user.telCode, user.phone),
    email: maskEmail(user.email),
    // The user's own messaging id or number, shown whole: it is what the edit dialog starts from.
    contact: user.contact ?? '',
    whats_code: user.whatsCode ?? '',
    referral_code: user.referralCode ?? '',
    created_at: user.createdAt.toISOString(),
    cs_info: csInfo(manager, locale),
  };
}

/** What POST /user/personal_info receives: the whole editable set ('' clears an optional one). */
export interface PersonalInfoPayload {
  contact?: string;
  whats_code?: string;
  major?: string;
  commencement_time?: string;
}

export interface PersonalInfoChange {
  readonly contact: string | null;
  readonly whatsCode: string | null;
  readonly major: string | null;
  readonly commencementTime: string | null;
}

/** Request field of each form field, for data.field of a refusal. */
const WIRE_NAMES: Readonly<Record<string, string>> = {
  contact: 'contact',
  major: 'major',
  enrol_year: 'commencement_time',
  enrol_month: 'commencement_time',
};

const blankToNull = (value: unknown) => (value === undefined || value === null || String(value) === '' ? null : String(value));

/**
 * Judges a change with the registration form's own rules for these fields, in the user's
 * circumstances (country, login area code, the school's country): the contact number follows the
 * phone rule with its area code unless the country is CHN; the major is required for Hong Kong or
 * Singapore schools of China residents; enrolment is "both or neither", from the year choices.
 *
 * An enrolment left as it was is not judged again: registration accepted it, and the year choices
 * (two ahead to six back) move on every January, so an older student could otherwise never save
 * a new contact number.
 */
export function validatePersonalInfo(
  wire: PersonalInfoPayload,
  context: { user: UserRow; school: ProfileSchool | null; locale: Locale; now: Date },
): PersonalInfoChange {
  const { user } = context;
  const china = user.countryCode === 'CHN' || (user.telCode !== null && callingCode(user.telCode) === '86');
  const commencement = wire.commencement_time ?? '';
  const [year, month] = commencement.split('-');
  const values: RegistrationValues = {
    country_code: china ? 'CHN' : (user.countryCode ?? undefined),
    tel_code: user.telCode ?? undefined,
    school_country: context.school?.cy,
    // The contact's own area code, only outside China (the registration form asks it there only).
    whats_code: china ? undefined : wire.whats_code || user.whatsCode || undefined,
    contact: wire.contact,
    major: wire.major,
    enrol_year: year || undefined,
    enrol_month: month || undefined,
  };
  const registration = createRegistrationSchema({ now: context.now });
  const unchangedEnrolment = commencement === (user.commencementTime ?? '');
  // Key order is the edit dialog's order: the first wrong field is the one reported.
  const schema: Schema<RegistrationValues> = {
    contact: registration['contact']!,
    major: registration['major']!,
    ...(unchangedEnrolment ? {} : { enrol_year: registration['enrol_year']!, enrol_month: registration['enrol_month']! }),
  };
  const result = validateForm(schema, values, context.locale);
  if (!result.valid && result.firstInvalid) {
    const field = WIRE_NAMES[result.firstInvalid] ?? result.firstInvalid;
    throw BusinessError.text(STATUS.INVALID, result.messages[result.firstInvalid] ?? '', { field });
  }
  const contact = blankToNull(result.values.contact);
  return {
    contact,
    whatsCode: contact && !china ? blankToNull(values.whats_code) : null,
    major: blankToNull(result.values.major),
    commencementTime: unchangedEnrolment
      ? user.commencementTime
      : year && month
        ? `${year}-${month.padStart(2, '0')}`
        : null,
  };
}

async function schoolOf(ctx: AppContext, user: UserRow): Promise<ProfileSchool | null> {
  const row = user.regCollegeId ? await institutionById(ctx.db, user.regCollegeId) : null;
  return row ? { zh: row.zh, cy: row.cy } : null;
}

/** GET /user/personal_info: the basic info and the payment specialist's card. */
export async function personalInfo(ctx: AppContext, user: UserRow, locale: Locale) {
  const [manager, school] = await Promise.all([managerById(ctx.db, user.managerId), schoolOf(ctx, user)]);
  return personalInfoAnswer(user, manager, school, locale);
}

/** POST /user/personal_info: judge the change, save it, answer the saved info. */
export async function changePersonalInfo(ctx: AppContext, user: UserRow, wire: PersonalInfoPayload, locale: Locale) {
  const school = await schoolOf(ctx, user);
  const change = validatePersonalInfo(wire, { user, school, locale, now: ctx.now() });
  const saved = await updateUserProfile(ctx.db, user.id, change);
  // Deleted between the two statements: as logged out.
  if (!saved) throw new BusinessError(STATUS.NEED_LOGIN, 'needLogin');
  const manager = await managerById(ctx.db, saved.managerId);
  return personalInfoAnswer(saved, manager, school, locale);
}
