/**
 * The one adapter between the spec's wire payloads and @edupay/forms: the server validates with
 * the same schemas (and so the same rules and localized messages) as the client. Wire names
 * (phone_captcha, login_name, new_password...) are mapped to the form schemas' field names, and
 * an error is reported under the wire name the client sent.
 */
import {
  applyRegistrationRules,
  changePasswordSchema,
  createRegistrationSchema,
  emailSchema,
  forgotPasswordEmailSchema,
  passwordLoginSchema,
  payeeAddressSchema,
  payeeSchema,
  resetPasswordSchema,
  smsLoginSchema,
  validateForm,
  type RegistrationValues,
  type Schema,
} from '@edupay/forms';
import { BusinessError } from './http/business-error';
import type { Locale } from './messages';
import { STATUS } from '@edupay/forms/contract';

type Values = Record<string, unknown>;

/**
 * Validate `wire` with `schema`; `names` maps form field -> wire field. Returns the normalised
 * values under wire names, or throws the first error as the envelope's 400 with the field's message.
 */
function check(schema: Schema, wire: Values, names: Readonly<Record<string, string>>, locale: Locale): Values {
  const values: Values = {};
  for (const [formName, wireName] of Object.entries(names)) values[formName] = wire[wireName];
  const result = validateForm(schema, values, locale);
  if (!result.valid && result.firstInvalid) {
    const field = names[result.firstInvalid] ?? result.firstInvalid;
    throw BusinessError.text(STATUS.INVALID, result.messages[result.firstInvalid] ?? '', { field });
  }
  const out: Values = { ...wire };
  for (const [formName, wireName] of Object.entries(names)) out[wireName] = result.values[formName];
  return out;
}

const phoneOnly: Schema = { tel_code: smsLoginSchema.tel_code, phone: smsLoginSchema.phone };

export interface PhoneInput {
  tel_code: string;
  phone: string;
}

/** send_verification, send_verification_password, slider_verification: tel_code + phone. */
export function validatePhone(wire: Values, locale: Locale): PhoneInput {
  return check(phoneOnly, wire, { tel_code: 'tel_code', phone: 'phone' }, locale) as unknown as PhoneInput;
}

/** SMS login and the phone reset verification: tel_code, phone, phone_captcha. */
export function validateSmsLogin(wire: Values, locale: Locale): PhoneInput & { phone_captcha: string } {
  return check(smsLoginSchema, wire, { tel_code: 'tel_code', phone: 'phone', code: 'phone_captcha' }, locale) as unknown as PhoneInput & {
    phone_captcha: string;
  };
}

/** Password login: login_name (phone or e-mail), password, tel_code for phones. */
export function validatePasswordLogin(wire: Values, locale: Locale): { login_name: string; password: string; tel_code?: string } {
  const withCode = { ...wire, tel_code: wire['tel_code'] ?? '+86' };
  return check(passwordLoginSchema, withCode, { account: 'login_name', password: 'password', tel_code: 'tel_code' }, locale) as unknown as {
    login_name: string;
    password: string;
    tel_code?: string;
  };
}

export function validateEmail(wire: Values, locale: Locale): { email: string } {
  return check(emailSchema, wire, { email: 'email' }, locale) as unknown as { email: string };
}

export function validateResetEmail(wire: Values, locale: Locale): { email: string; img_captcha: string } {
  return check(forgotPasswordEmailSchema, wire, { email: 'email', captcha: 'img_captcha' }, locale) as unknown as {
    email: string;
    img_captcha: string;
  };
}

/** reset_pwd and create_pwd: new_password, confirm_password. */
export function validateNewPassword(wire: Values, locale: Locale): { new_password: string } {
  return check(resetPasswordSchema, wire, { password: 'new_password', password_confirmation: 'confirm_password' }, locale) as unknown as {
    new_password: string;
  };
}

export function validateChangePassword(wire: Values, locale: Locale): { old_password: string; new_password: string } {
  return check(
    changePasswordSchema,
    wire,
    { old_password: 'old_password', password: 'new_password', password_confirmation: 'confirm_password' },
    locale,
  ) as unknown as { old_password: string; new_password: string };
}

/** The registration payload of spec 000 section 3, as the server receives it. */
export interface RegisterPayload {
  reg_role?: string;
  major?: string;
  commencement_time?: string;
  reg_name?: string;
  student_name?: string;
  first_name?: string;
  last_name?: string;
  student_first_name?: string;
  student_last_name?: string;
  reg_college?: string;
  reg_college_id?: string | number;
  reg_college_unlisted?: boolean | number | string;
  login_name?: string;
  password?: string;
  phone?: string;
  email?: string;
  referral_code?: string;
  tel_code?: string;
  contact?: string;
  channel_country?: string;
  country_code?: string;
  whats_code?: string;
  domestic_code?: string;
  domestic_number?: string;
  is_school?: string | number;
  reading_stage?: string | number;
  third_part_key?: string;
  merchant_num?: string;
  agreement?: boolean;
}

const REGISTRATION_NAMES: Readonly<Record<string, string>> = {
  reg_role: 'reg_role',
  country_code: 'country_code',
  reg_name: 'reg_name',
  first_name: 'first_name',
  last_name: 'last_name',
  student_name: 'student_name',
  student_first_name: 'student_first_name',
  student_last_name: 'student_last_name',
  reg_college: 'reg_college',
  reading_stage: 'reading_stage',
  enrol_year: 'commencement_time',
  enrol_month: 'commencement_time',
  major: 'major',
  reg_custom_phone: 'phone',
  domestic_number: 'domestic_number',
  reg_email: 'email',
  password: 'password',
  contact: 'contact',
  referral_code: 'referral_code',
  agreement: 'agreement',
};

/**
 * Registration: the form's conditional rules (China or not, parent or not, school country...).
 * `schoolCountry` is the chosen school's country, looked up by the server from reg_college_id.
 * `loginMethod` is how the session proved the account (SMS phone or e-mail).
 */
export function validateRegistration(
  wire: RegisterPayload,
  context: { loginMethod: 'phone' | 'email'; schoolCountry: string | undefined; locale: Locale; now: Date },
): RegistrationValues {
  const [year, month] = (wire.commencement_time ?? '').split('-');
  const values: RegistrationValues = applyRegistrationRules({
    login_method: context.loginMethod,
    reg_role: wire.reg_role,
    tel_code: wire.tel_code,
    reg_custom_phone: wire.phone,
    reg_email: wire.email,
    password: wire.password,
    channel_country: wire.channel_country,
    country_code: wire.country_code,
    reg_name: wire.reg_name,
    student_name: wire.student_name,
    first_name: wire.first_name,
    last_name: wire.last_name,
    student_first_name: wire.student_first_name,
    student_last_name: wire.student_last_name,
    reg_college: wire.reg_college,
    reg_college_id: wire.reg_college_id,
    reg_college_unlisted: wire.reg_college_unlisted,
    school_country: context.schoolCountry,
    reading_stage: wire.reading_stage,
    domestic_code: wire.domestic_code,
    domestic_number: wire.domestic_number,
    enrol_year: year || undefined,
    enrol_month: month || undefined,
    major: wire.major,
    whats_code: wire.whats_code,
    contact: wire.contact,
    referral_code: wire.referral_code,
    // The spec's payload has no agreement field: the dialog checks it before it can submit.
    // A client that sends it explicitly false is refused.
    agreement: wire.agreement ?? true,
  });
  const schema = createRegistrationSchema({ now: context.now });
  const result = validateForm(schema, values, context.locale);
  if (!result.valid && result.firstInvalid) {
    const field = REGISTRATION_NAMES[result.firstInvalid] ?? result.firstInvalid;
    throw BusinessError.text(STATUS.INVALID, result.messages[result.firstInvalid] ?? '', { field });
  }
  return result.values;
}

/** The fields of a payee the payer enters (a landlord, an agency): see @edupay/forms payeeSchema. */
export const PAYEE_FIELDS = [
  'collection_country',
  'beneficiary_name',
  'account_number',
  'beneficiary_address',
  'bank_name',
  'bank_address',
  'aba_routing',
  'ach_number',
  'swift_code',
  'sort_code',
  'iban',
  'bank_id',
  'branch_number',
  'bsb',
] as const;
export type PayeeInput = { [K in (typeof PAYEE_FIELDS)[number]]?: string };

/** A payer-entered payee (order_submit of a payee that is not listed): normalised values, or the first error. */
export function validatePayee(wire: Values, locale: Locale): PayeeInput {
  const names = Object.fromEntries(PAYEE_FIELDS.map((f) => [f, f]));
  return check(payeeSchema, wire, names, locale) as unknown as PayeeInput;
}

/** payee_address_vali: one address (beneficiary or bank), reported under the wire name `address`. */
export function validatePayeeAddress(address: unknown, kind: 'beneficiary' | 'bank', locale: Locale): string {
  const field = kind === 'bank' ? 'bank_address' : 'beneficiary_address';
  const schema: Schema = { [field]: payeeAddressSchema[field]! };
  return String(check(schema, { address }, { [field]: 'address' }, locale)['address']);
}
