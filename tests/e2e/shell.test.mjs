// The app shell against the real server: start-up config, language switch, 404, out-of-service,
// and an axe sweep of each route (spec 000 sections 2, 4 and 8).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations } from './account.mjs';
import { tabTo } from './drivers.mjs';
import { personArrives, serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

async function newPage(locale = 'en-US') {
  const context = await e2e.browser.newContext({ locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

describe('app shell', () => {
  test('start-up: get_config sets the language cookie and the English title, and stores no session for a guest', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(e2e.server.base + '/');
    await personArrives(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.cookie.includes('language='));
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    // Issue 11: an anonymous get_config writes no session; the first call that stores something makes one.
    assert.ok(!cookies.token, 'no session token for a guest who has done nothing');
    assert.equal(cookies.language, 'en');
    assert.match(await page.title(), /EduPay/);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await expectNoAxeViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('changing the language calls the server, sets the cookie and reloads the same page in Chinese', async () => {
    const { context, page } = await newPage();
    await page.goto(e2e.server.base + '/');
    await personArrives(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
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
    await personArrives(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A menu button: arrows only move within the open menu (WCAG 3.2.2: nothing switches on an arrow),
    // End moves to 繁體中文, the last; Enter switches and reloads.
    await tabTo(page, page.getByRole('button', { name: 'Language: English' }));
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: 'Language' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitemradio');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.waitForTimeout(300);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en', 'arrowing switches nothing');
    await page.keyboard.press('Enter');
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
