// The payer's side of the order lifecycle (issue 18 item 2) end to end against the real server: My Orders,
// the order detail following the order live while the operations console changes it from a second browser
// context (approval, then the bank's reports), the e-mail in the outbox, confirm arrival, cancel, re-order,
// the tracking link, and a second payer who cannot open the order. The main journey is keyboard only; the
// user centre pages are axe-clean in English and simplified Chinese.
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { keyboard, mouse, tabTo } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { ORDER, accountIdOf, api } from './example-order.mjs';
import { ADMIN } from './ops.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { fundsArrive, placeOrder, uploadRequiredDocuments } from './pay.mjs';

const e2e = serverAndBrowser();

// The development admin (packages/server/src/modules/ops/README.md).
const PAYER_EMAIL = 'han.mei@example.com';

/** A tuition order to Columbia's account, which the payment specialist reviews first; with its documents. */
async function orderNeedingReview(base, token) {
  // The documented example without its payment reference (Columbia's account asks for none), enrolling this year.
  const body = {
    ...ORDER,
    payment_reference: undefined,
    account_id: await accountIdOf(base, 'DEMO-US-COLUMBIA-UNIVERSITY'),
    admission_year: 2026,
    payer_email: PAYER_EMAIL,
  };
  const answer = await api(base, token, 'POST', '/order/order_submit', body, { 'idempotency-key': randomUUID() });
  assert.equal(answer.status_code, 200, answer.message);
  assert.equal(answer.data.status, 'awaiting_review');
  return { order_id: answer.data.order_id, order_no: answer.data.order_no };
}

/** Pays the order by card through the sandbox acquirer: a quote, the payment, the funds arriving. */
async function payByCard(base, token, orderId) {
  const quote = await api(base, token, 'POST', '/order/payment_estimate', { order_id: orderId, method_id: 'card' });
  assert.equal(quote.status_code, 200, quote.message);
  const payment = await api(base, token, 'POST', '/order/payment_gateway', { quote_id: quote.data.quote_id }, { 'idempotency-key': randomUUID() });
  assert.equal(payment.status_code, 200, payment.message);
  await fundsArrive(base, payment.data.payment_id);
}

/** The newest e-mail to `to` whose text has `text` (the job queue sends it after the commit). */
async function mailWith(base, to, text) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const messages = await (await fetch(`${base}/dev/outbox.json`)).json();
    const hit = messages.find((m) => m.channel === 'email' && m.to === to && m.body.includes(text));
    if (hit) return hit;
    if (Date.now() > deadline) assert.fail(`no e-mail to ${to} with "${text}"`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The admin in the console (password, then the authenticator code), keyboard only. */
async function consoleAsAdmin(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/ops`);
  const k = keyboard(page);
  await page.getByRole('heading', { name: 'Staff login' }).waitFor();
  await k.fill(page.getByRole('textbox', { name: 'Staff login' }), ADMIN.login);
  await k.fill(page.getByLabel(/^Password/).first(), ADMIN.password);
  await k.click(page.getByRole('button', { name: 'Log in' }));
  await k.fill(page.getByRole('textbox', { name: 'Authenticator code' }), await generate({ secret: ADMIN.totp }));
  await k.click(page.getByRole('button', { name: 'Verify' }));
  await page.getByRole('heading', { name: 'Orders awaiting review' }).waitFor();
  return page;
}

const detail = (page) => page.getByTestId('order-detail');
const statusOf = (page) => page.getByTestId('order-status');
/** Waits until the open detail shows `status`, without a reload (the marker set on the window survives). */
async function shownLive(page, status) {
  await page.getByTestId('order-status').filter({ hasText: new RegExp(`^${status}$`) }).waitFor({ timeout: 20_000 });
  assert.equal(await page.evaluate(() => window.__notReloaded), true, 'the page was not reloaded');
}

describe('user centre orders', () => {
  test('keyboard only: an order approved in the console, paid, remitted and arrived follows live; the payer confirms arrival', async () => {
    const base = e2e.server.base;
    const payer = await registeredUser(base, { name: '韩梅' });
    const order = await orderNeedingReview(base, payer.token);
    await uploadRequiredDocuments(base, payer.token, order.order_id);

    const payerContext = await loggedInContext(e2e.browser, base, payer.token);
    await payerContext.addCookies([{ name: 'language', value: 'en', url: base }]);
    const staffContext = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await staffContext.addCookies([{ name: 'language', value: 'en', url: base }]);
    try {
      const page = await payerContext.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const k = keyboard(page);
      await page.goto(`${base}/user_center`);
      const card = page.getByTestId('my-order').filter({ hasText: `Order ${order.order_no}` });
      await card.getByText('Your payment specialist is reviewing the order').waitFor();
      await expectNoAxeViolations(page);

      // View order, by keyboard: the detail opens with focus on its heading.
      await k.click(card.getByRole('button', { name: 'View order' }));
      await page.waitForURL(new RegExp(`/user_center\\?order_id=${order.order_id}$`));
      const heading = page.getByRole('heading', { level: 2, name: `Order ${order.order_no}` });
      await heading.waitFor();
      assert.equal(await heading.evaluate((el) => el === document.activeElement), true, 'focus on the order heading');
      assert.equal(await statusOf(page).innerText(), 'Awaiting review by your payment specialist');
      const progress = page.getByRole('region', { name: 'Order progress' });
      assert.equal(await progress.locator('[aria-current="step"]').innerText().then((s) => s.includes('Order placement')), true);
      assert.match(await page.getByTestId('order-next-step').innerText(), /An unpaid order closes itself 8 days after it was placed/);
      assert.match(await page.getByTestId('order-history').innerText(), /Placed: Submitted[\s\S]*Submitted → Awaiting review by your payment specialist/);
      await expectNoAxeViolations(page);
      await page.evaluate(() => (window.__notReloaded = true));

      // The admin approves it in the console (second browser context).
      const ops = await consoleAsAdmin(staffContext, base);
      const d = mouse(ops);
      await d.click(ops.getByRole('button', { name: `Open order ${order.order_no}` }));
      await ops.getByRole('heading', { name: `Order ${order.order_no}` }).waitFor();
      await d.click(ops.getByRole('button', { name: 'Approve' }));
      await ops.getByTestId('ops-order-status').filter({ hasText: 'Waiting to pay' }).waitFor();

      // The payer's open detail follows without a reload, says so, and offers Pay now; the e-mail went out.
      await shownLive(page, 'Waiting to pay');
      assert.equal(await page.getByTestId('order-live-note').innerText(), 'The order was updated: Waiting to pay');
      await page.getByRole('link', { name: 'Pay now' }).waitFor();
      const mail = await mailWith(base, PAYER_EMAIL, order.order_no);
      assert.match(mail.body, /approved order/);

      // Paid (the provider's report), then the bank's reports by staff: each reaches the open page.
      await payByCard(base, payer.token, order.order_id);
      await shownLive(page, 'Payment received');
      await page.getByTestId('order-quote').getByText("Paid with this quote (Bank card)").waitFor();
      assert.match(await page.getByTestId('order-payments').innerText(), /Bank card[^·]*· .+ · succeeded/);
      // The staff member finds the paid order again (the console shows an order as it was when opened).
      await d.click(ops.getByRole('button', { name: 'Order search' }));
      await d.fill(ops.getByRole('searchbox', { name: 'Order number, phone, name or institution' }), order.order_no);
      await d.click(ops.getByRole('button', { name: 'Search', exact: true }));
      await d.click(ops.getByRole('button', { name: `Open order ${order.order_no}` }));
      await ops.getByTestId('ops-order-status').filter({ hasText: 'Paid' }).waitFor();
      for (const [action, status] of [
        ['Currency exchange started', 'Currency exchanging'],
        ['Remitted', 'Remitted'],
        ['Arrived at the payee', 'Payment arrived'],
      ]) {
        await d.click(ops.getByRole('button', { name: action, exact: true }));
        await shownLive(page, status);
      }
      await mailWith(base, PAYER_EMAIL, 'has arrived at the payee');

      // Confirm arrival asks first; the safe answer has focus. Then the order closes as completed.
      const confirm = page.getByRole('button', { name: 'Confirm arrival' });
      await k.click(confirm);
      const dialog = page.getByRole('dialog', { name: 'Confirm the payment arrived?' });
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Not yet' }).evaluate((el) => el === document.activeElement), true);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape'); // not yet: nothing changes
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await statusOf(page).innerText(), 'Payment arrived');
      await k.click(confirm);
      await dialog.waitFor();
      await tabTo(page, dialog.getByRole('button', { name: 'Yes, it arrived' }));
      await page.keyboard.press('Enter');
      await shownLive(page, 'Completed');
      await page.locator('[data-slot="toast-message"]', { hasText: 'Thank you for confirming' }).waitFor();
      assert.equal(await heading.evaluate((el) => el === document.activeElement), true, 'focus back on the order heading');
      assert.match(await progress.innerText(), /Order completed/);
      await expectNoAxeViolations(page);

      // Back in My Orders, the closed tab lists it (arrow keys move between the tabs).
      await k.click(page.getByRole('link', { name: 'Back to My Orders' }));
      await page.getByRole('tab', { name: 'Ongoing' }).waitFor();
      await tabTo(page, page.getByRole('tab', { name: 'Ongoing' }));
      await page.keyboard.press('ArrowRight');
      await page.getByTestId('my-order').filter({ hasText: `Order ${order.order_no}` }).getByText('Completed').waitFor();
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await payerContext.close();
      await staffContext.close();
    }
  });

  test('cancel asks first, then re-order opens the form with the old data; the tracking link; a second payer sees nothing', async () => {
    const base = e2e.server.base;
    const payer = await registeredUser(base, { name: '韩梅' });
    const order = await placeOrder(base, payer.token); // UCL: no review, waiting to pay
    const context = await loggedInContext(e2e.browser, base, payer.token);
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    const outsider = await registeredUser(base, { name: '王五' });
    const outsiderContext = await loggedInContext(e2e.browser, base, outsider.token);
    const guest = await e2e.browser.newContext();
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const d = mouse(page);
      await page.goto(`${base}/user_center?order_id=${order.order_id}`);
      await page.getByRole('heading', { level: 2, name: `Order ${order.order_no}` }).waitFor();
      assert.equal(await statusOf(page).innerText(), 'Waiting to pay');

      // The tracking link: anyone with it sees the progress, nothing personal.
      await d.click(page.getByRole('button', { name: 'Create a tracking link' }));
      const url = await page.getByRole('textbox', { name: 'Tracking link' }).inputValue();
      assert.match(url, /\/track\?order_id=.+&expires=\d+&sig=/);
      const tracking = await guest.newPage();
      await tracking.goto(url);
      await tracking.getByTestId('track').waitFor();
      const shown = await tracking.getByTestId('track').innerText();
      assert.match(shown, new RegExp(`Order ${order.order_no}`));
      assert.match(shown, /The order is ready to pay/);
      for (const secret of ['李雷', '韩梅', '110105', '13800138000']) assert.ok(!shown.includes(secret), `no ${secret} on the tracking page`);
      await expectNoAxeViolations(tracking);

      // A second payer opening the same order: not found, nothing of it shown.
      const other = await outsiderContext.newPage();
      await other.goto(`${base}/user_center?order_id=${order.order_id}`);
      await other.getByText(/This order was not found in your account|您的账户中没有此订单/).waitFor();
      assert.ok(!(await other.locator('body').innerText()).includes(order.order_no));

      // Cancel: "Keep the order" changes nothing; then cancelled for real.
      await d.click(page.getByRole('button', { name: 'Cancel order' }));
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.waitFor();
      await expectNoAxeViolations(page);
      await d.click(dialog.getByRole('button', { name: 'Keep the order' }));
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await statusOf(page).innerText(), 'Waiting to pay');
      await d.click(page.getByRole('button', { name: 'Cancel order' }));
      await d.click(dialog.getByRole('button', { name: 'Yes, cancel the order' }));
      await statusOf(page).filter({ hasText: /^Cancelled$/ }).waitFor();
      await page.locator('[data-slot="toast-message"]', { hasText: 'The order has been cancelled' }).waitFor();
      assert.match(await page.getByRole('region', { name: 'Order progress' }).innerText(), /Order closed/);
      assert.equal(await page.getByRole('button', { name: 'Cancel order' }).count(), 0);

      // Re-order: the form of the same account opens with the old order's data (agreement asked again).
      await d.click(page.getByRole('button', { name: 'Re-order' }));
      await page.waitForURL(/\/order\?account_id=15$/);
      const studentName = page.getByRole('textbox', { name: /Chinese name/ }).first();
      await studentName.waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => i.value === '李雷'));
      assert.ok(await page.locator('input').evaluateAll((inputs) => inputs.some((i) => i.value === '12000.00' || i.value === '12,000.00')), 'the amount came back');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await outsiderContext.close();
      await guest.close();
    }
  });

  test('My Orders and an order detail are axe-clean in simplified Chinese', async () => {
    const base = e2e.server.base;
    const payer = await registeredUser(base, { name: '韩梅' });
    const order = await placeOrder(base, payer.token);
    const context = await loggedInContext(e2e.browser, base, payer.token, { locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh-CN', url: base }]);
    try {
      const page = await context.newPage();
      await page.goto(`${base}/user_center`);
      const card = page.getByTestId('my-order').filter({ hasText: `订单 ${order.order_no}` });
      await card.waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: '已关闭' }).click();
      await page.getByText('暂无已关闭的订单').waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: '进行中' }).click();
      await card.getByRole('button', { name: '查看订单' }).click();
      await page.getByRole('heading', { level: 2, name: `订单 ${order.order_no}` }).waitFor();
      assert.equal(await statusOf(page).innerText(), '待付款');
      assert.match(await detail(page).innerText(), /未付款订单在下单 8 天后自动关闭/);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '取消订单' }).click();
      await page.getByRole('dialog', { name: '确定取消此订单吗？' }).waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  test('the live stream comes back after a drop and takes each change once', async () => {
    const base = e2e.server.base;
    const payer = await registeredUser(base, { name: '韩梅' });
    const order = await placeOrder(base, payer.token);
    const context = await loggedInContext(e2e.browser, base, payer.token);
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    try {
      const page = await context.newPage();
      // The first connection drops at once (as a network would); the page must reconnect by itself.
      let streams = 0;
      await page.route('**/api/user/order_events?**', (route) => {
        streams += 1;
        return streams === 1 ? route.abort('connectionreset') : route.continue();
      });
      await page.goto(`${base}/user_center?order_id=${order.order_id}`);
      await page.getByRole('heading', { level: 2, name: `Order ${order.order_no}` }).waitFor();
      await page.evaluate(() => (window.__notReloaded = true));
      const deadline = Date.now() + 15_000;
      while (streams < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      assert.ok(streams >= 2, 'the page reconnected');
      await new Promise((r) => setTimeout(r, 1500)); // the history the new stream starts with is read
      // The payer cancels on another device: the open page follows, with one history row for it.
      const closed = await api(base, payer.token, 'POST', '/user/close_order', { order_id: order.order_id });
      assert.equal(closed.status_code, 200, closed.message);
      await shownLive(page, 'Cancelled');
      assert.equal(await page.getByTestId('order-live-note').innerText(), 'The order was updated: Cancelled');
      const rows = await page.getByTestId('order-history').locator('tbody tr').allInnerTexts();
      assert.equal(rows.filter((r) => r.includes('Waiting to pay → Cancelled')).length, 1, rows.join('\n'));
    } finally {
      await context.close();
    }
  });
});
