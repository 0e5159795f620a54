// Issue 14 item 8: QR codes are for another device to scan. On the phone that would have to scan them
// (a touch screen or a narrow window: useScanningPhone) each QR offer gives way to its alternative:
// the login dialog offers SMS and password without scan to log in, WeChat Pay is paid on this phone
// by a link, the upload slots have no scan tab, the service details, /cs_school and the footer link
// to the official account instead of showing its code. On a desktop the codes stay.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { personArrives, serverAndBrowser } from './harness.mjs';
import { placeOrder } from './pay.mjs';

const e2e = serverAndBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

async function open(path, device, { language = 'en', token } = {}) {
  const options = { ...device, locale: language === 'en' ? 'en-US' : language };
  const context = token ? await loggedInContext(e2e.browser, e2e.server.base, token, options) : await e2e.browser.newContext(options);
  await context.addCookies([{ name: 'language', value: language, url: e2e.server.base }]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(e2e.server.base + path);
  await personArrives(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context, page, errors };
}

/** QR codes on the page: drawn, being drawn, or the kit's code boxes. */
const qrCodes = (scope) => scope.locator('[data-slot="qr"], [data-slot="qr-pending"], [data-slot="qr-payment-code"], [data-slot="face-verification-code"]');

/** Every link in `scope` is at least 24 px tall (WCAG 2.5.8), as the footer's (phone-layout.test.mjs). */
async function expectTallLinks(scope) {
  const heights = await scope.evaluate((root) => [...root.querySelectorAll('a[href]')].filter((a) => a.getClientRects().length > 0).map((a) => [a.textContent.trim(), a.getBoundingClientRect().height]));
  assert.ok(heights.length >= 2, `links found (${heights.length})`);
  for (const [text, height] of heights) assert.ok(height >= 24, `"${text}" is ${height} px tall`);
}

describe('QR codes on the phone that would scan them', () => {
  test('login: no scan to log in on a phone (SMS first, password there); on a desktop it is offered', async () => {
    const { context, page } = await open('/college_list', PHONE);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to EduPay' });
    await dialog.getByRole('heading', { name: 'Log in with an SMS code' }).waitFor();
    await dialog.getByRole('button', { name: 'Log in with a password' }).waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Scan to log in' }).count(), 0, 'no scan link on the SMS step');
    await dialog.getByRole('button', { name: 'Log in with a password' }).click();
    await dialog.getByRole('button', { name: 'Log in with an SMS code' }).waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Scan to log in' }).count(), 0, 'nor on the password step');
    await expectNoAxeViolations(page);
    await context.close();

    const desktop = await open('/college_list', DESKTOP);
    await desktop.page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await desktop.page.getByRole('dialog', { name: 'Log in to EduPay' }).getByRole('button', { name: 'Scan to log in' }).waitFor();
    await desktop.context.close();
  });

  test('footer, service dialog and /cs_school: links to the official account on a phone, codes on a desktop', async () => {
    const { context, page, errors } = await open('/', PHONE, { language: 'zh-CN' });
    const footer = page.getByTestId('footer');
    await footer.getByRole('link', { name: /^微信/ }).waitFor();
    assert.equal(await qrCodes(footer).count(), 0, 'no code in the footer');
    await page.getByTestId('cs-widget').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('cs-details').waitFor();
    const follow = dialog.getByRole('link', { name: '关注 EduPay 公众号' });
    assert.equal(await follow.getAttribute('href'), 'https://edupay.example/wechat');
    assert.equal(await qrCodes(dialog).count(), 0, 'no code in the service dialog');
    await expectTallLinks(dialog);
    await expectNoAxeViolations(page);
    await page.goto(`${e2e.server.base}/cs_school?country=CHN`);
    await page.getByTestId('cs-school-qr-open').waitFor();
    assert.equal(await qrCodes(page.locator('main')).count(), 0, 'no code on /cs_school');
    await expectTallLinks(page.locator('main'));
    assert.deepEqual(errors, []);
    await context.close();

    const desktop = await open('/', DESKTOP, { language: 'zh-CN' });
    await qrCodes(desktop.page.getByTestId('footer')).first().waitFor();
    await desktop.page.goto(`${e2e.server.base}/cs_school?country=CHN`);
    await desktop.page.getByTestId('cs-school-qr').waitFor();
    await desktop.context.close();
  });

  test('WeChat Pay on a phone: "Open WeChat to pay" with the provider link, no code to scan', async () => {
    const { token } = await registeredUser(e2e.server.base);
    const order = await placeOrder(e2e.server.base, token);
    const { context, page, errors } = await open(`/pay?order_id=${order.order_id}`, PHONE, { token });
    await page.locator('input[type="radio"][value="wechat"]').check();
    await page.locator('[data-slot="quote-summary"][data-state="live"]').waitFor();
    await page.getByRole('button', { name: /^Pay (CN)?¥/ }).click();
    await page.waitForURL(/\/wx_pay\?payment_id=/);
    const open_ = page.getByRole('link', { name: 'Open WeChat to pay' });
    await open_.waitFor();
    assert.match(await open_.getAttribute('href'), /\/dev\/sandbox\/qr\//);
    await page.getByRole('heading', { name: 'Pay on this phone' }).waitFor();
    assert.equal(await qrCodes(page).count(), 0, 'no code to scan');
    await expectNoAxeViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('upload slots on a phone: local upload and past files, no scan-to-upload tab', async () => {
    const { token } = await registeredUser(e2e.server.base);
    const order = await placeOrder(e2e.server.base, token);
    const { context, page } = await open(`/idents_all?order_id=${order.order_id}`, PHONE, { token });
    const slot = page.getByTestId('slot-payer_id');
    await slot.getByRole('tab', { name: 'Local upload' }).waitFor();
    assert.equal(await slot.getByRole('tab', { name: 'Scan to upload' }).count(), 0);
    assert.equal(await page.getByRole('tab', { name: 'Scan to upload' }).count(), 0, 'no slot offers it');
    await context.close();

    const desktop = await open(`/idents_all?order_id=${order.order_id}`, DESKTOP, { token });
    await desktop.page.getByTestId('slot-payer_id').getByRole('tab', { name: 'Scan to upload' }).waitFor();
    await desktop.context.close();
  });
});
