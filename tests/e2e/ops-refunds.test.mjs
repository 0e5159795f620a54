// Refunds from the operations console (issue 18 item 4) end to end against the real server: a payer's
// order is paid by bank transfer (the sandbox's funds arrive); finance logs in (password and TOTP, keyboard
// only), finds the order, and refunds part of it through the refund form (amount, reason, a confirmation
// step), with the keyboard; the refund shows in the order and in the Refunds screen. An admin then reads it
// in the Audit log, and the payer reads it on their own order detail. Every new console screen (order
// detail with refunds and the form, its confirmation, Refunds, Audit log) and the payer's order detail
// with its refunds are axe-clean in en and zh-CN.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { serverAndBrowser } from './harness.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { smsCode } from './outbox.mjs';
import { fundsArrive, placeOrder, startTransferPayment } from './pay.mjs';
import { ADMIN, EN, FINANCE, LI, WANG, ZH, staffLogin } from './ops.mjs';

const e2e = serverAndBrowser();

const MANAGERS = [WANG, LI]; // payment specialists


/** A paid order of a new payer: placed, its documents uploaded, paid by transfer, the funds arrived; with the payer's session token. */
async function paidOrder(base, payer = null) {
  payer ??= await registeredUser(base, { name: '韩梅' });
  const order = await placeOrder(base, payer.token);
  const { payment } = await startTransferPayment(base, payer.token, order.order_id);
  await fundsArrive(base, payment.payment_id);
  return { ...order, total: payment.amount, currency: payment.currency, token: payer.token };
}

/** The payer opens their order detail in the user centre (a context of their own) and finds the refund the console issued. */
async function payerSeesRefund(base, order, { language, heading, title, amount, status, days }) {
  const context = await loggedInContext(e2e.browser, base, order.token, language === 'zh-CN' ? { locale: 'zh-CN' } : {});
  await context.addCookies([{ name: 'language', value: language, url: base }]);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/user_center?order_id=${order.order_id}`);
    await page.getByRole('heading', { name: heading, level: 3 }).waitFor();
    const refund = page.getByTestId('order-refund');
    assert.equal(await refund.count(), 1);
    assert.match(await refund.getByRole('heading', { level: 4 }).innerText(), title);
    const text = await refund.innerText();
    assert.match(text, amount);
    assert.equal(await refund.getByTestId('order-refund-status').innerText(), status);
    assert.ok(text.includes(days), `${days} in ${text}`);
    await expectNoAxeViolations(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
}

/** The demo payer (+86 13700000001, seeded as Jing Wang's payer: packages/server/src/modules/ops/README.md), logged in by SMS. */
async function demoPayer(base) {
  const post = async (path, body, token) =>
    (await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: JSON.stringify(body) })).json();
  assert.equal((await post('/user/send_verification', { tel_code: '+86', phone: '13700000001' })).status_code, 200);
  const login = await post('/user/login', { tel_code: '+86', phone: '13700000001', phone_captcha: await smsCode(base, '+8613700000001') });
  assert.equal(login.status_code, 200, login.message);
  return { token: login.token };
}


describe('refunds in the operations console', () => {
  test('finance refunds part of a paid order with the keyboard; it shows in the order and in Refunds; the admin reads it in the Audit log, the payer on their order (en)', async () => {
    const base = e2e.server.base;
    const order = await paidOrder(base);
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/ops`);
      const k = await staffLogin(page, FINANCE, EN);
      await page.getByText('Signed in as').waitFor();
      await page.getByRole('heading', { name: 'Find an order' }).waitFor();
      await k.fill(page.getByRole('searchbox', { name: 'Order number, phone, name or institution' }), order.order_no);
      await k.click(page.getByRole('button', { name: 'Search', exact: true }));
      await k.click(page.getByRole('button', { name: `Open order ${order.order_no}` }));
      await page.getByRole('heading', { name: `Order ${order.order_no}` }).waitFor();
      await page.getByRole('heading', { name: 'Refund through the payment provider' }).waitFor();
      // Finance is offered the bank's next report, never the review actions.
      await page.getByRole('button', { name: 'Currency exchange started' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Approve' }).count(), 0);
      await expectNoAxeViolations(page);

      // Too much first: refused at the field, nothing typed lost.
      const amount = page.getByRole('textbox', { name: `Amount to refund (${order.currency})` });
      await k.fill(amount, '99999999.00');
      await k.select(page.getByRole('combobox', { name: 'Reason' }), 'Price-match claim granted');
      await k.click(page.getByRole('button', { name: 'Review the refund' }));
      await page.getByText(/^At most .* can be refunded, refund fee included$/).first().waitFor();
      assert.equal(await amount.inputValue(), '99999999.00');
      await k.fill(amount, '100.00');
      await k.click(page.getByRole('button', { name: 'Review the refund' }));
      await page.getByText(`Refund 100.00 ${order.currency} to the payer (refund fee kept: 0.00 ${order.currency})?`, { exact: false }).waitFor();
      await expectNoAxeViolations(page);
      await k.click(page.getByRole('button', { name: 'Confirm refund' }));
      await page.getByText(`Refund of 100.00 ${order.currency}: Refunded`).first().waitFor();
      const row = page.getByTestId('ops-refund-row');
      assert.equal(await row.count(), 1);
      assert.match(await row.innerText(), /100\.00/);
      assert.match(await row.innerText(), /Price-match claim granted/);
      await expectNoAxeViolations(page);

      // The Refunds screen lists it with its order.
      await k.click(page.getByRole('button', { name: 'Refunds', exact: true }));
      await page.getByRole('heading', { name: 'Refunds', level: 2 }).waitFor();
      await page.getByRole('button', { name: `Open order ${order.order_no}` }).waitFor();
      await expectNoAxeViolations(page);
      assert.equal(await page.getByRole('button', { name: 'Audit log' }).count(), 0); // finance does not read the audit log
      assert.deepEqual(errors, []);

      // The admin (another tab's session) reads the refund in the Audit log.
      const admin = await context.newPage();
      await admin.goto(`${base}/ops`);
      await staffLogin(admin, ADMIN, EN);
      await admin.getByRole('button', { name: 'Audit log' }).click();
      await admin.getByRole('heading', { name: 'Audit log', level: 2 }).waitFor();
      await admin.getByTestId('ops-audit-row').filter({ hasText: 'refund.request' }).first().waitFor();
      await expectNoAxeViolations(admin);
    } finally {
      await context.close();
    }
    // The payer reads it on their order: a part refunded, its status, and when the money comes back.
    await payerSeesRefund(base, order, { language: 'en', heading: 'Refunds', title: /^Partial refund requested on /, amount: /100\.00/, status: 'Refunded', days: 'within 5-7 working days' });
  });

  test('the refund screens and the payer\'s refunded order are axe-clean in simplified Chinese', async () => {
    const base = e2e.server.base;
    const order = await paidOrder(base);
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh-CN', url: base }]);
    try {
      const page = await context.newPage();
      await page.goto(`${base}/ops`);
      // The first test spent this step's admin code: wait for the next one.
      const used = await generate({ secret: ADMIN.totp });
      let code = used;
      while (code === used) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        code = await generate({ secret: ADMIN.totp });
      }
      await staffLogin(page, ADMIN, ZH);
      await page.getByRole('heading', { name: '待审核订单' }).waitFor();
      await page.getByRole('button', { name: '订单查询' }).click();
      await page.getByRole('searchbox', { name: '订单号、手机号、姓名或收款机构' }).fill(order.order_no);
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await page.getByRole('button', { name: `打开订单 ${order.order_no}` }).click();
      await page.getByRole('heading', { name: '通过支付服务商退款' }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('combobox', { name: '退款原因' }).selectOption('payer_request');
      await page.getByRole('button', { name: '核对退款' }).click();
      await page.getByRole('button', { name: '确认退款' }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '确认退款' }).click();
      await page.getByText(/^退款 .*：已退款$/).first().waitFor();
      assert.equal(await page.getByTestId('ops-order-status').innerText(), '已退款');
      await page.getByRole('button', { name: '退款', exact: true }).click();
      await page.getByRole('heading', { name: '退款', level: 2 }).waitFor();
      await page.getByTestId('ops-refund-row').first().waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '审计日志' }).click();
      await page.getByTestId('ops-audit-row').first().waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
    // Everything back at the payer's request: the 120.00 fee kept is shown with it.
    await payerSeesRefund(base, order, { language: 'zh-CN', heading: '退款记录', title: /^全额退款，申请于 /, amount: /120\.00/, status: '已退款', days: '通常在 5-7 个工作日内到账' });
  });

  test("a payment specialist sees their own payers' orders only, with their refunds but no refund form (en)", async () => {
    const base = e2e.server.base;
    // The demo payer is Jing Wang's: she sees the order, Ming Li does not.
    const order = await paidOrder(base, await demoPayer(base));
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    const found = [];
    try {
      for (const manager of MANAGERS) {
        const page = await context.newPage();
        await page.goto(`${base}/ops`);
        await staffLogin(page, manager, EN);
        await page.getByRole('heading', { name: 'Orders awaiting review' }).waitFor();
        await page.getByRole('button', { name: 'Order search' }).click();
        await page.getByRole('searchbox', { name: 'Order number, phone, name or institution' }).fill(order.order_no);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        const open = page.getByRole('button', { name: `Open order ${order.order_no}` });
        await Promise.race([open.waitFor(), page.getByText('No orders found.').waitFor()]);
        if ((await open.count()) === 0) {
          await page.getByRole('button', { name: 'Refunds', exact: true }).click();
          await page.getByRole('heading', { name: 'Refunds', level: 2 }).waitFor();
          await page.getByText('No refunds.').or(page.getByTestId('ops-refund-row').first()).waitFor();
          assert.equal(await page.getByRole('button', { name: `Open order ${order.order_no}` }).count(), 0);
          continue;
        }
        found.push(manager.login);
        await open.click();
        await page.getByRole('heading', { name: `Order ${order.order_no}` }).waitFor();
        await page.getByText(`Paid ${order.total} ${order.currency};`, { exact: false }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'Review the refund' }).count(), 0);
        assert.equal(await page.getByRole('button', { name: 'Currency exchange started' }).count(), 0);
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Refunds', exact: true }).click();
        await page.getByRole('heading', { name: 'Refunds', level: 2 }).waitFor();
        await expectNoAxeViolations(page);
      }
      assert.deepEqual(found, ['wang.jing']);
    } finally {
      await context.close();
    }
  });
});
