/** Password login (phone or e-mail), lock after failures, is_login, logout, create_pwd, change_pwd. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, IMAGE_CAPTCHA, type TestApp } from './helpers/app';
import { chinaStudent, freshEmail, freshPhone, registeredUser, smsLogin } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('password login', () => {
  it('logs in by phone and by e-mail', async () => {
    const { phone, email, password } = await registeredUser(t);
    const byPhone = new Client(t.app);
    const a = await byPhone.post('/api/user/login', { tel_code: '+86', login_name: phone, password });
    expect(a).toMatchObject({ status_code: 200, message: 'Logged in successfully', data: { is_need_password: 0 } });
    expect(a.user_info?.user_name).toBe('张三');
    const byEmail = new Client(t.app, 'zh-TW');
    const b = await byEmail.post('/api/user/login', { login_name: email.toUpperCase(), password });
    expect(b).toMatchObject({ status_code: 200, message: '登入成功' });
  });

  it('a wrong password or unknown account answers Password Incorrect', async () => {
    const { phone } = await registeredUser(t);
    const client = new Client(t.app);
    expect(await client.post('/api/user/login', { tel_code: '+86', login_name: phone, password: 'wrong-pass' })).toMatchObject({
      status_code: 407,
      message: 'Password Incorrect',
    });
    expect(await client.post('/api/user/login', { login_name: 'nobody@example.com', password: 'whatever1' })).toMatchObject({ status_code: 407 });
  });

  it('after 3 failures asks for the image captcha; the 5th locks password login for 5 minutes', async () => {
    const { phone, password } = await registeredUser(t);
    const client = new Client(t.app);
    const wrong = { tel_code: '+86', login_name: phone, password: 'wrong-pass' };
    for (let i = 0; i < 3; i += 1) expect((await client.post('/api/user/login', wrong)).status_code).toBe(407);
    expect(await client.post('/api/user/login', wrong)).toMatchObject({ status_code: 406, message: 'Several wrong attempts: please enter the image code' });
    await client.raw({ method: 'GET', url: '/api/other/check_captcha' });
    expect((await client.post('/api/user/login', { ...wrong, img_captcha: IMAGE_CAPTCHA })).status_code).toBe(407);
    await client.raw({ method: 'GET', url: '/api/other/check_captcha' });
    const fifth = await client.post('/api/user/login', { ...wrong, img_captcha: IMAGE_CAPTCHA });
    expect(fifth).toMatchObject({ status_code: 408, message: 'Too many attempts; please try again in 5 minutes' });
    // Even the right password is refused while locked.
    expect((await client.post('/api/user/login', { tel_code: '+86', login_name: phone, password })).status_code).toBe(408);
    t.clock.advance(5 * 60 + 1);
    expect((await client.post('/api/user/login', { tel_code: '+86', login_name: phone, password })).status_code).toBe(200);
  });

  it('validates login_name and password', async () => {
    const client = new Client(t.app);
    expect(await client.post('/api/user/login', { login_name: '', password: 'x' })).toMatchObject({ status_code: 400, data: { field: 'login_name' } });
    expect(await client.post('/api/user/login', { login_name: 'abc', password: 'secret-123' })).toMatchObject({ status_code: 400 });
    expect(await client.post('/api/user/login', { login_name: 'a@b.com', password: { x: 1 } })).toMatchObject({ status_code: 400, data: { field: 'password' } });
  });
});

describe('session state', () => {
  it('is_login and logout (401 without a logged-in session)', async () => {
    const { client } = await registeredUser(t);
    expect((await client.get('/api/user/is_login')).data.is_login).toBe(1);
    const out = await client.post('/api/user/logout', {});
    expect(out).toMatchObject({ status_code: 200, user_info: { user_name: '' } });
    expect((await client.get('/api/user/is_login')).data.is_login).toBe(0);
    expect(await client.post('/api/user/logout', {})).toMatchObject({ status_code: 401 });
    const anonymous = new Client(t.app);
    expect(await anonymous.post('/api/user/logout', {})).toMatchObject({ status_code: 401 });
  });

  it('logging in rotates the token (a token planted before login is worthless after it)', async () => {
    const { phone, password } = await registeredUser(t);
    const client = new Client(t.app);
    const before = (await client.config()).token;
    const login = await client.post('/api/user/login', { tel_code: '+86', login_name: phone, password });
    expect(login.token).toBeDefined();
    expect(login.token).not.toBe(before);
    const planted = await t.app.inject({ method: 'GET', url: '/api/user/is_login', headers: { authorization: before! } });
    expect(planted.json().data.is_login).toBe(0);
    expect((await client.get('/api/user/is_login')).data.is_login).toBe(1);
  });

  it('a token works as a bearer token, not from the cookie alone (see session-tokens.test.ts)', async () => {
    const { client } = await registeredUser(t);
    const viaBearer = await t.app.inject({ method: 'GET', url: '/api/user/is_login', headers: { authorization: `Bearer ${client.token}` } });
    expect(viaBearer.json().data.is_login).toBe(1);
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/user/is_login', headers: { cookie: `token=${client.token}` } });
    expect(viaCookie.json().data.is_login).toBe(0);
  });
});

describe('passwords', () => {
  it('create_pwd sets the first password once (step 9); 402 when not logged in', async () => {
    const client = new Client(t.app);
    const phone = freshPhone();
    await smsLogin(t, client, phone);
    await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()));
    expect(await client.post('/api/user/create_pwd', { new_password: 'abc12345', confirm_password: 'abc12346' })).toMatchObject({
      status_code: 400,
      message: 'The two passwords do not match',
    });
    expect(await client.post('/api/user/create_pwd', { new_password: 'abc', confirm_password: 'abc' })).toMatchObject({ status_code: 400 });
    expect(await client.post('/api/user/create_pwd', { new_password: 'abc12345', confirm_password: 'abc12345' })).toMatchObject({ status_code: 200 });
    expect(await client.post('/api/user/create_pwd', { new_password: 'abc12345', confirm_password: 'abc12345' })).toMatchObject({ status_code: 411 });
    // A later SMS login no longer asks for a password.
    const again = new Client(t.app);
    t.clock.advance(61);
    expect((await smsLogin(t, again, phone)).data.is_need_password).toBe(0);
    expect(await new Client(t.app).post('/api/user/create_pwd', { new_password: 'abc12345', confirm_password: 'abc12345' })).toMatchObject({
      status_code: 402,
    });
  });

  it('an SMS sign-up without a password is told so plainly by change_pwd and password login, in its language, without a failure counted', async () => {
    const client = new Client(t.app);
    const phone = freshPhone();
    await smsLogin(t, client, phone);
    await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()));
    expect(await client.post('/api/user/change_pwd', { old_password: 'anything', new_password: 'newpass-1', confirm_password: 'newpass-1' })).toMatchObject({
      status_code: 416,
      message: 'No password is set for this account yet (it was opened with an SMS code). Set one now.',
    });
    client.language = 'zh-TW';
    expect((await client.post('/api/user/change_pwd', { old_password: 'x', new_password: 'newpass-1', confirm_password: 'newpass-1' })).message).toBe(
      '此帳號尚未設定密碼（透過簡訊驗證碼註冊），請先設定密碼。',
    );
    // Password login: the plain answer, as often as asked (no lock, no captcha: nothing was guessed).
    for (let i = 0; i < 6; i += 1) {
      const answer = await new Client(t.app).post('/api/user/login', { tel_code: '+86', login_name: phone, password: `guess-${i}-x` });
      expect(answer).toMatchObject({ status_code: 416 });
      expect(answer.message).toMatch(/Log in with an SMS code, then set a password/);
    }
    // Step 9 then works, and the same calls behave as for any account with a password.
    expect((await client.post('/api/user/create_pwd', { new_password: 'abc12345', confirm_password: 'abc12345' })).status_code).toBe(200);
    expect((await new Client(t.app).post('/api/user/login', { tel_code: '+86', login_name: phone, password: 'wrong-one' })).status_code).toBe(407);
    expect((await new Client(t.app).post('/api/user/login', { tel_code: '+86', login_name: phone, password: 'abc12345' })).status_code).toBe(200);
  });

  it('change_pwd checks the old password and logs out other sessions', async () => {
    const { client, phone, password } = await registeredUser(t);
    const elsewhere = new Client(t.app);
    await elsewhere.post('/api/user/login', { tel_code: '+86', login_name: phone, password });
    expect(await client.post('/api/user/change_pwd', { old_password: 'nope-nope', new_password: 'newpass-1', confirm_password: 'newpass-1' })).toMatchObject({
      status_code: 407,
    });
    expect(await client.post('/api/user/change_pwd', { old_password: password, new_password: 'newpass-1', confirm_password: 'newpass-1' })).toMatchObject({
      status_code: 200,
      message: 'Password changed successfully',
    });
    expect((await client.get('/api/user/is_login')).data.is_login).toBe(1);
    // The other session was revoked: its token is no longer a session at all.
    expect((await elsewhere.get('/api/user/is_login')).data.is_login).toBe(0);
    expect((await new Client(t.app).post('/api/user/login', { tel_code: '+86', login_name: phone, password: 'newpass-1' })).status_code).toBe(200);
    expect(await new Client(t.app).post('/api/user/change_pwd', { old_password: 'a', new_password: 'newpass-1', confirm_password: 'newpass-1' })).toMatchObject({
      status_code: 402,
    });
  });
});
