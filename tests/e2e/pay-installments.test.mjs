// Issue 17 item 4 end to end: a bank transfer in installments. The installment modal on /pay (keyboard
// only): the server's first plan, an amount changed, the rest following, a decimal refused next to its
// field, an installment added; the plan paid; /pay_confirm lists each installment with its own
// reference; the funds of each arrive from the dev page and the page follows to the result. axe clean
// in en and zh-CN with the modal open and on the instructions.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keyboard, mouse } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { fundsArrive, payerWithOrder } from './pay.mjs';

const e2e = serverAndBrowser();

async function chooseTransfer(page, d, orderId) {
  await page.goto(`${e2e.server.base}/pay?order_id=${orderId}`);
  await page.getByRole('heading', { level: 1, name: /^(Pay order|支付订单) EP\d+$/ }).waitFor();
  await d.check(page.locator('input[type="radio"][value="transfer"]'));
  await page.locator('[data-slot="quote-summary"][data-state="live"]').waitFor();
}

const group = (page, name) => page.getByRole('group', { name, exact: true });
const amountIn = (page, name) => group(page, name).getByRole('textbox');

async function installmentsOf(token, paymentId) {
  const res = await fetch(`${e2e.server.base}/api/order/pay_result?payment_id=${paymentId}`, { headers: { authorization: token } });
  const json = await res.json();
  assert.equal(json.status_code, 200, json.message);
  return json.data.installments;
}

describe('installments', () => {
  test('keyboard: plan in the modal, pay, each installment with its own reference, funds arrive one by one', async () => {
    const { token, context, page, order, errors } = await payerWithOrder(e2e);
    const d = keyboard(page);
    try {
      await chooseTransfer(page, d, order.order_id);
      await d.click(page.getByRole('button', { name: 'Pay in installments' }));
      const dialog = page.getByRole('dialog', { name: 'Pay in installments' });
      await dialog.waitFor();
      // The server's first plan: 30,000 each, the rest last (12,000 GBP is about 110,000 CNY).
      assert.equal(await amountIn(page, 'Installment 1').inputValue(), '30000');
      const restBefore = await page.getByTestId('installment-rest').innerText();
      assert.match(restBefore, /^Installment 4 \(the rest\): CN¥[\d,]+\.\d\d$/);
      await expectNoAxeViolations(page);
      // Lower the first: the rest grows above 30,000 and the plan cannot be used until one is added.
      await d.fill(amountIn(page, 'Installment 1'), '10000');
      await dialog.getByText(/The rest \(CN¥[\d,]+\.\d\d\) is above CN¥30,000\.00: add an installment\./).waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Use this plan' }).isDisabled(), true);
      await d.click(dialog.getByRole('button', { name: 'Add an installment' }));
      assert.match(await page.getByTestId('installment-rest').innerText(), /^Installment 5 \(the rest\): CN¥[\d,]+\.\d\d$/);
      // A decimal is refused next to its field; what was typed stays.
      await d.fill(amountIn(page, 'Installment 2'), '29999.50');
      await page.keyboard.press('Tab');
      await group(page, 'Installment 2').getByText('Installment amounts must be whole numbers').waitFor();
      assert.equal(await amountIn(page, 'Installment 2').inputValue(), '29999.50');
      assert.equal(await dialog.getByRole('button', { name: 'Use this plan' }).isDisabled(), true);
      await d.fill(amountIn(page, 'Installment 2'), '30000');
      await d.click(dialog.getByRole('button', { name: 'Use this plan' }));
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(/^In 5 installments: CN¥10,000\.00 \+ CN¥30,000\.00 \+ CN¥30,000\.00 \+ CN¥30,000\.00 \+ CN¥[\d,]+\.\d\d$/).waitFor();

      await d.click(page.getByRole('button', { name: /^Pay CN¥/ }));
      await page.waitForURL(/\/pay_confirm\?payment_id=/);
      const paymentId = new URL(page.url()).searchParams.get('payment_id');
      const list = page.getByTestId('installment-list');
      await list.waitFor();
      assert.equal(await list.locator('tbody tr').count(), 5);
      const references = await list.locator('tbody td.font-mono').allInnerTexts();
      assert.equal(new Set(references).size, 5);
      for (const reference of references) assert.match(reference, /^EP[0-9A-F]{10}$/);
      // The instructions show the first installment's reference and amount.
      assert.equal((await page.locator('[data-field="reference"] .font-mono').innerText()).trim(), references[0]);
      await expectNoAxeViolations(page);

      const installments = await installmentsOf(token, paymentId);
      assert.deepEqual(installments.slice(0, 4).map((i) => i.amount), ['10000.00', '30000.00', '30000.00', '30000.00']);
      await fundsArrive(e2e.server.base, installments[0].installment_id);
      await d.click(page.getByRole('button', { name: 'Refresh status' }));
      await list.locator('tbody tr[data-status="paid"]').first().waitFor();
      assert.equal(await list.locator('tbody tr').first().locator('td').last().innerText(), 'Paid');
      for (const installment of installments.slice(1)) await fundsArrive(e2e.server.base, installment.installment_id);
      await page.waitForURL(/\/pay_result\?payment_id=/);
      await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('axe in zh-CN: the modal and the installment list', async () => {
    const { context, page, order, errors } = await payerWithOrder(e2e, { language: 'zh-CN' });
    const d = mouse(page);
    try {
      await chooseTransfer(page, d, order.order_id);
      await d.click(page.getByRole('button', { name: '分期支付' }));
      const dialog = page.getByRole('dialog', { name: '分期支付' });
      await dialog.waitFor();
      assert.match(await page.getByTestId('installment-rest').innerText(), /^第 4 期（剩余部分）: ¥[\d,]+\.\d\d$/);
      await expectNoAxeViolations(page);
      await d.click(dialog.getByRole('button', { name: '使用此分期方案' }));
      await page.getByText(/^分 4 期：/).waitFor();
      await d.click(page.getByRole('button', { name: /^支付 ¥/ }));
      await page.getByRole('heading', { level: 2, name: '您的分期' }).waitFor();
      assert.equal(await page.getByTestId('installment-list').locator('tbody tr').first().locator('td').last().innerText(), '待支付');
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
