// A registered, logged-in user made through the API (not the login dialog, which the account journeys
// test): SMS login of a fresh mainland phone, the code from the dev outbox, then registration. The
// session token goes into a browser context's cookie, so the page starts logged in.
import assert from 'node:assert/strict';
import { smsCode } from './outbox.mjs';

let count = 0;
function freshPhone() {
  count += 1;
  return `139${String(Date.now() % 1e6).padStart(6, '0')}${String(count).padStart(2, '0')}`;
}

/** One session, like one browser: the token follows the server's rotations (a login issues a new one). */
function session(base) {
  let token;
  return {
    get token() {
      return token;
    },
    async call(method, path, body) {
      const res = await fetch(`${base}/api${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      assert.equal(res.status, 200, `${method} ${path}`);
      const json = await res.json();
      if (json.token) token = json.token;
      return json;
    },
  };
}

/** Registers a student living in China (name 张三 unless given; a fresh phone unless given) and returns the session token. */
export async function registeredUser(base, { name = '张三', phone = freshPhone() } = {}) {
  const s = session(base);
  await s.call('GET', '/get_config');
  let sent = await s.call('POST', '/user/send_verification', { tel_code: '+86', phone });
  // A phone a page just logged in with is inside its send interval (1 s under the harness): wait it
  // out, as the dialog's countdown does, instead of racing the clock.
  if (sent.status_code === 409) {
    await new Promise((resolve) => setTimeout(resolve, sent.data.wait * 1000));
    sent = await s.call('POST', '/user/send_verification', { tel_code: '+86', phone });
  }
  assert.equal(sent.status_code, 200, JSON.stringify(sent));
  const code = await smsCode(base, `+86${phone}`);
  const login = await s.call('POST', '/user/login', { tel_code: '+86', phone, phone_captcha: code });
  assert.equal(login.status_code, 200, JSON.stringify(login));
  const schools = await s.call('GET', `/other/get_school?search_key=${encodeURIComponent('墨尔本大学')}&is_register=1`);
  const registered = await s.call('POST', '/user/register', {
    reg_role: 'student',
    reg_name: name,
    reg_college: 'University of Melbourne',
    reg_college_id: schools.data[0].id,
    login_name: phone,
    phone,
    tel_code: '+86',
    email: `${phone}@example.com`,
    country_code: 'CHN',
    reading_stage: 2,
    commencement_time: `${new Date().getFullYear() + 1}-09`,
    agreement: true,
  });
  assert.equal(registered.status_code, 200, registered.message);
  assert.equal((await s.call('GET', '/get_config')).user_info?.user_name, name, 'the session is logged in');
  return { token: s.token, name, phone };
}

/** A browser context whose token cookie is the user's session. */
export async function loggedInContext(browser, base, token, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.addCookies([{ name: 'token', value: token, url: base }]);
  return context;
}
