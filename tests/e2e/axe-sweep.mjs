// Issue 7: an axe sweep of every route the app has built, in zh-CN and en, with zero violations. One test
// file a language (axe-sweep-zh-CN, axe-sweep-en), so the two sweeps (2-3 minutes each) run side by side
// in `npm run test:e2e` rather than one after the other. Routes that need a login (/user_center) are swept
// by user-center.test.mjs after a registration.
import assert from 'node:assert/strict';
import { expectNoAxeViolations } from './account.mjs';

export const PUBLIC_ROUTES = [
  '/', '/college_list', '/not_institution?country=CHN', '/cs_school', '/change_country', '/about_us?k=clause', '/about_us?k=policy', '/out_of_service', '/no_such_page',
  // Content (issue 19).
  '/news_and_resources', '/news_and_resources?id=1', '/news_and_resources?q=zzzz', '/about_us?k=update', '/about_us?k=partner', '/about_us?k=news',
  '/introduction', '/global_payments', '/about_en', '/global_education_payments', '/financial_technology', '/investors_and_partners', '/media_and_press', '/cooperate',
  '/contact', '/contactb',
  // The payer's pages (issue 15 item 5): a demo payee's accounts and order form, and both without their query.
  '/select_account?institution_id=U005DDB19F1', '/select_account', '/order?account_id=15', '/order',
  // The payment pages (issue 17) without their order or payment: what a stale link shows. With an order
  // and a payment they are swept in pay-journey.test.mjs, in both languages.
  '/pay', '/pay_result', '/pay_confirm', '/wx_pay',
  // A tracking link without its signature (issue 18): what a stale or mangled link shows. A valid one: user-orders.test.mjs.
  '/track',
  // Partner (third-party) pages without their token or order: what a stale or mangled link shows. With
  // a partner order they are swept in partner-orders.test.mjs, in both languages.
  '/order_third', '/payment', '/result_third', '/bridge',
  // Upload and face verification pages (issue 16) without their order; with one they are swept in
  // documents, identity-pages and face-verification.test.mjs, in both languages.
  '/idents_payer', '/identity', '/selfie', '/self_pass', '/verify',
];
// Staff lookup and the help centre are Chinese only (spec 000 route table); in English they are the not-found page, swept too.
export const ZH_ONLY = ['/personnel_query', '/help_center', '/help_center?id=13'];

/** Opens every route of the sweep in `language` (a fresh context with that language's cookie) and fails on the first route with an axe violation, or on any page error. */
export async function sweepRoutes(e2e, language) {
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
}
