// Issue 7: an axe sweep of every route the app has built, in zh-CN and en, with zero violations.
// Routes that need a login (/user_center) are swept by user-center.test.mjs after a registration.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations } from './account.mjs';
import { serverAndBrowser } from './harness.mjs';

const PUBLIC_ROUTES = ['/', '/college_list', '/not_institution?country=CHN', '/cs_school', '/change_country', '/about_us?k=clause', '/about_us?k=policy', '/out_of_service', '/no_such_page'];
// Staff lookup is Chinese only (spec 000 route table); in English it is the not-found page, swept too.
const ZH_ONLY = ['/personnel_query'];

const e2e = serverAndBrowser();

for (const language of ['zh-CN', 'en']) {
  test(`every public route has no axe violations in ${language}`, async () => {
    const context = await e2e.browser.newContext({ locale: language === 'en' ? 'en-US' : 'zh-CN' });
    // The language cookie is what the server and the app read first (spec 000 section 1).
    await context.addCookies([{ name: 'language', value: language, url: e2e.server.base }]);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const route of [...PUBLIC_ROUTES, ...ZH_ONLY]) {
      await page.goto(e2e.server.base + route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await expectNoAxeViolations(page).catch((error) => assert.fail(`${route} (${language}): ${error.message}`));
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
