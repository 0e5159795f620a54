// Issue 19: the home page per language and country: the institution search leads to the payee on
// /college_list, how it works, the claims with one set of figures, the country's payment methods,
// latest news and the FAQ (India's questions and payment guide for IND); axe-clean.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations } from './account.mjs';
import { personArrives, repo, serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

async function open(path, language, { country, width = 1280 } = {}) {
  const context = await e2e.browser.newContext({ locale: language === 'en' ? 'en-US' : language, viewport: { width, height: 900 } });
  const cookies = [{ name: 'language', value: language, url: e2e.server.base }];
  await context.addCookies(cookies);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(e2e.server.base + path + (country ? `?country=${country}` : ''));
  await personArrives(page);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  return { context, page, errors };
}

describe('home', () => {
  test('English: search a school and continue to /college_list with it chosen; sections; axe', async () => {
    const { context, page, errors } = await open('/', 'en');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const name of ['How it works', 'Why EduPay', 'Payment methods', 'Latest news', 'Frequently asked questions']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    assert.match(await page.getByTestId('home-figures').innerText(), /2013[\s\S]*1,000\+[\s\S]*250,000\+[\s\S]*76%\+/);
    await page.getByTestId('home-faq').locator('details').first().waitFor();
    await page.getByTestId('news-item').first().waitFor();
    await expectNoAxeViolations(page);

    // The field is a plain input until the payer reaches for it; the combobox then takes over in place.
    assert.equal(await page.getByRole('combobox', { name: /Which school or landlord/ }).count(), 0, 'no combobox on first load');
    const search = page.getByLabel(/Which school or landlord/);
    await search.click();
    await page.getByRole('combobox', { name: /Which school or landlord/ }).waitFor();
    await search.pressSequentially('墨尔本');
    await page.getByRole('option', { name: /University of Melbourne/ }).first().waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL(/\/college_list$/);
    await page.getByTestId('selected-school').waitFor();
    assert.match(await page.getByTestId('selected-school').innerText(), /University of Melbourne/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('Chinese: the same figures, China payment methods; axe', async () => {
    const { context, page, errors } = await open('/', 'zh-CN');
    await page.getByRole('heading', { level: 2, name: '为什么选择 EduPay' }).waitFor();
    assert.match(await page.getByTestId('home-figures').innerText(), /2013[\s\S]*1,000\+[\s\S]*25 万\+[\s\S]*76%\+/);
    assert.match(await page.getByTestId('home-methods').innerText(), /微信支付/);
    await page.getByTestId('home-faq').locator('details').first().waitFor();
    await expectNoAxeViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('India: the payment guide and India questions in the FAQ', async () => {
    const { context, page, errors } = await open('/', 'en', { country: 'IND' });
    await page.getByTestId('home-india').waitFor();
    assert.match(await page.getByTestId('home-methods').innerText(), /authorised dealer bank/);
    await page.getByTestId('home-faq').getByText('How much TCS applies to my payment?').waitFor();
    await page.getByTestId('home-india').getByRole('button', { name: 'Open the payment guide' }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('phone to desktop: screenshots at 320, 390, 768 and 1366 px, nothing wider than the window', async () => {
    // Saved for a person to look at (test-results/ is not committed); the assertion is the overflow.
    const dir = join(repo, 'test-results', 'home');
    mkdirSync(dir, { recursive: true });
    for (const language of ['en', 'zh-CN']) {
      for (const width of [320, 390, 768, 1366]) {
        const { context, page, errors } = await open('/', language, { width });
        await page.getByTestId('home-faq').locator('details').first().waitFor();
        await page.getByTestId('news-item').first().waitFor();
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        assert.ok(scrollWidth <= innerWidth, `${language} at ${width} px: scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`);
        await page.screenshot({ path: join(dir, `home-${language}-${width}.png`), fullPage: true });
        assert.deepEqual(errors, []);
        await context.close();
      }
    }
  });

  test('the first paint is the prerendered page: HTML without script has the heading, the search and the how-it-works steps', async () => {
    for (const [language, heading] of [['en', 'Pay study-abroad fees, simply and safely'], ['zh-CN', '留学缴费，简单又安心']]) {
      const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'language', value: language, url: e2e.server.base }]);
      const page = await context.newPage();
      await page.goto(e2e.server.base + '/');
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), heading);
      assert.equal(await page.evaluate(() => document.documentElement.lang), language);
      await page.getByTestId('home-search').getByRole('textbox').waitFor();
      assert.ok((await page.getByRole('heading', { level: 2 }).count()) >= 3, 'the sections are in the HTML');
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0, 'no overflow before the script');
      await context.close();
    }
  });
});
