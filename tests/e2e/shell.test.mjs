// The app shell against the real server: start-up config, language switch, 404, out-of-service,
// and an axe sweep of each route (spec 000 sections 2, 4 and 8).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations } from './account.mjs';
import { tabTo } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

async function newPage(locale = 'en-US') {
  const context = await e2e.browser.newContext({ locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

describe('app shell', () => {
  test('start-up: get_config sets the token and language cookies and the English title', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(e2e.server.base + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.cookie.includes('token='));
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    assert.ok(cookies.token && cookies.token.length >= 20, 'a session token cookie');
    assert.equal(cookies.language, 'en');
    assert.match(await page.title(), /EduPay/);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await expectNoAxeViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('changing the language calls the server, sets the cookie and reloads to / in Chinese', async () => {
    const { context, page } = await newPage();
    await page.goto(e2e.server.base + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Language').selectOption('zh-CN');
    await page.waitForURL(e2e.server.base + '/');
    await page.getByRole('heading', { name: '留学缴费，简单又安心' }).waitFor();
    assert.equal(await page.title(), 'EduPay：缴纳学费与留学费用');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    assert.equal(cookies.language, 'zh-CN');
    await expectNoAxeViolations(page);
    // The choice survives a reload (the cookie and the server's session both hold it).
    await page.reload();
    await page.getByRole('heading', { name: '留学缴费，简单又安心' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
    await context.close();
  });

  test('the language choice is made with the keyboard only and survives a reload', async () => {
    const { context, page } = await newPage();
    await page.goto(e2e.server.base + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // English is the second choice; ArrowDown on the closed select picks 繁體中文, and the change reloads.
    await tabTo(page, page.getByLabel('Language'));
    await page.keyboard.press('ArrowDown');
    await page.getByRole('heading', { name: '留學繳費，簡單又安心' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '留學繳費，簡單又安心' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    await context.close();
  });

  test('an unknown path shows "This page could not be found"', async () => {
    const { context, page } = await newPage();
    await page.goto(e2e.server.base + '/no/such/page');
    await page.getByText('This page could not be found').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('/out_of_service explains the maintenance', async () => {
    const { context, page } = await newPage();
    await page.goto(e2e.server.base + '/out_of_service');
    await page.getByText('Service temporarily unavailable').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
