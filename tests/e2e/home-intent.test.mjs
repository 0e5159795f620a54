// Issue 19 item 1: a first visit's home page is prerendered HTML with a few KB of script (home.html, boot.ts);
// the app loads at the first sign of a person, or when the news and FAQ come into view. What the person did
// meanwhile is not lost: a click on a button is clicked again once the app has taken over, and what was typed
// into the search is kept and searched. A visitor the prerendered page may not fit (a session) gets the app at once.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP_ENTRY, serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

/** Opens `/` as a first visit; the app's code (every script but the boot home.html names) waits until `release()`. */
async function firstVisit({ width = 1280, height = 800, cookies = [] } = {}) {
  const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width, height }, isMobile: width < 768, hasTouch: width < 768 });
  await context.addCookies([{ name: 'language', value: 'en', url: e2e.server.base }, ...cookies.map((c) => ({ ...c, url: e2e.server.base }))]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const scripts = [];
  const calls = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
  });
  const html = await (await fetch(e2e.server.base + '/', { headers: { accept: 'text/html', cookie: 'language=en' } })).text();
  const bootScripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src));
  assert.equal(bootScripts.size, 1, `home.html names the boot alone: ${[...bootScripts].join(', ')}`);
  let release = () => {};
  const gate = new Promise((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!bootScripts.has(new URL(route.request().url()).pathname)) await gate;
    await route.continue();
  });
  await page.goto(e2e.server.base + '/', { waitUntil: 'domcontentloaded' });
  return { context, page, errors, scripts, calls, release };
}

describe('home page hydrated on intent', () => {
  test('a first visit loads one small script and no API call until a person shows up; the page is whole meanwhile', async () => {
    const { context, page, errors, scripts, calls, release } = await firstVisit();
    release(); // nothing is held here: what loads is what the page asks for by itself
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'How it works' }).waitFor();
    assert.equal(scripts.length, 1, `only the boot's script: ${scripts.join(', ')}`);
    assert.deepEqual(calls, [], 'no API call before a person shows up');

    await page.mouse.move(300, 300);
    await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get_config');
    await page.getByTestId('footer').getByRole('link').first().waitFor();
    assert.ok(scripts.length > 1, 'the app followed the pointer move');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a click on the phone menu button before the app has loaded opens the menu once it has', async () => {
    const { context, page, errors, release } = await firstVisit({ width: 390 });
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await button.tap();
    assert.equal(await page.getByRole('banner').getByRole('navigation', { name: 'Main menu' }).count(), 0, 'no menu before the app');
    release();
    await page.getByRole('banner').getByRole('navigation', { name: 'Main menu' }).waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('typed into the search before the app has loaded: the text is kept and searched', async () => {
    const { context, page, errors, release } = await firstVisit();
    const search = page.getByLabel(/Which school or landlord/);
    await search.focus();
    await page.keyboard.type('墨尔本');
    assert.equal(await search.inputValue(), '墨尔本');
    release();
    const combobox = page.getByRole('combobox', { name: /Which school or landlord/ });
    await combobox.waitFor();
    assert.equal(await combobox.inputValue(), '墨尔本', 'the combobox took over with what was typed');
    await page.getByRole('option', { name: /University of Melbourne/ }).first().waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox', 'focus stayed in the field');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a window tall enough to show the news and the FAQ loads them without a gesture', async () => {
    const { context, page, errors, release } = await firstVisit({ width: 390, height: 5000 });
    release();
    await page.getByTestId('news-item').first().waitFor();
    await page.getByTestId('home-faq').locator('details').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a visitor with a session (the token cookie) gets the app at once, without any gesture', async () => {
    const { context, page, errors, release } = await firstVisit({ cookies: [{ name: 'token', value: 'not-a-real-token' }] });
    release();
    await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get_config');
    await page.getByTestId('footer').getByRole('link').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('/college_list, hydrated on load, comes with the boot too and gets its app at once, without any gesture', async () => {
    const html = await (await fetch(e2e.server.base + '/college_list', { headers: { accept: 'text/html', cookie: 'language=en' } })).text();
    assert.equal(new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src)).size, 1, 'the boot alone: the first paint waits for the stylesheet only');
    assert.match(html, /<meta name="edupay-hydrate" content="load">/);
    const context = await e2e.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(e2e.server.base + '/college_list?lang=en');
    await page.locator('#root[data-app="running"]').waitFor({ state: 'attached' });
    // The search takes text once hydrated (the render after hydration enables it).
    await page.waitForFunction(() => document.querySelector('#root [role="combobox"]')?.disabled === false, null, { timeout: 5000 });
    await context.close();
  });

  test('/college_list: Log in pressed while its app is still loading opens the dialog once it runs', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    let release = () => {};
    const gate = new Promise((resolve) => (release = resolve));
    // The app's entry waits: the page is the server's markup and the boot's script only.
    await page.route(APP_ENTRY, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(e2e.server.base + '/college_list?lang=en', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    assert.equal(await page.getByRole('dialog').count(), 0, 'no dialog before the app');
    release();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
  test('a page the server sent whole, opened from an earlier page of the tab, is hydrated, never drawn again', async () => {
    const context = await e2e.browser.newContext({ locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh-CN', url: e2e.server.base }]);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The first page runs the app, which saves the tab's state when the page goes (sessionStorage).
    await page.goto(e2e.server.base + '/college_list');
    await page.locator('#root[data-app="running"]').waitFor({ state: 'attached' });
    for (const route of ['/news_and_resources', '/not_institution?country=CHN', '/select_account?institution_id=U005DDB19F1', '/contact']) {
      // Every moment from the first paint: the page's h1 is there, and it is the node the server sent.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const h1 = document.querySelector('#root h1');
          window.__firstH1 ??= h1;
          if (window.__firstH1 && h1 !== window.__firstH1) window.__h1Lost = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(e2e.server.base + route);
      await page.locator('#root[data-app="running"]').waitFor({ state: 'attached' });
      await page.mouse.move(200, 200);
      await page.waitForLoadState('networkidle');
      assert.ok(await page.evaluate(() => sessionStorage.getItem('edupay:store') !== null), `${route}: the tab holds state`);
      const seen = await page.evaluate(() => ({ lost: window.__h1Lost === true, same: window.__firstH1 === document.querySelector('#root h1') }));
      assert.deepEqual(seen, { lost: false, same: true }, `${route}: the server's h1 stays`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
