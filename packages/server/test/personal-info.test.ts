/**
 * GET and POST /user/personal_info (spec 001 sections 2, 3 and 7): the user centre's basic info with
 * phone and e-mail masked, the account manager's card, and the edit that may change only the contact,
 * the major and the enrolment, judged by the registration rules, with messages in en and zh-CN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { managers, users } from '../src/db/schema';
import { MANAGERS } from '../src/data/managers';
import { csInfo } from '../src/modules/account/service/users';
import { maskEmail, maskPhone } from '../src/domain/masking';
import { Client, createTestApp, type Envelope, type TestApp } from './helpers/app';
import { chinaStudent, freshEmail, freshPhone, institutionId, registeredUser, smsLogin } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const URL = '/api/user/personal_info';
/** The editable set as the dialog sends it, for a China resident at Melbourne (enrolment required there). */
const edit = (overrides: Record<string, unknown> = {}) => ({ contact: 'lin_xiaoyu', major: 'Economics', commencement_time: '2026-09', ...overrides });

/** The same request in English and in simplified Chinese: the same field, each language's message. */
async function refusedIn(client: Client, payload: unknown, field: string, en: string, zh: string) {
  const saved = client.language;
  try {
    client.language = 'en';
    const inEnglish = await client.post(URL, payload);
    client.language = 'zh-CN';
    const inChinese = await client.post(URL, payload);
    expect(inEnglish, JSON.stringify(payload)).toMatchObject({ status_code: 400, message: en, data: { field } });
    expect(inChinese, JSON.stringify(payload)).toMatchObject({ status_code: 400, message: zh, data: { field } });
  } finally {
    client.language = saved;
  }
}

/** A registered user outside China: the contact is a phone number with its own area code. */
async function britishUser() {
  const client = new Client(t.app);
  const phone = `7700900${String(Math.floor(Math.random() * 900) + 100)}`;
  await smsLogin(t, client, phone, '+44');
  const registered = await client.post('/api/user/register', {
    reg_role: 'parent',
    first_name: 'Amelia',
    last_name: 'Jones',
    student_first_name: 'Oliver',
    reg_college: 'University of Oxford',
    reg_college_id: await institutionId(t.app, 'oxford'),
    login_name: phone,
    phone,
    tel_code: '+44',
    email: freshEmail(),
    country_code: 'GBR',
    whats_code: '+44',
    contact: '7700900999',
  });
  expect(registered.status_code).toBe(200);
  return { client, phone };
}

describe('masks', () => {
  it('keep the first 3 and last 4 digits of a mobile number, less of a short one', () => {
    expect(maskPhone('+86', '13800138000')).toBe('+86 138****8000');
    expect(maskPhone('0044', '7700 900 123')).toBe('+44 770****0123');
    expect(maskPhone('+852', '91234567')).toBe('+852 91****67');
    expect(maskPhone(null, '12345')).toBe('****5');
    expect(maskPhone('+86', null)).toBe('');
  });

  it('keep the first and last letter of an e-mail name and the whole domain', () => {
    expect(maskEmail('lina@example.com')).toBe('l***a@example.com');
    expect(maskEmail('li@example.com')).toBe('l***@example.com');
    expect(maskEmail('x@example.com')).toBe('x***@example.com');
    expect(maskEmail(null)).toBe('');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});

describe('GET /user/personal_info', () => {
  it('needs a login: 402, which makes the client open the login dialog', async () => {
    const anonymous = new Client(t.app, 'en');
    await anonymous.config();
    expect(await anonymous.get(URL)).toMatchObject({ status_code: 402, message: 'Please log in first' });
    anonymous.language = 'zh-CN';
    expect(await anonymous.post(URL, edit())).toMatchObject({ status_code: 402, message: '请先登录' });
    // After logging out, the same session is refused too.
    const { client } = await registeredUser(t);
    expect((await client.get(URL)).status_code).toBe(200);
    await client.post('/api/user/logout', {});
    expect((await client.get(URL)).status_code).toBe(402);
  });

  it('answers the basic info with phone and e-mail masked, never whole', async () => {
    const { client, phone, email } = await registeredUser(t);
    const response = await client.raw({ method: 'GET', url: URL });
    const raw = response.body;
    const answer = JSON.parse(raw) as Envelope;
    expect(answer).toMatchObject({ status_code: 200, message: 'Success' });
    expect(answer.data).toMatchObject({
      user_name: '张三',
      reg_role: 'student',
      reg_role_name: 'Student',
      country_code: 'CHN',
      country_name: 'China',
      reg_college: 'University of Melbourne',
      school_country: 'AU',
      reading_stage: '2',
      reading_stage_name: "Master's",
      commencement_time: '2026-09',
      major: '',
      contact: '',
      phone: `+86 ${phone.slice(0, 3)}****${phone.slice(-4)}`,
      email: `${email[0]}***${email.split('@')[0]!.slice(-1)}@example.com`,
      created_at: t.clock.now.toISOString(),
    });
    // Not in any field, not in any form: the whole answer holds neither the number nor the address.
    expect(raw).not.toContain(phone);
    expect(raw.toLowerCase()).not.toContain(email.toLowerCase());
  });

  it("carries the payment specialist's card, and speaks the request's language", async () => {
    const { client } = await registeredUser(t);
    client.language = 'zh-CN';
    const answer = await client.get(URL);
    expect(answer.data).toMatchObject({ reg_role_name: '学生本人', country_name: '中国', reading_stage_name: '硕士', reg_college: '墨尔本大学' });
    const card = answer.data.cs_info;
    expect(card.working).toBe('周一至周五 9:00–17:00（北京时间）');
    expect(card.wechat_id).toMatch(/^edupay_/);
    expect(card.phone_num).toMatch(/^\+86 138/);
    expect(card.email).toMatch(/@edupay\.example$/);
    expect(card.qr_code).not.toBe('');
    // The specialist's name in the interface's language (docs/glossary.md); account_en stays English.
    expect(card.account_name).toMatch(/^\p{Script=Han}{2,3}$/u);
    expect(card.account_en).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    client.language = 'en';
    expect((await client.get(URL)).data.cs_info.account_name).toBe(card.account_en);
    // In traditional Chinese, as the specialist writes it: 王静 is 王靜 there, 李明 stays 李明.
    client.language = 'zh-TW';
    const [manager] = await t.database.db.select().from(managers).where(eq(managers.nameEn, card.account_en));
    expect((await client.get(URL)).data.cs_info.account_name).toBe(manager!.nameZhTw ?? manager!.name);
    expect(MANAGERS.filter((m) => m.nameZhTw !== null).every((m) => m.nameZhTw !== m.name && /^\p{Script=Han}{2,3}$/u.test(m.nameZhTw!))).toBe(true);
  });

  it('a specialist whose name differs in traditional characters is shown so in zh-TW', async () => {
    const [wang] = await t.database.db.select().from(managers).where(eq(managers.wechatId, 'edupay_wangjing'));
    expect(csInfo(wang!, 'zh-TW').account_name).toBe('王靜');
    expect(csInfo(wang!, 'zh-CN').account_name).toBe('王静');
    expect(csInfo(wang!, 'en').account_name).toBe('Jing Wang');
  });

  it('names the service desk in the language when no specialist is assigned', async () => {
    const anonymous = async (language: string) => (await t.app.inject({ method: 'GET', url: '/api/get_config', headers: { 'accept-language': language } })).json().data.cs_info;
    expect((await anonymous('zh-TW')).account_name).toBe('EduPay 客服中心');
    expect((await anonymous('en')).account_name).toBe('EduPay service desk');
  });
});

describe('POST /user/personal_info', () => {
  it('saves the contact, major and enrolment, and nothing else', async () => {
    const { client, phone } = await registeredUser(t);
    const saved = await client.post(URL, {
      ...edit({ contact: ' lin_xiaoyu ', major: '  Economics ', commencement_time: '2027-2' }),
      // Not the user's to change here: ignored.
      reg_name: '李四',
      reg_role: 'parent',
      phone: '13900000000',
      reg_college: 'Somewhere else',
    });
    expect(saved).toMatchObject({
      status_code: 200,
      message: 'Your details have been saved',
      data: { contact: 'lin_xiaoyu', major: 'Economics', commencement_time: '2027-02', user_name: '张三', reg_role: 'student', reg_college: 'University of Melbourne' },
    });
    const again = await client.get(URL);
    expect(again.data).toMatchObject({ contact: 'lin_xiaoyu', major: 'Economics', commencement_time: '2027-02' });
    expect(again.data.phone).toBe(`+86 ${phone.slice(0, 3)}****${phone.slice(-4)}`);
    // Clearing an optional field.
    expect((await client.post(URL, edit({ contact: '', major: '' }))).data).toMatchObject({ contact: '', major: '' });
    client.language = 'zh-TW';
    expect((await client.post(URL, edit())).message).toBe('個人資料已儲存');
  });

  it('keeps an enrolment that has left the year choices, but refuses to change to one outside them', async () => {
    const { client, phone } = await registeredUser(t);
    await t.database.db.update(users).set({ commencementTime: '2019-09' }).where(eq(users.phoneE164, `+86${phone}`));
    expect(await client.post(URL, edit({ commencement_time: '2019-09', contact: 'new_id' }))).toMatchObject({
      status_code: 200,
      data: { contact: 'new_id', commencement_time: '2019-09' },
    });
    await refusedIn(client, edit({ commencement_time: '2019-10' }), 'commencement_time', 'Please choose one of the options', '请从选项中选择');
  });

  it('uses the phone rule and area code for a contact number outside China', async () => {
    const { client } = await britishUser();
    expect((await client.get(URL)).data).toMatchObject({ contact: '7700900999', whats_code: '+44', reg_role_name: 'Parent', country_name: 'United Kingdom' });
    await refusedIn(client, edit({ contact: 'lin_xiaoyu', whats_code: '+44' }), 'contact', 'Please enter digits only', '只能输入数字');
    await refusedIn(client, edit({ contact: '1234', whats_code: '+44' }), 'contact', 'Please enter a phone number of 5 to 12 digits', '请输入5至12位数字的电话号码');
    // +86 as the contact's area code: the mainland mobile pattern.
    await refusedIn(client, edit({ contact: '12345678', whats_code: '+86' }), 'contact', 'Please enter a valid mobile number', '请输入正确的手机号码');
    const saved = await client.post(URL, edit({ contact: '13800138000', whats_code: '+86', commencement_time: '' }));
    expect(saved).toMatchObject({ status_code: 200, data: { contact: '13800138000', whats_code: '+86', commencement_time: '' } });
  });

  it('requires the major for a China resident at a Hong Kong school', async () => {
    const client = new Client(t.app);
    const phone = freshPhone();
    await smsLogin(t, client, phone);
    const hku = await institutionId(t.app, 'University of Hong Kong');
    const registered = await client.post(
      '/api/user/register',
      await chinaStudent(t.app, phone, freshEmail(), { reg_college: 'The University of Hong Kong', reg_college_id: hku, major: 'Law' }),
    );
    expect(registered.status_code).toBe(200);
    expect((await client.get(URL)).data).toMatchObject({ school_country: 'HK', major: 'Law' });
    await refusedIn(client, edit({ major: '   ' }), 'major', 'Please enter the major', '请输入专业');
  });
});

describe('bad input to POST /user/personal_info', () => {
  let client: Client;
  beforeAll(async () => {
    ({ client } = await registeredUser(t));
  });

  it('missing fields', async () => {
    await refusedIn(client, {}, 'contact', 'Please enter a contact number', '请输入联系电话');
    await refusedIn(client, { contact: '', commencement_time: '' }, 'major', 'Please enter the major', '请输入专业');
    await refusedIn(client, { contact: '', major: '' }, 'commencement_time', 'Please enter the year and month of enrolment', '请输入入学年月');
    // Present but empty: Melbourne is an Australian school, so a China resident must give the enrolment.
    await refusedIn(client, edit({ commencement_time: '' }), 'commencement_time', 'Please select the year and month of admission', '请选择入学年份和月份');
  });

  it('wrong types', async () => {
    await refusedIn(client, edit({ contact: 12345678 }), 'contact', 'A contact number has the wrong format', '联系电话格式不正确');
    await refusedIn(client, edit({ major: ['Law'] }), 'major', 'The major has the wrong format', '专业格式不正确');
    await refusedIn(client, edit({ commencement_time: null }), 'commencement_time', 'The year and month of enrolment has the wrong format', '入学年月格式不正确');
    await refusedIn(client, [edit()], '', 'The request has the wrong format', '请求内容格式不正确');
  });

  it('oversized values', async () => {
    await refusedIn(client, edit({ contact: 'x'.repeat(31) }), 'contact', 'A contact number must be at most 30 characters', '联系电话最多30个字符');
    await refusedIn(client, edit({ major: 'x'.repeat(101) }), 'major', 'The major must be at most 100 characters', '专业最多100个字符');
    await refusedIn(client, edit({ commencement_time: '2026-009' }), 'commencement_time', 'The year and month of enrolment must be at most 7 characters', '入学年月最多7个字符');
  });

  it('wrong patterns', async () => {
    await refusedIn(client, edit({ commencement_time: '2026/09' }), 'commencement_time', 'The year and month of enrolment has the wrong format', '入学年月格式不正确');
    await refusedIn(client, edit({ commencement_time: '2026-13' }), 'commencement_time', 'Please enter a valid date', '请输入正确的日期');
    await refusedIn(client, edit({ commencement_time: '2035-01' }), 'commencement_time', 'Please choose one of the options', '请从选项中选择');
    await refusedIn(client, edit({ whats_code: '+86a' }), 'whats_code', 'The area code has the wrong format', '区号格式不正确');
    await refusedIn(client, edit({ contact: 'lin\u0000' }), 'contact', 'A contact number has the wrong format', '联系电话格式不正确');
    // Nothing was saved by any of the refusals.
    expect((await client.get(URL)).data).toMatchObject({ contact: '', major: '', commencement_time: '2026-09' });
  });
});
