/**
 * The login dialog steps of spec 000 section 2 with the rules of section 5 ("Login and registration"):
 * phone by area code (+86: 1[3-9]\d{9}; otherwise 5-12 digits), SMS code required, e-mail required
 * and well-formed, password 6-20, confirmation equal, image captcha exactly 4 digits.
 */
import type { ValidationResult } from '../types';
import { email } from '../rules/email';
import { loginPhone } from '../rules/phone';
import type { FormValues, Schema } from './types';

const phoneField = {
  rules: (v: FormValues) => ['required', ['loginPhone', { areaCode: v['tel_code'] ?? '86' }]] as const,
  normalize: 'input',
} as const;
const passwordField = { rules: ['required', 'password'] } as const;
const confirmField = {
  rules: (v: FormValues) => ['required', ['confirmed', { target: v['password'] }]] as const,
} as const;
const captchaField = { rules: ['required', 'captcha_numeric', 'captcha_between'], normalize: 'input' } as const;
const emailField = { rules: ['required', 'email'], normalize: 'trim' } as const;

/** Step 2's account: an e-mail address when it contains @, otherwise a phone number by area code. */
function account(value: unknown, values: FormValues): ValidationResult {
  const result =
    typeof value === 'string' && value.includes('@')
      ? email(value)
      : loginPhone(value, { areaCode: values['tel_code'] ?? '86' });
  return result === true ? true : { ...result, rule: 'account' };
}

/** 1. Phone plus SMS code (also 5. forgot password by phone). */
export const smsLoginSchema = {
  tel_code: ['selectRequired'],
  phone: phoneField,
  code: { rules: ['required'], normalize: 'input' },
} as const satisfies Schema;

/** 2. Account login by phone or e-mail plus password. */
export const passwordLoginSchema = {
  account: { rules: ['required', account], normalize: 'trim' },
  password: ['required'],
} as const satisfies Schema;

/** 4. E-mail sign-up or sign-in. */
export const emailSchema = { email: emailField } as const satisfies Schema;

/** 5. Forgot password by phone: same fields as the SMS login. */
export const forgotPasswordPhoneSchema = smsLoginSchema;

/** 6. Reset password and 9. set a password after first login. */
export const resetPasswordSchema = {
  password: passwordField,
  password_confirmation: confirmField,
} as const satisfies Schema;
export const setPasswordSchema = resetPasswordSchema;

/** 7. Change password. */
export const changePasswordSchema = {
  old_password: ['required'],
  password: passwordField,
  password_confirmation: confirmField,
} as const satisfies Schema;

/** 8. Forgot password by e-mail with a 4-digit image captcha. */
export const forgotPasswordEmailSchema = {
  email: emailField,
  captcha: captchaField,
} as const satisfies Schema;

/** All steps by name. */
export const loginSchemas = {
  sms: smsLoginSchema,
  password: passwordLoginSchema,
  email: emailSchema,
  forgotPhone: forgotPasswordPhoneSchema,
  reset: resetPasswordSchema,
  change: changePasswordSchema,
  forgotEmail: forgotPasswordEmailSchema,
  setPassword: setPasswordSchema,
} as const;
