// Price changes and the price-match guarantee (issue 17 item 8) end to end against the real server.
// A claim: the payer files it from the order detail with the keyboard (bank, rate, screenshot), finance
// grants it in the console's Price-match claims screen (a second browser context, password and TOTP),
// and the payer's order detail shows the refund. A price change: a transfer paid after its quote expired
// (DEV_QUOTE_SECONDS=5) while the rate moved 3 %: the order waits for the payer's choice; a top-up paid by
// card on the provider's page moves it on, and on another order a refund (asked first) ends it. The
// order detail and the console screen are axe-clean in en and zh-CN.
// Said before it is paid: on /pay a quote that expires after the rate moved comes back saying "the price
// changed from X to Y because the exchange rate moved" with the method table at the new rate; a card or
// transfer paid on an expired quote after the rate moved lands on the result page on hold, with the
// choice and its deadline, never "Payment successful" (en and zh-CN, axe-clean).
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { keyboard } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { fundsArrive, payerWithOrder, placeOrder, startTransferPayment } from './pay.mjs';
import { FINANCE, WANG, ZH, staffLogin } from './ops.mjs';

const ADMIN_TOKEN = 'e2e-admin-token';
const e2e = serverAndBrowser({ DEV_QUOTE_SECONDS: '5', ADMIN_TOKEN });

// A 16x8 PNG (red): uploads are judged by their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAIAAAB/FOjAAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFUlEQVQYlWM4Y2xMEmIY1WBMg1ACAHjjmQFz4pygAAAAAElFTkSuQmCC',
  'base64',
);

const api = (base, token) => async (path, body, headers = {}) =>
  (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token, ...headers }, body: JSON.stringify(body) })).json();

/** An order of a new payer paid by bank transfer; `late`: the money arrives after the 5-second quote expired and the CNY rate rose 3 %. */
async function paidOrder(base, { late = false } = {}) {
  const payer = await registeredUser(base, { name: '韩梅' });
  const order = await placeOrder(base, payer.token);
  const { quote, payment } = await startTransferPayment(base, payer.token, order.order_id);
  if (late) {
    await new Promise((resolve) => setTimeout(resolve, 6000));
    await moveCny(base, 1.03);
  }
  await fundsArrive(base, payment.payment_id);
  if (late) await moveCny(base, 1 / 1.03);
  return { payer, order, quoteRate: quote.rate };
}

/** Moves the CNY reference rate by `factor` (the operator's call; X-Admin-Token). */
async function moveCny(base, factor) {
  const rates = await (await fetch(`${base}/api/admin/fx/rates`, { headers: { 'x-admin-token': ADMIN_TOKEN } })).json();
  const cny = rates.data.list.find((r) => r.currency === 'CNY');
  const answer = await api(base, '')('/api/admin/fx/set_rate', { currency: 'CNY', per_eur: (Number(cny.per_eur) * factor).toFixed(6), staff: 'e2e', reason: 'rate moved' }, { 'x-admin-token': ADMIN_TOKEN });
  assert.equal(answer.status_code, 200, answer.message);
}

describe('price-match claims and price changes', () => {
  test('a claim filed with the keyboard is granted by finance in the console (second context); the payer sees the refund (en)', async () => {
    const base = e2e.server.base;
    const { payer, order, quoteRate } = await paidOrder(base);
    const context = await loggedInContext(e2e.browser, base, payer.token);
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    const staff = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await staff.addCookies([{ name: 'language', value: 'en', url: base }]);
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/user_center?order_id=${order.order_id}`);
      const k = keyboard(page);
      await page.getByRole('heading', { name: 'Price-match guarantee' }).waitFor();
      await expectNoAxeViolations(page);
      // Nothing typed: each field says so, focus on the first.
      await k.click(page.getByRole('button', { name: 'File the claim' }));
      await page.getByText('Please fill this in').first().waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'bank');
      await k.fill(page.getByRole('textbox', { name: 'Bank name' }), 'Bank of China');
      await k.fill(page.getByRole('textbox', { name: /^Bank rate/ }), (Number(quoteRate) * 0.99).toFixed(6));
      await page.getByLabel(/^Screenshot of the bank rate/).setInputFiles({ name: 'rate.png', mimeType: 'image/png', buffer: PNG });
      await k.click(page.getByRole('button', { name: 'File the claim' }));
      await page.getByText('Your claim is being reviewed').waitFor();
      await expectNoAxeViolations(page);

      // Finance, in another browser context, grants it in the console.
      const ops = await staff.newPage();
      await ops.goto(`${base}/ops`);
      const s = keyboard(ops);
      await ops.getByRole('heading', { name: 'Staff login' }).waitFor();
      await s.fill(ops.getByRole('textbox', { name: 'Staff login' }), FINANCE.login);
      await s.fill(ops.getByLabel(/^Password/).first(), FINANCE.password);
      await s.click(ops.getByRole('button', { name: 'Log in' }));
      await ops.getByRole('heading', { name: 'Authenticator code' }).waitFor();
      await s.fill(ops.getByRole('textbox', { name: 'Authenticator code' }), await generate({ secret: FINANCE.totp }));
      await s.click(ops.getByRole('button', { name: 'Verify' }));
      await s.click(ops.getByRole('button', { name: 'Price-match claims' }));
      await ops.getByRole('heading', { name: 'Price-match claims', level: 2 }).waitFor();
      const card = ops.getByTestId('ops-claim').filter({ hasText: order.order_no });
      await card.getByRole('img', { name: `Screenshot of order ${order.order_no}` }).waitFor();
      assert.match(await card.innerText(), new RegExp(`Our rate\\s*${quoteRate.replace('.', '\\.')}`));
      await expectNoAxeViolations(ops);
      await s.click(card.getByRole('button', { name: /^Grant and refund/ }));
      await ops.getByText('Decided: Granted').first().waitFor();

      // The payer's order shows the decision and the refund.
      await page.reload();
      await page.getByText(/^Your claim was granted: [\d.]+ CNY is being refunded/).waitFor();
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await staff.close();
    }
  });

  test('a price change: the payer tops up by card on the provider page and the order goes on (keyboard, en)', async () => {
    const base = e2e.server.base;
    const { payer, order } = await paidOrder(base, { late: true });
    const context = await loggedInContext(e2e.browser, base, payer.token);
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    try {
      const page = await context.newPage();
      await page.goto(`${base}/user_center?order_id=${order.order_id}`);
      const k = keyboard(page);
      await page.getByRole('heading', { name: 'The price changed: your choice is needed' }).waitFor();
      assert.equal(await page.getByTestId('order-status').innerText(), 'Price changed: your choice needed');
      assert.match(await page.getByTestId('price-change-difference').innerText(), /^[\d.]+ CNY$/);
      await expectNoAxeViolations(page);
      await k.click(page.getByRole('button', { name: 'Top up the difference by card' }));
      await page.waitForURL(/\/dev\/sandbox\/pay\//);
      await k.fill(page.getByLabel('Card number'), '4242 4242 4242 4242');
      await k.click(page.getByRole('button', { name: 'Pay' }));
      await page.waitForURL(/\/pay_result\?payment_id=/);
      await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
      await page.goto(`${base}/user_center?order_id=${order.order_id}`);
      await page.getByTestId('price-change-done').waitFor();
      assert.equal(await page.getByTestId('order-status').innerText(), 'Payment received');
    } finally {
      await context.close();
    }
  });

  test('a price change refunded at the payer’s choice, asked first; the screens are axe-clean in simplified Chinese', async () => {
    const base = e2e.server.base;
    const { payer, order } = await paidOrder(base, { late: true });
    const context = await loggedInContext(e2e.browser, base, payer.token, { locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh-CN', url: base }]);
    try {
      const page = await context.newPage();
      await page.goto(`${base}/user_center?order_id=${order.order_id}`);
      await page.getByRole('heading', { name: '价格已变动：需要您选择' }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '退回我的款项' }).click();
      await page.getByRole('dialog', { name: '全额退款？' }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '确定退款' }).click();
      await page.getByText('您已选择退款，款项正在退回。').waitFor();
      await page.waitForFunction(() => ['已退款', '退款处理中'].includes(document.querySelector('[data-testid="order-status"]')?.textContent ?? ''));
      await expectNoAxeViolations(page);

      // A payment specialist reads claims in simplified Chinese (read only).
      const ops = await context.newPage();
      await ops.goto(`${base}/ops`);
      await staffLogin(ops, WANG, ZH);
      await ops.getByRole('button', { name: '比价保障申请' }).click();
      await ops.getByRole('heading', { name: '比价保障申请', level: 2 }).waitFor();
      await ops.getByText('比价保障申请由财务或管理员处理。').waitFor();
      await expectNoAxeViolations(ops);
    } finally {
      await context.close();
    }
  });
});

/** A money amount as the page shows it (CN¥ in English, ¥ in Chinese). */
const moneyIn = (text) => /(CN¥|¥)[\d,]+\.\d\d/.exec(text)?.[0] ?? '';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The deadline as the payer's browser words it (its own Intl: what the page uses). */
const beijing = (page, iso, locale) =>
  page.evaluate(([at, l]) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(at)), [iso, locale]);

describe('a price change is said before it is paid', () => {
  for (const [language, said] of [
    ['en', (from, to) => `The price changed from ${from} to ${to} because the exchange rate moved.`],
    ['zh-CN', (from, to) => `价格已从 ${from} 变为 ${to}，原因：汇率变动。`],
  ]) {
    test(`/pay: a quote that expires after the rate moved says the new price and the reason before Pay; the table shows the new rate (${language})`, async () => {
      const base = e2e.server.base;
      const { order, context, page, errors } = await payerWithOrder(e2e, { language });
      try {
        await page.goto(`${base}/pay?order_id=${order.order_id}`);
        await page.getByRole('heading', { level: 1, name: /^(Pay order|支付订单) EP\d+$/ }).waitFor();
        await keyboard(page).check(page.locator('input[type="radio"][value="card"]'));
        const summary = page.locator('[data-slot="quote-summary"]');
        await page.locator('[data-slot="quote-summary"][data-state="live"]').waitFor();
        const before = moneyIn(await summary.locator('[data-slot="quote-total"]').innerText());
        assert.notEqual(before, '');
        await moveCny(base, 1.03);
        try {
          // The quote holds 5 seconds here: the next one is at the new rate, and says so at its top.
          const notice = summary.locator('[data-slot="quote-price-change"]');
          await notice.waitFor({ timeout: 30_000 });
          const text = await notice.innerText();
          const after = moneyIn(await summary.locator('[data-slot="quote-total"]').innerText());
          assert.notEqual(after, before);
          assert.equal(text, said(before, after));
          // The rate it replaced under the new one, and the card row of the table at the new rate.
          await summary.locator('[data-slot="quote-rate-was"]').waitFor();
          const rate = /= ([\d.]+) CNY/.exec(await summary.locator('[data-slot="quote-rate"]').innerText())?.[1];
          assert.ok(rate);
          const cardRate = page.locator('tr[data-slot="payment-method"]', { has: page.locator('input[value="card"]') }).locator('[data-column="rate"]');
          await page.waitForFunction(([el, r]) => el.textContent.includes(`= ${r} CNY`), [await cardRate.elementHandle(), rate]);
          await page.getByRole('button', { name: new RegExp(`^(Pay|支付) ${after.replace(/[.$]/g, '\\$&')}$`) }).waitFor();
          await expectNoAxeViolations(page);
        } finally {
          await moveCny(base, 1 / 1.03);
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test('a card payment completed after its quote expired and the rate moved is on hold on the result page: the choice, the deadline; a refund ends it (keyboard, en)', async () => {
    const base = e2e.server.base;
    const { token, order, context, page, errors } = await payerWithOrder(e2e);
    const post = api(base, token);
    try {
      const quote = await post('/api/order/payment_estimate', { order_id: order.order_id, method_id: 'card', full_arrival: 0 });
      assert.equal(quote.status_code, 200, quote.message);
      const started = await post('/api/order/payment_gateway', { quote_id: quote.data.quote_id }, { 'idempotency-key': randomUUID() });
      assert.equal(started.status_code, 200, started.message);
      await page.goto(new URL(started.data.redirect_url, base).toString());
      const k = keyboard(page);
      await page.getByLabel('Card number').waitFor();
      await sleep(6000);
      await moveCny(base, 1.03);
      try {
        await k.fill(page.getByLabel('Card number'), '4242 4242 4242 4242');
        await k.click(page.getByRole('button', { name: 'Pay' }));
        await page.waitForURL(/\/pay_result\?payment_id=/);
        await page.getByRole('heading', { level: 1, name: 'Your order is on hold: the price changed' }).waitFor();
      } finally {
        await moveCny(base, 1 / 1.03);
      }
      const result = page.getByTestId('pay-result');
      assert.equal(await result.getAttribute('data-state'), 'held');
      const held = await (await fetch(`${base}/api/order/pay_result?payment_id=${started.data.payment_id}`, { headers: { authorization: token } })).json();
      const text = await result.innerText();
      assert.doesNotMatch(text, /successful|on its way to the payee/);
      assert.match(text, /We received CN¥[\d,]+\.\d\d, but after your quote had expired, and the price has since moved by more than CN¥400\.00\. Your order is on hold until you choose below, by .+ \(Beijing time\): top up the difference or take a full refund\./);
      assert.ok(text.includes(`by ${await beijing(page, held.data.price_change.decide_by, 'en')} (Beijing time)`), text);
      await page.getByRole('heading', { level: 2, name: 'The price changed: your choice is needed' }).waitFor();
      assert.match(await page.getByTestId('price-change-difference').innerText(), /^[\d.]+ CNY$/);
      await page.getByRole('button', { name: 'Top up the difference by card' }).waitFor();
      await expectNoAxeViolations(page);
      // The payer takes the refund here, asked first.
      await k.click(page.getByRole('button', { name: 'Refund my payment' }));
      await page.getByRole('dialog', { name: 'Refund the whole payment?' }).waitFor();
      await k.click(page.getByRole('button', { name: 'Yes, refund it' }));
      await page.getByRole('heading', { level: 1, name: 'Your payment is being refunded' }).waitFor();
      assert.match(await result.innerText(), /The price changed after your quote expired, so your payment of CN¥[\d,]+\.\d\d is being refunded in full/);
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a bank transfer that arrives after its quote expired and the rate moved: the instructions page moves to the hold, in simplified Chinese; the order says it too', async () => {
    const base = e2e.server.base;
    const { token, order, context, page, errors } = await payerWithOrder(e2e, { language: 'zh-CN' });
    try {
      const { payment } = await startTransferPayment(base, token, order.order_id);
      await page.goto(`${base}/pay_confirm?payment_id=${payment.payment_id}`);
      await page.getByRole('heading', { level: 1, name: '付款说明' }).waitFor();
      await sleep(6000);
      await moveCny(base, 1.03);
      try {
        await fundsArrive(base, payment.payment_id);
      } finally {
        await moveCny(base, 1 / 1.03);
      }
      await page.waitForURL(/\/pay_result\?payment_id=/);
      await page.getByRole('heading', { level: 1, name: '订单已暂停：价格已变动' }).waitFor();
      const held = await (await fetch(`${base}/api/order/pay_result?payment_id=${payment.payment_id}`, { headers: { authorization: token, cookie: 'language=zh-CN' } })).json();
      assert.match(held.message, /订单已暂停处理/);
      const text = await page.getByTestId('pay-result').innerText();
      assert.doesNotMatch(text, /支付成功|款项正在汇往收款方/);
      assert.match(text, /我们已收到 ¥[\d,]+\.\d\d，但款项在报价过期后才到账，且价格已变动超过 ¥400\.00。订单已暂停处理，请在北京时间 .+ 前在下方选择：补足差价，或全额退款。/);
      assert.ok(text.includes(`北京时间 ${await beijing(page, held.data.price_change.decide_by, 'zh-CN')} 前`), text);
      await page.getByRole('heading', { level: 2, name: '价格已变动：需要您选择' }).waitFor();
      await page.getByRole('button', { name: '用银行卡补足差价' }).waitFor();
      await page.getByRole('button', { name: '退回我的款项' }).waitFor();
      await expectNoAxeViolations(page);
      // The order in the user centre says what the payer must do in their language, no internal note.
      await page.goto(`${base}/user_center?order_id=${order.order_id}`);
      await page.getByRole('heading', { name: '价格已变动：需要您选择' }).waitFor();
      const next = await page.getByTestId('order-next-step').innerText();
      assert.match(next, /报价过期后价格已变动：请选择补足差价或全额退款/);
      assert.doesNotMatch(next, /quote|[0-9a-f]{8}-[0-9a-f]{4}/i);
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
