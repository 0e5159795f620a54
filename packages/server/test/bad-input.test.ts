/**
 * Bad input, call by call (issue 4, "Done when"): missing fields, wrong types (number, array,
 * object, null where a string is expected), oversized strings and wrong patterns. Each is answered
 * with HTTP 200 and the envelope { status_code, message, data: { field } }, with a message that
 * names the field in the request's language: never a 500, never a stack trace.
 *
 * One table, one entry per route: a new route without an entry fails the coverage test below.
 * Every case is sent three times: en (language cookie), zh-CN (Accept-Language) and zh-TW (cookie).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { chinaStudent, freshEmail, freshPhone, registeredUser, smsLogin } from './helpers/flows';
import { staffClient } from './helpers/staff';

type Kind = 'missing' | 'type' | 'oversized' | 'pattern' | 'junk';
/** Who sends the request: nobody logged in, a user with a password, a user without one yet, the development admin (TOTP done). */
type Sender = 'anonymous' | 'user' | 'userWithoutPassword' | 'staff';

interface Case {
  readonly kind: Kind;
  /** The query (GET: values are strings or repeated keys) or the JSON body (POST: any JSON value). */
  readonly input: unknown;
  /** Refused cases: the body status, the field named in data.field, the en and zh-CN messages. */
  readonly status?: number;
  readonly field?: string | undefined;
  readonly en?: string;
  readonly zh?: string;
  /** Junk cases (calls that take no input): the status_code of the usual answer; null = not an envelope. */
  readonly answers?: number | null;
  readonly as?: Sender;
}

/** A refused input: status_code 400 unless given, data.field, and the exact messages. */
const bad = (kind: Exclude<Kind, 'junk'>, input: unknown, field: string | undefined, en: string, zh: string, status = 400): Case => ({
  kind,
  input,
  field,
  en,
  zh,
  status,
});
/** A call that takes no input: junk (repeated keys, brackets, a long value, a non-object body) is ignored. */
const junk = (answers: number | null): Case => ({ kind: 'junk', input: null, answers });
const as = (sender: Sender, c: Case): Case => ({ ...c, as: sender });

const long = (n: number) => 'x'.repeat(n);
const PAYEE_FORM = { account_name: 'UNIVERSITY COLLEGE LONDON', bank_name: 'Barclays Bank PLC', bank_address: '1 Churchill Place, London E14 5HP, United Kingdom', account_number: '20402928', currency: 'GBP', country: 'GBR', sort_code: '208980', purposes: ['tuition'] };
const COUPON_FORM = { name_en: 'A', name_zh_cn: 'B', name_zh_tw: 'C', kind: 'amount', amount_minor: 5000, currency: 'CNY', valid_until: '2027-03-31' };
/** PostgreSQL text cannot hold a NUL character: refused as input, never sent to the database. */
const NUL = '\u0000';
const JUNK_QUERY = { junk: ['a', 'b'], 'x[y]': 'z', t: long(5000) };
const JUNK_BODY = [1, { a: { b: [null] } }, 'x'];

// Messages shared by several calls.
const PHONE_PATTERN = ['Please enter a valid mobile number', '请输入正确的手机号码'] as const;
const IMAGE_CODE_WRONG = ['The image code is missing or wrong; please get a new one', '图形验证码缺失或错误，请重新获取'] as const;

const sendCode = (kind: 'GET' | 'POST'): Case[] => [
  bad('missing', {}, 'tel_code', 'Please enter the area code', '请输入区号'),
  bad('missing', { tel_code: '+86' }, 'phone', 'Please enter your mobile number', '请输入手机号码'),
  kind === 'GET'
    ? bad('type', { tel_code: ['+86', '+44'], phone: '13800138000' }, 'tel_code', 'The area code has the wrong format', '区号格式不正确')
    : bad('type', { tel_code: 86, phone: '13800138000' }, 'tel_code', 'The area code has the wrong format', '区号格式不正确'),
  ...(kind === 'POST'
    ? [
        bad('type', { tel_code: '+86', phone: { n: 1 } }, 'phone', 'Your mobile number has the wrong format', '手机号码格式不正确'),
        bad('type', { tel_code: null, phone: '13800138000' }, 'tel_code', 'The area code has the wrong format', '区号格式不正确'),
      ]
    : []),
  bad('oversized', { tel_code: '+86', phone: long(21) }, 'phone', 'Your mobile number must be at most 20 characters', '手机号码最多20个字符'),
  bad('pattern', { tel_code: '+86', phone: '12345' }, 'phone', ...PHONE_PATTERN),
];

const verificationEmail = (kind: 'GET' | 'POST'): Case[] => [
  bad('missing', {}, 'email', 'Please enter your e-mail address', '请输入邮箱地址'),
  kind === 'GET'
    ? bad('type', { email: ['a@example.com', 'b@example.com'] }, 'email', 'Your e-mail address has the wrong format', '邮箱地址格式不正确')
    : bad('type', { email: ['a@example.com'] }, 'email', 'Your e-mail address has the wrong format', '邮箱地址格式不正确'),
  bad('oversized', { email: `${long(250)}@x.cn` }, 'email', 'Your e-mail address must be at most 254 characters', '邮箱地址最多254个字符'),
  bad('pattern', { email: 'not-an-address' }, 'email', 'Please enter a valid e-mail address', '请输入正确的邮箱地址'),
];

const searchPersonal = (kind: 'GET' | 'POST'): Case[] => [
  bad('missing', { img_captcha: '1234' }, 'keyword', "Please enter the staff member's mobile number or WeChat ID", '请输入工作人员的手机号或微信号'),
  bad('missing', { keyword: 'edupay_liming' }, 'img_captcha', ...IMAGE_CODE_WRONG, 406),
  kind === 'GET'
    ? bad('type', { keyword: ['a', 'b'] }, 'keyword', "The staff member's mobile number or WeChat ID has the wrong format", '工作人员的手机号或微信号格式不正确')
    : bad('type', { keyword: 13800138001 }, 'keyword', "The staff member's mobile number or WeChat ID has the wrong format", '工作人员的手机号或微信号格式不正确'),
  bad(
    'oversized',
    { keyword: long(51) },
    'keyword',
    "The staff member's mobile number or WeChat ID must be at most 50 characters",
    '工作人员的手机号或微信号最多50个字符',
  ),
  bad('oversized', { keyword: 'edupay_liming', img_captcha: long(9) }, 'img_captcha', 'The image code must be at most 8 characters', '图形验证码最多8个字符'),
  bad('pattern', { keyword: 'edupay_liming', img_captcha: '12a4' }, 'img_captcha', ...IMAGE_CODE_WRONG, 406),
  bad('pattern', { keyword: `edupay${NUL}`, img_captcha: '4821' }, 'keyword', "The staff member's mobile number or WeChat ID has the wrong format", '工作人员的手机号或微信号格式不正确'),
];

const configQuery: Case[] = [
  bad('type', { country: ['GBR', 'USA'] }, 'country', 'The country or region has the wrong format', '国家或地区格式不正确'),
  bad('oversized', { country: 'UNITED' }, 'country', 'The country or region must be at most 3 characters', '国家或地区最多3个字符'),
  bad('oversized', { s: long(201) }, 's', 'The parameter "s" must be at most 200 characters', '参数“s”最多200个字符'),
];

const strongPassword = 'secret-456';
/** A registration payload that is valid but for the field a case changes. */
const CHINA_STUDENT = {
  reg_role: 'student',
  reg_name: '张三',
  reg_college: 'University of Melbourne',
  login_name: '13800138000',
  phone: '13800138000',
  tel_code: '+86',
  country_code: 'CHN',
  reading_stage: 2,
  commencement_time: '2026-09',
};

/** Every route of the API (HEAD aside) and its bad-input cases. */
const TABLE: Readonly<Record<string, readonly Case[]>> = {
  'GET /api/health': [junk(null)],
  'GET /api/openapi.json': [junk(null)],
  'GET /dev/outbox': [junk(null)],
  'GET /dev/outbox.json': [junk(null)],
  'GET /dev/jobs': [junk(null)],
  'GET /dev/jobs.json': [junk(null)],
  // The sandbox acquirer's pages (a plain "no such payment" page for an unknown charge) and its dev call.
  'GET /dev/sandbox/pay/:ref': [junk(null)],
  'POST /dev/sandbox/pay/:ref': [junk(null)],
  'POST /dev/sandbox/pay/:ref/confirm': [junk(null)],
  'GET /dev/sandbox/qr/:ref': [junk(null)],
  'POST /dev/sandbox/qr/:ref': [junk(null)],
  'POST /dev/sandbox/complete': [junk(400)],
  'GET /dev/sandbox/transfer': [junk(null)],
  'POST /dev/sandbox/transfer': [junk(400)],
  // The sandbox face vendor's hosted page (a plain "no such verification" page for an unknown session).
  'GET /dev/face/:ref': [junk(null)],
  'POST /dev/face/:ref': [junk(null)],
  'GET /api/get_config': configQuery,
  'GET /api/get_minimalist_config': configQuery,
  'GET /api/get_index_data': [
    bad('type', { page_path: ['/', '/x'] }, 'page_path', 'The parameter "page_path" has the wrong format', '参数“page_path”格式不正确'),
    bad('oversized', { page_path: long(301) }, 'page_path', 'The parameter "page_path" must be at most 300 characters', '参数“page_path”最多300个字符'),
  ],
  'GET /api/index_get_country_list': [junk(200)],

  'GET /api/user/is_login': [junk(200)],
  'POST /api/user/is_login': [junk(200)],
  'POST /api/user/logout': [junk(401)],
  'GET /api/user/confirm_email': [junk(400)],
  'POST /api/user/verify_contact': [
    bad('type', { proof: 5, key: 'k' }, 'proof', 'The e-mail confirmation link has the wrong format', '邮箱确认链接格式不正确'),
    bad('oversized', { proof: 'p', key: long(129) }, 'key', 'The e-mail confirmation link must be at most 128 characters', '邮箱确认链接最多128个字符'),
    bad('pattern', { proof: NUL, key: 'k' }, 'proof', 'The e-mail confirmation link has the wrong format', '邮箱确认链接格式不正确'),
    bad('type', { tel_code: '+86', phone: 13800138000 }, 'phone', 'Your mobile number has the wrong format', '手机号码格式不正确'),
  ],
  'POST /api/user/login': [
    bad('missing', {}, 'tel_code', 'Please select the area code', '请选择区号'),
    bad('missing', { tel_code: '+86', phone: '13800138000' }, 'phone_captcha', 'Please enter the SMS code', '请输入短信验证码'),
    bad('missing', { login_name: 'someone@example.com' }, 'password', 'Please enter a password', '请输入密码'),
    bad('type', { tel_code: 86, phone: '13800138000', phone_captcha: '123456' }, 'tel_code', 'The area code has the wrong format', '区号格式不正确'),
    bad('type', { tel_code: '+86', phone: ['13800138000'], phone_captcha: '123456' }, 'phone', 'Your mobile number has the wrong format', '手机号码格式不正确'),
    bad('type', { tel_code: '+86', phone: '13800138000', phone_captcha: { code: 1 } }, 'phone_captcha', 'The SMS code has the wrong format', '短信验证码格式不正确'),
    bad('type', { login_name: 'someone@example.com', password: 12345678 }, 'password', 'A password has the wrong format', '密码格式不正确'),
    bad('type', JUNK_BODY, '', 'The request has the wrong format', '请求内容格式不正确'),
    bad('type', 'login', '', 'The request has the wrong format', '请求内容格式不正确'),
    bad('oversized', { login_name: `${long(250)}@x.cn`, password: 'x' }, 'login_name', 'Your mobile number or e-mail must be at most 254 characters', '手机号码或邮箱最多254个字符'),
    bad('oversized', { login_name: 'someone@example.com', password: long(129) }, 'password', 'A password must be at most 128 characters', '密码最多128个字符'),
    bad('pattern', { tel_code: '+86', phone: '12345', phone_captcha: '123456' }, 'phone', ...PHONE_PATTERN),
    bad('pattern', { tel_code: '+86', phone: '13800138000', phone_captcha: 'abcdef' }, undefined, 'Verification code error', '验证码错误', 405),
  ],
  'GET /api/user/send_verification': sendCode('GET'),
  'POST /api/user/send_verification': sendCode('POST'),
  'GET /api/user/send_verification_password': sendCode('GET'),
  'POST /api/user/send_verification_password': sendCode('POST'),
  'GET /api/user/verification_email': verificationEmail('GET'),
  'POST /api/user/verification_email': verificationEmail('POST'),
  'POST /api/user/phone_verification_password': [
    bad('missing', { tel_code: '+86', phone: '13800138000' }, 'phone_captcha', 'Please enter the SMS code', '请输入短信验证码'),
    bad('type', { tel_code: '+86', phone: '13800138000', phone_captcha: 123456 }, 'phone_captcha', 'The SMS code has the wrong format', '短信验证码格式不正确'),
    bad('oversized', { tel_code: '+86', phone: '13800138000', phone_captcha: long(11) }, 'phone_captcha', 'The SMS code must be at most 10 characters', '短信验证码最多10个字符'),
    bad('pattern', { tel_code: '+86', phone: '12345', phone_captcha: '123456' }, 'phone', ...PHONE_PATTERN),
  ],
  'POST /api/user/email_verification_password': [
    bad('missing', { email: 'someone@example.com' }, 'img_captcha', 'Please enter the image code', '请输入图形验证码'),
    bad('type', { email: 'someone@example.com', img_captcha: 4821 }, 'img_captcha', 'The image code has the wrong format', '图形验证码格式不正确'),
    bad('oversized', { email: 'someone@example.com', img_captcha: long(9) }, 'img_captcha', 'The image code must be at most 8 characters', '图形验证码最多8个字符'),
    bad('pattern', { email: 'someone@', img_captcha: '4821' }, 'email', 'Please enter a valid e-mail address', '请输入正确的邮箱地址'),
  ],
  'POST /api/user/reset_pwd': [
    bad('missing', { oid: 'o', t: 1, new_password: strongPassword, confirm_password: strongPassword }, 'id', 'Please enter the password reset link', '请输入重置密码链接'),
    bad('type', { id: 'i', oid: 'o', t: 1.5, new_password: strongPassword, confirm_password: strongPassword }, 't', 'The password reset link has the wrong format', '重置密码链接格式不正确'),
    bad('type', { id: 'i', oid: 'o', t: { at: 1 }, new_password: strongPassword, confirm_password: strongPassword }, 't', 'The password reset link has the wrong format', '重置密码链接格式不正确'),
    bad('oversized', { id: 'i', oid: 'o', t: 1, new_password: long(129), confirm_password: 'x' }, 'new_password', 'A password must be at most 128 characters', '密码最多128个字符'),
    bad('pattern', { id: 'i', oid: 'o', t: 1, new_password: 'abc', confirm_password: 'abc' }, 'new_password', 'The password must be 6 to 20 characters long', '密码长度须为6至20个字符'),
    bad('pattern', { id: 'i', oid: 'o', t: 1, new_password: strongPassword, confirm_password: 'secret-457' }, 'confirm_password', 'The two passwords do not match', '两次输入的密码不一致'),
    bad('pattern', { id: NUL, oid: 'o', t: 1, new_password: strongPassword, confirm_password: strongPassword }, 'id', 'The password reset link has the wrong format', '重置密码链接格式不正确'),
  ],
  'POST /api/user/register': [
    bad('missing', {}, 'reg_role', 'Please enter your identity', '请输入身份'),
    bad('missing', { reg_role: 'student', login_name: '13800138000' }, 'reg_college', 'Please enter the school name', '请输入学校名称'),
    bad('type', { reg_role: 'student', reg_college: 'UCL', login_name: '13800138000', agreement: 'yes' }, 'agreement', 'The Terms of Service and Privacy Policy has the wrong format', '服务条款和隐私政策格式不正确'),
    bad('type', { reg_role: 'student', reg_college: 'UCL', login_name: '13800138000', reg_college_id: 1.5 }, 'reg_college_id', 'The school name has the wrong format', '学校名称格式不正确'),
    bad('type', { reg_role: ['student'], reg_college: 'UCL', login_name: '13800138000' }, 'reg_role', 'Your identity has the wrong format', '身份格式不正确'),
    // An id beyond PostgreSQL's integer range, as a number or as digits: an input error, not a database fault.
    bad('oversized', { reg_role: 'student', reg_college: 'UCL', login_name: '13800138000', reg_college_id: 1e300 }, 'reg_college_id', 'The school name has the wrong format', '学校名称格式不正确'),
    bad('oversized', { ...CHINA_STUDENT, reg_college_id: '9999999999' }, 'reg_college', 'Please choose a school from the search results', '请从搜索结果中选择学校'),
    bad('oversized', { reg_role: 'student', reg_college: 'UCL', login_name: '13800138000', reg_name: long(41) }, 'reg_name', 'Your real name must be at most 40 characters', '真实姓名最多40个字符'),
    bad('oversized', { reg_role: 'student', reg_college: long(201), login_name: '13800138000' }, 'reg_college', 'The school name must be at most 200 characters', '学校名称最多200个字符'),
    bad('pattern', { reg_role: 'student', reg_college: 'UCL', login_name: '13800138000', commencement_time: '2026/09' }, 'commencement_time', 'The year and month of enrolment has the wrong format', '入学年月格式不正确'),
    bad('pattern', { reg_role: 'student', reg_college: 'UCL', login_name: '13800138000', is_school: 'x' }, 'is_school', 'The parameter "is_school" has the wrong format', '参数“is_school”格式不正确'),
    bad('pattern', { reg_role: 'student', reg_college: 'UCL', login_name: '13800138000', reg_college_unlisted: 'yes' }, 'reg_college_unlisted', 'The parameter "reg_college_unlisted" has the wrong format', '参数“reg_college_unlisted”格式不正确'),
    bad('pattern', { reg_role: 'teacher', reg_college: 'UCL', login_name: '13800138000' }, 'reg_role', 'Your identity has the wrong format', '身份格式不正确'),
    bad('pattern', { reg_role: '', reg_college: 'UCL', login_name: '13800138000' }, 'reg_role', 'Please select your identity', '请选择身份'),
    bad('pattern', { ...CHINA_STUDENT, major: `Law${NUL}` }, 'major', 'The major has the wrong format', '专业格式不正确'),
  ],
  'POST /api/user/change_pwd': [
    bad('missing', {}, 'old_password', 'Please enter your current password', '请输入当前密码'),
    bad('type', { old_password: 1, new_password: strongPassword, confirm_password: strongPassword }, 'old_password', 'Your current password has the wrong format', '当前密码格式不正确'),
    bad('oversized', { old_password: 'x', new_password: strongPassword, confirm_password: long(129) }, 'confirm_password', 'The password again must be at most 128 characters', '确认密码最多128个字符'),
    as('user', bad('pattern', { old_password: 'secret-123', new_password: 'abc', confirm_password: 'abc' }, 'new_password', 'The password must be 6 to 20 characters long', '密码长度须为6至20个字符')),
    as('user', bad('pattern', { old_password: 'secret-123', new_password: strongPassword, confirm_password: 'other-456' }, 'confirm_password', 'The two passwords do not match', '两次输入的密码不一致')),
  ],
  'POST /api/user/create_pwd': [
    bad('missing', { confirm_password: strongPassword }, 'new_password', 'Please enter a password', '请输入密码'),
    bad('type', { new_password: [strongPassword], confirm_password: strongPassword }, 'new_password', 'A password has the wrong format', '密码格式不正确'),
    bad('oversized', { new_password: long(129), confirm_password: strongPassword }, 'new_password', 'A password must be at most 128 characters', '密码最多128个字符'),
    as('userWithoutPassword', bad('pattern', { new_password: 'pass word 1', confirm_password: 'pass word 1' }, 'new_password', 'The password may contain only letters, digits and symbols (no spaces or full-width characters)', '密码只能包含字母、数字和符号（不能有空格或全角字符）')),
  ],
  'GET /api/user/personal_info': [junk(402)],
  'POST /api/user/personal_info': [
    bad('missing', { major: '', commencement_time: '' }, 'contact', 'Please enter a contact number', '请输入联系电话'),
    bad('type', { contact: 13800138000, major: '', commencement_time: '' }, 'contact', 'A contact number has the wrong format', '联系电话格式不正确'),
    bad('oversized', { contact: long(31), major: '', commencement_time: '' }, 'contact', 'A contact number must be at most 30 characters', '联系电话最多30个字符'),
    bad('pattern', { contact: '', whats_code: '+44x', major: '', commencement_time: '' }, 'whats_code', 'The area code has the wrong format', '区号格式不正确'),
    bad('pattern', { contact: '', major: '', commencement_time: '2026/09' }, 'commencement_time', 'The year and month of enrolment has the wrong format', '入学年月格式不正确'),
  ],
  // Orders (the form's own rules are tested in orders.test.ts; here the transport bounds).
  'POST /api/order/order_submit': [
    bad('type', { account_id: [1] }, "account_id", "The parameter \"account_id\" has the wrong format", "参数“account_id”格式不正确"),
    bad('oversized', { amount: long(501) }, "amount", "The payment amount must be at most 500 characters", "付款金额最多500个字符"),
  ],
  'POST /api/order/check_up_order': [
    bad('type', { account_id: [1] }, "account_id", "The parameter \"account_id\" has the wrong format", "参数“account_id”格式不正确"),
    bad('oversized', { amount: long(501) }, "amount", "The payment amount must be at most 500 characters", "付款金额最多500个字符"),
  ],
  'POST /api/order/check_up_money': [
    bad('missing', {}, "amount", "Please enter the payment amount", "请输入付款金额"),
    bad('type', { amount: 1 }, "amount", "The payment amount has the wrong format", "付款金额格式不正确"),
    bad('oversized', { amount: long(31) }, "amount", "The payment amount must be at most 30 characters", "付款金额最多30个字符"),
  ],
  'POST /api/order/check_payer_age': [
    bad('missing', {}, "payer_id_number", "Please enter the payer's ID number", "请输入付款人身份证号码"),
    bad('type', { payer_id_number: 1 }, "payer_id_number", "The payer's ID number has the wrong format", "付款人身份证号码格式不正确"),
    bad('oversized', { payer_id_number: long(31) }, "payer_id_number", "The payer's ID number must be at most 30 characters", "付款人身份证号码最多30个字符"),
  ],
  'POST /api/order/life_info': [
    bad('type', { currency: 1 }, "currency", "The currency has the wrong format", "币种格式不正确"),
    bad('oversized', { currency: "XXXX" }, "currency", "The currency must be at most 3 characters", "币种最多3个字符"),
  ],
  'POST /api/order/update_order_info': [
    bad('missing', {}, "order_id", "Please enter the parameter \"order_id\"", "请输入参数“order_id”"),
    bad('type', { order_id: 1 }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确"),
    bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符"),
  ],
  'POST /api/order/update_crn_info': [
    bad('missing', { crn: "x" }, "order_id", "Please enter the parameter \"order_id\"", "请输入参数“order_id”"),
    bad('type', { order_id: "x", crn: 1 }, "crn", "The customer reference number (CRN) has the wrong format", "客户参考号（CRN）格式不正确"),
    bad('oversized', { order_id: "x", crn: long(61) }, "crn", "The customer reference number (CRN) must be at most 60 characters", "客户参考号（CRN）最多60个字符"),
  ],
  'POST /api/order/save_draft': [
    bad('missing', {}, "values", "Please enter the parameter \"values\"", "请输入参数“values”"),
    bad('type', { values: "x" }, "values", "The parameter \"values\" has the wrong format", "参数“values”格式不正确"),
    bad('oversized', { values: { amount: long(501) } }, "values.amount", "The parameter \"values.amount\" must be at most 500 characters", "参数“values.amount”最多500个字符"),
  ],
  'GET /api/order/get_draft': [
    bad('type', { account_id: ["1", "2"] }, "account_id", "The parameter \"account_id\" has the wrong format", "参数“account_id”格式不正确"),
    bad('oversized', { account_id: "12345678901" }, "account_id", "The parameter \"account_id\" must be at most 10 characters", "参数“account_id”最多10个字符"),
  ],
  'POST /api/user/order_login': [
    bad('missing', {}, "phone", "Please enter your mobile number", "请输入手机号码"),
    bad('type', { phone: 1, phone_captcha: "1" }, "phone", "Your mobile number has the wrong format", "手机号码格式不正确"),
    bad('oversized', { phone: long(21), phone_captcha: "1" }, "phone", "Your mobile number must be at most 20 characters", "手机号码最多20个字符"),
  ],
  'GET /api/user/order_list': [
    bad('type', { type: ["a", "b"] }, "type", "The parameter \"type\" has the wrong format", "参数“type”格式不正确"),
    bad('oversized', { type: long(50) }, "type", "The parameter \"type\" has the wrong format", "参数“type”格式不正确"),
    bad('pattern', { type: 'closed', page: '-1' }, "page", "The parameter \"page\" has the wrong format", "参数“page”格式不正确"),
    bad('oversized', { type: 'closed', page_size: '500' }, "page_size", "The parameter \"page_size\" must be at most 2 characters", "参数“page_size”最多2个字符"),
    bad('type', { page_size: ['1', '2'] }, "page_size", "The parameter \"page_size\" has the wrong format", "参数“page_size”格式不正确"),
  ],
  // The user centre (issue 18; business refusals and the second payer: test/user-orders.test.ts).
  'GET /api/user/user_config': [junk(402), as('user', junk(200))],
  'GET /api/user/smart_order_list': [junk(402), as('user', junk(200))],
  'POST /api/user/order_track_link': [
    bad('missing', {}, "order_id", "Please enter the parameter \"order_id\"", "请输入参数“order_id”"),
    bad('type', { order_id: 7 }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确"),
    bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符"),
  ],
  'GET /api/order/order_track': [
    bad('missing', { expires: '1', sig: 'x' }, "order_id", "Please enter the parameter \"order_id\"", "请输入参数“order_id”"),
    bad('missing', { order_id: 'x', sig: 'x' }, "expires", "Please enter the parameter \"expires\"", "请输入参数“expires”"),
    bad('type', { order_id: ['a', 'b'], expires: '1', sig: 'x' }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确"),
    bad('oversized', { order_id: 'x', expires: '1', sig: long(65) }, "sig", "The parameter \"sig\" must be at most 64 characters", "参数“sig”最多64个字符"),
  ],
  'GET /api/user/order_events': [
    bad('type', { order_id: ["a", "b"] }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确"),
    bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符"),
  ],
  'POST /api/user/close_order': [
    // The caller is checked first (402 without a login): the payload's checks are a logged-in payer's.
    as('user', bad('missing', {}, "order_id", "Please enter the parameter \"order_id\"", "请输入参数“order_id”")),
    as('user', bad('type', { order_id: 1 }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确")),
    as('user', bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符")),
  ],
  'POST /api/user/complete_order': [
    // The caller is checked first (402 without a login): the payload's checks are a logged-in payer's.
    as('user', bad('missing', {}, "order_id", "Please enter the parameter \"order_id\"", "请输入参数“order_id”")),
    as('user', bad('type', { order_id: ['x'] }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确")),
    as('user', bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符")),
  ],
  'POST /api/user/reorder': [
    // The caller is checked first (402 without a login): the payload's checks are a logged-in payer's.
    as('user', bad('missing', {}, "order_id", "Please enter the parameter \"order_id\"", "请输入参数“order_id”")),
    as('user', bad('type', { order_id: 3 }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确")),
    as('user', bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符")),
  ],
  'GET /api/user/order_detail': [
    bad('type', { order_id: ["a", "b"] }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确"),
    bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符"),
  ],
  // Quotes and coupons (issue 17; their business refusals: test/quotes.test.ts).
  'POST /api/order/payment_estimate': [
    // Without order_id it is the order form's estimate, which names the payee account (issue 15 item 5).
    bad('missing', { method_id: 'card' }, "account_id", 'Choose the payee account first', '请先选择收款账户'),
    as('user', bad('missing', { order_id: 'x' }, "method_id", 'This payment method is not available for this order', '此订单不支持该支付方式')),
    bad('type', { order_id: 1, method_id: 'card' }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确"),
    bad('type', { order_id: 'x', method_id: 'card', use_points: 'yes' }, "use_points", "The parameter \"use_points\" has the wrong format", "参数“use_points”格式不正确"),
    bad('oversized', { order_id: long(37), method_id: 'card' }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符"),
    bad('oversized', { order_id: 'x', method_id: long(21) }, "method_id", "The parameter \"method_id\" must be at most 20 characters", "参数“method_id”最多20个字符"),
  ],
  'POST /api/order/update_user_coupon': [
    bad('missing', { coupon_id: '' }, "order_id", "Please enter the parameter \"order_id\"", "请输入参数“order_id”"),
    bad('missing', { order_id: 'x' }, "coupon_id", "Please enter the parameter \"coupon_id\"", "请输入参数“coupon_id”"),
    bad('type', { order_id: 'x', coupon_id: 1 }, "coupon_id", "The parameter \"coupon_id\" has the wrong format", "参数“coupon_id”格式不正确"),
    bad('oversized', { order_id: 'x', coupon_id: long(41) }, "coupon_id", "The parameter \"coupon_id\" must be at most 40 characters", "参数“coupon_id”最多40个字符"),
  ],
  // Payments (issue 17; their business refusals: test/payments.test.ts). payment_gateway also needs an
  // Idempotency-Key header: without one it answers 400 field Idempotency-Key (the body is checked first).
  'POST /api/order/payment_gateway': [
    bad('missing', {}, "quote_id", "Please enter the quote ID", "请输入报价编号"),
    bad('type', { quote_id: 1 }, "quote_id", "The quote ID has the wrong format", "报价编号格式不正确"),
    bad('oversized', { quote_id: long(37) }, "quote_id", "The quote ID must be at most 36 characters", "报价编号最多36个字符"),
    bad('type', { quote_id: 'x', installments: '30000' }, "installments", "The parameter \"installments\" has the wrong format", "参数“installments”格式不正确"),
    bad('type', { quote_id: 'x', installments: [30000] }, "installments.0", "The parameter \"installments.0\" has the wrong format", "参数“installments.0”格式不正确"),
    bad('oversized', { quote_id: 'x', installments: Array.from({ length: 21 }, () => '1') }, "installments", "The parameter \"installments\" has the wrong format", "参数“installments”格式不正确"),
    bad('oversized', { quote_id: 'x', installments: [long(21)] }, "installments.0", "The parameter \"installments.0\" must be at most 20 characters", "参数“installments.0”最多20个字符"),
  ],
  'GET /api/order/wechat_payment_detail': [
    bad('type', { payment_id: ["a", "b"] }, "payment_id", "The parameter \"payment_id\" has the wrong format", "参数“payment_id”格式不正确"),
    bad('oversized', { payment_id: long(37) }, "payment_id", "The parameter \"payment_id\" must be at most 36 characters", "参数“payment_id”最多36个字符"),
  ],
  'GET /api/order/paycomfirm': [
    bad('type', { payment_id: ["a", "b"] }, "payment_id", "The parameter \"payment_id\" has the wrong format", "参数“payment_id”格式不正确"),
    bad('oversized', { payment_id: long(37) }, "payment_id", "The parameter \"payment_id\" must be at most 36 characters", "参数“payment_id”最多36个字符"),
  ],
  'POST /api/order/paybankcheck': [
    bad('missing', {}, "payment_id", "Please enter the parameter \"payment_id\"", "请输入参数“payment_id”"),
    bad('type', { payment_id: 1 }, "payment_id", "The parameter \"payment_id\" has the wrong format", "参数“payment_id”格式不正确"),
    bad('oversized', { payment_id: long(37) }, "payment_id", "The parameter \"payment_id\" must be at most 36 characters", "参数“payment_id”最多36个字符"),
  ],
  'POST /api/order/send_phone': [
    bad('missing', {}, "payment_id", "Please enter the parameter \"payment_id\"", "请输入参数“payment_id”"),
    bad('type', { payment_id: 1 }, "payment_id", "The parameter \"payment_id\" has the wrong format", "参数“payment_id”格式不正确"),
    bad('oversized', { payment_id: long(37) }, "payment_id", "The parameter \"payment_id\" must be at most 36 characters", "参数“payment_id”最多36个字符"),
  ],
  'POST /api/order/modify_wechat_id': [
    bad('missing', { wechat_id: 'hanmei-2026' }, "payment_id", "Please enter the parameter \"payment_id\"", "请输入参数“payment_id”"),
    bad('missing', { payment_id: 'x' }, "wechat_id", "Please enter the parameter \"wechat_id\"", "请输入参数“wechat_id”"),
    bad('type', { payment_id: 'x', wechat_id: 1 }, "wechat_id", "The parameter \"wechat_id\" has the wrong format", "参数“wechat_id”格式不正确"),
    bad('oversized', { payment_id: 'x', wechat_id: long(21) }, "wechat_id", "The parameter \"wechat_id\" must be at most 20 characters", "参数“wechat_id”最多20个字符"),
  ],
  'POST /api/order/wechat_payment': [
    bad('missing', { wechat_id: 'hanmei-2026' }, "quote_id", "Please enter the quote ID", "请输入报价编号"),
    bad('missing', { quote_id: 'x' }, "wechat_id", "Please enter the parameter \"wechat_id\"", "请输入参数“wechat_id”"),
    bad('type', { quote_id: 'x', wechat_id: ['a'] }, "wechat_id", "The parameter \"wechat_id\" has the wrong format", "参数“wechat_id”格式不正确"),
    bad('oversized', { quote_id: 'x', wechat_id: long(21) }, "wechat_id", "The parameter \"wechat_id\" must be at most 20 characters", "参数“wechat_id”最多20个字符"),
  ],
  'POST /api/order/payment_transfer_pay': [
    bad('missing', { payer_name: 'x', relationship: 'mother', national_id: 'x', mobile: 'x' }, "quote_id", "Please enter the quote ID", "请输入报价编号"),
    bad('missing', { quote_id: 'x', relationship: 'mother', national_id: 'x', mobile: 'x' }, "payer_name", "Please enter the parameter \"payer_name\"", "请输入参数“payer_name”"),
    bad('missing', { quote_id: 'x', payer_name: 'x', relationship: 'mother', mobile: 'x' }, "national_id", "Please enter the parameter \"national_id\"", "请输入参数“national_id”"),
    bad('type', { quote_id: 'x', payer_name: 'x', relationship: 1, national_id: 'x', mobile: 'x' }, "relationship", "The relationship to the student has the wrong format", "与学生的关系格式不正确"),
    bad('oversized', { quote_id: 'x', payer_name: 'x', relationship: 'mother', national_id: long(19), mobile: 'x' }, "national_id", "The parameter \"national_id\" must be at most 18 characters", "参数“national_id”最多18个字符"),
    bad('oversized', { quote_id: 'x', payer_name: 'x', relationship: 'mother', national_id: 'x', mobile: 'x', school_login: long(101) }, "school_login", "The parameter \"school_login\" must be at most 100 characters", "参数“school_login”最多100个字符"),
  ],
  'GET /api/order/refresh_insallment': [
    bad('type', { payment_id: ["a", "b"] }, "payment_id", "The parameter \"payment_id\" has the wrong format", "参数“payment_id”格式不正确"),
    bad('oversized', { payment_id: long(37) }, "payment_id", "The parameter \"payment_id\" must be at most 36 characters", "参数“payment_id”最多36个字符"),
  ],
  'GET /api/order/pay_result': [
    bad('type', { payment_id: ["a", "b"] }, "payment_id", "The parameter \"payment_id\" has the wrong format", "参数“payment_id”格式不正确"),
    bad('oversized', { payment_id: long(37) }, "payment_id", "The parameter \"payment_id\" must be at most 36 characters", "参数“payment_id”最多36个字符"),
  ],
  'GET /api/order/payment_instructions_pdf': [
    bad('type', { payment_id: ["a", "b"] }, "payment_id", "The parameter \"payment_id\" has the wrong format", "参数“payment_id”格式不正确"),
    bad('oversized', { payment_id: long(37) }, "payment_id", "The parameter \"payment_id\" must be at most 36 characters", "参数“payment_id”最多36个字符"),
  ],
  'GET /api/order/payment_receipt_pdf': [
    bad('type', { order_id: ["a", "b"] }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确"),
    bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符"),
  ],
  // The provider's callback: anything without a good signature is refused by it, whatever the body.
  'POST /api/order/payment_callback': [
    bad('type', [1], "EduPay-Signature", "Signature check failed", "签名校验失败"),
    bad('oversized', { id: long(5000) }, "EduPay-Signature", "Signature check failed", "签名校验失败"),
  ],
  'POST /api/order/face_callback': [
    bad('type', [1], "EduPay-Signature", "Signature check failed", "签名校验失败"),
    bad('oversized', { id: long(5000) }, "EduPay-Signature", "Signature check failed", "签名校验失败"),
  ],
  // Back from the face vendor's page: a redirect to /verify; nothing in the query but the id is read.
  'GET /api/order/redirect_tencent_validate': [junk(400)],
  'GET /api/order/payment_detail': [
    bad('type', { order_id: ["a", "b"] }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确"),
    bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符"),
  ],
  'POST /api/order/payment_detail': [
    bad('type', { order_id: 1 }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确"),
    bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符"),
  ],
  'GET /api/order/update_order_amount': [
    bad('type', { order_id: ["a", "b"] }, "order_id", "The parameter \"order_id\" has the wrong format", "参数“order_id”格式不正确"),
    bad('oversized', { order_id: long(37) }, "order_id", "The parameter \"order_id\" must be at most 36 characters", "参数“order_id”最多36个字符"),
  ],
  'POST /api/order/update_order_amount': [
    bad('missing', { amount: '1.00' }, "order_id", "Please enter the parameter \"order_id\"", "请输入参数“order_id”"),
    bad('missing', { order_id: 'x' }, "amount", "Please enter the payment amount", "请输入付款金额"),
    bad('type', { order_id: 'x', amount: 1 }, "amount", "The payment amount has the wrong format", "付款金额格式不正确"),
    bad('oversized', { order_id: 'x', amount: long(31) }, "amount", "The payment amount must be at most 30 characters", "付款金额最多30个字符"),
  ],
  'GET /api/order/life_info': [junk(402)],
  'GET /api/order/no_reg_order_info': [junk(200)],
  'GET /api/user/scan_login_qrcode': [junk(200)],
  'POST /api/user/scan_login_confirm': [
    bad('missing', {}, 'ticket', 'Please enter the login QR code', '请输入登录二维码'),
    bad('type', { ticket: 42 }, 'ticket', 'The login QR code has the wrong format', '登录二维码格式不正确'),
    bad('oversized', { ticket: long(65) }, 'ticket', 'The login QR code must be at most 64 characters', '登录二维码最多64个字符'),
    as('user', bad('pattern', { ticket: `t${NUL}` }, 'ticket', 'The login QR code has the wrong format', '登录二维码格式不正确')),
  ],
  'GET /api/user/scan_login_check': [
    bad('missing', {}, 'ticket', 'Please enter the login QR code', '请输入登录二维码'),
    bad('type', { ticket: ['a', 'b'] }, 'ticket', 'The login QR code has the wrong format', '登录二维码格式不正确'),
    bad('oversized', { ticket: long(65) }, 'ticket', 'The login QR code must be at most 64 characters', '登录二维码最多64个字符'),
    bad('pattern', { ticket: `t${NUL}` }, 'ticket', 'The login QR code has the wrong format', '登录二维码格式不正确'),
  ],

  'POST /api/other/change_lang': [
    bad('missing', {}, 'lang', 'Please enter the language', '请输入语言'),
    bad('type', { lang: 1 }, 'lang', 'The language has the wrong format', '语言格式不正确'),
    bad('oversized', { lang: long(300) }, 'lang', 'The language has the wrong format', '语言格式不正确'),
    bad('pattern', { lang: 'fr' }, 'lang', 'The language has the wrong format', '语言格式不正确'),
  ],
  'POST /api/other/change_location': [
    bad('missing', {}, 'country', 'Please enter the country or region', '请输入国家或地区'),
    bad('type', { country: { code: 'IND' } }, 'country', 'The country or region has the wrong format', '国家或地区格式不正确'),
    bad('oversized', { country: 'INDIA' }, 'country', 'The country or region must be at most 3 characters', '国家或地区最多3个字符'),
    bad('pattern', { country: 'XXX' }, 'country', 'Please check the country or region', '请检查国家或地区'),
  ],
  'GET /api/other/check_captcha': [junk(null)],
  'POST /api/other/check_captcha': [
    bad('missing', {}, 'img_captcha', 'Please enter the image code', '请输入图形验证码'),
    bad('type', { img_captcha: 4821 }, 'img_captcha', 'The image code has the wrong format', '图形验证码格式不正确'),
    bad('oversized', { img_captcha: long(9) }, 'img_captcha', 'The image code must be at most 8 characters', '图形验证码最多8个字符'),
    bad('pattern', { img_captcha: 'abcd' }, undefined, ...IMAGE_CODE_WRONG, 406),
  ],
  'GET /api/other/slider_captcha': [junk(200)],
  'POST /api/other/slider_verification': [
    bad('missing', { phone: '13800138000' }, 'captchaVerifyParam', 'Please enter the slider verification', '请输入滑块验证'),
    bad('missing', { captchaVerifyParam: '{}' }, 'phone', 'Please enter your mobile number first', '请先输入手机号'),
    bad('type', { captchaVerifyParam: { id: 'x', x: 1 }, phone: '13800138000' }, 'captchaVerifyParam', 'The slider verification has the wrong format', '滑块验证格式不正确'),
    bad('oversized', { captchaVerifyParam: long(20_001), phone: '13800138000' }, 'captchaVerifyParam', 'The slider verification must be at most 20000 characters', '滑块验证最多20000个字符'),
    bad('pattern', { captchaVerifyParam: '{}', tel_code: '+86', phone: '12345' }, 'phone', ...PHONE_PATTERN),
    bad('pattern', { captchaVerifyParam: '{"id":', tel_code: '+86', phone: '13800138000' }, undefined, 'Verification failed, please retry', '验证失败，请重试', 413),
  ],
  'GET /api/other/search_personal': searchPersonal('GET'),
  'POST /api/other/search_personal': searchPersonal('POST'),
  'GET /api/other/search_payment_country': [
    bad('type', { search_key: ['a', 'b'] }, 'search_key', 'The search text has the wrong format', '搜索内容格式不正确'),
    bad('oversized', { search_key: long(51) }, 'search_key', 'The search text must be at most 50 characters', '搜索内容最多50个字符'),
  ],
  'GET /api/other/get_school': [
    bad('type', { search_key: ['ucl', 'lse'] }, 'search_key', 'The search text has the wrong format', '搜索内容格式不正确'),
    bad('oversized', { search_key: long(101) }, 'search_key', 'The search text must be at most 100 characters', '搜索内容最多100个字符'),
    bad('oversized', { search_key: 'ucl', country: 'UNITED' }, 'country', 'The country or region must be at most 3 characters', '国家或地区最多3个字符'),
    bad('oversized', { search_key: 'ucl', is_register: '100' }, 'is_register', 'The parameter "is_register" must be at most 2 characters', '参数“is_register”最多2个字符'),
  ],
  'GET /api/order/get_institution': [
    bad('type', { searchkey: ['ucl', 'lse'] }, 'searchkey', 'The search text has the wrong format', '搜索内容格式不正确'),
    bad('oversized', { searchkey: long(101) }, 'searchkey', 'The search text must be at most 100 characters', '搜索内容最多100个字符'),
  ],
};

// Content calls (issue 19).
const wrongParam = (name: string) => [`The parameter "${name}" has the wrong format`, `参数“${name}”格式不正确`] as const;
const required = (name: string) => [`Please enter the parameter "${name}"`, `请输入参数“${name}”`] as const;
const longParam = (name: string, max: number) => [`The parameter "${name}" must be at most ${max} characters`, `参数“${name}”最多${max}个字符`] as const;
const countryOnly: Case[] = [
  bad('type', { country: ['GBR', 'USA'] }, 'country', 'The country or region has the wrong format', '国家或地区格式不正确'),
  bad('oversized', { country: 'UNITED' }, 'country', 'The country or region must be at most 3 characters', '国家或地区最多3个字符'),
];
const articleId: Case[] = [
  bad('missing', {}, 'article_id', 'Please enter the parameter "article_id"', '请输入参数“article_id”'),
  bad('type', { article_id: ['1', '2'] }, 'article_id', ...wrongParam('article_id')),
  bad('oversized', { article_id: '12345678901' }, 'article_id', ...longParam('article_id', 10)),
  bad('pattern', { article_id: 'abc' }, 'article_id', ...wrongParam('article_id')),
];
const STAFF_ONLY = ['A valid staff token is needed for this call', '此操作需要有效的员工令牌'] as const;
const CONTENT_TABLE: Readonly<Record<string, readonly Case[]>> = {
  'GET /api/nuxt/get_news': [
    bad('type', { type: ['esg', 'videos'] }, 'type', ...wrongParam('type')),
    bad('oversized', { limit: '100' }, 'limit', ...longParam('limit', 2)),
    bad('pattern', { type: 'sports' }, 'type', ...wrongParam('type')),
  ],
  'GET /api/nuxt/get_form': [
    bad('type', { form: ['contact', 'contactb'] }, 'form', ...wrongParam('form')),
    bad('oversized', { form: long(5000) }, 'form', ...wrongParam('form')),
    bad('pattern', { form: 'other' }, 'form', ...wrongParam('form')),
  ],
  'POST /api/nuxt/save__info': [
    bad('missing', {}, 'form', 'Please enter the parameter "form"', '请输入参数“form”'),
    bad('missing', { form: 'contact' }, 'contact_name', 'Please enter your name', '请输入您的姓名'),
    bad('type', { form: 'contact', email: 42 }, 'email', 'Your e-mail address has the wrong format', '邮箱地址格式不正确'),
    bad('oversized', { form: 'contact', message: long(4001) }, 'message', 'Your message must be at most 4000 characters', '留言内容最多4000个字符'),
    bad('pattern', { form: 'contact', contact_name: 'Li Hua', email: 'li@', enquiry_type: 'payment', message: 'A question about fees' }, 'email', 'Please enter a valid e-mail address', '请输入正确的邮箱地址'),
  ],
  'GET /api/other/news_center': [
    bad('type', { search_key: ['a', 'b'] }, 'search_key', 'The search text has the wrong format', '搜索内容格式不正确'),
    bad('oversized', { search_key: long(51) }, 'search_key', 'The search text must be at most 50 characters', '搜索内容最多50个字符'),
    bad('pattern', { page: 'x' }, 'page', ...wrongParam('page')),
    bad('pattern', { type: 'sports' }, 'type', ...wrongParam('type')),
  ],
  'GET /api/other/article_info': articleId,
  'GET /api/other/article_content': articleId,
  'GET /api/other/about_content': [
    bad('missing', {}, 'k', 'Please enter the parameter "k"', '请输入参数“k”'),
    bad('type', { k: ['update', 'news'] }, 'k', ...wrongParam('k')),
    bad('oversized', { k: long(41) }, 'k', ...longParam('k', 40)),
  ],
  'GET /api/other/get_help_center': [junk(200)],
  'GET /api/other/get_help_search': [
    bad('type', { search_key: ['a', 'b'] }, 'search_key', 'The search text has the wrong format', '搜索内容格式不正确'),
    bad('oversized', { search_key: long(51) }, 'search_key', 'The search text must be at most 50 characters', '搜索内容最多50个字符'),
    bad('oversized', { search_key: 'fees', page_size: '500' }, 'page_size', ...longParam('page_size', 2)),
  ],
  'GET /api/other/get_faq_content': countryOnly,
  'GET /api/other/get_partner': countryOnly,
  'GET /api/index_cooperative_payment_agencies_list': countryOnly,
  // Without the staff token nothing of the body is read (the admin's bad input: test/content.test.ts).
  'POST /api/admin/content/save_article': [
    bad('missing', {}, undefined, ...STAFF_ONLY, 402),
    bad('type', { kind: 1 }, undefined, ...STAFF_ONLY, 402),
    bad('oversized', { slug: long(81) }, undefined, ...STAFF_ONLY, 402),
  ],
  // The FX staff calls likewise (their own bad input: test/fx.test.ts).
  'GET /api/admin/fx/rates': [bad('type', { junk: ['a', 'b'] }, undefined, ...STAFF_ONLY, 402), bad('oversized', { t: long(5000) }, undefined, ...STAFF_ONLY, 402)],
  'POST /api/admin/fx/set_rate': [
    bad('missing', {}, undefined, ...STAFF_ONLY, 402),
    bad('type', { currency: 1, per_eur: 7.7 }, undefined, ...STAFF_ONLY, 402),
    bad('oversized', { currency: 'CNY', per_eur: long(27), staff: 'A', reason: 'B' }, undefined, ...STAFF_ONLY, 402),
  ],
  'POST /api/admin/fx/refresh_rates': [bad('type', [1], undefined, ...STAFF_ONLY, 402), bad('oversized', { reason: long(5000) }, undefined, ...STAFF_ONLY, 402)],
};

const LANGUAGES = [
  { name: 'en', headers: { cookie: 'language=en' } },
  { name: 'zh-CN', headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' } },
  { name: 'zh-TW', headers: { cookie: 'language=zh-TW' } },
] as const;

let t: TestApp;
const tokens: Partial<Record<Sender, string>> = {};
let ips = 0;

beforeAll(async () => {
  t = await createTestApp({ limits: { orderStreamSeconds: 1 } });
  tokens.user = (await registeredUser(t, 'secret-123')).client.token;
  const withoutPassword = new Client(t.app);
  const phone = freshPhone();
  await smsLogin(t, withoutPassword, phone);
  expect((await withoutPassword.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()))).status_code).toBe(200);
  tokens.userWithoutPassword = withoutPassword.token;
  tokens.staff = (await staffClient(t, 'admin')).token;
}, 120_000);
afterAll(async () => t?.close());

async function send(route: string, c: Case, headers: Record<string, string>) {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  // A path parameter is sent with a real value (the demo partner's name).
  const url = path.replace(/:partner\([^)]*\)/, 'awehome');
  const token = c.as && c.as !== 'anonymous' ? tokens[c.as] : undefined;
  ips += 1;
  return t.app.inject({
    method,
    url,
    // Each request its own address: the per-address limits are tested elsewhere.
    // (The dev outbox answers loopback clients only: see dev-outbox.test.ts.)
    remoteAddress: url.startsWith('/dev/') ? '127.0.0.1' : `10.250.${(ips >> 8) & 255}.${ips & 255}`,
    headers: { ...headers, ...(token ? { authorization: token } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'GET'
      ? { query: (c.kind === 'junk' ? JUNK_QUERY : c.input) as Record<string, string | string[]> }
      : { payload: JSON.stringify(c.kind === 'junk' ? JUNK_BODY : c.input) }),
  });
}

const label = (c: Case) => `${c.kind} ${JSON.stringify(c.input)?.slice(0, 60)}`;

// Payee calls (issue 15).
const institutionRef = (name: string): Case[] => [
  bad('type', { [name]: ['1', '2'] }, name, ...wrongParam(name)),
  bad('oversized', { [name]: long(33) }, name, ...longParam(name, 32)),
];
const PARTNER_TABLE: Readonly<Record<string, readonly Case[]>> = {
  // Partner orders (modules/partners): a partner's server call is refused by its signature before its input is read.
  'POST /api/order/api_:partner(^[a-z0-9]+)_order': [
    bad('missing', {}, 'EduPay-Signature', 'Signature check failed', '签名校验失败'),
    bad('type', [1], 'EduPay-Signature', 'Signature check failed', '签名校验失败'),
    bad('oversized', { reference: long(65) }, 'EduPay-Signature', 'Signature check failed', '签名校验失败'),
  ],
  'GET /api/order/api_:partner(^[a-z0-9]+)_order': [
    bad('missing', {}, 'EduPay-Signature', 'Signature check failed', '签名校验失败'),
    bad('type', { reference: ['a', 'b'] }, 'EduPay-Signature', 'Signature check failed', '签名校验失败'),
    bad('oversized', { reference: long(65) }, 'EduPay-Signature', 'Signature check failed', '签名校验失败'),
  ],
  // The partner is named in the body: none (or not an object) is no partner.
  'POST /api/order/batch_pay_url_invalid': [
    bad('missing', {}, 'partner', 'Partner not found', '未找到该合作方', 404),
    bad('type', [1], 'partner', 'Partner not found', '未找到该合作方', 404),
    bad('oversized', { partner: 'awehome', references: [long(65)] }, 'EduPay-Signature', 'Signature check failed', '签名校验失败'),
  ],
  'GET /api/order/get_api_currency': [
    bad('missing', {}, 'partner', ...required('partner')),
    bad('type', { partner: ['a', 'b'] }, 'partner', ...wrongParam('partner')),
    bad('oversized', { partner: long(31) }, 'partner', ...longParam('partner', 30)),
  ],
  'GET /api/order/get_api_order_pay_info': [
    bad('type', { token: ['a', 'b'] }, 'token', ...wrongParam('token')),
    bad('oversized', { token: long(701) }, 'token', ...longParam('token', 700)),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
  ],
  'POST /api/order/bind_api_order': [
    bad('missing', {}, 'token', ...required('token')),
    bad('type', { token: 1 }, 'token', ...wrongParam('token')),
    bad('oversized', { token: long(701) }, 'token', ...longParam('token', 700)),
  ],
};

const PAYEE_TABLE: Readonly<Record<string, readonly Case[]>> = {
  'GET /api/other/select_account': institutionRef('institution_id'),
  'POST /api/other/institution_request': [
    bad('missing', {}, 'institution_name', 'Please enter the institution name', '请输入院校名称'),
    bad('type', { institution_name: ['UCL'] }, 'institution_name', 'The institution name has the wrong format', '院校名称格式不正确'),
    bad('oversized', { institution_name: long(201) }, 'institution_name', 'The institution name must be at most 200 characters', '院校名称最多200个字符'),
    bad('pattern', { institution_name: 'Ashgrove College', institution_country: 'AUS', contact_name: 'Mei Han', email: 'mei@' }, 'email', 'Please enter a valid e-mail address', '请输入正确的邮箱地址'),
  ],
  'GET /api/order/query_school_country_currency': institutionRef('institution_id'),
  'GET /api/order/get_country_identification_code': countryOnly,
  'POST /api/order/payee_address_vali': [
    bad('missing', {}, 'address', ...["Please enter the parameter \"address\"", '请输入参数“address”'] as const),
    bad('type', { address: 12 }, 'address', ...wrongParam('address')),
    bad('oversized', { address: long(301) }, 'address', ...longParam('address', 300)),
    bad('pattern', { address: 'PO Box 12, Manchester' }, 'address', 'PO Box addresses are not accepted; please enter a street address', '不接受邮政信箱（PO Box）地址，请填写街道地址'),
  ],
  'GET /api/order/name_conversion': [
    bad('type', { name: ['李雷', '韩梅梅'] }, 'name', ...wrongParam('name')),
    bad('oversized', { name: long(41) }, 'name', ...longParam('name', 40)),
    bad('pattern', { name: 'Li Lei' }, 'name', 'Please enter a Chinese name of 2 to 20 Chinese characters', '请输入 2 至 20 个汉字的中文姓名'),
  ],
  'GET /api/order/order_info': [
    bad('type', { account_id: ['1', '2'] }, 'account_id', ...wrongParam('account_id')),
    bad('oversized', { account_id: long(65) }, 'account_id', ...longParam('account_id', 64)),
    // The form of a payee the payer enters: entered is a flag, the country alpha-3.
    bad('type', { entered: '2' }, 'entered', ...wrongParam('entered')),
    bad('oversized', { entered: '1', country: 'GBRX' }, 'country', 'The country or region must be at most 3 characters', '国家或地区最多3个字符'),
    bad('pattern', { entered: '1', country: 'XYZ' }, 'country', 'Please choose the paying-to country or region', '请选择收款国家/地区'),
  ],
};
// Document calls (issue 16). The upload is multipart/form-data, but its fields pass the same schema
// whatever the body type, so JSON bodies test the bounds here; multipart refusals (file type, size,
// count, one at a time) are in documents.test.ts.
const fileRef: Case[] = [
  bad('missing', {}, 'order_id', 'Please enter the parameter "order_id"', '请输入参数“order_id”'),
  bad('missing', { order_id: 'x' }, 'file_id', 'Please enter the parameter "file_id"', '请输入参数“file_id”'),
  bad('type', { order_id: 1, file_id: 'x' }, 'order_id', ...wrongParam('order_id')),
  bad('oversized', { order_id: 'x', file_id: long(37) }, 'file_id', ...longParam('file_id', 36)),
];
const SLOT_PATTERN = ['The document item has the wrong format', '材料项格式不正确'] as const;
const UPLOAD_TICKET_WRONG = ['The upload QR code has the wrong format', '上传二维码格式不正确'] as const;
const SCAN_TICKET_INVALID = ['This upload code is invalid, already used or expired; scan the new code on your computer', '此上传二维码无效、已使用或已过期，请扫描电脑上的新二维码'] as const;
const DOCUMENTS_TABLE: Readonly<Record<string, readonly Case[]>> = {
  'POST /api/order/ident_files_upload': [
    bad('missing', {}, 'order_id', 'Please enter the parameter "order_id"', '请输入参数“order_id”'),
    bad('missing', { order_id: 'x' }, 'slot', 'Please enter the document item', '请输入材料项'),
    bad('type', { order_id: 1, slot: 'payment_proof' }, 'order_id', ...wrongParam('order_id')),
    bad('type', { order_id: 'x', slot: 'payment_proof', file: 1 }, 'file', 'The file has the wrong format', '文件格式不正确'),
    bad('oversized', { order_id: long(37), slot: 'payment_proof' }, 'order_id', ...longParam('order_id', 36)),
    bad('oversized', { order_id: 'x', slot: 'payment_proof', past_file_id: long(37) }, 'past_file_id', ...longParam('past_file_id', 36)),
    bad('pattern', { order_id: 'x', slot: 'diploma' }, 'slot', ...SLOT_PATTERN),
  ],
  'POST /api/order/price_change_choice': [
    bad('missing', { choice: 'refund' }, 'order_id', ...required('order_id')),
    bad('type', { order_id: 1, choice: 'refund' }, 'order_id', ...wrongParam('order_id')),
    bad('missing', { order_id: 'x' }, 'choice', ...required('choice')),
    bad('pattern', { order_id: 'x', choice: 'both' }, 'choice', ...wrongParam('choice')),
    bad('pattern', { order_id: 'x', choice: 'top_up', method_id: 'cash' }, 'method_id', ...wrongParam('method_id')),
    bad('oversized', { order_id: long(37), choice: 'refund' }, 'order_id', ...longParam('order_id', 36)),
  ],
  'POST /api/order/price_match_claim': [
    bad('missing', { bank: 'b', bank_rate: '7.1' }, 'order_id', ...required('order_id')),
    bad('type', { order_id: 1, bank: 'b', bank_rate: '7.1' }, 'order_id', ...wrongParam('order_id')),
    bad('missing', { order_id: 'x', bank_rate: '7.1' }, 'bank', ...required('bank')),
    bad('missing', { order_id: 'x', bank: 'b' }, 'bank_rate', ...required('bank_rate')),
    bad('oversized', { order_id: 'x', bank: long(101), bank_rate: '7.1' }, 'bank', ...longParam('bank', 100)),
    bad('oversized', { order_id: 'x', bank: 'b', bank_rate: long(21) }, 'bank_rate', ...longParam('bank_rate', 20)),
  ],
  'GET /api/order/ident_files': [
    bad('missing', {}, 'order_id', 'Please enter the parameter "order_id"', '请输入参数“order_id”'),
    bad('type', { order_id: ['a', 'b'] }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
  ],
  'GET /api/order/ident_file_download': [
    bad('missing', { file_id: 'x' }, 'order_id', 'Please enter the parameter "order_id"', '请输入参数“order_id”'),
    bad('type', { order_id: 'x', file_id: ['a', 'b'] }, 'file_id', ...wrongParam('file_id')),
    bad('oversized', { order_id: 'x', file_id: 'y', sig: long(65) }, 'sig', ...longParam('sig', 64)),
    bad('oversized', { order_id: 'x', file_id: 'y', expires: long(13) }, 'expires', ...longParam('expires', 12)),
    // A forged link: refused as a link, before anything is looked up.
    bad('pattern', { order_id: 'x', file_id: 'y', expires: '1', sig: 'forged' }, undefined, 'This download link is invalid or has expired; please open the file again', '下载链接无效或已过期，请重新打开文件', 410),
  ],
  'POST /api/order/ident_file_link': fileRef,
  'POST /api/order/ident_files_delete': fileRef,
  'GET /api/order/ident_files_past': [
    bad('type', { slot: ['payer_id', 'selfie'] }, 'slot', ...SLOT_PATTERN),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
    bad('pattern', { slot: 'diploma' }, 'slot', ...SLOT_PATTERN),
  ],
  // Scan to upload: a forged ticket is refused as a ticket (410), before anything is looked up.
  'POST /api/order/ident_scan_ticket': [
    bad('missing', { slot: 'payer_id' }, 'order_id', 'Please enter the parameter "order_id"', '请输入参数“order_id”'),
    bad('missing', { order_id: 'x' }, 'slot', 'Please enter the document item', '请输入材料项'),
    bad('pattern', { order_id: 'x', slot: 'diploma' }, 'slot', ...SLOT_PATTERN),
    bad('type', { order_id: 1, slot: 'payer_id' }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37), slot: 'payer_id' }, 'order_id', ...longParam('order_id', 36)),
  ],
  'GET /api/order/ident_scan_info': [
    bad('missing', {}, 'upload_ticket', 'Please enter the upload QR code', '请输入上传二维码'),
    bad('type', { upload_ticket: ['a', 'b'] }, 'upload_ticket', ...UPLOAD_TICKET_WRONG),
    bad('oversized', { upload_ticket: long(121) }, 'upload_ticket', 'The upload QR code must be at most 120 characters', '上传二维码最多120个字符'),
    bad('pattern', { upload_ticket: 'forged' }, 'upload_ticket', SCAN_TICKET_INVALID[0], SCAN_TICKET_INVALID[1], 410),
  ],
  'POST /api/order/ident_scan_upload': [
    bad('missing', {}, 'upload_ticket', 'Please enter the upload QR code', '请输入上传二维码'),
    bad('type', { upload_ticket: 1 }, 'upload_ticket', ...UPLOAD_TICKET_WRONG),
    bad('oversized', { upload_ticket: long(121) }, 'upload_ticket', 'The upload QR code must be at most 120 characters', '上传二维码最多120个字符'),
    bad('pattern', { upload_ticket: 'forged' }, 'upload_ticket', SCAN_TICKET_INVALID[0], SCAN_TICKET_INVALID[1], 410),
  ],
  'POST /api/order/ident_ass': [
    bad('missing', { identity: 'payer', collector_name: 'a', collector_id_number: 'b', collector_phone: 'c' }, 'order_id', 'Please enter the parameter "order_id"', '请输入参数“order_id”'),
    bad('missing', { order_id: 'x', identity: 'payer', collector_id_number: 'b', collector_phone: 'c' }, 'collector_name', 'Please enter the name', '请输入姓名'),
    bad('type', { order_id: 'x', identity: 'payer', collector_name: 1, collector_id_number: 'b', collector_phone: 'c' }, 'collector_name', 'The name has the wrong format', '姓名格式不正确'),
    bad('oversized', { order_id: 'x', identity: 'payer', collector_name: 'a', collector_id_number: long(31), collector_phone: 'c' }, 'collector_id_number', 'The ID number must be at most 30 characters', '身份证号最多30个字符'),
    bad('pattern', { order_id: 'x', identity: 'friend', collector_name: 'a', collector_id_number: 'b', collector_phone: 'c' }, 'identity', 'Whose identity has the wrong format', '身份选择格式不正确'),
  ],
  'GET /api/order/ident_ass': [
    bad('missing', {}, 'order_id', 'Please enter the parameter "order_id"', '请输入参数“order_id”'),
    bad('type', { order_id: ['a', 'b'] }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
  ],
  'GET /api/order/live_verification': [
    bad('missing', {}, 'order_id', 'Please enter the parameter "order_id"', '请输入参数“order_id”'),
    bad('type', { order_id: ['a', 'b'] }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: 'x', verification_id: long(37) }, 'verification_id', ...longParam('verification_id', 36)),
    bad('pattern', { order_id: 'x', restart: 'yes' }, 'restart', ...wrongParam('restart')),
  ],
  'GET /api/order/rent_contract': [
    bad('missing', {}, 'order_id', 'Please enter the parameter "order_id"', '请输入参数“order_id”'),
    bad('type', { order_id: ['a', 'b'] }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
  ],
  'POST /api/order/rent_contract': [
    bad('missing', { ...{ order_id: 'x', rent_address: 'a', room_number: '1', contract_start: '2026-09-01', contract_end: '2027-08-31', payment_cycle: 'monthly', rent_total: '1' }, rent_address: undefined }, 'rent_address', 'Please enter the detailed rent address', '请输入详细租房地址'),
    bad('type', { ...{ order_id: 'x', rent_address: 'a', room_number: '1', contract_start: '2026-09-01', contract_end: '2027-08-31', payment_cycle: 'monthly', rent_total: '1' }, rent_total: 24000 }, 'rent_total', 'The rent total has the wrong format', '租金总额格式不正确'),
    bad('oversized', { ...{ order_id: 'x', rent_address: 'a', room_number: '1', contract_start: '2026-09-01', contract_end: '2027-08-31', payment_cycle: 'monthly', rent_total: '1' }, room_number: long(41) }, 'room_number', 'The Room No. must be at most 40 characters', '房间号最多40个字符'),
    bad('pattern', { ...{ order_id: 'x', rent_address: 'a', room_number: '1', contract_start: '2026-09-01', contract_end: '2027-08-31', payment_cycle: 'monthly', rent_total: '1' }, payment_cycle: 'weekly' }, 'payment_cycle', 'The payment cycle has the wrong format', '付款周期格式不正确'),
  ],
  // Identity details and documents, the order's requirements, the rent contract's signature (identity-calls.test.ts).
  'GET /api/order/identity_detail': [
    bad('missing', {}, 'order_id', ...required('order_id')),
    bad('type', { order_id: ['a', 'b'] }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
  ],
  'POST /api/order/identity_detail': [
    bad('missing', { passport_address: 'x' }, 'order_id', ...required('order_id')),
    bad('type', { order_id: 'x', passport_number: 1 }, 'passport_number', ...wrongParam('passport_number')),
    bad('oversized', { order_id: 'x', passport_number: long(31) }, 'passport_number', ...longParam('passport_number', 30)),
  ],
  'GET /api/order/identity_payer_detail': [
    bad('missing', {}, 'order_id', ...required('order_id')),
    bad('type', { order_id: ['a', 'b'] }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
  ],
  'POST /api/order/identity_payer_detail': [
    bad('missing', { payer_email: 'a@example.com' }, 'order_id', ...required('order_id')),
    bad('type', { order_id: 'x', payer_id_number: 1 }, 'payer_id_number', "The payer's ID number has the wrong format", '付款人身份证号码格式不正确'),
    bad('oversized', { order_id: 'x', payer_id_number: long(31) }, 'payer_id_number', "The payer's ID number must be at most 30 characters", '付款人身份证号码最多30个字符'),
  ],
  'POST /api/order/identity_files': [
    bad('missing', {}, 'order_id', ...required('order_id')),
    bad('type', { order_id: 1 }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
  ],
  'POST /api/order/identity_payer_files': [
    bad('missing', {}, 'order_id', ...required('order_id')),
    bad('type', { order_id: 1 }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
  ],
  'GET /api/order/ident': [
    bad('missing', {}, 'order_id', ...required('order_id')),
    bad('type', { order_id: ['a', 'b'] }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
  ],
  'POST /api/order/ident': [
    bad('missing', {}, 'order_id', ...required('order_id')),
    bad('type', { order_id: 1 }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
  ],
  'GET /api/order/sign_info': [
    bad('missing', {}, 'order_id', ...required('order_id')),
    bad('type', { order_id: ['a', 'b'] }, 'order_id', ...wrongParam('order_id')),
    bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36)),
    bad('pattern', { order_id: 'x', sign_info_type: 'a2_form' }, 'sign_info_type', ...wrongParam('sign_info_type')),
  ],
  'POST /api/order/sign_info': [
    bad('missing', { order_id: 'x' }, 'Base64', ...required('Base64')),
    bad('type', { order_id: 'x', Base64: 1 }, 'Base64', ...wrongParam('Base64')),
    bad('oversized', { order_id: long(37), Base64: 'AAAA' }, 'order_id', ...longParam('order_id', 36)),
    bad('pattern', { order_id: 'x', Base64: 'AAAA', sign_info_type: 'a2_form' }, 'sign_info_type', ...wrongParam('sign_info_type')),
  ],
  'GET /api/order/ident_scan_status': [
    bad('missing', { ticket_id: 'x' }, 'order_id', 'Please enter the parameter "order_id"', '请输入参数“order_id”'),
    bad('missing', { order_id: 'x' }, 'ticket_id', 'Please enter the parameter "ticket_id"', '请输入参数“ticket_id”'),
    bad('oversized', { order_id: 'x', ticket_id: long(37) }, 'ticket_id', ...longParam('ticket_id', 36)),
    bad('type', { order_id: 'x', ticket_id: ['a', 'b'] }, 'ticket_id', ...wrongParam('ticket_id')),
  ],
};
// The operations console (issue 18): bad input of a signed-in admin; without a staff session nothing of the body is read.
const STAFF_LOGIN_NEEDED = ['Please log in to the operations console', '请登录运营后台'] as const;
const staffOrderRef: Case[] = [
  as('staff', bad('missing', {}, 'order_id', ...required('order_id'))),
  as('staff', bad('type', { order_id: 1 }, 'order_id', ...wrongParam('order_id'))),
  as('staff', bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36))),
];
const staffQueryRef = (extra: Record<string, string> = {}): Case[] => [
  as('staff', bad('missing', extra, 'order_id', ...required('order_id'))),
  as('staff', bad('type', { ...extra, order_id: ['a', 'b'] }, 'order_id', ...wrongParam('order_id'))),
  as('staff', bad('oversized', { ...extra, order_id: long(37) }, 'order_id', ...longParam('order_id', 36))),
];
const OPS_TABLE: Readonly<Record<string, readonly Case[]>> = {
  'POST /api/ops/login': [
    bad('missing', { password: 'x' }, 'staff_login', 'Please enter your staff login', '请输入员工账号'),
    bad('missing', { staff_login: 'admin' }, 'password', 'Please enter a password', '请输入密码'),
    bad('type', { staff_login: 1, password: 'x' }, 'staff_login', 'Your staff login has the wrong format', '员工账号格式不正确'),
    bad('oversized', { staff_login: long(65), password: 'x' }, 'staff_login', 'Your staff login must be at most 64 characters', '员工账号最多64个字符'),
  ],
  'POST /api/ops/login_totp': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', {}, 'totp_code', 'Please enter the authenticator code', '请输入身份验证器动态码')),
    as('staff', bad('type', { totp_code: 123456 }, 'totp_code', 'The authenticator code has the wrong format', '身份验证器动态码格式不正确')),
    as('staff', bad('oversized', { totp_code: long(7) }, 'totp_code', 'The authenticator code must be at most 6 characters', '身份验证器动态码最多6个字符')),
  ],
  // Junk with a staff token would end the session the other rows use: sent without one.
  'POST /api/ops/logout': [junk(401)],
  'GET /api/ops/me': [as('staff', junk(200)), junk(402)],
  'GET /api/ops/review_queue': [as('staff', junk(200)), junk(402)],
  'GET /api/ops/order_search': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('type', { q: ['ab', 'cd'] }, 'q', 'The search text has the wrong format', '搜索内容格式不正确')),
    as('staff', bad('missing', {}, 'q', 'Please enter the search text', '请输入搜索内容')),
    as('staff', bad('type', { q: ['ab', 'cd'] }, 'q', 'The search text has the wrong format', '搜索内容格式不正确')),
    as('staff', bad('oversized', { q: long(51) }, 'q', 'The search text must be at most 50 characters', '搜索内容最多50个字符')),
    as('staff', bad('pattern', { q: 'x' }, 'q', 'The search text must be at least 2 characters', '搜索内容至少2个字符')),
  ],
  'GET /api/ops/order_history': staffQueryRef(),
  'GET /api/ops/document_download': [
    ...staffQueryRef({ file_id: 'x' }),
    as('staff', bad('missing', { order_id: 'x' }, 'file_id', ...required('file_id'))),
    as('staff', bad('oversized', { order_id: 'x', file_id: long(37) }, 'file_id', ...longParam('file_id', 36))),
  ],
  'POST /api/ops/review_approve': [...staffOrderRef, as('staff', bad('oversized', { order_id: 'x', note: long(501) }, 'note', 'The note must be at most 500 characters', '备注最多500个字符'))],
  'POST /api/ops/review_reject': [
    ...staffOrderRef.map((c) => ({ ...c, input: { reject_reason: 'r', ...(c.input as object) } })),
    as('staff', bad('missing', { order_id: 'x' }, 'reject_reason', 'Please enter the reason for the payer', '请输入给付款人的驳回原因')),
    as('staff', bad('pattern', { order_id: 'x', reject_reason: ' ' }, 'reject_reason', 'Please enter the reason the payer will see', '请填写付款人将看到的驳回原因')),
  ],
  'POST /api/ops/order_advance': [
    ...staffOrderRef.map((c) => ({ ...c, input: { event: 'remit', ...(c.input as object) } })),
    as('staff', bad('pattern', { order_id: 'x', event: 'teleport' }, 'event', ...wrongParam('event'))),
  ],
  'POST /api/ops/reveal_identity': [
    ...staffOrderRef.map((c) => ({ ...c, input: { field: 'payer_id_number', ...(c.input as object) } })),
    as('staff', bad('pattern', { order_id: 'x', field: 'pan' }, 'field', ...wrongParam('field'))),
  ],
  'POST /api/ops/refund_issue': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    ...staffOrderRef.map((c) => ({ ...c, input: { reason: 'price_match', ...(c.input as object) } })),
    as('staff', bad('missing', { order_id: 'x' }, 'reason', 'Please enter the reason', '请输入原因')),
    as('staff', bad('pattern', { order_id: 'x', reason: 'because' }, 'reason', 'The reason has the wrong format', '原因格式不正确')),
    as('staff', bad('oversized', { order_id: 'x', reason: 'price_match', refund_amount: long(21) }, 'refund_amount', 'The refund amount must be at most 20 characters', '退款金额最多20个字符')),
    as('staff', bad('pattern', { order_id: 'x', reason: 'price_match', waive_fee: 2 }, 'waive_fee', ...wrongParam('waive_fee'))),
  ],
  'GET /api/ops/refund_list': [
    bad('type', { status: 'failed' }, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('pattern', { status: 'lost' }, 'status', ...wrongParam('status'))),
    as('staff', bad('oversized', { before: long(41) }, 'before', ...longParam('before', 40))),
  ],
  // Price changes and price-match claims (issue 17 item 8).
  'GET /api/ops/price_match_claims': [
    bad('type', { status: 'open' }, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('pattern', { status: 'lost' }, 'status', ...wrongParam('status'))),
    as('staff', bad('oversized', { before: long(41) }, 'before', ...longParam('before', 40))),
  ],
  'GET /api/ops/price_match_screenshot': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', {}, 'claim_id', ...required('claim_id'))),
    as('staff', bad('type', { claim_id: ['a', 'b'] }, 'claim_id', ...wrongParam('claim_id'))),
    as('staff', bad('oversized', { claim_id: long(37) }, 'claim_id', ...longParam('claim_id', 36))),
  ],
  'POST /api/ops/price_match_decide': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', { decision: 'grant' }, 'claim_id', ...required('claim_id'))),
    as('staff', bad('type', { claim_id: 1, decision: 'grant' }, 'claim_id', ...wrongParam('claim_id'))),
    as('staff', bad('oversized', { claim_id: long(37), decision: 'grant' }, 'claim_id', ...longParam('claim_id', 36))),
    as('staff', bad('missing', { claim_id: 'x' }, 'decision', ...required('decision'))),
    as('staff', bad('pattern', { claim_id: 'x', decision: 'maybe' }, 'decision', ...wrongParam('decision'))),
    as('staff', bad('oversized', { claim_id: 'x', decision: 'refuse', note: long(501) }, 'note', 'The note must be at most 500 characters', '备注最多500个字符')),
  ],
  // Unmatched bank transfers and exchange rates (issue 18 item 4).
  'GET /api/ops/fx_rates': [as('staff', junk(200)), junk(402)],
  'POST /api/ops/fx_set_rate': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', { per_eur: '7.7', reason: 'r' }, 'currency', 'Please enter the currency', '请输入币种')),
    as('staff', bad('pattern', { currency: 'cny', per_eur: '7.7', reason: 'r' }, 'currency', 'The currency has the wrong format', '币种格式不正确')),
    as('staff', bad('type', { currency: 'CNY', per_eur: 7.7, reason: 'r' }, 'per_eur', ...wrongParam('per_eur'))),
    as('staff', bad('oversized', { currency: 'CNY', per_eur: long(27), reason: 'r' }, 'per_eur', ...longParam('per_eur', 26))),
    as('staff', bad('missing', { currency: 'CNY', per_eur: '7.7' }, 'reason', 'Please enter the reason', '请输入原因')),
  ],
  'GET /api/ops/unmatched_transfers': [
    bad('type', { status: 'unmatched' }, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('pattern', { status: 'lost' }, 'status', ...wrongParam('status'))),
    as('staff', bad('oversized', { before: long(41) }, 'before', ...longParam('before', 40))),
  ],
  'POST /api/ops/transfer_attach': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', { order_no: 'EP1' }, 'transfer_id', ...required('transfer_id'))),
    as('staff', bad('type', { transfer_id: 1, order_no: 'EP1' }, 'transfer_id', ...wrongParam('transfer_id'))),
    as('staff', bad('oversized', { transfer_id: long(37), order_no: 'EP1' }, 'transfer_id', ...longParam('transfer_id', 36))),
    as('staff', bad('missing', { transfer_id: 'x' }, 'order_no', ...required('order_no'))),
    as('staff', bad('oversized', { transfer_id: 'x', order_no: 'EP1', note: long(501) }, 'note', 'The note must be at most 500 characters', '备注最多500个字符')),
  ],
  'POST /api/ops/transfer_return': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', {}, 'transfer_id', ...required('transfer_id'))),
    as('staff', bad('type', { transfer_id: 1 }, 'transfer_id', ...wrongParam('transfer_id'))),
    as('staff', bad('oversized', { transfer_id: long(37) }, 'transfer_id', ...longParam('transfer_id', 36))),
  ],
  // Acting on behalf of a payer (issue 18 item 4).
  'POST /api/ops/act_on_behalf_start': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', { user_id: 1 }, 'reason', 'Please enter the reason', '请输入原因')),
    as('staff', bad('oversized', { user_id: 1, reason: long(301) }, 'reason', 'The reason must be at most 300 characters', '原因最多300个字符')),
    as('staff', bad('pattern', { user_id: 1, reason: ' ' }, 'reason', 'Please give the reason (the payer is told it)', '请填写原因（将告知付款人）')),
    as('staff', bad('pattern', { user_id: 'abc', reason: 'r' }, 'user_id', ...wrongParam('user_id'))),
    as('staff', bad('type', { user_id: 1, reason: 1 }, 'reason', 'The reason has the wrong format', '原因格式不正确')),
    as('staff', bad('oversized', { phone: long(21), reason: 'r' }, 'phone', 'Your mobile number must be at most 20 characters', '手机号码最多20个字符')),
    as('staff', bad('oversized', { order_no: long(41), reason: 'r' }, 'order_no', ...longParam('order_no', 40))),
  ],
  'POST /api/ops/act_on_behalf_end': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', {}, 'session_id', ...required('session_id'))),
    as('staff', bad('type', { session_id: 1 }, 'session_id', ...wrongParam('session_id'))),
    as('staff', bad('oversized', { session_id: long(37) }, 'session_id', ...longParam('session_id', 36))),
    bad('oversized', { act_token: long(201) }, 'act_token', ...longParam('act_token', 200)),
  ],
  // Payees and coupons (issue 18 item 4): admins edit payees, finance and admins issue coupons.
  'GET /api/ops/payee_search': [
    bad('missing', { q: 'Imperial' }, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('type', { q: ['ab', 'cd'] }, 'q', 'The search text has the wrong format', '搜索内容格式不正确')),
    as('staff', bad('missing', {}, 'q', 'Please enter the search text', '请输入搜索内容')),
    as('staff', bad('oversized', { q: long(101) }, 'q', 'The search text must be at most 100 characters', '搜索内容最多100个字符')),
  ],
  'GET /api/ops/payee_accounts': [
    bad('missing', { institution_id: '1' }, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', {}, 'institution_id', ...required('institution_id'))),
    as('staff', bad('type', { institution_id: ['1', '2'] }, 'institution_id', ...wrongParam('institution_id'))),
    as('staff', bad('oversized', { institution_id: long(65) }, 'institution_id', ...longParam('institution_id', 64))),
    as('staff', bad('pattern', { institution_id: '999999' }, 'institution_id', 'Institution not found', '机构不存在')),
  ],
  'POST /api/ops/payee_account_create': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', { account_name: 'A' }, 'institution_id', ...required('institution_id'))),
    as('staff', bad('type', { ...PAYEE_FORM, institution_id: 'U005DDB19F1', purposes: 'tuition' }, 'purposes', 'The payment purposes has the wrong format', '付款用途格式不正确')),
    as('staff', bad('oversized', { ...PAYEE_FORM, institution_id: 'U005DDB19F1', account_name: long(201) }, 'account_name', ...longParam('account_name', 200))),
    as('staff', bad('pattern', { ...PAYEE_FORM, institution_id: 'U005DDB19F1', aba_routing: '021000021' }, 'aba_routing', 'This routing code is not used for accounts in GBR: leave it empty', 'GBR的账户不使用此路由代码，请留空')),
  ],
  'POST /api/ops/payee_account_update': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', { ...PAYEE_FORM }, 'account_id', ...required('account_id'))),
    as('staff', bad('oversized', { ...PAYEE_FORM, account_id: long(65) }, 'account_id', ...longParam('account_id', 64))),
    as('staff', bad('type', { ...PAYEE_FORM, account_id: 'x', needs_review: 'yes' }, 'needs_review', ...wrongParam('needs_review'))),
    as('staff', bad('pattern', { ...PAYEE_FORM, account_id: 'NO-SUCH-ACCOUNT' }, 'account_id', 'This payee account could not be found; please choose the account again', '未找到该收款账户，请重新选择账户')),
  ],
  'POST /api/ops/payee_account_deactivate': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', { account_id: 'x' }, 'reason', 'Please enter the reason', '请输入原因')),
    as('staff', bad('type', { account_id: 'x', reason: 1 }, 'reason', 'The reason has the wrong format', '原因格式不正确')),
    as('staff', bad('oversized', { account_id: 'x', reason: long(301) }, 'reason', 'The reason must be at most 300 characters', '原因最多300个字符')),
  ],
  'POST /api/ops/payee_account_reactivate': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', { account_id: 'x' }, 'reason', 'Please enter the reason', '请输入原因')),
    as('staff', bad('type', { account_id: 'x', reason: 1 }, 'reason', 'The reason has the wrong format', '原因格式不正确')),
    as('staff', bad('oversized', { account_id: 'x', reason: long(301) }, 'reason', 'The reason must be at most 300 characters', '原因最多300个字符')),
  ],
  'GET /api/ops/coupon_list': [
    bad('type', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('oversized', { before: long(41) }, 'before', ...longParam('before', 40))),
    as('staff', bad('pattern', { before: 'yesterday' }, 'before', ...wrongParam('before'))),
  ],
  'POST /api/ops/coupon_create': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', { ...COUPON_FORM, kind: undefined }, 'kind', ...required('kind'))),
    as('staff', bad('type', { ...COUPON_FORM, amount_minor: '50.00' }, 'amount_minor', ...wrongParam('amount_minor'))),
    as('staff', bad('oversized', { ...COUPON_FORM, name_en: long(61) }, 'name_en', ...longParam('name_en', 60))),
    as('staff', bad('pattern', { ...COUPON_FORM, valid_until: '2020-01-01' }, 'valid_until', 'The last valid day must be today or later (Beijing time)', '有效期最后一天须为今天或以后（北京时间）')),
  ],
  'POST /api/ops/coupon_disable': [
    bad('missing', {}, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('missing', { reason: 'r' }, 'batch_id', ...required('batch_id'))),
    as('staff', bad('type', { batch_id: 1, reason: 'r' }, 'batch_id', ...wrongParam('batch_id'))),
    as('staff', bad('oversized', { batch_id: long(41), reason: 'r' }, 'batch_id', ...longParam('batch_id', 40))),
    as('staff', bad('pattern', { batch_id: 'CPN-NONE', reason: 'r' }, 'batch_id', 'Coupon issue not found', '优惠券发放记录不存在', 404)),
  ],
  'GET /api/ops/audit_log': [
    bad('type', { before_id: '1' }, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('type', { before_id: ['1', '2'] }, 'before_id', ...wrongParam('before_id'))),
    as('staff', bad('oversized', { order_id: long(37) }, 'order_id', ...longParam('order_id', 36))),
    as('staff', bad('pattern', { before_id: 'abc' }, 'before_id', ...wrongParam('before_id'))),
  ],
  'GET /api/ops/ops_alerts': [
    bad('type', { before_id: '1' }, undefined, ...STAFF_LOGIN_NEEDED, 402),
    as('staff', bad('type', { before_id: ['1', '2'] }, 'before_id', ...wrongParam('before_id'))),
    as('staff', bad('oversized', { before_id: '1'.repeat(19) }, 'before_id', ...longParam('before_id', 18))),
    as('staff', bad('pattern', { before_id: 'abc' }, 'before_id', ...wrongParam('before_id'))),
  ],
};
const ALL_ROUTES: Readonly<Record<string, readonly Case[]>> = { ...TABLE, ...PARTNER_TABLE, ...CONTENT_TABLE, ...PAYEE_TABLE, ...DOCUMENTS_TABLE, ...OPS_TABLE };

describe.each(Object.entries(ALL_ROUTES))('%s', (route, cases) => {
  it.each(cases.map((c) => [label(c), c] as const))('%s', async (_name, c) => {
    for (const language of LANGUAGES) {
      const response = await send(route, c, language.headers);
      const where = `${route} ${label(c)} [${language.name}]`;
      expect(response.statusCode, where).toBe(200);
      expect(response.body, where).not.toMatch(/"stack"|\bat \S+ \(|\.[jt]s:\d+/);
      if (c.kind === 'junk') {
        if (c.answers !== null) expect(response.json().status_code, where).toBe(c.answers);
        continue;
      }
      const body = response.json() as { status_code: number; message: string; data: { field?: string } };
      expect(body.status_code, where).toBe(c.status);
      expect(body.data.field, where).toBe(c.field);
      if (language.name === 'en') expect(body.message, where).toBe(c.en);
      if (language.name === 'zh-CN') expect(body.message, where).toBe(c.zh);
      // zh-TW: localized too (Chinese characters), not the English text.
      if (language.name === 'zh-TW') expect(body.message, where).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

/**
 * The routes Fastify registered, "METHOD /path" (HEAD, added for every GET, aside), read from
 * printRoutes: each tree line is a path segment appended to its parent's path.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[└├]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth > 0 ? (pathAtDepth[depth - 1] ?? '') : '') + (match[2] ?? '');
    pathAtDepth[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  // The app's own files (served beside /api when built) are not calls.
  return routes.filter((r) => / \/(api|dev)\//.test(r)).sort();
}

describe('coverage', () => {
  it('the table has an entry for every registered route, and no entry for a route that does not exist', () => {
    const routes = registeredRoutes(t.app);
    expect(routes).toContain('POST /api/user/send_verification_password'); // the parser follows the tree
    expect(routes.length).toBeGreaterThan(35);
    expect(Object.keys(ALL_ROUTES).sort()).toEqual(routes);
  });

  it('each call that takes input has wrong-type and oversized cases, and missing cases for its required fields', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { required?: boolean }[]; requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>>;
    };
    for (const [route, cases] of Object.entries(ALL_ROUTES)) {
      const [method, path] = route.split(' ') as [string, string];
      // Fastify's regex parameter (`:partner(^[a-z0-9]+)`) is OpenAPI's `{partner}`.
      const url = path.replace(/:(\w+)\([^)]*\)/, '{$1}');
      const operation = doc.paths[url]?.[method.toLowerCase()];
      const bodyRequired = operation?.requestBody?.content['application/json']?.schema.required ?? [];
      const takesInput = Boolean(operation?.requestBody) || (operation?.parameters?.length ?? 0) > 0;
      const kinds = new Set(cases.map((c) => c.kind));
      if (!takesInput) {
        expect([...kinds], route).toEqual(['junk']);
        continue;
      }
      expect(kinds.has('type') && kinds.has('oversized'), route).toBe(true);
      if (bodyRequired.length > 0 || operation?.parameters?.some((p) => p.required)) expect(kinds.has('missing'), route).toBe(true);
    }
  });
});
