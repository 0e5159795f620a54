// The header, footer and page-wide extras against the real server (spec 000 sections 2, 4 and 9):
// menus by keyboard, the country switch, India's payment guide, the user menu, back to top, the logo
// animation once per session, the loading bar, the chunk-reload guard, the footer's filing line by
// domain, and an axe pass in zh-CN and en.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { expectFocusReturnsTo, tabTo } from './drivers.mjs';
import { personArrives, serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

async function open(path, { locale = 'en-US', width = 1280, height = 900, ...options } = {}) {
  const context = await e2e.browser.newContext({ locale, viewport: { width, height }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(e2e.server.base + path);
  await personArrives(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page, errors };
}

const banner = (page) => page.getByRole('banner');
const focusedName = (page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('header', () => {
  test('English: logo, main menu from the route table, no hotline, login button; footer; axe', async () => {
    const { context, page, errors } = await open('/');
    await banner(page).getByRole('link', { name: 'EduPay home' }).waitFor();
    const nav = banner(page).getByRole('navigation', { name: 'Main menu' });
    assert.deepEqual(await nav.getByRole('link').allInnerTexts(), ['Home', 'Pay fees', 'Cooperation', 'Contact us', 'About EduPay']);
    assert.equal(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current'), 'page');
    assert.equal(await page.getByTestId('hotline').count(), 0, 'the 400 hotline is for the Chinese header only');
    await banner(page).getByRole('button', { name: 'Log in' }).waitFor();
    assert.equal(await banner(page).getByRole('button', { name: 'Payment guide' }).count(), 0, 'the guide is for IND only');

    const footer = page.getByRole('contentinfo');
    assert.match(await footer.innerText(), new RegExp(`© ${new Date().getFullYear()} EduPay`));
    // Links whose page exists, in the locale: the staff check is Chinese only; of the about pages only
    // the terms and the privacy policy are built (about-us.test.mjs).
    const footerNav = footer.getByRole('navigation', { name: 'Site links' });
    // The links come from get_config: wait for the last one before reading the list.
    await footerNav.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    assert.deepEqual(await footerNav.getByRole('link').allInnerTexts(), ['Cooperation', 'Contact us', 'Global education payments', 'Pay tuition', 'Financial technology', 'Global payments', 'Investors and partners', 'Media and press', 'News and resources', 'Terms of Service', 'Privacy Policy', 'Updates', 'Partners', 'News']);
    // The QR code is drawn once the footer is near the viewport (QrImage); the footer starts below the first screen.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('img', { name: 'QR code of the EduPay official account' }).waitFor();
    for (const name of ['WeChat (opens in a new tab)', 'Weibo (opens in a new tab)', 'LinkedIn (opens in a new tab)', 'E-mail']) {
      await footer.getByRole('link', { name, exact: true }).waitFor();
    }
    assert.equal(await page.getByTestId('record-filing').count(), 0, 'no filing line outside mainland domains');
    await expectNoAxeViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('Chinese: the 400 hotline; the main menu in Chinese; axe', async () => {
    const { context, page, errors } = await open('/', { locale: 'zh-CN' });
    const hotline = page.getByTestId('hotline');
    assert.equal((await hotline.textContent()).replace(/\s+/g, ''), '客服热线400-820-6688');
    assert.equal(await hotline.getAttribute('href'), 'tel:4008206688');
    assert.deepEqual(await banner(page).getByRole('navigation', { name: '主菜单' }).getByRole('link').allInnerTexts(), ['首页', '缴费', '帮助中心', '商务合作', '联系我们', '关于我们']);
    await page.getByRole('contentinfo').getByRole('link', { name: '身份查询' }).waitFor();
    await expectNoAxeViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the country menu by keyboard: first or last item, arrows, Escape back to the button; India reloads as IND', async () => {
    const { context, page, errors } = await open('/');
    const trigger = banner(page).getByRole('button', { name: 'Country or region: Chinese Mainland' });
    await tabTo(page, trigger);
    assert.equal(await trigger.getAttribute('aria-haspopup'), 'menu');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Choose your country or region' });
    await menu.waitFor();
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
    assert.equal(await trigger.getAttribute('aria-controls'), await menu.getAttribute('id'));
    const current = menu.getByRole('menuitemradio', { name: 'Chinese Mainland' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitemradio');
    assert.equal(await focusedName(page), 'Chinese Mainland');
    assert.equal(await current.getAttribute('aria-checked'), 'true');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedName(page), 'Hong Kong, China');
    await page.keyboard.press('End');
    assert.equal(await focusedName(page), 'United States');
    await page.keyboard.press('Home');
    assert.equal(await focusedName(page), 'Chinese Mainland');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expectFocusReturnsTo(trigger, 'focus is back on the menu button');

    // ArrowUp opens it too; a menu of choices opens on the checked one (the user menu test checks
    // ArrowUp landing on the last item of a plain menu).
    await page.keyboard.press('ArrowUp');
    await menu.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Chinese Mainland');
    // Type-ahead, then Enter chooses: the page reloads in India, still in English (India offers English).
    await page.keyboard.type('Ind');
    assert.equal(await focusedName(page), 'India');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await banner(page).getByRole('button', { name: 'Country or region: India' }).waitFor();
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    assert.equal(cookies.country, 'IND');
    assert.equal(cookies.language, 'en');
    // India's header items: the payment guide and a support contact.
    await banner(page).getByRole('button', { name: 'Payment guide' }).waitFor();
    assert.equal(await banner(page).getByRole('link', { name: 'Support' }).getAttribute('href'), 'mailto:service@edupay.example');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a menu closes when the location changes', async () => {
    const { context, page } = await open('/');
    await banner(page).getByRole('button', { name: /^Country or region/ }).click();
    await page.getByRole('menu').waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', '/college_list');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Pay fees to a school or landlord' }).waitFor();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await context.close();
  });

  test('switching from Chinese to India changes the language to English and goes home', async () => {
    const { context, page } = await open('/cs_school', { locale: 'zh-CN' });
    await banner(page).getByRole('button', { name: '国家或地区：中国大陆' }).click();
    await Promise.all([page.waitForURL(e2e.server.base + '/'), page.getByRole('menuitemradio', { name: '印度' }).click()]);
    await page.getByRole('heading', { name: 'Pay study-abroad fees, simply and safely' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await banner(page).getByRole('button', { name: 'Country or region: India' }).waitFor();
    await context.close();
  });

  test("India's payment guide: three PDFs in the pager, one download with a fixed name, a link to pay; keyboard and axe", async () => {
    const { context, page, errors } = await open('/?country=IND');
    const guide = banner(page).getByRole('button', { name: 'Payment guide' });
    await tabTo(page, guide);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'How to pay from India' });
    await dialog.waitFor();
    assert.deepEqual(await dialog.getByRole('tab').allInnerTexts(), ['Create your order', 'Documents', 'Pay and track']);
    await dialog.getByText('Page 1 of 1').waitFor({ timeout: 15_000 });
    // The guide is not only a picture of text (issue 14 item 4): the page's words are there as text.
    await dialog.getByText('Read page 1 as text').click();
    await dialog.locator('[data-slot="pdf-pager-text"]').getByText('Part 1 - Create your payment order').waitFor();
    const download = dialog.getByRole('link', { name: 'Download' });
    assert.equal(await download.getAttribute('download'), 'EduPay-India-Payment-Guide.pdf');
    const res = await fetch(e2e.server.base + (await download.getAttribute('href')));
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /application\/pdf/);
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    assert.ok(pdf.startsWith('%PDF-'), 'a real PDF');
    assert.equal(pdf.match(/\/Type \/Page\b/g)?.length, 3, 'the complete guide has the three parts');
    // Each part is a real PDF served beside it.
    for (const part of ['1-create-order', '2-documents', '3-pay-and-track']) {
      const r = await fetch(`${e2e.server.base}/guides/india-payment-guide-${part}.pdf`);
      assert.equal(r.status, 200, part);
    }
    // The second part by keyboard: the tab list takes arrows.
    await dialog.getByRole('tab', { name: 'Create your order' }).focus();
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('tab', { name: 'Documents', selected: true }).waitFor();
    await dialog.getByText('Page 1 of 1').waitFor({ timeout: 15_000 });
    await dialog.getByRole('link', { name: 'Pay fees now' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusReturnsTo(guide, 'focus returns to the guide button');
    // The pay link navigates and the dialog goes with the navigation.
    await guide.click();
    await dialog.getByRole('link', { name: 'Pay fees now' }).click();
    await page.waitForURL(e2e.server.base + '/college_list');
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the user menu by keyboard: payment specialist, change password, logout; identity check in Chinese', async () => {
    const user = await registeredUser(e2e.server.base);
    const context = await loggedInContext(e2e.browser, e2e.server.base, user.token, { locale: 'en-US' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(e2e.server.base + '/');
    await personArrives(page);
    const trigger = banner(page).getByRole('button', { name: `Account: ${user.name}` });
    await trigger.waitFor();
    await expectNoAxeViolations(page);

    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Account: ${user.name}` });
    await menu.waitFor();
    // No identity check in English.
    assert.deepEqual(await menu.getByRole('menuitem').allInnerTexts(), ['User centre', 'My payment specialist', 'Change password', 'Log out']);
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'User centre');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const specialist = page.getByRole('dialog', { name: 'Your payment specialist' });
    await specialist.waitFor();
    // The assigned manager's QR and WeChat id, and (country CHN) the public account's QR.
    await specialist.getByRole('img', { name: /^QR code of (?!the EduPay)/ }).waitFor();
    await specialist.getByRole('img', { name: 'QR code of the EduPay official account' }).waitFor();
    assert.match(await specialist.innerText(), /WeChat\s+edupay_\w+/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await specialist.waitFor({ state: 'detached' });
    await expectFocusReturnsTo(trigger, 'focus returns to the user menu button');

    // Change password opens the login dialog at that step.
    await tabTo(page, trigger);
    await page.keyboard.press('ArrowUp'); // last item: Log out
    await menu.waitFor();
    await page.keyboard.press('ArrowUp');
    assert.equal(await focusedName(page), 'Change password');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('heading', { name: /Change (your )?password/i }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Logout: the server's success message, the login button back, and it survives a reload.
    await tabTo(page, trigger);
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Log out');
    await page.keyboard.press('Enter');
    // Shown by the toast (and spoken by the page's live region, which holds the same words).
    await page.locator('[data-slot="toast-message"]', { hasText: 'Logged out successfully' }).waitFor();
    await banner(page).getByRole('button', { name: 'Log in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await banner(page).getByRole('button', { name: 'Log in' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();

    // In Chinese the menu adds the identity check, which opens /personnel_query.
    const again = await registeredUser(e2e.server.base, { name: '李四' });
    const zh = await loggedInContext(e2e.browser, e2e.server.base, again.token, { locale: 'zh-CN' });
    const zhPage = await zh.newPage();
    await zhPage.goto(e2e.server.base + '/');
    await personArrives(zhPage);
    const zhTrigger = banner(zhPage).getByRole('button', { name: '账户：李四' });
    await zhTrigger.click();
    await zhPage.getByRole('menu').waitFor();
    assert.deepEqual(await zhPage.getByRole('menuitem').allInnerTexts(), ['个人中心', '我的缴费专员', '身份查询', '修改密码', '退出登录']);
    await zhPage.getByRole('menuitem', { name: '身份查询' }).click();
    await zhPage.waitForURL(e2e.server.base + '/personnel_query');
    await zhPage.getByRole('heading', { level: 1, name: '身份查询' }).waitFor();
    assert.equal(await zhPage.getByRole('menu').count(), 0);
    await zh.close();
  });

  test('an SMS sign-up has no password: Change password says so and sets one instead (keyboard only)', async () => {
    const user = await registeredUser(e2e.server.base);
    const context = await loggedInContext(e2e.browser, e2e.server.base, user.token, { locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(e2e.server.base + '/');
    await personArrives(page);
    const trigger = banner(page).getByRole('button', { name: `Account: ${user.name}` });
    await trigger.waitFor();
    await tabTo(page, trigger);
    await page.keyboard.press('ArrowUp'); // Log out
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowUp');
    assert.equal(await focusedName(page), 'Change password');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Change your EduPay password' }).getByRole('heading', { name: /Change (your )?password/i }).waitFor();
    // Whatever is typed as the current password, the server says plainly that there is none.
    await page.getByLabel(/^Current password/).focus();
    await page.keyboard.type('not-a-password');
    await page.getByLabel(/^New password/).focus();
    await page.keyboard.type('first-pass-7');
    await page.getByLabel(/^Confirm the new password/).focus();
    await page.keyboard.type('first-pass-7');
    await page.keyboard.press('Enter');
    const setDialog = page.getByRole('dialog', { name: 'Set your EduPay password' });
    await setDialog.getByRole('heading', { name: 'Set a password' }).waitFor();
    await setDialog.getByText('This account has no password yet: it was opened with an SMS code. Choose one below.').waitFor();
    assert.equal(await page.getByText('Password Incorrect').count(), 0);
    await expectNoAxeViolations(page);
    // The new password typed above is kept: Enter sets it.
    await page.getByLabel(/^Confirm the new password/).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-slot="toast-message"]', { hasText: 'Password set' }).waitFor();
    await setDialog.waitFor({ state: 'detached' });
    const login = await fetch(`${e2e.server.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tel_code: '+86', login_name: user.phone, password: 'first-pass-7' }),
    });
    assert.equal((await login.json()).status_code, 200, 'the password now logs in');
    await context.close();
  });

  test('back to top appears once scrolled and returns focus to the top', async () => {
    const { context, page } = await open('/', { height: 320 });
    const button = page.getByRole('button', { name: 'Back to top' });
    assert.equal(await button.count(), 0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'EduPay home');
    await button.waitFor({ state: 'detached' });
    await context.close();
  });

  test('the logo animation runs once per session, never with reduced motion, never on a page it has long been on', async () => {
    const animations = (page) => page.evaluate(() => document.querySelector('[data-testid="logo"]').getAnimations({ subtree: true }).length);
    // The home page of a first visit, its app loaded on a gesture a second after the paint: the mark has been
    // on screen all along, so it does not fade out to spin in (and the session's one arrival is spent).
    const first = await e2e.browser.newContext({ locale: 'en-US' });
    const home = await first.newPage();
    await home.goto(e2e.server.base + '/');
    await home.waitForTimeout(1000);
    await personArrives(home);
    assert.equal(await animations(home), 0, 'no arrival on a page shown for a second');
    assert.equal(await home.evaluate(() => sessionStorage.getItem('edupay:logo-animated')), '1');
    await first.close();

    // A page the app renders: the logo arrives with it, once.
    const context = await e2e.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(e2e.server.base + '/cs_school');
    await page.waitForFunction(() => document.querySelector('[data-testid="logo"]')?.getAnimations({ subtree: true }).length === 2, null, { timeout: 1200 });
    assert.equal(await page.evaluate(() => sessionStorage.getItem('edupay:logo-animated')), '1');
    await page.waitForTimeout(1500); // both phases: about 600 ms then 750 ms
    assert.equal(await animations(page), 0, 'nothing keeps running');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await animations(page), 0, 'not again in the same session');
    await context.close();

    const reduced = await e2e.browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
    const calm = await reduced.newPage();
    await calm.goto(e2e.server.base + '/cs_school');
    await calm.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await animations(calm), 0);
    assert.equal(await calm.evaluate(() => sessionStorage.getItem('edupay:logo-animated')), '1');
    await reduced.close();
  });

  test('a route whose code downloads shows the loading bar until it arrives', async () => {
    const { context, page } = await open('/');
    await page.route(/\/assets\/CsSchoolPage-[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.evaluate(() => {
      history.pushState(null, '', '/cs_school');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });
    await bar.waitFor();
    const value = Number(await bar.getAttribute('aria-valuenow'));
    assert.ok(value >= 0 && value < 100, `value ${value}`);
    await page.getByRole('heading', { level: 1, name: 'Customer service' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    await context.close();
  });

  test('a failed chunk download reloads the page once, not again within 60 s', async () => {
    const { context, page } = await open('/');
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route(/\/assets\/ChangeCountryPage-[^/]+\.js$/, (route) => route.abort());
    await page.evaluate(() => {
      history.pushState(null, '', '/change_country');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForEvent('load');
    assert.match(await page.evaluate(() => sessionStorage.getItem('edupay:chunk-reload-at')), /^\d{13}$/);
    assert.equal(new URL(page.url()).pathname, '/change_country');
    // After the reload the chunk fails again: no second reload inside the minute.
    await page.waitForTimeout(2500);
    assert.equal(loads, 1);
    await context.close();
  });

  test('the footer shows the ICP filing on a mainland .cn domain', async () => {
    const port = new URL(e2e.server.base).port;
    const options = chromiumLaunchOptions();
    // Resolve the .cn name to this machine's server: nothing leaves the loopback interface.
    const cnBrowser = await chromium.launch({ ...options, args: [...options.args, '--host-resolver-rules=MAP www.edupay.cn 127.0.0.1'] });
    try {
      const page = await (await cnBrowser.newContext({ locale: 'zh-CN' })).newPage();
      await page.goto(`http://www.edupay.cn:${port}/`);
      await personArrives(page);
      const filing = page.getByTestId('record-filing');
      await filing.waitFor();
      assert.match(await filing.innerText(), /^备案号：沪ICP备\d+号-\d+$/);
      assert.equal(await filing.getAttribute('href'), 'https://beian.miit.gov.cn/');
    } finally {
      await cnBrowser.close();
    }
  });
});

describe('/change_country', () => {
  for (const locale of ['en-US', 'zh-CN']) {
    test(`lists change_country_list with its languages (${locale}); axe`, async () => {
      const { context, page, errors } = await open('/change_country', { locale });
      const list = page.getByTestId('country-list');
      await list.waitFor();
      assert.equal(await list.getByRole('listitem').count(), 8);
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('choosing a country and language by keyboard goes home in that country', async () => {
    const { context, page } = await open('/change_country');
    const choice = page.getByRole('button', { name: 'Hong Kong, China, 繁體中文' });
    await tabTo(page, choice);
    await Promise.all([page.waitForURL(e2e.server.base + '/'), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: '留學繳費，簡單又安心' }).waitFor();
    await banner(page).getByRole('button', { name: '國家或地區：中國香港' }).waitFor();
    await context.close();
  });
});
