/**
 * Issue 11, items 6 and 7: the session token counts only in Authorization (a cookie alone is what
 * a foreign site's link sends), logout is a POST, and every change of whom the session belongs to
 * (SMS-proven phone, login, logout) happens under a new token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, IMAGE_CAPTCHA, type TestApp } from './helpers/app';
import { chinaStudent, freshEmail, freshPhone, registeredUser, smsLogin } from './helpers/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('cookie-only requests (item 6)', () => {
  it('a request carrying the token only as a cookie is anonymous', async () => {
    const { client } = await registeredUser(t);
    expect((await client.get('/api/user/is_login')).data.is_login).toBe(1);
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/user/is_login', headers: { cookie: `token=${client.token}` } });
    expect(byCookie.json()).toMatchObject({ data: { is_login: 0 }, user_info: { user_name: '' } });
    const postByCookie = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie: `token=${client.token}` }, payload: {} });
    expect(postByCookie.json().status_code).toBe(401);
    expect((await client.get('/api/user/is_login')).data.is_login).toBe(1);
  });

  it('GET /user/logout (a link on another site) logs no one out; POST does', async () => {
    const { client } = await registeredUser(t);
    const viaGet = await client.raw({ method: 'GET', url: '/api/user/logout' });
    expect(viaGet.statusCode).toBe(404);
    expect(viaGet.json()).toMatchObject({ status_code: 404, message: 'This page could not be found' });
    expect((await client.get('/api/user/is_login')).data.is_login).toBe(1);
    expect((await client.post('/api/user/logout', {})).status_code).toBe(200);
    expect((await client.get('/api/user/is_login')).data.is_login).toBe(0);
  });

  it('the captcha image (an <img>, no header) is still read by the cookie, so its answer counts', async () => {
    const client = new Client(t.app);
    await client.get('/api/other/slider_captcha'); // a call that stores a session
    const image = await t.app.inject({ method: 'GET', url: '/api/other/check_captcha?r=1', headers: { cookie: `token=${client.token}` } });
    expect(image.headers['set-cookie']).toBeUndefined(); // no new session: the cookie's was used
    expect((await client.post('/api/other/check_captcha', { img_captcha: IMAGE_CAPTCHA })).status_code).toBe(202);
  });
});

describe('rotation on every change of owner (item 7)', () => {
  it('an SMS login of a new phone answers a new token; the pre-login token is dead', async () => {
    const client = new Client(t.app);
    await client.get('/api/other/slider_captcha'); // a session before the login
    const before = client.token!;
    const phone = freshPhone();
    const login = await smsLogin(t, client, phone);
    expect(login.data.is_new_user).toBe(1);
    expect(login.token).toEqual(expect.any(String));
    expect(login.token).not.toBe(before);
    // Whoever planted or saw the old token cannot register the proven phone with it.
    const planted = new Client(t.app);
    planted.token = before;
    expect(await planted.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()))).toMatchObject({ status_code: 400, data: { field: 'phone' } });
    expect((await client.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()))).status_code).toBe(200);
  });

  it('login and logout rotate; the old tokens no longer reach the session', async () => {
    const { client, phone, password } = await registeredUser(t);
    const loggedInToken = client.token!;
    const out = await client.post('/api/user/logout', {});
    expect(out.token).toEqual(expect.any(String));
    expect(out.token).not.toBe(loggedInToken);
    const stale = await t.app.inject({ method: 'GET', url: '/api/user/is_login', headers: { authorization: loggedInToken } });
    expect(stale.json().data.is_login).toBe(0);
    const afterLogout = client.token!;
    const again = await client.post('/api/user/login', { tel_code: '+86', login_name: phone, password });
    expect(again.status_code).toBe(200);
    expect(again.token).not.toBe(afterLogout);
  });
});
