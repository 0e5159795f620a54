// Issue 15 item 5, the order form's helpers end to end against the real server: the live payment
// estimate as the amount is typed (the server's rate and amount, announced politely), the
// payment-reference sample modal (Escape closes it only, focus back on its link), the Exclusive
// Benefits section (the demo payer's 247 points, "use points for cash" at most 200, the points-rules
// modal), and the agreement: submit refused at the checkbox, then read and accepted in its modal. The
// confirm modal shows the points. With the mouse and with the keyboard only; axe with each modal open
// in en and zh-CN.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keyboard, mouse } from './drivers.mjs';
import { focusReturnsTo, serverAndBrowser } from './harness.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { smsCode } from './outbox.mjs';
import { field, fillStudentAndPayer } from './order-form.mjs';

const e2e = serverAndBrowser();
const UCL = 15; // DEMO UCL account (GBP)

const post = async (path, body, token) =>
  (
    await fetch(`${e2e.server.base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    })
  ).json();

/** The demo payer (+86 13700000001: 247 historical points, packages/server/src/modules/payments/README.md), logged in by SMS. */
async function demoPayer() {
  assert.equal((await post('/user/send_verification', { tel_code: '+86', phone: '13700000001' })).status_code, 200);
  const login = await post('/user/login', { tel_code: '+86', phone: '13700000001', phone_captcha: await smsCode(e2e.server.base, '+8613700000001') });
  assert.equal(login.status_code, 200, login.message);
  return login.token;
}

const politeRegion = (page) => page.locator('[data-slot="live-region"][data-politeness="polite"]');
const estimateLine = (page) => page.locator('[data-slot="payment-estimate"]');
const isFocused = (locator) => locator.evaluate((el) => el === document.activeElement);

describe('order form: estimate, reference sample, benefits, agreement', () => {
  for (const makeDriver of [mouse, keyboard]) {
    test(`estimate for a typed amount, reference modal, points applied, agreement refused then accepted (${makeDriver({}).name})`, async () => {
      const token = await demoPayer();
      const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'en-US' });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const estimates = [];
      page.on('request', (r) => r.url().endsWith('/api/order/payment_estimate') && estimates.push(JSON.parse(r.postData() ?? '{}')));
      const d = makeDriver(page);
      try {
        await page.goto(`${e2e.server.base}/order?account_id=${UCL}`);
        await page.getByRole('heading', { level: 1, name: /^Pay University College London/ }).waitFor();
        await page.locator('[data-slot="order-form"]').waitFor();
        // The demo payer is shared by both runs: the other run's order, once placed, left no draft behind.
        assert.equal(await page.getByTestId('order-restored').count(), 0, 'no draft of a placed order comes back');
        await estimateLine(page).getByText('Enter an amount to see about how much you will pay.').waitFor();

        // The estimate: the server's rate and amount for what is typed, said once in the polite region.
        await d.check(page.getByRole('checkbox', { name: 'Tuition' }));
        await d.fill(field(page, 'Payment amount (GBP)'), '12000.00');
        await page.locator('[data-slot="payment-estimate"][data-state="ready"]').waitFor();
        assert.deepEqual(estimates.at(-1), { account_id: UCL, amount: '12000.00', use_points: 0 });
        const server = await post('/order/payment_estimate', { account_id: UCL, amount: '12000.00' }, token);
        assert.equal(server.status_code, 200, server.message);
        const shown = await estimateLine(page).innerText();
        assert.ok(shown.includes(`1 GBP ≈ ${server.data.rate} CNY`), shown);
        const grouped = Number(server.data.payer_amount).toLocaleString('en-US', { minimumFractionDigits: 2 });
        assert.ok(shown.includes(`About CN¥${grouped}`), shown);
        await page.waitForFunction(() => /Estimate: about CN¥/.test(document.querySelector('[data-slot="live-region"][data-politeness="polite"]')?.textContent ?? ''));
        assert.match(await politeRegion(page).innerText(), new RegExp(`about CN¥${grouped.replace(/[.,]/g, '\\$&')}, at 1 GBP ≈ ${server.data.rate.replace('.', '\\.')} CNY`));

        // The payment-reference sample: opened from its link; Escape closes only the modal, focus back on the link.
        const sampleLink = page.getByRole('button', { name: 'What is a payment reference?' });
        await d.click(sampleLink);
        const sample = page.getByRole('dialog', { name: 'Payment reference' });
        await sample.getByText('20567 100123456 ZHANG SAN').waitFor();
        await page.keyboard.press('Escape');
        await sample.waitFor({ state: 'hidden' });
        await focusReturnsTo(sampleLink, 'focus is back on the link');
        assert.equal(await field(page, 'Payment amount (GBP)').inputValue(), '12000.00');
        await fillStudentAndPayer(page, d);

        // Exclusive Benefits: 247 points; use them: the server takes 200 (the per-order maximum) off.
        const benefits = page.getByRole('region', { name: 'Exclusive Benefits' });
        await benefits.getByText('Your points: 247').waitFor();
        await d.check(benefits.getByRole('checkbox', { name: 'Use points for cash' }));
        await benefits.getByText('200 points will take CN¥200.00 off.').waitFor();
        assert.deepEqual(estimates.at(-1), { account_id: UCL, amount: '12000.00', use_points: 1 });
        const withPoints = await post('/order/payment_estimate', { account_id: UCL, amount: '12000.00', use_points: 1 }, token);
        const after = Number(withPoints.data.payer_amount_after_points).toLocaleString('en-US', { minimumFractionDigits: 2 });
        await estimateLine(page).getByText(`About CN¥${after} after 200 points`).waitFor();
        const rulesLink = benefits.getByRole('button', { name: 'Points rules' });
        await d.click(rulesLink);
        const rules = page.getByRole('dialog', { name: 'Points rules' });
        await rules.getByText('At most 200 points per order.').waitFor();
        await page.keyboard.press('Escape');
        await rules.waitFor({ state: 'hidden' });
        await focusReturnsTo(rulesLink, 'focus is back on the rules link');

        // Submit without the agreement: refused next to the checkbox, focus on it, no confirm modal.
        const agreement = page.getByRole('checkbox', { name: /payment advisory agreement/ });
        await d.click(page.getByRole('button', { name: 'Submit order' }));
        await page.waitForFunction(() => document.activeElement?.closest('[data-slot="order-agreement-field"]') !== null);
        assert.equal(await agreement.getAttribute('aria-invalid'), 'true');
        const agreementError = page.locator(`[id="${await agreement.getAttribute('id')}-error"]`);
        assert.match(await agreementError.innerText(), /payment advisory agreement/);
        assert.equal(await page.getByRole('dialog').count(), 0);

        // The agreement modal: read, then "I agree" from the keyboard ticks the box.
        const readLink = page.getByRole('button', { name: 'Read the agreement' });
        await d.click(readLink);
        const terms = page.getByRole('dialog', { name: 'Payment advisory and price-change agreement' });
        await terms.getByRole('heading', { name: 'Price-change agreement', exact: true }).waitFor();
        assert.match(await terms.innerText(), /more than 400 RMB[\s\S]*within 4 hours/);
        const accept = terms.getByRole('button', { name: 'I agree' });
        for (let i = 0; i < 6 && !(await isFocused(accept)); i += 1) await page.keyboard.press('Tab');
        assert.ok(await isFocused(accept), 'Tab reaches "I agree" inside the modal');
        await page.keyboard.press('Enter');
        await terms.waitFor({ state: 'hidden' });
        assert.ok(await agreement.isChecked());
        await focusReturnsTo(readLink, 'focus is back on the agreement link');

        // The confirm modal shows the estimate after points and the points used.
        await d.click(page.getByRole('button', { name: 'Submit order' }));
        const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
        await confirm.waitFor();
        const summary = await confirm.innerText();
        assert.match(summary, /Points\s*200 points \(−CN¥200\.00\)/, summary);
        assert.ok(summary.includes(`CN¥${after}`), summary);
        await d.click(confirm.getByRole('button', { name: 'Confirm' }));
        await page.locator('[data-slot=alert-title]').getByText(/^Order EP\d+ submitted$/).waitFor();
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  for (const locale of ['zh-CN', 'en-US']) {
    test(`axe with each modal of the order form open, and with the estimate shown (${locale})`, async () => {
      const { token } = await registeredUser(e2e.server.base);
      const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale });
      const page = await context.newPage();
      try {
        await page.goto(`${e2e.server.base}/order?account_id=${UCL}`);
        await page.locator('[data-slot="order-form"]').waitFor();
        await page.locator('[data-slot="exclusive-benefits"] [data-slot="points-balance"]').waitFor();
        await page.locator('[data-slot="payment-estimate"]').waitFor();
        await page.locator('[data-slot="order-payment-section"] input[inputmode="decimal"]').fill('12000.00');
        await page.locator('[data-slot="payment-estimate"][data-state="ready"]').waitFor();
        await expectNoAxeViolations(page);
        for (const trigger of ['payment-reference-sample-trigger', 'points-rules-trigger', 'order-agreement-trigger']) {
          await page.locator(`[data-slot="${trigger}"]`).click();
          const modal = page.getByRole('dialog');
          await modal.waitFor();
          await expectNoAxeViolations(page);
          await page.keyboard.press('Escape');
          await modal.waitFor({ state: 'hidden' });
        }
      } finally {
        await context.close();
      }
    });
  }
});
