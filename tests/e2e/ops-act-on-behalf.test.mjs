// Acting on behalf of a payer (spec 001 section 6, issue 18 item 4) end to end, keyboard only: the
// payer's own payment specialist (wang.jing: password, then TOTP) opens an order in the console, gives the
// reason, and the payer app opens in a new tab with the acting token (gone from the address bar); the
// tab shows the non-dismissable banner, the cancellation made there is recorded in the console's history
// with the specialist as actor, the payer is told by SMS, and End removes the banner and ends the session.
// axe-clean in en (console, banner) and zh-CN (banner).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keyboard } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { ORDER, accountIdOf } from './example-order.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { EN, WANG, ZH, staffLogin, wangsPayer } from './ops.mjs';

const e2e = serverAndBrowser();

async function placeOrder(base, token) {
  // The documented example without its payment reference (Columbia's account asks for none), enrolling this year.
  const body = { ...ORDER, payment_reference: undefined, account_id: await accountIdOf(base, 'DEMO-US-COLUMBIA-UNIVERSITY'), admission_year: 2026 };
  const res = await fetch(`${base}/api/order/order_submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': `acting-e2e-${Date.now()}` },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  assert.equal(answer.status_code, 200, answer.message);
  return answer.data;
}

/** The specialist opens the order and starts acting; answers the payer app's new tab. */
async function startActing(context, base, orderNo, language) {
  context.setDefaultTimeout(30_000); // a missing element fails with its locator instead of waiting forever
  const page = await context.newPage();
  await page.goto(`${base}/ops`);
  const en = language === 'en';
  const k = await staffLogin(page, WANG, en ? EN : ZH);
  await k.click(page.getByRole('button', { name: en ? 'Order search' : '订单查询' }));
  await k.fill(page.getByRole('searchbox'), orderNo);
  await k.click(page.getByRole('button', { name: en ? 'Search' : '查询', exact: true }));
  await k.click(page.getByRole('button', { name: en ? `Open order ${orderNo}` : `打开订单 ${orderNo}` }));
  await k.click(page.getByRole('button', { name: en ? 'Act on behalf of the payer' : '代付款人操作' }));
  // No reason: refused beside the field, focus on it.
  await k.click(page.getByRole('button', { name: en ? 'Open the payer’s view' : '打开付款人视图' }));
  await page.getByText(en ? 'Enter the reason the payer will be told' : '请填写将告知付款人的原因').first().waitFor();
  if (en) await expectNoAxeViolations(page);
  await k.fill(page.getByRole('textbox', { name: en ? /^Reason/ : /^原因/ }), 'The payer asked by phone to cancel the order');
  const [tab] = await Promise.all([context.waitForEvent('page'), k.click(page.getByRole('button', { name: en ? 'Open the payer’s view' : '打开付款人视图' }))]);
  await page.getByText(en ? /Acting for 韩梅 until/ : /正在代韩梅操作/).first().waitFor();
  return { page, tab };
}

describe('acting on behalf of a payer', () => {
  test('the specialist starts, the tab shows the banner, a cancellation is recorded as theirs, End removes the banner', async () => {
    const base = e2e.server.base;
    const payer = await wangsPayer(base);
    const order = await placeOrder(base, payer.token);
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    try {
      const { page, tab } = await startActing(context, base, order.order_no, 'en');
      const errors = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      const banner = tab.getByTestId('acting-banner');
      // English page: the specialist's English name (managers.name_en), the zone named.
      await banner.getByText(/Jing Wang of EduPay is acting on behalf of 韩梅 until .* \(Beijing time\)/).waitFor();
      assert.ok(!tab.url().includes('act_token'), 'the token left the address bar');
      await expectNoAxeViolations(tab);

      // The payer is told once, by SMS, of who acts and why.
      const outbox = await (await fetch(`${base}/dev/outbox.json`)).json();
      const told = outbox.filter((m) => m.to === `+86${payer.phone}` && m.body.includes('The payer asked by phone to cancel the order'));
      assert.equal(told.length, 1);

      // In the payer's view, the cancellation (asked first) with the keyboard; the banner stays on every page.
      const k = keyboard(tab);
      await tab.goto(`${base}/user_center?order_id=${order.order_id}`);
      await banner.waitFor();
      await k.click(tab.getByRole('button', { name: 'Cancel order' }));
      await k.click(tab.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel the order' }));
      await tab.getByTestId('order-status').filter({ hasText: /^Cancelled$/ }).waitFor();

      // The console's history names the specialist acting for the payer.
      await page.reload();
      const kc = keyboard(page);
      await kc.click(page.getByRole('button', { name: 'Order search' }));
      await kc.fill(page.getByRole('searchbox'), order.order_no);
      await kc.click(page.getByRole('button', { name: 'Search', exact: true }));
      await kc.click(page.getByRole('button', { name: `Open order ${order.order_no}` }));
      await page.getByRole('cell', { name: /^staff:\d+:for:user:\d+$/ }).first().waitFor();

      // End: the banner goes, and the acting token opens nothing any more.
      await k.click(banner.getByRole('button', { name: 'End' }));
      await tab.waitForURL(`${base}/`);
      await tab.getByTestId('acting-banner').waitFor({ state: 'detached' });
      await tab.reload();
      await tab.getByRole('banner').first().waitFor();
      assert.equal(await tab.getByTestId('acting-banner').count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the banner is axe-clean in simplified Chinese', async () => {
    const base = e2e.server.base;
    const payer = await wangsPayer(base);
    const order = await placeOrder(base, payer.token);
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh-CN', url: base }]);
    try {
      const { tab } = await startActing(context, base, order.order_no, 'zh-CN');
      await tab.getByTestId('acting-banner').getByText(/EduPay 的王静正在代韩梅操作，至北京时间/).waitFor();
      await expectNoAxeViolations(tab);
      await keyboard(tab).click(tab.getByTestId('acting-banner').getByRole('button', { name: '结束' }));
      await tab.getByTestId('acting-banner').waitFor({ state: 'detached' });
      await tab.reload();
      await tab.getByRole('banner').first().waitFor();
      assert.equal(await tab.getByTestId('acting-banner').count(), 0);
    } finally {
      await context.close();
    }
  });
});
