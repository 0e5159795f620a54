// Issue 14 item 1, "context is lost": the language switch keeps the page and its query; a guarded route
// opened in a new tab by a logged-in user stays (the guard waits for the session); Escape closes only
// the innermost layer (the school list, not the registration dialog) and closing a form with data asks
// first; logging out of the user centre goes home without reopening the login dialog.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations, loginDialog, openPage, smsLogin } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { mouse } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

describe('context kept', () => {
  test('a logged-in new tab on /user_center?x=1 stays; the language switch keeps page and query; logout goes home without login', async () => {
    const user = await registeredUser(e2e.server.base, { name: '周晓' });
    const context = await loggedInContext(e2e.browser, e2e.server.base, user.token);
    try {
      // A fresh tab (empty sessionStorage): before get_config answers, user_name is unknown.
      const page = await context.newPage();
      await page.goto(e2e.server.base + '/user_center?x=1');
      await page.getByRole('heading', { level: 1, name: 'User centre' }).waitFor();
      assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/user_center?x=1');
      assert.equal(await loginDialog(page).count(), 0);

      await page.getByRole('button', { name: 'Language: English' }).click();
      await expectNoAxeViolations(page); // with the language menu open
      await page.getByRole('menuitemradio', { name: '繁體中文' }).click();
      await page.getByRole('heading', { level: 1, name: '個人中心' }).waitFor();
      assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/user_center?x=1');

      await page.getByRole('banner').getByRole('button', { name: /周晓/ }).click();
      await page.getByRole('menuitem', { name: '登出' }).click();
      await page.waitForURL(e2e.server.base + '/');
      await page.getByRole('banner').getByRole('button', { name: '登入' }).waitFor();
      await page.waitForTimeout(500); // the guard's login dialog would open 100 ms after a redirect
      assert.equal(await page.getByRole('dialog').count(), 0, 'no login dialog after logging out');
    } finally {
      await context.close();
    }
  });

  test('Escape in the school list closes the list, not the registration dialog; closing with data asks first', async () => {
    const { context, page, errors } = await openPage(e2e.browser, e2e.server.base + '/?need_login=yes');
    const d = mouse(page);
    try {
      await loginDialog(page).getByRole('heading', { name: 'Log in with an SMS code' }).waitFor();
      await smsLogin(page, d, e2e.server.base, '13700137099');
      const form = page.getByRole('dialog', { name: 'Complete your registration' });
      await form.waitFor();
      await form.getByRole('textbox', { name: /Real name/ }).fill('许可');
      const school = form.getByRole('combobox', { name: /School/ });
      await school.fill('unimelb');
      await page.getByRole('option', { name: /University of Melbourne/ }).first().waitFor();
      await expectNoAxeViolations(page); // with the school list open inside the dialog
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      assert.equal(await form.isVisible(), true, 'the dialog stays');
      assert.equal(await form.getByRole('textbox', { name: /Real name/ }).inputValue(), '许可');

      // Escape again (nothing inside is open): the dialog asks before dropping what was typed.
      await page.keyboard.press('Escape');
      const ask = page.getByRole('alertdialog', { name: 'Discard your registration details?' });
      await ask.waitFor();
      await expectNoAxeViolations(page);
      await ask.getByRole('button', { name: 'Keep editing' }).click();
      await ask.waitFor({ state: 'detached' });
      assert.equal(await form.getByRole('textbox', { name: /Real name/ }).inputValue(), '许可');
      await page.keyboard.press('Escape');
      await ask.getByRole('button', { name: 'Discard' }).click();
      await form.waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
