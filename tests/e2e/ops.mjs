// The operations console's development staff (packages/server/src/modules/ops/README.md) and its login,
// shared by the console's e2e files.
import { generate } from 'otplib';
import { registeredUser } from './api-user.mjs';
import { keyboard } from './drivers.mjs';

// Every role gives a TOTP code after the password (payment specialists too).
export const WANG = { login: 'wang.jing', password: 'ops-demo-2026', totp: '45CXIW4JRWIY4D7AJLLDEMBEKFAHK7RC' };
export const LI = { login: 'li.ming', password: 'ops-demo-2026', totp: 'T546ILDSHJLHDVKSQZFRGHGKWLXFUDGW' };
export const FINANCE = { login: 'finance', password: 'ops-demo-2026', totp: 'EN66EQYQA7TYSJT3MPXEVOSILS5IRV5B' };
export const ADMIN = { login: 'admin', password: 'ops-demo-2026', totp: 'KKOCFV33YOI42T6QRPR2XROM3V7RD6PP' };

const spent = new Map();
/**
 * The staff member's current TOTP code, one this file has not given yet: the server accepts a code
 * once, so a second login in the same 30 s step waits for the next one.
 */
export async function freshCode(who) {
  let code = await generate({ secret: who.totp });
  while (code === spent.get(who.login)) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    code = await generate({ secret: who.totp });
  }
  spent.set(who.login, code);
  return code;
}

/** A staff token through the API (password, then TOTP), for set-up the test does not drive through the console. */
export async function staffToken(base, who) {
  const post = async (path, body, token) => {
    const res = await fetch(`${base}/api/ops/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: JSON.stringify(body) });
    const answer = await res.json();
    if (answer.status_code !== 200) throw new Error(`${path} ${who.login}: ${answer.message}`);
    return answer;
  };
  const { token } = (await post('login', { staff_login: who.login, password: who.password })).data;
  await post('login_totp', { totp_code: await freshCode(who) }, token);
  return token;
}

/** The login screen's words, in English and simplified Chinese. */
export const EN = { loginTitle: 'Staff login', login: 'Staff login', password: 'Password', submit: 'Log in', totpTitle: 'Authenticator code', code: 'Authenticator code', verify: 'Verify' };
export const ZH = { loginTitle: '员工登录', login: '员工账号', password: '密码', submit: '登录', totpTitle: '身份验证器动态码', code: '动态码', verify: '验证' };

/** Password and TOTP with the keyboard only (a code this file has not used yet); answers the keyboard driver for what follows. */
export async function staffLogin(page, who, text) {
  const k = keyboard(page);
  await page.getByRole('heading', { name: text.loginTitle }).waitFor();
  await k.fill(page.getByRole('textbox', { name: text.login }), who.login);
  await k.fill(page.getByLabel(new RegExp(`^${text.password}`)).first(), who.password);
  await k.click(page.getByRole('button', { name: text.submit }));
  await page.getByRole('heading', { name: text.totpTitle }).waitFor();
  await k.fill(page.getByRole('textbox', { name: text.code }), await freshCode(who));
  await k.click(page.getByRole('button', { name: text.verify }));
  return k;
}

/** A payer whose payment specialist is Jing Wang (registration assigns by least load: a few tries at most). */
export async function wangsPayer(base) {
  for (let i = 0; i < 6; i += 1) {
    const payer = await registeredUser(base, { name: '韩梅' });
    const config = await (await fetch(`${base}/api/get_config`, { headers: { authorization: payer.token } })).json();
    if ((config.data?.cs_info ?? config.cs_info)?.wechat_id === 'edupay_wangjing') return payer;
  }
  throw new Error('no payer assigned to Jing Wang');
}
