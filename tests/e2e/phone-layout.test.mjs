// Issue 14 item 8 and issue 19 item 5, what the phone shell test (phone-shell.test.mjs) leaves: the logo's
// name painted at once, the header one row at 320 px in every language, the floating service button
// never over content (keyboard focus, the end of the page, the staff-lookup warning), footer links
// tall enough to tap (WCAG 2.5.8), nothing wider than 320 px on the main routes, and axe with the
// phone menu open in zh-CN and en.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { captchaImageLoaded, IMAGE_CAPTCHA, personArrives, serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

const LOCALES = { en: 'en-US', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };

/** A page at `width` px in `language`; a phone (touch, mobile viewport) below the desktop breakpoint. */
async function open(path, { width, language = 'en', token, wait = true } = {}) {
  const phone = width < 1024;
  const options = { locale: LOCALES[language], viewport: { width, height: 800 }, isMobile: phone, hasTouch: phone };
  const context = token ? await loggedInContext(e2e.browser, e2e.server.base, token, options) : await e2e.browser.newContext(options);
  await context.addCookies([{ name: 'language', value: language, url: e2e.server.base }]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(e2e.server.base + path);
  await personArrives(page);
  if (wait) await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context, page, errors };
}

/**
 * What the floating buttons (service widget, back to top) cover: every link, button, field, alert and
 * the copyright line in view whose box meets one of theirs. Their own parts do not count.
 */
const covered = (page) =>
  page.evaluate(() => {
    const floating = [...document.querySelectorAll('[data-testid="cs-widget"], [data-testid="back-to-top"]')];
    const boxes = floating.map((el) => el.getBoundingClientRect());
    const meets = (b) => boxes.some((f) => b.left < f.right && b.right > f.left && b.top < f.bottom && b.bottom > f.top);
    const copyright = [...document.querySelectorAll('footer span')].filter((el) => /^© \d{4} EduPay$/.test(el.textContent.trim()));
    const content = [...document.querySelectorAll('a[href], button, input, select, textarea, [role="alert"], [data-testid="staff-not-found"]'), ...copyright];
    return content
      .filter((el) => !floating.some((f) => f.contains(el) || el.contains(f)) && !el.closest('[data-testid="cs-widget-panel-form"]'))
      .filter((el) => el.getClientRects().length > 0 && meets(el.getBoundingClientRect()))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('name') || '').trim().slice(0, 40)}"`);
  });

/** The focused element meets a floating button (not itself one of them). */
const focusCovered = (page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const floating = [...document.querySelectorAll('[data-testid="cs-widget"], [data-testid="back-to-top"]')];
    if (floating.some((f) => f.contains(active) || active.contains(f)) || active.closest('[data-testid="cs-widget-panel-form"]')) return null;
    const b = active.getBoundingClientRect();
    const hit = floating.map((el) => el.getBoundingClientRect()).some((f) => b.left < f.right && b.right > f.left && b.top < f.bottom && b.bottom > f.top);
    return hit ? `${active.tagName.toLowerCase()} ${active.getAttribute('name') ?? active.textContent?.trim().slice(0, 40)}` : null;
  });

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('phone layout', () => {
  test('320 px, zh-CN, a new session: the logo name is painted at once, never clipped, faded or delayed', async () => {
    for (const path of ['/', '/college_list']) {
      const { context, page } = await open(path, { width: 320, language: 'zh-CN', wait: false });
      await page.locator('[data-testid="logo"]').first().waitFor();
      // Right after the header appears (the session's logo animation is due: a fresh context).
      const name = await page.evaluate(() => {
        const logo = [...document.querySelectorAll('[data-testid="logo"]')].find((el) => el.getClientRects().length > 0);
        const word = [...logo.querySelectorAll('span')].find((el) => el.textContent.trim() === 'EduPay');
        const style = getComputedStyle(word);
        const box = word.getBoundingClientRect();
        return { width: box.width, clip: style.clipPath, opacity: style.opacity, animations: word.getAnimations().length };
      });
      assert.ok(name.width > 30, `the name has its width (${name.width} px)`);
      assert.equal(name.clip, 'none', 'the name is not clipped');
      assert.equal(name.opacity, '1');
      assert.equal(name.animations, 0, 'nothing animates the name');
      await context.close();
    }
  });

  for (const language of ['zh-CN', 'zh-TW', 'en']) {
    test(`320 px, ${language}: the header is one row (guest and logged in)`, async () => {
      const { token } = language === 'en' ? await registeredUser(e2e.server.base, { name: '爱新觉罗·玄烨' }) : await registeredUser(e2e.server.base);
      for (const session of [undefined, token]) {
        const { context, page } = await open('/college_list', { width: 320, language, token: session });
        const banner = page.getByRole('banner');
        await banner.getByTestId('phone-menu-button').waitFor();
        if (session) await banner.getByTestId('login-button').waitFor({ state: 'detached' });
        const row = await page.evaluate(() => {
          const header = [...document.querySelectorAll('header')].find((el) => el.getClientRects().length > 0);
          const middle = (el) => {
            const b = el.getBoundingClientRect();
            return b.top + b.height / 2;
          };
          const logo = header.querySelector('[data-testid="logo"]');
          const menu = header.querySelector('[data-testid="phone-menu-button"]');
          const account = header.querySelector('[data-testid="login-button"], [aria-haspopup="menu"]');
          return { height: header.getBoundingClientRect().height, logo: middle(logo), menu: middle(menu), account: middle(account), logoRight: logo.getBoundingClientRect().right, accountLeft: account.getBoundingClientRect().left };
        });
        assert.ok(row.height <= 64, `one row (${row.height} px)`);
        assert.ok(Math.abs(row.logo - row.menu) <= 4 && Math.abs(row.account - row.menu) <= 4, `logo, account and menu on one line: ${JSON.stringify(row)}`);
        assert.ok(row.logoRight <= row.accountLeft, 'the account area does not run into the logo');
        assert.ok((await overflow(page)) <= 0, 'no horizontal overflow');
        await context.close();
      }
    });
  }

  for (const width of [390, 1366]) {
    test(`${width} px: the floating buttons cover nothing: keyboard focus on a long form, the end of the page`, async () => {
      const { context, page, errors } = await open('/contact', { width, language: 'zh-CN' });
      await page.getByTestId('cs-widget').waitFor();
      // Tab through the whole page: every focused control is in the clear (WCAG 2.4.11).
      const seen = new Set();
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const hit = await focusCovered(page);
        assert.equal(hit, null, `Tab ${i + 1}: the focused ${hit} is under a floating button`);
        const tag = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
        if (seen.has(tag) && tag.includes('cs-widget')) break;
        seen.add(tag);
      }
      await context.close();

      for (const path of ['/', '/contact', '/college_list']) {
        const { context: c, page: p } = await open(path, { width, language: 'zh-CN' });
        await p.getByTestId('cs-widget').waitFor();
        await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await p.getByTestId('back-to-top').waitFor();
        await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        assert.deepEqual(await covered(p), [], `${path}: nothing under the floating buttons at the end of the page`);
        await c.close();
      }
      assert.deepEqual(errors, []);
    });

    test(`${width} px: the staff-lookup warning is not under the service button`, async () => {
      const { context, page } = await open('/personnel_query', { width, language: 'zh-CN' });
      await page.getByRole('textbox', { name: /^手机号或联系账号/ }).fill('13912345678');
      await captchaImageLoaded(page);
      await page.getByRole('textbox', { name: /^图形验证码/ }).fill(IMAGE_CAPTCHA);
      await page.getByRole('button', { name: '查询' }).click();
      const warning = page.getByTestId('staff-not-found');
      await warning.waitFor();
      await page.waitForTimeout(300);
      assert.deepEqual(await covered(page), [], 'nothing under the floating buttons with the warning shown');
      const box = await warning.boundingBox();
      assert.ok(box.y + box.height <= 800, 'the warning is in view');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      assert.deepEqual(await covered(page), [], 'nor at the end of the page');
      await context.close();
    });

    test(`${width} px: footer links are at least 24 px tall (WCAG 2.5.8)`, async () => {
      const { context, page } = await open('/', { width, language: 'zh-CN' });
      await page.getByTestId('footer').locator('a').first().waitFor();
      const heights = await page.getByTestId('footer').evaluate((footer) =>
        [...footer.querySelectorAll('a')].filter((a) => a.getClientRects().length > 0).map((a) => [a.textContent.trim(), a.getBoundingClientRect().height]),
      );
      assert.ok(heights.length >= 5, `footer links found (${heights.length})`);
      for (const [text, height] of heights) assert.ok(height >= 24, `"${text}" is ${height} px tall`);
      await context.close();
    });
  }

  test('320 px: nothing overflows on the main routes (a guest, the order form of a payee included; the user centre logged in)', async () => {
    const { token } = await registeredUser(e2e.server.base, { name: '爱新觉罗·玄烨' });
    for (const language of ['en', 'zh-CN']) {
      for (const path of ['/', '/college_list', '/news_and_resources', '/contact', '/order?account_id=15']) {
        const { context, page } = await open(path, { width: 320, language });
        await page.waitForTimeout(500);
        assert.ok((await overflow(page)) <= 0, `${language} ${path}: ${await overflow(page)} px too wide`);
        await context.close();
      }
      const { context, page } = await open('/user_center', { width: 320, language, token });
      await page.getByTestId('manager-card').waitFor();
      assert.ok((await overflow(page)) <= 0, `${language} /user_center: ${await overflow(page)} px too wide`);
      await context.close();
    }
  });

  for (const language of ['zh-CN', 'en']) {
    test(`axe with the phone menu open (${language}, 390 px)`, async () => {
      const { context, page, errors } = await open('/', { width: 390, language });
      const button = page.getByRole('banner').getByTestId('phone-menu-button');
      await button.click();
      await page.getByRole('banner').getByRole('navigation').first().waitFor();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
