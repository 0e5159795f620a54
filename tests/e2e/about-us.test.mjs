// /about_us (spec 000 route table): the Terms of Service (k=clause) and the Privacy Policy (k=policy)
// that registration asks the payer to accept, in English and Chinese, with an axe pass each; the
// header's about menu and the footer link the kinds the page has (update, partner and news are server
// texts, issue 19); other kinds are the not-found page.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations } from './account.mjs';
import { personArrives, serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

/** A page in the given language: the language cookie is what the server and the app read first. */
async function open(path, language) {
  const context = await e2e.browser.newContext({ locale: language === 'en' ? 'en-US' : language, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'language', value: language, url: e2e.server.base }]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(e2e.server.base + path);
  await personArrives(page);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  return { context, page, errors };
}

const h1 = (page) => page.getByRole('heading', { level: 1 });

describe('about us', () => {
  test('English: the terms, the switch to the privacy policy, both with sections and axe-clean', async () => {
    const { context, page, errors } = await open('/about_us?k=clause&country=CHN', 'en');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    assert.match(await page.getByTestId('about-us').innerText(), /Last updated: \w+ \d{1,2}, \d{4}/);
    assert.ok((await page.getByRole('heading', { level: 2 }).count()) >= 8, 'a document of sections');
    await page.getByRole('heading', { level: 2, name: 'Identity checks and documents' }).waitFor();
    const docs = page.getByRole('navigation', { name: 'Legal documents' });
    assert.equal(await docs.getByRole('link', { name: 'Terms' }).getAttribute('aria-current'), 'page');
    await expectNoAxeViolations(page);

    await docs.getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('k'), 'policy');
    assert.equal(url.searchParams.get('country'), 'CHN', 'the switch keeps the country');
    assert.equal(await docs.getByRole('link', { name: 'Privacy' }).getAttribute('aria-current'), 'page');
    await page.getByRole('heading', { level: 2, name: 'How long we keep it' }).waitFor();
    await expectNoAxeViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('Chinese: both documents render in zh-CN and are axe-clean', async () => {
    const { context, page, errors } = await open('/about_us?k=clause', 'zh-CN');
    await page.getByRole('heading', { level: 1, name: '服务条款' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '身份审核与材料' }).waitFor();
    assert.match(await page.getByTestId('about-us').innerText(), /最近更新：\d{4}年\d{1,2}月\d{1,2}日/);
    await expectNoAxeViolations(page);

    await page.goto(e2e.server.base + '/about_us?k=policy');
    await page.getByRole('heading', { level: 1, name: '隐私政策' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '信息保存期限' }).waitFor();
    await expectNoAxeViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the about menu and the footer link the documents the page has', async () => {
    const { context, page, errors } = await open('/', 'en');
    await h1(page).waitFor();
    // The footer's groups come from the config, which may still be loading.
    const about = page.getByRole('contentinfo').getByRole('region', { name: 'About us' });
    await about.getByRole('link').first().waitFor();
    assert.deepEqual(await about.getByRole('link').allInnerTexts(), ['Terms of Service', 'Privacy Policy', 'Updates', 'Partners', 'News']);

    await page.getByRole('banner').getByRole('button', { name: 'About us' }).click();
    const menu = page.getByRole('menu', { name: 'About us' });
    await menu.getByRole('menuitem').first().waitFor(); // the popup's code loads on first open
    assert.deepEqual(await menu.getByRole('menuitem').allInnerTexts(), ['Terms of Service', 'Privacy Policy', 'Updates', 'Partners', 'News']);
    await menu.getByRole('menuitem', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/about_us');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('kinds without a page, or no kind, are the not-found page', async () => {
    const { context, page, errors } = await open('/about_us?k=nothing', 'en');
    await page.getByRole('heading', { level: 1, name: 'This page could not be found' }).waitFor();
    await page.goto(e2e.server.base + '/about_us');
    await page.getByRole('heading', { level: 1, name: 'This page could not be found' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
