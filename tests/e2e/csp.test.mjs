// Issue 12 item 6: every route of the app's route table (read from packages/app/src/routes.tsx, so a
// new route is covered without editing this file) loads under the server's enforced
// Content-Security-Policy without a single violation: no `securitypolicyviolation` event in the page
// and no CSP message in the console. Covered beyond first paint: the login dialog (Radix's scroll
// lock injects a <style>, allowed by the page's nonce), the logged-in user centre with the
// manager's QR image (a data: URL), and India's payment guide (pdf.js in a module worker).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginDialog } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { repo, serverAndBrowser } from './harness.mjs';

const ROUTE_TABLE = readFileSync(join(repo, 'packages/app/src/routes.tsx'), 'utf8');
const ROUTES = [...ROUTE_TABLE.matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1]);
/** Routes that need a login: a guest gets the login dialog, which hides the page (and its h1) from the accessibility tree. */
const GUARDED = new Set([...ROUTE_TABLE.matchAll(/\{ path: '([^']+)'[^\n]*requiresLogin: true/g)].map((m) => m[1]));

const e2e = serverAndBrowser();

/** A page that records every CSP violation: events in the document and CSP messages in the console. */
async function watchedPage(context) {
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
  });
  const page = await context.newPage();
  const seen = [];
  const errors = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  /** Violations since the last call (the event list lives in the document, so read it before leaving). */
  const violations = async () => {
    const events = await page.evaluate(() => window.__csp.splice(0));
    return [...events, ...seen.splice(0)];
  };
  return { page, errors, violations };
}

/** Opens a route, checks the policy on the document is enforced (not report-only), waits for the page. */
async function visit(page, route, ready) {
  const response = await page.goto(e2e.server.base + route);
  const csp = response.headers()['content-security-policy'] ?? '';
  assert.match(csp, /style-src 'self' 'nonce-[^']+'/, `${route}: the enforced page policy`);
  assert.equal(response.headers()['content-security-policy-report-only'], undefined);
  // Name the route when it never shows its heading (CI once timed out here without saying where).
  await ready().catch((error) => {
    throw new Error(`${route}: ${error.message}`, { cause: error });
  });
  await page.waitForLoadState('networkidle');
}

const h1 = (page) => page.getByRole('heading', { level: 1 }).first().waitFor();

describe('Content-Security-Policy', () => {
  test('the route table is read', () => {
    assert.ok(ROUTES.length >= 9 && ROUTES.includes('/') && ROUTES.includes('/user_center'), ROUTES.join(' '));
  });

  test('the watcher sees a violation (so silence below means none happened)', async () => {
    const context = await e2e.browser.newContext();
    const { page, violations } = await watchedPage(context);
    await visit(page, '/', () => h1(page));
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red }';
      document.head.append(style);
    });
    await page.waitForFunction(() => window.__csp.length > 0);
    assert.match((await violations()).join('\n'), /style-src/);
    await context.close();
  });

  test('a guest: every route, and the login dialog the guarded route opens, without a violation', async () => {
    const context = await e2e.browser.newContext({ locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh-CN', url: e2e.server.base }]);
    const { page, errors, violations } = await watchedPage(context);
    for (const route of ROUTES) {
      await visit(page, route, () => (GUARDED.has(route) ? loginDialog(page).or(page.getByRole('dialog')).first().waitFor() : h1(page)));
      assert.deepEqual(await violations(), [], route);
      // Checked while the dialog is open: the next route closes it (and its style) again.
      if (route === '/user_center') {
        assert.ok(await page.evaluate(() => [...document.querySelectorAll('style')].some((s) => s.nonce)), 'the dialog injected a <style> with the nonce');
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('logged in: every route (the user centre with its manager card) without a violation', async () => {
    const { token } = await registeredUser(e2e.server.base);
    const context = await loggedInContext(e2e.browser, e2e.server.base, token);
    const { page, errors, violations } = await watchedPage(context);
    for (const route of ROUTES) {
      await visit(page, route, () => h1(page));
      assert.deepEqual(await violations(), [], route);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("India's payment guide: pdf.js and its module worker render a PDF without a violation", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors, violations } = await watchedPage(context);
    await visit(page, '/?country=IND', () => h1(page));
    await page.getByRole('banner').getByRole('button', { name: 'Payment guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to pay from India' });
    await dialog.getByText('Page 1 of 1').waitFor({ timeout: 15_000 });
    assert.ok(await dialog.locator('canvas').count(), 'a page was drawn');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
