/**
 * A school the search does not know (issue 14 item 2): POST /other/institution_request from
 * /not_institution (stored, mailed to the service desk, validated in three languages, rate-limited)
 * and registration with an unlisted school (the account is made; staff get a request).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionRequests, users } from '../src/db/schema';
import { Client, createTestApp, lastMessage, type TestApp } from './helpers/app';
import { chinaStudent, freshEmail, freshPhone, smsLogin } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const INBOX = 'service@edupay.localhost';
const valid = {
  institution_name: 'Ashgrove College of Music',
  institution_country: 'aus',
  city: 'Brisbane',
  contact_name: 'Mei Han',
  email: 'han.mei@example.com',
  note: 'My daughter starts there in February.',
};

describe('POST /other/institution_request', () => {
  it('stores the request and mails it to the service desk', async () => {
    const answer = await new Client(t.app, 'zh-CN', '10.77.0.1').post('/api/other/institution_request', valid);
    expect(answer.status_code).toBe(200);
    expect(answer.message).toBe('感谢您的申请，我们已收到。院校加入列表后会通过邮件通知您，通常在 2 个工作日内。');
    const [row] = await t.database.db.select().from(institutionRequests).where(eq(institutionRequests.id, answer.data.id));
    expect(row).toMatchObject({ source: 'not_institution', status: 'open', institutionName: 'Ashgrove College of Music', institutionCountry: 'AUS', city: 'Brisbane', userId: null, locale: 'zh-CN' });
    const mail = await lastMessage(t.app, INBOX);
    expect(mail?.subject).toBe(`EduPay school request #${answer.data.id}: Ashgrove College of Music (AUS)`);
    expect(mail?.body).toContain('My daughter starts there in February.');
  });

  it('refuses bad input at the named field, in en, zh-CN and zh-TW', async () => {
    const cases: [Record<string, unknown>, string, string, string, string][] = [
      [{ ...valid, institution_name: '' }, 'institution_name', 'Please enter the institution name', '请输入院校名称', '請輸入院校名稱'],
      [{ ...valid, institution_country: '' }, 'institution_country', "Please select the school's country or region", '请选择院校所在国家或地区', '請選擇院校所在國家或地區'],
      [{ ...valid, email: 'han.mei@' }, 'email', 'Please enter a valid e-mail address', '请输入正确的邮箱地址', '請輸入正確的電子郵件地址'],
      [{ ...valid, website: 'www.ash grove.edu' }, 'website', 'Spaces are not allowed', '', ''],
      [{ ...valid, contact_name: 'Mei 2' }, 'contact_name', 'A name cannot contain digits or symbols', '', ''],
    ];
    let n = 0;
    for (const [payload, field, enText, zhText, twText] of cases) {
      for (const [language, text] of [['en', enText], ['zh-CN', zhText], ['zh-TW', twText]] as const) {
        n += 1;
        const answer = await new Client(t.app, language, `10.77.1.${n}`).post('/api/other/institution_request', payload);
        expect(answer.status_code, field).toBe(400);
        expect(answer.data.field, field).toBe(field);
        if (text) expect(answer.message, `${field} ${language}`).toBe(text);
        else expect(answer.message, `${field} ${language}`).toMatch(language === 'en' ? /\w/ : /[\u4e00-\u9fff]/);
      }
    }
    const stored = await t.database.db.select().from(institutionRequests).where(eq(institutionRequests.email, 'han.mei@'));
    expect(stored).toEqual([]);
  });

  it('accepts five requests an hour from one network, then refuses until the hour has passed', async () => {
    const client = new Client(t.app, 'en', '10.77.2.1');
    for (let i = 0; i < 5; i += 1) expect((await client.post('/api/other/institution_request', valid)).status_code).toBe(200);
    const sixth = await client.post('/api/other/institution_request', valid);
    expect(sixth.status_code).toBe(409);
    expect(sixth.message).toBe('Too many requests have been sent from your network; please try again in an hour');
    t.clock.advance(3601);
    expect((await client.post('/api/other/institution_request', valid)).status_code).toBe(200);
  });

  it("a logged-in payer's request carries their account", async () => {
    const client = new Client(t.app, 'en', '10.77.3.1');
    const phone = freshPhone();
    await smsLogin(t, client, phone);
    expect((await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()))).status_code).toBe(200);
    const answer = await client.post('/api/other/institution_request', valid);
    const [row] = await t.database.db.select().from(institutionRequests).where(eq(institutionRequests.id, answer.data.id));
    expect(row?.userId).toEqual(expect.any(Number));
  });
});

describe('registration with an unlisted school', () => {
  it('registers with the typed name and files a request for staff', async () => {
    const client = new Client(t.app, 'en', '10.77.4.1');
    const phone = freshPhone();
    await smsLogin(t, client, phone);
    const payload = { ...(await chinaStudent(t.app, phone, freshEmail())), reg_college: 'Ashgrove College of Music', reg_college_id: '', reg_college_unlisted: 1 };
    const answer = await client.post('/api/user/register', payload);
    expect(answer.status_code).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ regCollege: 'Ashgrove College of Music', regCollegeId: null });
    const [row] = await t.database.db.select().from(institutionRequests).where(eq(institutionRequests.userId, user!.id));
    expect(row).toMatchObject({ source: 'registration', institutionName: 'Ashgrove College of Music', institutionCountry: null });
    expect((await lastMessage(t.app, INBOX))?.subject).toBe(`EduPay school request #${row!.id}: Ashgrove College of Music`);
  });

  it('without the flag a typed name is still refused; with it a one-letter name is too short', async () => {
    const client = new Client(t.app, 'en', '10.77.5.1');
    const phone = freshPhone();
    await smsLogin(t, client, phone);
    const base = { ...(await chinaStudent(t.app, phone, freshEmail())), reg_college: 'Ashgrove College of Music', reg_college_id: '' };
    const typed = await client.post('/api/user/register', base);
    expect(typed).toMatchObject({ status_code: 400, message: 'Please choose a school from the search results', data: { field: 'reg_college' } });
    const short = await client.post('/api/user/register', { ...base, reg_college: 'A', reg_college_unlisted: true });
    expect(short).toMatchObject({ status_code: 400, data: { field: 'reg_college' } });
    expect(short.message).toBe('Please enter at least 2 characters');
  });
});
