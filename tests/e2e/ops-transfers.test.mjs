// Unmatched bank transfers in the operations console (issue 18 item 4) end to end against the real server:
// a payer starts a bank-transfer payment and the sandbox bank receives money for it under a wrong reference
// (the /dev/sandbox/transfer call), so it lands in Unmatched transfers. Finance logs in (password and TOTP)
// and, with the keyboard only, attaches it to the order by number (a wrong number first: refused at the
// field, nothing typed lost); the order is paid. A second, unknown transfer is returned to the sender after
// a confirmation step. Finance reads the exchange rates; the admin sets one with the keyboard (zh-CN). Every
// screen is axe-clean in en and zh-CN, and the admin sees the actions in the Audit log.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keyboard } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { registeredUser } from './api-user.mjs';
import { placeOrder, startTransferPayment } from './pay.mjs';
import { ADMIN, EN, FINANCE, ZH, staffLogin } from './ops.mjs';

const e2e = serverAndBrowser();


/** An order of a new payer with a bank-transfer payment started (the money not sent yet). */
async function startedTransfer(base) {
  const payer = await registeredUser(base, { name: '韩梅' });
  const order = await placeOrder(base, payer.token);
  const { payment } = await startTransferPayment(base, payer.token, order.order_id);
  return { ...order, amount: payment.amount, currency: payment.currency, token: payer.token };
}

/** The sandbox bank receives a transfer with this reference (what the /dev/sandbox/transfer page sends). */
async function sendTransfer(base, reference, amount, senderName) {
  const res = await fetch(`${base}/dev/sandbox/transfer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reference, amount, currency: 'CNY', sender_name: senderName, sender_account: '6222 0200 1234 5678' }) });
  const json = await res.json();
  assert.equal(json.status_code, 200, json.message);
  assert.equal(json.data.matched, 0);
}


describe('unmatched transfers in the operations console', () => {
  test('finance attaches one to its order and returns another, keyboard only (en); the admin sets an FX rate and reads the Audit log (zh-CN), axe-clean', async () => {
    const base = e2e.server.base;
    const order = await startedTransfer(base);
    await sendTransfer(base, 'EP-TYPO-E2E', order.amount, 'Han Mei');
    await sendTransfer(base, '', '321.00', 'Unknown Sender');
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/ops`);
      const k = await staffLogin(page, FINANCE, EN);
      await page.getByText('Signed in as').first().waitFor();
      await k.click(page.getByRole('button', { name: 'Unmatched transfers' }));
      await page.getByRole('heading', { name: 'Unmatched bank transfers', level: 2 }).waitFor();
      await page.getByRole('rowheader', { name: 'EP-TYPO-E2E' }).waitFor();
      await expectNoAxeViolations(page);

      // Attach: a wrong order number is refused at the field; the right one pays the order.
      await k.click(page.getByRole('button', { name: `Attach or return ${order.amount} CNY` }).first());
      const orderNo = page.getByRole('textbox', { name: 'Order number' });
      await orderNo.waitFor();
      assert.equal(await orderNo.evaluate((el) => el === document.activeElement), true, 'the order number has focus');
      await k.fill(orderNo, 'EP-NO-SUCH-ORDER');
      await page.keyboard.press('Enter');
      await page.getByText('No order has this number').first().waitFor();
      assert.equal(await orderNo.inputValue(), 'EP-NO-SUCH-ORDER');
      await expectNoAxeViolations(page);
      await k.fill(orderNo, order.order_no);
      await page.keyboard.press('Enter');
      await page.getByText(`The transfer now pays order ${order.order_no}.`).first().waitFor();
      await page.getByRole('rowheader', { name: 'EP-TYPO-E2E' }).waitFor({ state: 'detached' });

      // Return the unknown one after the confirmation step.
      await k.click(page.getByRole('button', { name: 'Attach or return 321.00 CNY' }));
      await k.click(page.getByRole('button', { name: 'Return to the sender' }));
      await page.getByText('Send 321.00 CNY back to Unknown Sender through the payment provider?', { exact: false }).first().waitFor();
      await expectNoAxeViolations(page);
      await k.click(page.getByRole('button', { name: 'Confirm return' }));
      await page.getByText('The transfer is Returned.').first().waitFor();

      // Every status: the attached one opens its order, which is paid.
      await k.select(page.getByRole('combobox', { name: 'Status' }), 'All statuses');
      await page.getByRole('button', { name: order.order_no }).waitFor();
      await expectNoAxeViolations(page);
      await k.click(page.getByRole('button', { name: order.order_no }));
      await page.getByRole('heading', { name: `Order ${order.order_no}` }).waitFor();
      assert.equal(await page.getByTestId('ops-order-status').innerText(), 'Paid');

      // Exchange rates: finance reads them (with the spread), the form is the admin's.
      await k.click(page.getByRole('button', { name: 'Exchange rates' }));
      await page.getByRole('heading', { name: 'Exchange rates', level: 2 }).waitFor();
      await page.getByRole('rowheader', { name: 'GBP' }).waitFor();
      assert.equal(await page.getByRole('heading', { name: 'Set a rate by hand' }).count(), 0);
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }

    const zh = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await zh.addCookies([{ name: 'language', value: 'zh-CN', url: base }]);
    try {
      const page = await zh.newPage();
      await page.goto(`${base}/ops`);
      await staffLogin(page, ADMIN, ZH);
      await page.getByRole('button', { name: '未匹配转账' }).click();
      await page.getByRole('heading', { name: '未匹配的银行转账', level: 2 }).waitFor();
      await page.getByText('暂无转账。').first().waitFor();
      await page.getByRole('combobox', { name: '状态' }).selectOption('all');
      await page.getByTestId('ops-transfer-row').nth(1).waitFor();
      await expectNoAxeViolations(page);
      // The admin sets a rate with the keyboard: an exponent is refused at the field, then a decimal is saved.
      const k = keyboard(page);
      await k.click(page.getByRole('button', { name: '汇率', exact: true }));
      await page.getByRole('heading', { name: '手动设置汇率' }).waitFor();
      await expectNoAxeViolations(page);
      await k.select(page.getByRole('combobox', { name: '币种' }), 'GBP');
      const rate = page.getByRole('textbox', { name: '每 1 欧元兑换数' });
      await k.fill(rate, '8.4e-1');
      await k.fill(page.getByRole('textbox', { name: '原因' }), '银行柜台 10:00 汇率');
      await k.click(page.getByRole('button', { name: '保存汇率' }));
      await page.getByText('请输入大于 0、最多 12 位小数的数字，例如 7.7410').first().waitFor();
      assert.equal(await rate.evaluate((el) => el === document.activeElement), true, 'focus on the rate');
      await expectNoAxeViolations(page);
      await k.fill(rate, '0.8412');
      await k.click(page.getByRole('button', { name: '保存汇率' }));
      await page.getByText('GBP 现为每欧元 0.8412。').first().waitFor();
      // The table reloads after the confirmation (CI read it one reload early): wait for the new row.
      const gbp = page.getByTestId('ops-fx-row').filter({ hasText: 'GBP' });
      await gbp.filter({ hasText: '0.8412' }).waitFor();
      assert.match(await gbp.innerText(), /0\.8412[\s\S]*员工设置/);

      await page.getByRole('button', { name: '审计日志' }).click();
      await page.getByTestId('ops-audit-row').filter({ hasText: 'fx.set_rate' }).first().waitFor();
      await page.getByTestId('ops-audit-row').filter({ hasText: 'transfer.attach' }).first().waitFor();
      await page.getByTestId('ops-audit-row').filter({ hasText: 'transfer.return' }).first().waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await zh.close();
    }
  });
});
