// Steps of the account journeys (spec 000 sections 2 and 4), shared by the mouse and keyboard-only runs.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { smsCode } from './outbox.mjs';

export async function expectNoAxeViolations(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`), []);
}

/** Opens a page collecting uncaught errors, in a browser context of the given locale. */
export async function openPage(browser, url, { locale = 'en-US' } = {}) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  return { context, page, errors };
}

/** The login dialog, opened by the route guard's `need_login=yes`. */
export function loginDialog(page) {
  return page.getByRole('dialog', { name: /Log in to EduPay|登录 EduPay/ });
}

/** Step 1: area code +86, phone, send, read the code from the outbox, log in. */
export async function smsLogin(page, base, phone) {
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: /Mobile number/ }).fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByText(/has been sent/).waitFor();
  await dialog.getByRole('textbox', { name: /SMS code/ }).fill(await smsCode(base, `+86${phone}`));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}
