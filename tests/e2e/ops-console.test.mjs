// The operations console (/ops, issue 18 items 4-6) end to end against the real server: a payer's order
// that needs review (Columbia's account) is approved in the console by the development admin (password,
// then the TOTP code from their authenticator secret) in a second browser context, and the payer's user
// centre then shows it waiting for payment. Mouse for the approval, keyboard only for the login; every
// console screen (login, TOTP, review queue, search, order detail) is axe-clean in en and zh-CN.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { keyboard, mouse } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { ORDER, accountIdOf } from './example-order.mjs';
import { ADMIN, EN, WANG, ZH, staffToken, wangsPayer } from './ops.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';

const e2e = serverAndBrowser();


/** A tuition order of the payer with `token` to an account that needs review; answers its id and number. */
async function orderNeedingReview(base, token) {
  // The documented example without its payment reference (Columbia's account asks for none), enrolling this year.
  const body = {
    ...ORDER,
    payment_reference: undefined,
    account_id: await accountIdOf(base, 'DEMO-US-COLUMBIA-UNIVERSITY'),
    admission_year: 2026,
  };
  const res = await fetch(`${base}/api/order/order_submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': `ops-e2e-${Date.now()}` },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  assert.equal(answer.status_code, 200, answer.message);
  assert.equal(answer.data.status, 'awaiting_review');
  return answer.data;
}

/** Logs the admin in with the keyboard only: password, then the current TOTP code. */
async function adminLogin(page, text) {
  const k = keyboard(page);
  await page.getByRole('heading', { name: text.loginTitle }).waitFor();
  await k.fill(page.getByRole('textbox', { name: text.login }), ADMIN.login);
  await k.fill(page.getByLabel(new RegExp(`^${text.password}`)).first(), ADMIN.password);
  await k.click(page.getByRole('button', { name: text.submit }));
  await page.getByRole('heading', { name: text.totpTitle }).waitFor();
  return k;
}


describe('operations console', () => {
  test("a payer's order needing review is approved in the console; the payer's user centre shows it waiting for payment", async () => {
    const base = e2e.server.base;
    const payer = await registeredUser(base, { name: '韩梅' });
    const { order_no: orderNo, order_id: orderId } = await orderNeedingReview(base, payer.token);

    const payerContext = await loggedInContext(e2e.browser, base, payer.token);
    const staffContext = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await staffContext.addCookies([{ name: 'language', value: 'en', url: base }]);
    try {
      const payerPage = await payerContext.newPage();
      await payerPage.goto(`${base}/user_center`);
      const myOrder = payerPage.getByTestId('my-order').filter({ hasText: orderNo });
      await myOrder.getByText('Your payment specialist is reviewing the order').waitFor();
      // Until approved, /pay and the upload page say the specialist is reviewing it and by when, never a load failure
      // or "you can go to payment".
      await payerPage.goto(`${base}/pay?order_id=${orderId}`);
      const review = payerPage.getByTestId('pay-review');
      await review.getByText('Your payment specialist is reviewing this order').first().waitFor();
      assert.match(await review.innerText(), /You will get an SMS once it can be paid, by \d{4}-\d\d-\d\d 17:00 \(Beijing time\)/);
      assert.equal(await payerPage.getByText('could not be loaded').count(), 0);
      await expectNoAxeViolations(payerPage);
      await payerPage.goto(`${base}/idents_all?order_id=${orderId}`);
      const status = payerPage.getByTestId('documents-status');
      await status.getByText('Your payment specialist is reviewing this order').first().waitFor();
      assert.equal(await status.getByRole('link', { name: /payment/i }).count(), 0, 'no way to payment before approval');
      assert.equal(await status.getByText('You can go to payment').count(), 0);
      await payerPage.goto(`${base}/user_center`);

      const page = await staffContext.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/ops`);
      await page.getByRole('heading', { level: 1, name: 'EduPay operations console' }).waitFor();
      await expectNoAxeViolations(page);
      const k = await adminLogin(page, EN);
      await expectNoAxeViolations(page);
      // A wrong code first: refused beside nothing lost, then the right one.
      await k.fill(page.getByRole('textbox', { name: EN.code }), '000000');
      await k.click(page.getByRole('button', { name: EN.verify }));
      await page.getByText(/The code is wrong or already used/).first().waitFor(); // the alert (and the kit's live region saying it)
      await k.fill(page.getByRole('textbox', { name: EN.code }), await generate({ secret: ADMIN.totp }));
      await k.click(page.getByRole('button', { name: EN.verify }));
      await page.getByText('Signed in as Ops Admin (administrator)').waitFor();

      // The review queue lists the order; it opens with its history and the approve action.
      const d = mouse(page);
      await page.getByRole('heading', { name: 'Orders awaiting review' }).waitFor();
      const open = page.getByRole('button', { name: `Open order ${orderNo}` });
      await open.waitFor();
      await expectNoAxeViolations(page);
      await d.click(open);
      await page.getByRole('heading', { name: `Order ${orderNo}` }).waitFor();
      assert.equal(await page.getByTestId('ops-order-status').innerText(), 'Awaiting review');
      await expectNoAxeViolations(page);
      await d.click(page.getByRole('button', { name: 'Approve' }));
      await page.getByText(`Order ${orderNo} is now: Waiting to pay`).first().waitFor();
      assert.equal(await page.getByTestId('ops-order-status').innerText(), 'Waiting to pay');
      await page.getByRole('cell', { name: /Awaiting review → Waiting to pay/ }).waitFor();

      // The payer's list shows it after a reload (the open order detail follows live: user-orders.test.mjs).
      await payerPage.reload();
      await myOrder.getByText('Waiting for your payment').waitFor();

      // Search finds the order by number.
      await d.click(page.getByRole('button', { name: 'Order search' }));
      await d.fill(page.getByRole('searchbox', { name: 'Order number, phone, name or institution' }), orderNo);
      await d.click(page.getByRole('button', { name: 'Search', exact: true }));
      await page.getByRole('button', { name: `Open order ${orderNo}` }).waitFor();
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await payerContext.close();
      await staffContext.close();
    }
  });

  test('every console screen is axe-clean in simplified Chinese', async () => {
    const base = e2e.server.base;
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh-CN', url: base }]);
    try {
      const page = await context.newPage();
      await page.goto(`${base}/ops`);
      await page.getByRole('heading', { level: 1, name: 'EduPay 运营后台' }).waitFor();
      await expectNoAxeViolations(page);
      const k = await adminLogin(page, ZH);
      await expectNoAxeViolations(page);
      // The previous test spent the current code: wait for the next time step.
      const used = await generate({ secret: ADMIN.totp });
      let code = used;
      while (code === used) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        code = await generate({ secret: ADMIN.totp });
      }
      await k.fill(page.getByRole('textbox', { name: ZH.code }), code);
      await k.click(page.getByRole('button', { name: ZH.verify }));
      await page.getByRole('heading', { name: '待审核订单' }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '订单查询' }).click();
      await page.getByRole('searchbox', { name: '订单号、手机号、姓名或收款机构' }).fill('Columbia');
      await page.getByRole('button', { name: '查询', exact: true }).click();
      const first = page.getByRole('button', { name: /^打开订单 / }).first();
      await first.waitFor();
      await expectNoAxeViolations(page);
      await first.click();
      await page.getByRole('heading', { name: /^订单 EP/ }).waitFor();
      await expectNoAxeViolations(page);

      // The audit log reads page by page (50 rows): a payment specialist's 55 identity reveals (each one
      // audited) on an order of their payer make two.
      const wang = await staffToken(base, WANG);
      const { order_id: orderId } = await orderNeedingReview(base, (await wangsPayer(base)).token);
      for (let i = 0; i < 55; i += 1) {
        const reveal = await fetch(`${base}/api/ops/reveal_identity`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: wang }, body: JSON.stringify({ order_id: orderId, field: 'payer_id_number' }) });
        assert.equal((await reveal.json()).status_code, 200);
      }
      await page.getByRole('button', { name: '审计日志' }).click();
      const rows = page.getByTestId('ops-audit-row');
      await rows.nth(49).waitFor();
      assert.equal(await rows.count(), 50, 'one page');
      assert.match(await rows.first().innerText(), /王静 \(wang\.jing\)\s+order\.reveal_identity/, 'newest first');
      await page.getByRole('button', { name: '更早的记录' }).click();
      await rows.nth(50).waitFor();
      const total = await rows.count();
      assert.ok(total > 55 && total < 100, `the next page added below: ${total} rows`);
      assert.equal(await page.getByRole('button', { name: '更早的记录' }).count(), 0, 'no older page left');
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
