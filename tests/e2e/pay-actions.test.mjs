// Issue 17 item 6 on the payer's pages: the instructions page's "Send to my phone" (the SMS arrives in
// the dev outbox; the sending limit of 3 takes the button away) and "check now" (paybankcheck); the
// WeChat Pay page's payer WeChat ID with its Change option (a bad ID refused next to the field, what was
// typed kept, the saved one shown). Keyboard for the ID, mouse elsewhere; axe in en and zh-CN.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keyboard, mouse } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { payerWithOrder } from './pay.mjs';

const e2e = serverAndBrowser();

async function startWith(page, d, orderId, method) {
  await page.goto(`${e2e.server.base}/pay?order_id=${orderId}`);
  await page.getByRole('heading', { level: 1, name: /^(Pay order|支付订单) EP\d+$/ }).waitFor();
  await d.check(page.locator(`input[type="radio"][value="${method}"]`));
  await page.locator('[data-slot="quote-summary"][data-state="live"]').waitFor();
  await d.click(page.getByRole('button', { name: /^(Pay|支付) (CN)?¥/ }));
}

const outboxTo = async (to) => (await (await fetch(`${e2e.server.base}/dev/outbox.json`)).json()).filter((m) => m.to === to);

describe('payment page actions', () => {
  test('instructions: send to my phone three times, then the limit; check now', async () => {
    const { context, page, order, errors } = await payerWithOrder(e2e);
    const d = mouse(page);
    try {
      await startWith(page, d, order.order_id, 'transfer');
      await page.getByRole('heading', { level: 1, name: 'Payment instructions' }).waitFor();
      const reference = (await page.locator('[data-field="reference"] .font-mono').innerText()).trim();
      for (const left of [2, 1, 0]) {
        await d.click(page.getByRole('button', { name: 'Send to my phone' }));
        await page.getByText(new RegExp(`^Sent to \\+86 138\\*\\*\\*\\*8000\\. ${left === 0 ? 'No more sends left' : `${left} more sends? left`}\\.`)).waitFor();
      }
      assert.equal(await page.getByRole('button', { name: 'Send to my phone' }).count(), 0);
      // The order's payer mobile (placeOrder: 13800138000) got the instructions with the reference.
      const deadline = Date.now() + 10_000;
      let texts = [];
      while (Date.now() < deadline && (texts = (await outboxTo('+8613800138000')).filter((m) => m.body.includes(reference))).length < 3) await new Promise((r) => setTimeout(r, 200));
      assert.equal(texts.length, 3);
      await d.click(page.getByRole('button', { name: 'I have sent the transfer: check now' }));
      await page.getByText(/Checked with the bank: not arrived yet\./).waitFor();
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('WeChat Pay: the payer WeChat ID, changed by keyboard; a bad one refused next to the field', async () => {
    const { context, page, order, errors } = await payerWithOrder(e2e);
    try {
      await startWith(page, mouse(page), order.order_id, 'wechat');
      await page.waitForURL(/\/wx_pay\?payment_id=/);
      await page.getByTestId('wechat-payer-id').waitFor();
      assert.equal(await page.getByTestId('wechat-payer-id').innerText(), 'Payer WeChat ID: Not given');
      const d = keyboard(page);
      await d.click(page.getByRole('button', { name: 'Change Payer WeChat ID' }));
      await d.fill(page.getByRole('textbox', { name: 'Payer WeChat ID' }), 'a b');
      await d.click(page.getByRole('button', { name: 'Save' }));
      const field = page.getByRole('textbox', { name: 'Payer WeChat ID' });
      assert.equal(await field.getAttribute('aria-invalid'), 'true');
      assert.equal(await field.inputValue(), 'a b');
      await expectNoAxeViolations(page);
      await d.fill(field, 'han_mei_1975');
      await d.click(page.getByRole('button', { name: 'Save' }));
      await page.getByText('WeChat ID saved').waitFor();
      assert.equal(await page.getByTestId('wechat-payer-id').innerText(), 'Payer WeChat ID: han_mei_1975');
      await page.reload();
      await page.getByText('Payer WeChat ID: han_mei_1975').waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('axe in zh-CN: the phone action and the WeChat ID', async () => {
    const { context, page, order, errors } = await payerWithOrder(e2e, { language: 'zh-CN' });
    const d = mouse(page);
    try {
      await startWith(page, d, order.order_id, 'transfer');
      await d.click(page.getByRole('button', { name: '发送到手机' }));
      await page.getByText(/^已发送到 \+86 138\*\*\*\*8000。还可发送 2 次。/).waitFor();
      await expectNoAxeViolations(page);
      const second = await payerWithOrder(e2e, { language: 'zh-CN' });
      try {
        await startWith(second.page, mouse(second.page), second.order.order_id, 'wechat');
        await second.page.getByTestId('wechat-payer-id').waitFor();
        await mouse(second.page).click(second.page.getByRole('button', { name: '修改 付款人微信号' }));
        await second.page.getByRole('textbox', { name: '付款人微信号' }).waitFor();
        await expectNoAxeViolations(second.page);
        assert.deepEqual(second.errors, []);
      } finally {
        await second.context.close();
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
