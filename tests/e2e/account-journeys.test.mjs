// Account access end to end against the real server and a fresh embedded database (issue 7): register by
// SMS with the code read from the dev outbox, log out, set a password at the next SMS login, log in by
// password, and reset the password by phone and by e-mail. Each part runs in a fresh browser context (a
// new visit), and the whole journey runs twice: with the mouse and with the keyboard only.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keyboard, mouse } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import {
  createPassword,
  expectLoggedIn,
  expectNoAxeViolations,
  loginDialog,
  logOut,
  openLogin,
  openPage,
  passwordLogin,
  registerStudent,
  resetByEmail,
  resetByPhone,
  smsLogin,
} from './account.mjs';

const e2e = serverAndBrowser();

const people = {
  mouse: { phone: '13800138001', name: '李华', email: 'lihua@example.com' },
  keyboard: { phone: '13900139002', name: '王芳', email: 'wangfang@example.com' },
};

for (const makeDriver of [mouse, keyboard]) {
  const kind = makeDriver({}).name;
  const who = people[kind];
  describe(`account journeys (${kind})`, () => {
    /** A fresh visit to / with the driver; closes the context afterwards and checks no page error. */
    async function visit(url, steps) {
      const { context, page, errors } = await openPage(e2e.browser, e2e.server.base + url);
      try {
        await steps(page, makeDriver(page));
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }

    test('register by SMS (code from the dev outbox), then log out', () =>
      visit('/', async (page, d) => {
        await openLogin(page, d);
        await expectNoAxeViolations(page);
        await smsLogin(page, d, e2e.server.base, who.phone);
        await registerStudent(page, d, { name: who.name, email: who.email, schoolQuery: 'unimelb', school: /University of Melbourne/ });
        await expectLoggedIn(page, who.name);
        await logOut(page, d, who.name);
      }));

    test('the next SMS login asks for a password (step 9); then log in with it', async () => {
      await visit('/', async (page, d) => {
        await openLogin(page, d);
        await smsLogin(page, d, e2e.server.base, who.phone);
        await createPassword(page, d, 'first-pass-1');
        await expectLoggedIn(page, who.name);
        await logOut(page, d, who.name);
      });
      await visit('/', async (page, d) => {
        await openLogin(page, d);
        await passwordLogin(page, d, { type: 'phone', account: who.phone, password: 'first-pass-1' });
        await expectLoggedIn(page, who.name);
        await logOut(page, d, who.name);
      });
    });

    test('forgot password by phone: reset, then log in with the new password', () =>
      visit('/', async (page, d) => {
        await openLogin(page, d);
        await passwordLogin(page, d, { type: 'phone', account: who.phone, password: 'wrong-password' });
        await loginDialog(page).getByRole('alert').waitFor();
        await resetByPhone(page, d, e2e.server.base, who.phone, 'second-pass-2');
        await passwordLogin(page, d, { type: 'phone', account: who.phone, password: 'second-pass-2' });
        await expectLoggedIn(page, who.name);
        await logOut(page, d, who.name);
      }));

    test('forgot password by e-mail (image captcha, link from the outbox), then log in by e-mail', () =>
      visit('/', async (page, d) => {
        await openLogin(page, d);
        await passwordLogin(page, d, { type: 'email', account: who.email, password: 'wrong-password' });
        await loginDialog(page).getByRole('alert').waitFor();
        await resetByEmail(page, d, e2e.server.base, who.email, 'third-pass-3');
        await passwordLogin(page, d, { type: 'email', account: who.email, password: 'third-pass-3' });
        await expectLoggedIn(page, who.name);
        await logOut(page, d, who.name);
      }));

    test('a guarded route redirects to login and returns to it (with its query) after login', () =>
      visit('/user_center?from=journey', async (page, d) => {
        await page.waitForURL(/\/\?need_login=yes$/);
        await loginDialog(page).getByRole('heading', { name: 'Log in with an SMS code' }).waitFor();
        await passwordLogin(page, d, { type: 'email', account: who.email, password: 'third-pass-3' });
        await page.waitForURL(/\/user_center\?from=journey$/);
        await expectLoggedIn(page, who.name);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoAxeViolations(page);
      }));
  });
}
