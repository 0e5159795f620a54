// The operations console's development staff (packages/server/src/modules/ops/README.md) and its login,
// shared by the console's e2e files.
import { generate } from 'otplib';
import { keyboard } from './drivers.mjs';

export const FINANCE = { login: 'finance', password: 'ops-demo-2026', totp: 'EN66EQYQA7TYSJT3MPXEVOSILS5IRV5B' };
export const ADMIN = { login: 'admin', password: 'ops-demo-2026', totp: 'KKOCFV33YOI42T6QRPR2XROM3V7RD6PP' };

/** The login screen's words, in English and simplified Chinese. */
export const EN = { loginTitle: 'Staff login', login: 'Staff login', password: 'Password', submit: 'Log in', totpTitle: 'Authenticator code', code: 'Authenticator code', verify: 'Verify' };
export const ZH = { loginTitle: '员工登录', login: '员工账号', password: '密码', submit: '登录', totpTitle: '身份验证器动态码', code: '动态码', verify: '验证' };

/** Password and TOTP with the keyboard only; answers the keyboard driver for what follows. */
export async function staffLogin(page, who, text) {
  const k = keyboard(page);
  await page.getByRole('heading', { name: text.loginTitle }).waitFor();
  await k.fill(page.getByRole('textbox', { name: text.login }), who.login);
  await k.fill(page.getByLabel(new RegExp(`^${text.password}`)).first(), who.password);
  await k.click(page.getByRole('button', { name: text.submit }));
  await page.getByRole('heading', { name: text.totpTitle }).waitFor();
  await k.fill(page.getByRole('textbox', { name: text.code }), await generate({ secret: who.totp }));
  await k.click(page.getByRole('button', { name: text.verify }));
  return k;
}
