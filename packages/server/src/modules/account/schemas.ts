/**
 * Request and response schemas of the account calls (spec 000 sections 4, 5, 7 and 8): the
 * transport bounds of each request (the business rules and their messages are @edupay/forms',
 * src/validation.ts) and what each call answers, for validation and the OpenAPI document.
 */
import { REGISTER_ROLES } from '../../data/site';
import { CS_INFO, EMPTY, envelopeResponse, FAULT, flag, int, shape, text } from '../../http/response-schemas';
import { intOrDigits, object, str, strOrNum } from '../../http/schemas';

// --- login state, logout

export const isLoginResponse = envelopeResponse(shape({ is_login: flag('1 when the session has a user') }), { userInfo: 'always' });
// 401 (a refusal) without a logged-in session; both answer an empty user_info.
export const logoutResponse = envelopeResponse(EMPTY, { userInfo: 'always' });

// --- SMS codes and login

export const phoneBody = object({ tel_code: str(8), phone: str(20) }, ['tel_code', 'phone']);
// Refusals: 409 with data.wait (seconds) within 60 s, 371 when the slider captcha is needed first.
export const sendVerificationResponse = envelopeResponse(shape({ countdown: int('Seconds before another code may be sent') }));

export const loginBody = object({ tel_code: str(8), phone: str(20), phone_captcha: str(10), login_name: str(254), password: str(128), img_captcha: str(8) });
const IS_NEED_PASSWORD = flag('1: no password yet, the client asks for one (step 9)');
export const loginResponse = envelopeResponse(
  {
    anyOf: [
      shape({ is_need_password: IS_NEED_PASSWORD }, 'Logged in (user_info.user_name is set)'),
      shape(
        { is_new_user: { type: 'integer', enum: [1] }, is_need_password: IS_NEED_PASSWORD, tel_code: text(), phone: text() },
        'SMS login of an unregistered phone: no user_name; the client opens the registration supplement',
      ),
    ],
  },
  // Logged in: with user_info; a new user: without (spec 000 section 4).
  { userInfo: 'sometimes' },
  'Logged in (with user_info), a new user (without user_info), or a refusal',
);

// --- e-mail check and contact proofs

export const emailBody = object({ email: str(254) }, ['email']);
// 332 (a refusal, data.email) when the address is already registered.
export const verificationEmailResponse = envelopeResponse(shape({ email: text('The address, free to register') }));

export const emailLinkQuery = object({ proof: str(64), key: str(128) }, ['proof', 'key']);
export const verifyContactBody = object({ proof: str(64), key: str(128), tel_code: str(8), phone: str(20), phone_captcha: str(10) });

// --- passwords

export const smsCodeBody = object({ tel_code: str(8), phone: str(20), phone_captcha: str(10) }, ['tel_code', 'phone', 'phone_captcha']);
export const resetTicketResponse = envelopeResponse(
  shape({ id: text('Reset id'), oid: text('Reset secret'), t: int('Expiry, unix seconds') }, 'The reset ticket for /user/reset_pwd'),
);
export const resetEmailBody = object({ email: str(254), img_captcha: str(8) }, ['email', 'img_captcha']);
export const resetEmailResponse = envelopeResponse(shape({ countdown: int('Seconds before another e-mail may be sent') }));
export const resetPwdBody = object(
  { id: str(64), oid: str(128), t: { type: ['string', 'integer'] }, new_password: str(128), confirm_password: str(128) },
  ['id', 'oid', 't', 'new_password', 'confirm_password'],
);
export const changePwdBody = object({ old_password: str(128), new_password: str(128), confirm_password: str(128) }, ['old_password', 'new_password', 'confirm_password']);
export const createPwdBody = object({ new_password: str(128), confirm_password: str(128) }, ['new_password', 'confirm_password']);
export const createPwdResponse = envelopeResponse(shape({ is_need_password: { type: 'integer', enum: [0] } }));
export const emptyResponse = envelopeResponse(EMPTY);

// --- registration

export const registerBody = object(
  {
    // The roles get_config offers; '' is left to the form rule ("Please select your identity").
    reg_role: { type: 'string', enum: ['', ...REGISTER_ROLES.map((role) => role.value)] },
    major: str(100),
    commencement_time: { type: 'string', maxLength: 7, pattern: '^(\\d{4}-\\d{1,2})?$' },
    reg_name: str(40),
    student_name: str(40),
    first_name: str(50),
    last_name: str(50),
    student_first_name: str(50),
    student_last_name: str(50),
    reg_college: str(200),
    // The picked search result's `code` (e.g. U1A2B3C4D5E) or its numeric id; an unknown one fails as "choose a school from the list".
    reg_college_id: { type: ['string', 'integer'], maxLength: 24, pattern: '^[A-Za-z0-9]*$', minimum: 0, maximum: 2_147_483_647 },
    // "My school is not in the list": reg_college is then the name as typed (2-100 characters) and staff get a school request.
    reg_college_unlisted: { type: ['boolean', 'integer', 'string'], maxLength: 1, enum: [true, false, 0, 1, '0', '1'] },
    login_name: str(254),
    password: str(128),
    phone: str(20),
    email: str(254),
    referral_code: str(32),
    tel_code: str(8),
    contact: str(30),
    channel_country: str(3),
    country_code: str(3),
    whats_code: str(8),
    domestic_code: str(8),
    domestic_number: str(20),
    is_school: intOrDigits(9),
    reading_stage: strOrNum(4),
    third_part_key: str(100),
    merchant_num: str(64),
    agreement: { type: 'boolean' },
  },
  ['reg_role', 'reg_college', 'login_name'],
);

/** The assigned manager (spec 000 section 3, "Registration response"). */
export const registerResponse = envelopeResponse(
  shape({
    wechat_number: text('Messaging id of the assigned manager'),
    tell: text("The manager's phone"),
    qr_code: text("The manager's QR code image URL"),
    is_wechat: int('1: WeChat; 2: WhatsApp'),
    is_need_password: flag('1: no password yet (step 9)'),
  }),
  { userInfo: 'always' },
);

// --- scan login

export const scanQrResponse = envelopeResponse(
  shape({ ticket: text(), qr_code: text('PNG data URL of the QR code'), url: text('What the QR code holds'), expires_in: int('Seconds') }),
);
export const scanTicketBody = object({ ticket: str(64) }, ['ticket']);
// Polling: pending, or confirmed (this session is now logged in, with user_info); 410 with
// data.state 'expired' once the ticket is gone.
export const scanCheckResponse = envelopeResponse(
  {
    anyOf: [
      shape({ state: { type: 'string', enum: ['pending'] } }, 'Not confirmed yet'),
      shape({ state: { type: 'string', enum: ['confirmed'] }, is_need_password: flag('1: no password yet') }, 'Logged in'),
    ],
  },
  { userInfo: 'sometimes' },
);

// --- personal info

export const personalInfoResponse = envelopeResponse(
  shape({
    user_name: text('Name shown in the header'),
    reg_role: text('Role value (student, parent, relative)'),
    reg_role_name: text("Role in the request's language"),
    country_code: text('Alpha-3 country code, or empty'),
    country_name: text("Country in the request's language"),
    reg_college: text('School (Chinese name in Chinese when known)'),
    school_country: text("The school's alpha-2 country (decides which fields are required)"),
    reading_stage: text('Study stage id, or empty'),
    reading_stage_name: text("Study stage in the request's language"),
    commencement_time: text('Enrolment year and month, YYYY-MM, or empty'),
    major: text(),
    phone: text('Area code and masked mobile number, e.g. +86 138****8000'),
    email: text('Masked e-mail, e.g. l***a@example.com'),
    contact: text('Messaging id or contact number'),
    whats_code: text('Area code of the contact number (outside China)'),
    referral_code: text(),
    created_at: text('Registration time, ISO 8601'),
    cs_info: CS_INFO,
  }),
);

// The whole editable set, as the edit dialog sends it; '' clears an optional field. Lengths as registration's.
export const personalInfoBody = object(
  {
    contact: str(30),
    whats_code: { type: 'string', maxLength: 8, pattern: '^(\\+?\\d{1,4})?$' },
    major: str(100),
    commencement_time: { type: 'string', maxLength: 7, pattern: '^(\\d{4}-\\d{1,2})?$' },
  },
  ['contact', 'major', 'commencement_time'],
);

// --- captchas

/** The image, or the envelope when images are refreshed too often (409). */
export const captchaImageResponse = {
  200: {
    description: 'The image (image/png), or the envelope (application/json) when refreshed too often (409)',
    content: {
      'image/png': { schema: { type: 'string', contentEncoding: 'binary', description: 'A PNG of 4 distorted digits over noise' } },
      'application/json': { schema: envelopeResponse(EMPTY)[200] },
    },
  },
  500: FAULT,
};
export const checkCaptchaBody = object({ img_captcha: { type: 'string', minLength: 1, maxLength: 8 } }, ['img_captcha']);
export const checkCaptchaResponse = envelopeResponse(EMPTY, { success: [202] });

export const sliderPuzzleResponse = envelopeResponse(
  shape({
    id: text('Puzzle id (captchaVerifyParam.id)'),
    width: int(),
    height: int(),
    piece_size: int(),
    piece_y: int('Top of the piece'),
    background: text('PNG data URL: the picture with the gap'),
    piece: text('PNG data URL: the piece to drag'),
  }),
);
export const sliderVerificationBody = object({ captchaVerifyParam: str(20_000), tel_code: str(8), phone: str(20) }, ['captchaVerifyParam']);
// A failed slider is a refusal (413) with data.pass false.
export const sliderVerificationResponse = envelopeResponse(shape({ pass: { type: 'boolean', enum: [true] } }));
