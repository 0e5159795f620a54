// Issue 17's payment pages end to end, against the real server and its sandbox acquirer: pay an order by
// card (mouse and keyboard only; a decline, then Pay Again), by bank transfer (instructions, copy, the
// funds arriving from the dev page), by a WeChat-like QR confirmed from a second browser context acting
// as the phone; the quote's countdown and re-quote; a paid order sent back to the paid-order page. axe
// clean in en and zh-CN.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keyboard, mouse } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { downloadedPdf, fundsArrive, payerWithOrder } from './pay.mjs';

const e2e = serverAndBrowser();

const method = (page, id) => page.locator(`input[type="radio"][value="${id}"]`);
const quoteId = (page) => page.locator('[data-slot="quote-summary"]').getAttribute('data-quote-id');

/** Opens /pay for the order and chooses a method; waits for the server's quote. */
async function chooseMethod(page, d, orderId, id) {
  await page.goto(`${e2e.server.base}/pay?order_id=${orderId}`);
  await page.getByRole('heading', { level: 1, name: /^(Pay order|支付订单) EP\d+$/ }).waitFor();
  await d.check(method(page, id));
  await page.locator('[data-slot="quote-summary"][data-state="live"]').waitFor();
}

/** On the sandbox acquirer's hosted page: type a card number and pay. */
async function payOnHostedPage(page, d, number) {
  await page.waitForURL(/\/dev\/sandbox\/pay\//);
  await d.fill(page.getByLabel('Card number'), number);
  await d.click(page.getByRole('button', { name: 'Pay' }));
}

describe('pay journey', () => {
  for (const makeDriver of [mouse, keyboard]) {
    test(`card: quote → hosted page → success; the paid order is sent back to the paid-order page (${makeDriver({}).name})`, async () => {
      const { order, context, page, errors } = await payerWithOrder(e2e);
      const d = makeDriver(page);
      try {
        await chooseMethod(page, d, order.order_id, 'card');
        const summary = page.locator('[data-slot="quote-summary"]');
        assert.match(await summary.innerText(), /Your quote[\s\S]*Rate locked for (29:\d\d|30:00)[\s\S]*1 GBP = \d+\.\d{6} CNY[\s\S]*Payment amount[\s\S]*Total to pay\s*CN¥[\d,]+\.\d\d/);
        await expectNoAxeViolations(page);
        await d.click(page.getByRole('button', { name: /^Pay CN¥[\d,]+\.\d\d$/ }));
        await payOnHostedPage(page, d, '4242 4242 4242 4242');
        await page.waitForURL(/\/pay_result\?payment_id=/);
        await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
        assert.match(await page.getByTestId('pay-result').innerText(), /We received CN¥[\d,]+\.\d\d[\s\S]*Card visa •••• 4242/i);
        await expectNoAxeViolations(page);
        // The receipt: a PDF with the order number and the student's Chinese name (glyphs embedded).
        const receipt = await downloadedPdf(page, () => d.click(page.getByRole('button', { name: 'Download receipt (PDF)' })));
        assert.equal(receipt.name, `EduPay-receipt-${order.order_no}.pdf`);
        assert.match(receipt.text, new RegExp(`EduPay payment receipt[\\s\\S]*${order.order_no}[\\s\\S]*李雷`));
        // A paid order cannot re-enter payment: /pay tells it (4017), with a way to My Orders.
        await page.goto(`${e2e.server.base}/pay?order_id=${order.order_id}`);
        await page.getByRole('heading', { level: 1, name: 'This order is already paid' }).waitFor();
        await page.getByTestId('paid-order').waitFor();
        await expectNoAxeViolations(page);
        await d.click(page.getByRole('link', { name: 'My Orders' }));
        await page.waitForURL(/\/user_center$/);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  for (const [language, width] of [['en', 1280], ['zh-CN', 1280], ['en', 390], ['zh-CN', 390]]) {
    test(`before choosing, each method shows its fee, what the payer pays and what the school receives; refund terms beside Pay (${language}, ${width} px)`, async () => {
      const { order, context, page, errors } = await payerWithOrder(e2e, { language, width });
      const d = width < 768 ? keyboard(page) : mouse(page);
      try {
        await page.goto(`${e2e.server.base}/pay?order_id=${order.order_id}`);
        await page.getByRole('heading', { level: 1, name: /^(Pay order|支付订单) EP\d+$/ }).waitFor();
        const zh = language === 'zh-CN';
        const rows = page.locator('[data-slot="payment-method"]');
        assert.equal(await rows.count(), 5);
        for (let i = 0; i < 5; i += 1) {
          const row = rows.nth(i);
          // The payer's total and the school's amount are there before anything is chosen, and the fee reads as a fee.
          assert.match(await row.locator('[data-column="total"]').innerText(), /(CN)?¥[\d,]+\.\d\d/);
          // The school receives the bill whichever way the payer pays.
          assert.match(await row.locator('[data-column="receives"]').innerText(), /£12,0\d\d\.00$/);
          assert.match(await row.locator('[data-column="delivery"]').innerText(), zh ? /\d-\d 个工作日/ : /\d-\d business days/);
          assert.equal(await row.locator('[data-column="discount"]').count(), 0, 'no discount column: the fee is not a discount');
        }
        const transfer = rows.filter({ has: method(page, 'transfer') });
        assert.match(await transfer.locator('[data-column="fee"]').innerText(), zh ? /无手续费/ : /No processing fee/);
        assert.match(await page.getByTestId('rate-markup').innerText(), zh ? /比中间价高 \d+\.\d\d%/ : /\d+\.\d\d% above the mid-market rate of 1 GBP = \d+\.\d+ CNY/);
        // Each method's total on the page is what its quote then charges, before any option is added.
        await d.check(method(page, 'card'));
        await page.locator('[data-slot="quote-summary"][data-state="live"]').waitFor();
        const terms = page.getByTestId('refund-terms');
        assert.match(await terms.innerText(), zh ? /如需退款[\s\S]*7-10 个工作日[\s\S]*120\.00 CNY 退款手续费/ : /If you need a refund[\s\S]*within 7-10 working days[\s\S]*refund fee of 120\.00 CNY/);
        await d.check(method(page, 'transfer'));
        await page.waitForFunction(() => /5-7/.test(document.querySelector('[data-testid="refund-terms"]')?.textContent ?? ''));
        await expectNoAxeViolations(page);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test("the order form's full-arrival choice arrives ticked; a reload keeps the chosen method and its live quote", async () => {
    const { order, context, page, errors } = await payerWithOrder(e2e, { order: { full_arrival: 'use' } });
    const d = keyboard(page);
    try {
      await chooseMethod(page, d, order.order_id, 'transfer');
      const fullArrival = page.locator('input[type="checkbox"][data-option="full_arrival"]');
      assert.equal(await fullArrival.isChecked(), true, 'the form chose full arrival');
      const summary = page.locator('[data-slot="quote-summary"]');
      assert.match(await summary.innerText(), /Full-arrival/i);
      const before = await quoteId(page);
      await page.reload();
      await page.locator('[data-slot="quote-summary"][data-state="live"]').waitFor();
      assert.equal(await quoteId(page), before, 'the same live quote after a reload');
      assert.equal(await method(page, 'transfer').isChecked(), true);
      assert.equal(await fullArrival.isChecked(), true);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('card declined: the result says why, Pay Again returns to /pay with a fresh quote, and the order is paid once', async () => {
    const { order, context, page, errors } = await payerWithOrder(e2e);
    const d = mouse(page);
    try {
      await chooseMethod(page, d, order.order_id, 'card');
      await d.click(page.getByRole('button', { name: /^Pay CN¥/ }));
      await payOnHostedPage(page, d, '4000 0000 0000 0002');
      await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor();
      assert.match(await page.getByTestId('pay-result').innerText(), /did not go through: the card was declined/);
      await expectNoAxeViolations(page);
      await d.click(page.getByRole('button', { name: 'Pay Again' }));
      await page.waitForURL(new RegExp(`/pay\\?order_id=${order.order_id}$`));
      await d.check(method(page, 'card'));
      await page.locator('[data-slot="quote-summary"][data-state="live"]').waitFor();
      await d.click(page.getByRole('button', { name: /^Pay CN¥/ }));
      await payOnHostedPage(page, d, '4242424242424242');
      await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('bank transfer: instructions with a unique reference, copy, then the funds arrive and the page follows to the result', async () => {
    const { order, context, page, errors } = await payerWithOrder(e2e);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.base });
    const d = mouse(page);
    try {
      await chooseMethod(page, d, order.order_id, 'transfer');
      // Bank-transfer quotes hold six hours.
      assert.match(await page.locator('[data-slot="quote-countdown"]').innerText(), /Rate locked for (5:59:\d\d|6:00:00)/);
      await d.click(page.getByRole('button', { name: /^Pay CN¥/ }));
      await page.waitForURL(/\/pay_confirm\?payment_id=/);
      const paymentId = new URL(page.url()).searchParams.get('payment_id');
      await page.getByRole('heading', { level: 1, name: 'Payment instructions' }).waitFor();
      const reference = (await page.locator('[data-field="reference"] .font-mono').innerText()).trim();
      assert.match(reference, /^EP[0-9A-F]{10}$/);
      await d.click(page.getByRole('button', { name: 'Copy Reference' }));
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), reference);
      await d.click(page.getByRole('button', { name: 'Copy all' }));
      const all = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(all, new RegExp(`Amount: CN¥[\\d,]+\\.\\d\\d[\\s\\S]*Reference: ${reference}[\\s\\S]*Account number: `));
      const instructions = await downloadedPdf(page, () => d.click(page.getByRole('button', { name: 'Download instructions (PDF)' })));
      assert.equal(instructions.name, `EduPay-transfer-${reference}.pdf`);
      assert.match(instructions.text, new RegExp(`${order.order_no}[\\s\\S]*${reference}`));
      await expectNoAxeViolations(page);
      await fundsArrive(e2e.server.base, paymentId);
      await page.waitForURL(/\/pay_result\?payment_id=/);
      await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('WeChat-like QR: the phone (a second browser context) opens the QR link and pays; the desktop page follows', async () => {
    const { order, context, page, errors } = await payerWithOrder(e2e);
    const phone = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const d = mouse(page);
    try {
      await chooseMethod(page, d, order.order_id, 'wechat');
      await d.click(page.getByRole('button', { name: /^Pay CN¥/ }));
      await page.waitForURL(/\/wx_pay\?payment_id=/);
      await page.getByRole('img', { name: 'QR code to pay with your phone' }).waitFor();
      assert.match(await page.locator('[data-slot="qr-payment"]').innerText(), /Open WeChat on your phone[\s\S]*Waiting for your confirmation/);
      await expectNoAxeViolations(page);
      const url = await page.locator('[data-slot="qr-payment-code"]').getAttribute('data-url');
      assert.match(url, /\/dev\/sandbox\/qr\/sbx_[0-9a-f]{32}$/);
      const handset = await phone.newPage();
      await handset.goto(url);
      await handset.getByRole('button', { name: 'Pay' }).click();
      await handset.getByRole('heading', { name: 'succeeded' }).waitFor();
      await page.locator('[data-slot="qr-payment"][data-state="succeeded"]').waitFor();
      await page.waitForURL(/\/pay_result\?payment_id=/);
      await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await phone.close();
      await context.close();
    }
  });

  test('the quote counts down; when it runs out the page asks for a fresh quote by itself', async () => {
    const { order, context, page, errors } = await payerWithOrder(e2e);
    const d = mouse(page);
    // The server's first quote is made to hold 3 more seconds (its real life is 30 minutes).
    let first = true;
    await page.route('**/api/order/payment_estimate', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      if (first && json.status_code === 200) {
        first = false;
        json.data.valid_seconds = 3;
      }
      return route.fulfill({ response, json });
    });
    try {
      await chooseMethod(page, d, order.order_id, 'card');
      const before = await quoteId(page);
      assert.match(await page.locator('[data-slot="quote-countdown"]').innerText(), /Rate locked for 0:0[0-3]/);
      await page.waitForFunction((id) => {
        const el = document.querySelector('[data-slot="quote-summary"]');
        return el && el.getAttribute('data-quote-id') !== id && el.getAttribute('data-state') === 'live';
      }, before);
      assert.notEqual(await quoteId(page), before, 'a fresh quote');
      assert.match(await page.locator('[data-slot="quote-countdown"]').innerText(), /Rate locked for (29:\d\d|30:00)/);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('axe: the payment pages in zh-CN', async () => {
    const { order, context, page, errors } = await payerWithOrder(e2e, { language: 'zh-CN' });
    const d = mouse(page);
    try {
      await chooseMethod(page, d, order.order_id, 'transfer');
      assert.match(await page.locator('[data-slot="quote-summary"]').innerText(), /您的报价[\s\S]*应付总额/);
      await expectNoAxeViolations(page);
      await d.click(page.getByRole('button', { name: /^支付 ¥/ }));
      await page.getByRole('heading', { level: 1, name: '付款说明' }).waitFor();
      await page.locator('[data-slot="transfer-instructions"]').waitFor();
      await expectNoAxeViolations(page);
      const paymentId = new URL(page.url()).searchParams.get('payment_id');
      await fundsArrive(e2e.server.base, paymentId);
      await page.getByRole('heading', { level: 1, name: '支付成功' }).waitFor();
      await expectNoAxeViolations(page);
      await page.goto(`${e2e.server.base}/pay?order_id=${order.order_id}`);
      await page.getByRole('heading', { level: 1, name: '该订单已支付' }).waitFor();
      await expectNoAxeViolations(page);
      // The receipt in the payer's language: Chinese text, embedded glyphs, the order number.
      const receipt = await downloadedPdf(page, () => d.click(page.getByRole('button', { name: '下载收据（PDF）' })));
      assert.match(receipt.text, new RegExp(`EduPay 付款收据[\\s\\S]*订单编号[\\s\\S]*${order.order_no}[\\s\\S]*实付总额`));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
