// Issue 19 item 5 and issue 14 item 8's header: below the desktop breakpoint the header is the logo,
// the account area and a Menu button disclosing the rest; Tab stays inside while it is open, Escape
// closes it and returns focus to the button, the language and country switches are reachable, and
// nothing overflows at 320 px and 390 px. axe clean with the menu open.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations } from './account.mjs';
import { serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

async function open(path, width) {
  const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'language', value: 'en', url: e2e.server.base }]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(e2e.server.base + path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context, page, errors };
}

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('phone shell', () => {
  for (const width of [320, 390]) {
    test(`${width} px: one header row, the menu discloses the rest, nothing overflows`, async () => {
      const { context, page, errors } = await open('/college_list', width);
      const banner = page.getByRole('banner');
      const button = banner.getByRole('button', { name: 'Menu' });
      await button.waitFor();
      const height = await banner.evaluate((el) => el.getBoundingClientRect().height);
      assert.ok(height <= 64, `the closed header is one row (${height} px)`);
      assert.equal(await banner.getByRole('navigation', { name: 'Main menu' }).count(), 0, 'the main menu is behind the button');
      assert.ok((await overflow(page)) <= 0, 'no horizontal overflow (closed)');

      // A click before the app runs (the page hydrates on load) is held and replayed once it does: wait for the menu.
      await button.click();
      await banner.getByRole('navigation', { name: 'Main menu' }).waitFor();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      await banner.getByRole('button', { name: /^Language: English/ }).waitFor();
      await banner.getByRole('button', { name: /^Country or region/ }).waitFor();
      assert.ok((await overflow(page)) <= 0, 'no horizontal overflow (open)');
      await expectNoAxeViolations(page);

      // Tab cycles inside the header while the menu is open.
      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Tab');
        assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('header'))), true, `Tab ${i + 1} stays in the header`);
      }
      await page.keyboard.press('Escape');
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'phone-menu-button');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('the language switch is reachable from the phone menu and keeps the page', async () => {
    const { context, page } = await open('/college_list?x=1', 390);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/college_list?x=1');
    await page.getByRole('banner').getByRole('button', { name: '菜单' }).waitFor();
    await context.close();
  });

  test('from the desktop breakpoint the header is the one-row desktop header', async () => {
    const { context, page } = await open('/college_list', 1366);
    await page.getByRole('banner').getByRole('navigation', { name: 'Main menu' }).waitFor();
    assert.equal(await page.getByRole('banner').getByRole('button', { name: 'Menu' }).count(), 0);
    await context.close();
  });
});
