// Account access end to end against the real server and a fresh embedded database (issue 7): register by
// SMS with the code read from the dev outbox, log out, set a password at the next SMS login, log in by
// password, and reset the password by phone and by e-mail. Each part runs in a fresh browser context (a
// new visit), and the whole journey runs twice: with the mouse and with the keyboard only.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keyboard, mouse } from './drivers.mjs';
import { IMAGE_CAPTCHA, serverAndBrowser } from './harness.mjs';
import { confirmEmail } from './outbox.mjs';
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
        // The e-mail logs in only once its owner opens the confirmation link (issue 11, item 1).
        await confirmEmail(e2e.server.base, who.email);
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
        await loginDialog(page).getByText('Password Incorrect').waitFor();
        await resetByPhone(page, d, e2e.server.base, who.phone, 'second-pass-2');
        await passwordLogin(page, d, { type: 'phone', account: who.phone, password: 'second-pass-2' });
        await expectLoggedIn(page, who.name);
        await logOut(page, d, who.name);
      }));

    test('forgot password by e-mail (image captcha, link from the outbox), then log in by e-mail', () =>
      visit('/', async (page, d) => {
        await openLogin(page, d);
        await passwordLogin(page, d, { type: 'email', account: who.email, password: 'wrong-password' });
        await loginDialog(page).getByText('Password Incorrect').waitFor();
        await resetByEmail(page, d, e2e.server.base, who.email, 'third-pass-3');
        await passwordLogin(page, d, { type: 'email', account: who.email, password: 'third-pass-3' });
        await expectLoggedIn(page, who.name);
        await logOut(page, d, who.name);
      }));

    test('three wrong passwords: the image code is asked for, and with it the right password logs in', () =>
      visit('/', async (page, d) => {
        await openLogin(page, d);
        const dialog = loginDialog(page);
        const answered = () => page.waitForResponse((r) => r.url().endsWith('/api/user/login'));
        for (const wrong of ['wrong-1-pass', 'wrong-2-pass', 'wrong-3-pass']) {
          const answer = answered();
          await passwordLogin(page, d, { type: 'email', account: who.email, password: wrong });
          assert.equal((await (await answer).json()).status_code, 407);
          await dialog.getByText('Password Incorrect').waitFor();
        }
        // The fourth try is not checked without the image code (issue 11, item 3): the field appears with focus.
        await passwordLogin(page, d, { type: 'email', account: who.email, password: 'third-pass-3' });
        await dialog.getByText('Several wrong attempts: please enter the image code').waitFor();
        const code = dialog.getByRole('textbox', { name: /^Image code/ });
        await page.waitForFunction(() => document.activeElement?.getAttribute('data-slot') === 'image-captcha-input');
        await expectNoAxeViolations(page);
        await d.fill(code, IMAGE_CAPTCHA);
        await d.click(dialog.getByRole('button', { name: 'Log in', exact: true }));
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
