// Steps of the account journeys (spec 000 sections 2 and 4), written once against a driver (drivers.mjs)
// so the mouse run and the keyboard-only run walk the same steps.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { IMAGE_CAPTCHA } from './harness.mjs';
import { mailLink, smsCode } from './outbox.mjs';

export async function expectNoAxeViolations(page) {
  // Routes are lazy chunks: the header can be up before the page's heading. Wait for it (every page has
  // one); if it never comes, axe reports page-has-heading-one below, so the wait does not weaken the check.
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {});
  // A colour transition caught half-way (a console tab turning primary on click) measures a contrast
  // the page never rests at: let running CSS transitions and animations finish first.
  // (A spinner's infinite animation never finishes: only finite ones are awaited.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => {})),
    ),
  );
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

export const loginDialog = (page) => page.getByRole('dialog', { name: 'Log in to EduPay' });
const step = (page, title) => loginDialog(page).getByRole('heading', { name: title }).waitFor();

/** The header's login button opens the dialog at step 1. */
export async function openLogin(page, d) {
  await d.click(page.getByRole('banner').getByRole('button', { name: 'Log in' }));
  await step(page, 'Log in with an SMS code');
}

/** Step 1: phone, send, the code from the outbox, log in. Area code stays +86 (the first). */
export async function smsLogin(page, d, base, phone) {
  const dialog = loginDialog(page);
  await d.fill(dialog.getByRole('textbox', { name: /Mobile number/ }), phone);
  await d.click(dialog.getByRole('button', { name: 'Send code' }));
  await dialog.getByText(/has been sent/).waitFor();
  await d.fill(dialog.getByRole('textbox', { name: /SMS code/ }), await smsCode(base, `+86${phone}`));
  await d.click(dialog.getByRole('button', { name: 'Log in', exact: true }));
}

/** The registration supplement of a new phone user living in China. */
export async function registerStudent(page, d, { name, email, schoolQuery, school }) {
  const form = page.getByRole('dialog', { name: 'Complete your registration' });
  await form.waitFor();
  await d.check(form.getByRole('radio', { name: 'Student' }));
  await d.fill(form.getByRole('textbox', { name: /Real name/ }), name);
  await d.pick(form.getByRole('combobox', { name: /School/ }), schoolQuery, school);
  await d.select(form.getByRole('combobox', { name: /Study stage/ }), 'Undergraduate');
  await d.select(form.getByRole('combobox', { name: /Year of enrolment/ }), String(new Date().getFullYear() + 1));
  await d.select(form.getByRole('combobox', { name: /Month of enrolment/ }), 'September');
  await d.fill(form.getByRole('textbox', { name: /E-mail/ }), email);
  await d.check(form.getByRole('checkbox', { name: /I have read and agree/ }));
  await d.click(form.getByRole('button', { name: 'Next' }));
  const done = page.getByRole('dialog', { name: 'Registration successful' });
  await done.waitFor();
  await d.click(done.getByRole('button', { name: 'Start' }));
  await done.waitFor({ state: 'detached' });
}

/** The header shows the user menu once logged in. */
export async function expectLoggedIn(page, name) {
  await page.getByRole('banner').getByRole('button', { name: `Account: ${name}` }).waitFor();
}

export async function logOut(page, d, name) {
  await d.menu(page.getByRole('banner').getByRole('button', { name: `Account: ${name}` }), 'Log out');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
}

/** Step 9 after an SMS login of a user without a password. */
export async function createPassword(page, d, password) {
  // The dialog is named for what it does at this step (LoginDialog's titles).
  const dialog = page.getByRole('dialog', { name: 'Set your EduPay password' });
  await dialog.getByRole('heading', { name: 'Set a password' }).waitFor();
  await d.fill(dialog.getByLabel(/^New password/), password);
  await d.fill(dialog.getByLabel(/^Confirm the new password/), password);
  await d.click(dialog.getByRole('button', { name: 'Confirm' }));
}

/** Step 2 from step 1's links: phone or e-mail account and password. */
export async function passwordLogin(page, d, { type, account, password }) {
  const dialog = loginDialog(page);
  if (!(await dialog.getByRole('heading', { name: 'Log in with a password' }).isVisible())) {
    await d.click(dialog.getByRole('link', { name: 'Log in with a password' }).or(dialog.getByRole('button', { name: 'Log in with a password' })));
    await step(page, 'Log in with a password');
  }
  await d.check(dialog.getByRole('radio', { name: type === 'email' ? 'E-mail' : 'Mobile number' }));
  await d.fill(dialog.getByRole('textbox', { name: type === 'email' ? /^E-mail/ : /^Mobile number/ }), account);
  await d.fill(dialog.getByLabel(/^Password/), password);
  await d.click(dialog.getByRole('button', { name: 'Log in', exact: true }));
}

/** Steps 5 and 6: reset SMS, verify, new password; the dialog returns to step 2 with a notice. */
export async function resetByPhone(page, d, base, phone, newPassword) {
  const dialog = loginDialog(page);
  await d.click(dialog.getByRole('link', { name: 'Forgot password?' }).or(dialog.getByRole('button', { name: 'Forgot password?' })));
  await step(page, 'Reset your password by phone');
  await d.fill(dialog.getByRole('textbox', { name: /Mobile number/ }), phone);
  await d.click(dialog.getByRole('button', { name: 'Send code' }));
  // The kit announces the send through the page's one live region (EduPayProvider), not inside the dialog.
  await page.getByText(/has been sent/).first().waitFor();
  await d.fill(dialog.getByRole('textbox', { name: /SMS code/ }), await smsCode(base, `+86${phone}`));
  await d.click(dialog.getByRole('button', { name: 'Next' }));
  await setNewPassword(page, d, newPassword);
}

async function setNewPassword(page, d, password) {
  await step(page, 'Set a new password');
  const dialog = loginDialog(page);
  await d.fill(dialog.getByLabel(/^New password/), password);
  await d.fill(dialog.getByLabel(/^Confirm the new password/), password);
  await d.click(dialog.getByRole('button', { name: 'Confirm' }));
  await step(page, 'Log in with a password');
  await dialog.getByText('Your password has been reset. Please log in with the new password.').waitFor();
}

/** Step 8: e-mail and image captcha; the link from the outbox opens step 6 on a fresh page. */
export async function resetByEmail(page, d, base, email, newPassword) {
  const dialog = loginDialog(page);
  // From an e-mail account the "forgot" link goes straight to the e-mail reset (step 8).
  await d.click(dialog.getByRole('link', { name: 'Forgot password?' }).or(dialog.getByRole('button', { name: 'Forgot password?' })));
  await step(page, 'Reset your password by e-mail');
  await d.fill(dialog.getByRole('textbox', { name: /^E-mail/ }), email);
  await d.fill(dialog.getByRole('textbox', { name: /^Image code/ }), IMAGE_CAPTCHA);
  await d.click(dialog.getByRole('button', { name: 'Send reset link' }));
  await page.getByText(/A reset link has been sent/).first().waitFor();
  const link = await mailLink(base, email);
  assert.match(link, /\/\?type=reset_password&oid=[^&]+&id=[^&]+&t=\d+/);
  await page.goto(link);
  await setNewPassword(page, d, newPassword);
}
