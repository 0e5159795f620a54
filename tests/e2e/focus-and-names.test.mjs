// Issue 14 item 4, focus and screen readers: focus returns to the opener after the login dialog, the
// country choice (a reload) and the profile save; Tab out of a header menu closes it and moves on; the
// language switch changes nothing on an arrow key; the change-password dialog has its own name; every
// route its own <title> in each language, the 404 included; axe clean with a header menu open.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations, loginDialog } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { tabTo } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

async function open(path, { language = 'en', context } = {}) {
  const ctx = context ?? (await e2e.browser.newContext({ locale: language === 'en' ? 'en-US' : language, viewport: { width: 1280, height: 900 } }));
  if (!context) await ctx.addCookies([{ name: 'language', value: language, url: e2e.server.base }]);
  const page = await ctx.newPage();
  await page.goto(e2e.server.base + path);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context: ctx, page };
}

const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.textContent?.trim() ?? '');

/**
 * Where focus is once a closing dialog has handed it back. Radix restores focus in a task after the dialog
 * leaves the DOM, so reading at once can see <body> (CI did, under load): wait up to 5 s for `testId`, then
 * read whatever is focused, so a wrong target still fails with its name.
 */
async function focusAfterClose(page, testId) {
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, testId, { timeout: 5000 }).catch(() => {});
  return focused(page);
}

describe('focus and names', () => {
  test('closing the login dialog gives focus back to the Log in button', async () => {
    const { context, page } = await open('/college_list');
    const button = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await loginDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await loginDialog(page).waitFor({ state: 'detached' });
    assert.equal(await focusAfterClose(page, 'login-button'), 'login-button');
    await context.close();
  });

  for (const [language, label] of [['en', 'Skip to main content'], ['zh-CN', '跳到主要内容']]) {
    test(`the first Tab stop skips the header to the page's content (${language})`, async () => {
      const { context, page } = await open('/college_list', { language });
      await page.locator('#root[data-app="running"]').waitFor({ state: 'attached' });
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), 'skip-link');
      const link = page.getByRole('link', { name: label });
      assert.ok(await link.isVisible(), 'shown once focused');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main');
      // The next Tab lands in the page, past the header.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), true);
      await context.close();
    });
  }

  test('Tab from an open header menu closes it and moves to the next control; axe clean while open', async () => {
    const { context, page } = await open('/college_list');
    const trigger = page.getByRole('banner').getByRole('button', { name: /^Country or region/ });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    const onBody = await page.evaluate(() => document.activeElement === document.body);
    assert.equal(onBody, false, 'focus moved on, not to <body>');
    const inBanner = await page.evaluate(() => Boolean(document.activeElement?.closest('header')));
    assert.equal(inBanner, true, 'the next control of the header');
    await context.close();
  });

  test('choosing a country returns focus to the country switch after the reload', async () => {
    const { context, page } = await open('/college_list');
    const trigger = page.getByRole('banner').getByRole('button', { name: /^Country or region/ });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.type('Ind');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await page.getByRole('banner').getByRole('button', { name: 'Country or region: India' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'country-switch');
    await context.close();
  });

  test('change password is its own dialog; saving the profile returns focus to Edit', async () => {
    const user = await registeredUser(e2e.server.base, { name: '焦点' });
    const context = await loggedInContext(e2e.browser, e2e.server.base, user.token, { locale: 'en-US' });
    await context.addCookies([{ name: 'language', value: 'en', url: e2e.server.base }]);
    const { page } = await open('/user_center', { context });
    const account = page.getByRole('banner').getByRole('button', { name: 'Account: 焦点' });
    await account.click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.getByRole('dialog', { name: 'Change your EduPay password' }).waitFor();
    assert.equal(await loginDialog(page).count(), 0, 'not announced as "Log in to EduPay"');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(await focusAfterClose(page, 'user-menu'), 'user-menu', 'back on the account menu');

    const edit = page.getByRole('region', { name: 'Basic information' }).getByRole('button', { name: 'Edit' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit basic information' });
    await dialog.getByRole('textbox', { name: /WeChat ID or contact number/ }).fill('jiaodian_1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Edit');
    await context.close();
  });

  test('each route has its own title in each language, the 404 included', async () => {
    for (const language of ['en', 'zh-CN', 'zh-TW']) {
      const context = await e2e.browser.newContext({ locale: language === 'en' ? 'en-US' : language });
      await context.addCookies([{ name: 'language', value: language, url: e2e.server.base }]);
      const titles = new Map();
      for (const path of ['/', '/college_list', '/change_country', '/contact', '/news_and_resources', '/no/such/page']) {
        const { page } = await open(path, { language, context });
        const heading = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
        if (path !== '/') await page.waitForFunction((h) => document.title.startsWith(h), heading);
        titles.set(path, await page.title());
        await page.close();
      }
      assert.equal(new Set(titles.values()).size, titles.size, `${language}: ${JSON.stringify([...titles])}`);
      await context.close();
    }
  });
});
