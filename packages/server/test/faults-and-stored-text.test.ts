/**
 * Issue 11, items 5 and 9: deeply nested bodies and malformed %-encoding answer the envelope
 * (never HTTP 500 or Fastify's own body); profile text refuses control and bidi-override characters.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { chinaStudent, freshEmail, freshPhone, registeredUser, smsLogin } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const POSTS = ['/api/user/login', '/api/user/register', '/api/user/personal_info', '/api/other/check_captcha', '/api/other/change_lang', '/api/user/reset_pwd'];

describe('deep nesting (item 5)', () => {
  it.each(POSTS)('POST %s with [ x 10,000 answers the envelope, not 500', async (url) => {
    for (const payload of ['['.repeat(10_000) + ']'.repeat(10_000), `{"phone":${'['.repeat(10_000)}${']'.repeat(10_000)}}`]) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ status_code: 400, message: expect.stringMatching(/wrong format/) });
    }
  });

  it('an unclosed [ x 10,000 is unreadable JSON: 400 with the localized message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' }, payload: '['.repeat(10_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status_code: 400, message: expect.stringMatching(/[\u4e00-\u9fff]/) });
  });
});

describe('malformed %-encoding in a path (item 5)', () => {
  it.each(['/api/%zz', '/api/user/%E0%A4%A', '/api/other/get_school/%', '/%c0'])('%s answers the envelope', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'zh-TW' } });
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json();
    expect(body).toEqual({ status_code: response.statusCode, message: expect.stringMatching(/[\u4e00-\u9fff]/), data: {} });
    expect(JSON.stringify(body)).not.toMatch(/FST_|valid url component/);
  });
});

describe('stored text (item 9)', () => {
  const SPOOFS = ['\u202Egnp.exe', 'Li\u2066Hua\u2069', 'a\u0007b', 'x\u001by', 'Zhang\u202Dsan', 'ok\u0085'];

  it.each(SPOOFS)('registration refuses %j in a name and stores nothing', async (spoof) => {
    const client = new Client(t.app);
    const phone = freshPhone();
    await smsLogin(t, client, phone);
    const answer = await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail(), { reg_role: 'parent', student_name: `张${spoof}` }));
    expect(answer).toMatchObject({ status_code: 400, data: { field: 'student_name' }, message: expect.stringMatching(/not allowed/) });
    expect(await t.database.db.select().from(users).where(eq(users.phoneE164, `+86${phone}`))).toHaveLength(0);
  });

  it('the user centre refuses a bidi override in the major, in every language', async () => {
    const { client } = await registeredUser(t);
    for (const [language, pattern] of [['en', /not allowed/], ['zh-CN', /不允许/], ['zh-TW', /不允許/]] as const) {
      client.language = language;
      const answer = await client.post('/api/user/personal_info', { contact: '13900139000', major: 'Law\u202Ecod.exe', commencement_time: '' });
      expect(answer).toMatchObject({ status_code: 400, data: { field: 'major' }, message: expect.stringMatching(pattern) });
    }
    client.language = undefined;
    const info = await client.get('/api/user/personal_info');
    expect(JSON.stringify(info)).not.toMatch(/\u202E/);
  });
});
