/**
 * What a bad-input message calls a request field: the label the client shows for it, so the
 * answer reads "Please enter the SMS code", never "Please enter phone_captcha". Wire names of the
 * spec's payloads map to the @edupay/forms field they fill (same label as the form); the few the
 * forms package has no field for have server labels; any other parameter is named as sent,
 * inside a localized phrase ("the parameter "s"").
 */
import { fieldLabel } from '@edupay/forms';
import { t, type Locale, type ServerMessageId } from './index';

/** Wire name -> the @edupay/forms field it fills. */
const FORM_FIELD_OF_WIRE: Readonly<Record<string, string>> = {
  phone_captcha: 'code',
  login_name: 'account',
  img_captcha: 'captcha',
  new_password: 'password',
  confirm_password: 'password_confirmation',
  commencement_time: 'enrolment',
  reg_college_id: 'reg_college',
  channel_country: 'country_code',
  whats_code: 'tel_code',
  domestic_code: 'tel_code',
  remittance_country_id: 'remittance_country',
};

/** Wire names @edupay/forms has no field for. */
const SERVER_LABEL_OF_WIRE: Readonly<Record<string, ServerMessageId>> = {
  keyword: 'labelStaffKeyword',
  slot: 'labelSlot',
  file: 'labelFile',
  wechat: 'labelWechatId',
  lang: 'labelLanguage',
  country: 'labelCountry',
  ticket: 'labelQrTicket',
  upload_ticket: 'labelUploadTicket',
  collector_name: 'labelCollectorName',
  collector_id_number: 'labelCollectorIdNumber',
  collector_phone: 'labelCollectorPhone',
  identity: 'labelIdentity',
  captchaVerifyParam: 'labelSlider',
  search_key: 'labelSearchKey',
  searchkey: 'labelSearchKey',
  // The three parts of the reset link (/?type=reset_password&oid=..&id=..&t=..).
  id: 'labelResetLink',
  oid: 'labelResetLink',
  t: 'labelResetLink',
  // The two parts of the e-mail confirmation link (/api/user/confirm_email?proof=..&key=..).
  proof: 'labelEmailLink',
  key: 'labelEmailLink',
  // The operations console (modules/ops).
  staff_login: 'labelStaffLogin',
  totp_code: 'labelTotpCode',
  reject_reason: 'labelRejectReason',
  reason: 'labelReason',
  refund_amount: 'labelRefundAmount',
  q: 'labelSearchKey',
};

/** The label of wire field `field` in `locale`; '' is the request body or query as a whole. */
export function wireFieldLabel(field: string, locale: Locale): string {
  if (field === '') return t(locale, 'labelRequest');
  // Own keys only: a field named "constructor" or "toString" must not find Object.prototype's.
  if (Object.hasOwn(SERVER_LABEL_OF_WIRE, field)) return t(locale, SERVER_LABEL_OF_WIRE[field]!);
  const formField = Object.hasOwn(FORM_FIELD_OF_WIRE, field) ? FORM_FIELD_OF_WIRE[field]! : field;
  return fieldLabel(formField, locale) ?? t(locale, 'labelParameter', { name: field });
}

/**
 * A message about wire field `field` ("Please enter {field}", "{field} has the wrong format"),
 * starting with a capital: labels are lower-case to fit mid-sentence, but may begin one.
 */
export function fieldMessage(locale: Locale, id: ServerMessageId, field: string, values: Readonly<Record<string, string | number>> = {}): string {
  const text = t(locale, id, { ...values, field: wireFieldLabel(field, locale) });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
