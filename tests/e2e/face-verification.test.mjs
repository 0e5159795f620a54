// Issue 16 item 6 end to end: face verification of the order's payer. From /idents_all the payer opens
// /self_pass, which shows the QR code of the development vendor's liveness page; a second browser context
// plays the phone (no login) and fails the check there; the desktop moves to /verify by itself and shows
// why. "Verify again" (keyboard) starts a new session; this time the check is done on the desktop itself
// ("verify on this device"), passes, and the vendor's return lands on /verify with "go to payment".
// Axe-clean in en and zh-CN.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './harness.mjs';
import { api as apiAs, placeOrder as placeExampleOrder } from './example-order.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';

const e2e = serverAndBrowser();

const api = (token, ...call) => apiAs(e2e.server.base, token, ...call);
const placeOrder = (token) => placeExampleOrder(e2e.server.base, token);

const face = (page) => page.getByTestId('face-verification');
/** The vendor's page the QR code holds, once the code is drawn. */
async function vendorUrl(page) {
  const code = page.locator('[data-slot="face-verification-code"][data-state="ready"]');
  await code.waitFor();
  return code.getAttribute('data-url');
}

describe('face verification (/self_pass, /verify)', () => {
  test('the phone fails the check, the desktop follows to /verify; verify again, passed on this device, then go to payment', async () => {
    const { token } = await registeredUser(e2e.server.base);
    const orderId = await placeOrder(token);
    const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'en-US' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.base}/idents_all?order_id=${orderId}`);
    await page.getByRole('link', { name: 'Payer face verification' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify the payer’s face' }).waitFor();
    await face(page).and(page.locator('[data-state="pending"]')).waitFor();
    await face(page).getByText('Verifying 韩梅 (ID 1*************0019)').waitFor();
    const firstUrl = await vendorUrl(page);
    assert.match(firstUrl, /^http:\/\/127\.0\.0\.1:\d+\/dev\/face\/fsb_[0-9a-f]{32}$/);
    await expectNoAxeViolations(page);

    // The phone: no login, opens what the QR code holds and fails the check (not the ID's owner).
    const phone = await e2e.browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const mobile = await phone.newPage();
    await mobile.goto(firstUrl);
    await mobile.getByText('韩梅').waitFor();
    await mobile.getByRole('button', { name: 'Fail: not the ID’s owner' }).tap();
    await mobile.waitForURL(/\/verify\?order_id=/);
    await phone.close();

    // The desktop follows by itself.
    await page.waitForURL(/\/verify\?order_id=.*verification_id=/, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Face verification result' }).waitFor();
    await face(page).getByText('Face verification failed.').waitFor();
    await face(page).getByText('The face does not match the ID holder').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Go to payment' }).count(), 0);
    await expectNoAxeViolations(page);

    // Verify again, by keyboard: a new session (a new vendor page).
    await page.getByRole('button', { name: 'Verify again' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/self_pass\?order_id=.*restart=1/);
    const secondUrl = await vendorUrl(page);
    assert.notEqual(secondUrl, firstUrl);

    // This time on this device: the vendor's page, Pass, and back to /verify through redirect_tencent_validate.
    await page.getByRole('link', { name: 'Verify on this device instead' }).click();
    await page.getByRole('button', { name: 'Pass' }).click();
    await page.waitForURL(/\/verify\?order_id=/);
    await face(page).getByText('Face verification passed.').waitFor();
    await page.getByRole('link', { name: 'Go to payment' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Verify again' }).count(), 0);

    // A reload keeps the verdict (it is the server's), and reopening /self_pass does not start another.
    await page.reload();
    await face(page).getByText('Face verification passed.').waitFor();
    const latest = await api(token, 'GET', `/order/live_verification?order_id=${orderId}`);
    assert.equal(latest.data.status, 'passed');
    assert.equal(latest.data.url, null);
    await page.getByRole('link', { name: 'Go to payment' }).click();
    await page.waitForURL(/\/pay\?order_id=/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('zh-CN: /self_pass and a passed /verify are axe-clean, in Chinese', async () => {
    const { token } = await registeredUser(e2e.server.base);
    const orderId = await placeOrder(token);
    const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${e2e.server.base}/self_pass?order_id=${orderId}`);
    await page.getByRole('heading', { level: 1, name: '付款人人脸核验' }).waitFor();
    await face(page).getByText('正在等待手机上的核验结果…').waitFor();
    const url = await vendorUrl(page);
    await expectNoAxeViolations(page);
    // The phone passes it (a form post, as its button does); the desktop follows to the result.
    const ref = url.split('/dev/face/')[1];
    const pressed = await fetch(`${e2e.server.base}/dev/face/${ref}`, { method: 'POST', body: 'answer=pass', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    assert.equal(pressed.status, 303);
    await page.waitForURL(/\/verify\?order_id=/, { timeout: 15_000 });
    await face(page).getByText('人脸核验已通过。').waitFor();
    await page.getByRole('link', { name: '去支付' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
