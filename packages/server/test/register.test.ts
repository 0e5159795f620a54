/** /user/verification_email and /user/register: validation, 331/332, manager assignment, concurrency. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managers, users } from '../src/db/schema';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { chinaStudent, confirmEmail, freshEmail, freshPhone, institutionId, smsLogin } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('register by phone', () => {
  it('registers after an SMS login and answers the assigned manager', async () => {
    const client = new Client(t.app);
    const phone = freshPhone();
    const login = await smsLogin(t, client, phone);
    expect(login.user_info?.user_name ?? '').toBe('');
    const answer = await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()));
    expect(answer.status_code).toBe(200);
    expect(answer.data).toMatchObject({ wechat_number: expect.any(String), tell: expect.any(String), is_wechat: expect.any(Number) });
    expect(answer.data.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(answer.user_info).toEqual({ user_name: '张三', user_country: 'CHN' });
    const state = await client.get('/api/user/is_login');
    expect(state.user_info?.user_name).toBe('张三');
    // No password yet: step 9 is offered on the next SMS login.
    expect(answer.data.is_need_password).toBe(1);
    // From now on the customer-service widget shows this manager.
    const config = await client.config();
    expect(config.data.cs_info).toMatchObject({ qr_code: answer.data.qr_code, phone_num: answer.data.tell });
    expect(config.user_info?.user_name).toBe('张三');
  });

  it('+86 forces the country to CHN (the select is disabled in the form)', async () => {
    const client = new Client(t.app);
    const phone = freshPhone();
    await smsLogin(t, client, phone);
    const answer = await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail(), { country_code: 'USA' }));
    expect(answer.user_info?.user_country).toBe('CHN');
  });

  it('a parent needs the student name; other roles may omit it', async () => {
    const client = new Client(t.app);
    const phone = freshPhone();
    await smsLogin(t, client, phone);
    const missing = await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail(), { reg_role: 'parent' }));
    expect(missing).toMatchObject({ status_code: 400, data: { field: 'student_name' } });
    const ok = await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail(), { reg_role: 'parent', student_name: '张小明' }));
    expect(ok.status_code).toBe(200);
  });

  it('validates the payload with the forms rules, with localized messages', async () => {
    const client = new Client(t.app, 'zh-CN');
    const phone = freshPhone();
    await smsLogin(t, client, phone);
    const base = await chinaStudent(t.app, phone, freshEmail());
    const cases: [Record<string, unknown>, string][] = [
      [{ reg_name: 'Zhang San' }, 'reg_name'],
      [{ reg_name: '张' }, 'reg_name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: '' }, 'email'],
      [{ reading_stage: '' }, 'reading_stage'],
      [{ commencement_time: '' }, 'commencement_time'],
      [{ commencement_time: '2040-01' }, 'commencement_time'],
      [{ reg_college_id: '' }, 'reg_college'],
      [{ password: '123' }, 'password'],
      [{ reg_name: '张'.repeat(60) }, 'reg_name'],
      [{ reg_role: ['student'] }, 'reg_role'],
      [{ commencement_time: 'September' }, 'commencement_time'],
    ];
    for (const [override, field] of cases) {
      const answer = await client.post('/api/user/register', { ...base, ...override });
      expect(answer.status_code, JSON.stringify(override)).toBe(400);
      expect(answer.data.field, JSON.stringify(override)).toBe(field);
      expect(answer.message, JSON.stringify(override)).toMatch(/[\u4e00-\u9fff]/);
    }
    const { reg_role: _omit, ...noRole } = base;
    expect(await client.post('/api/user/register', noRole)).toMatchObject({ status_code: 400, data: { field: 'reg_role' } });
  });

  it('non-China residents give first and last names and a contact number', async () => {
    const client = new Client(t.app);
    const phone = '7700900' + String(Math.floor(Math.random() * 900) + 100);
    await smsLogin(t, client, phone, '+44');
    const payload = {
      reg_role: 'student',
      first_name: 'Amelia',
      last_name: 'Jones',
      reg_college: 'University of Oxford',
      reg_college_id: await institutionId(t.app, 'oxford'),
      login_name: phone,
      phone,
      tel_code: '+44',
      email: freshEmail(),
      country_code: 'GBR',
      whats_code: '+44',
      contact: '7700900999',
    };
    expect(await client.post('/api/user/register', { ...payload, first_name: 'Am3lia' })).toMatchObject({ status_code: 400, data: { field: 'first_name' } });
    const ok = await client.post('/api/user/register', payload);
    expect(ok.status_code).toBe(200);
    expect(ok.user_info).toEqual({ user_name: 'Amelia Jones', user_country: 'GBR' });
  });

  it('refuses a phone that was not verified by SMS in this session', async () => {
    const client = new Client(t.app);
    await client.config();
    const phone = freshPhone();
    const answer = await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()));
    expect(answer).toMatchObject({ status_code: 400, message: 'Please verify your mobile number by SMS first' });
  });

  it('331 when the phone is already registered, 332 when the e-mail is', async () => {
    const first = new Client(t.app);
    const phone = freshPhone();
    const email = freshEmail();
    await smsLogin(t, first, phone);
    expect((await first.post('/api/user/register', await chinaStudent(t.app, phone, email))).status_code).toBe(200);
    // Only a proven address is taken (an unproven one is contact data: see account-prehijack.test.ts).
    await confirmEmail(t, email);

    const second = new Client(t.app);
    await second.config();
    const again = await second.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()));
    expect(again).toMatchObject({ status_code: 331, message: 'This number is already registered; please log in' });

    const third = new Client(t.app);
    const otherPhone = freshPhone();
    await smsLogin(t, third, otherPhone);
    const taken = await third.post('/api/user/register', await chinaStudent(t.app, otherPhone, email.toUpperCase()));
    expect(taken).toMatchObject({ status_code: 332 });
  });

  it('two registrations of the same phone at once make exactly one account', async () => {
    const phone = freshPhone();
    const a = new Client(t.app);
    const b = new Client(t.app);
    await smsLogin(t, a, phone);
    t.clock.advance(61);
    await smsLogin(t, b, phone);
    const [ra, rb] = await Promise.all([
      a.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail())),
      b.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail())),
    ]);
    expect([ra.status_code, rb.status_code].sort()).toEqual([200, 331]);
    const rows = await t.database.db.select().from(users).where(eq(users.phoneE164, `+86${phone}`));
    expect(rows).toHaveLength(1);
  });

  it("assigns a specialist who serves the payer's country, reachable there, balancing load among them", async () => {
    const chinese = await t.database.db.select().from(managers).where(sql`'CHN' = any(${managers.countries})`);
    expect(chinese.length).toBeGreaterThan(1);
    const reached: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const client = new Client(t.app);
      const phone = freshPhone();
      await smsLogin(t, client, phone);
      const answer = await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()));
      expect(answer.status_code).toBe(200);
      reached.push(`${answer.data.is_wechat} ${answer.data.tell}`);
    }
    // Mainland payers go to specialists on WeChat (it works there), never to the India desk on WhatsApp.
    for (const contact of reached) expect(contact).toMatch(/^1 \+86/);
    const all = await t.database.db.select().from(managers);
    const assigned = await t.database.db
      .select({ managerId: users.managerId, n: sql<number>`count(*)::int` })
      .from(users)
      .groupBy(users.managerId);
    const counts = all.filter((m) => m.countries.includes('CHN')).map((m) => m.assignedCount);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(assigned.reduce((sum, row) => sum + Number(row.n), 0)).toBe(all.reduce((sum, m) => sum + m.assignedCount, 0));

    // A payer in India gets the India desk, on WhatsApp.
    const client = new Client(t.app);
    const phone = '98' + String(Math.floor(Math.random() * 90_000_000) + 10_000_000);
    await smsLogin(t, client, phone, '+91');
    const indian = await client.post('/api/user/register', {
      reg_role: 'student',
      first_name: 'Aarav',
      last_name: 'Sharma',
      reg_college: 'University of Oxford',
      reg_college_id: await institutionId(t.app, 'oxford'),
      login_name: phone,
      phone,
      tel_code: '+91',
      email: freshEmail(),
      country_code: 'IND',
      whats_code: '+91',
      contact: '9876543210',
    });
    expect(indian.status_code, indian.message).toBe(200);
    expect(indian.data).toMatchObject({ is_wechat: 2 });
    expect(indian.data.tell).toMatch(/^\+91/);
  });
});

describe('register by e-mail', () => {
  it('verification_email answers 200 when free and 332 when registered', async () => {
    const client = new Client(t.app);
    await client.config();
    const email = freshEmail();
    expect(await client.post('/api/user/verification_email', { email })).toMatchObject({ status_code: 200 });
    expect(await client.get('/api/user/verification_email', { email: 'bad@' })).toMatchObject({ status_code: 400, data: { field: 'email' } });
    const phone = freshPhone();
    const payload = await chinaStudent(t.app, phone, email, { login_name: email, password: 'secret-123' });
    // E-mail sign-up: the phone is a contact here, the e-mail is the login.
    const ok = await client.post('/api/user/register', payload);
    expect(ok.status_code).toBe(200);
    expect(ok.data.is_need_password).toBe(0);
    const other = new Client(t.app);
    // Free until its owner proves it with the e-mailed link.
    expect(await other.post('/api/user/verification_email', { email })).toMatchObject({ status_code: 200 });
    await confirmEmail(t, email);
    expect(await other.post('/api/user/verification_email', { email })).toMatchObject({ status_code: 332 });
  });

  it('an e-mail sign-up needs a password and an e-mail checked in this session', async () => {
    const client = new Client(t.app);
    await client.config();
    const email = freshEmail();
    const payload = await chinaStudent(t.app, freshPhone(), email, { login_name: email });
    expect(await client.post('/api/user/register', { ...payload, password: 'secret-123' })).toMatchObject({
      status_code: 400,
      data: { field: 'email' },
    });
    await client.post('/api/user/verification_email', { email });
    expect(await client.post('/api/user/register', payload)).toMatchObject({ status_code: 400, data: { field: 'password' } });
  });
});
