// Partner (third-party) orders end to end (spec 001 sections 2 and 7): a partner's server (this test)
// creates an order by a signed call; a logged-in payer opens the entry link at /order_third, takes the
// order, pays it by sandbox card on /pay, and /result_third counts down and returns to the partner's page (a local fake partner served by this test, registered for the demo partner through
// DEV_PARTNER_RETURN_URL). Mouse and keyboard-only. Logged out, a new payer logs in by SMS and registers from the entry page, which then offers to take the order.
// /bridge forwards a good link and explains a bad one; a second payer opening a taken link sees nothing of it. axe clean in en and zh-CN.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { keyboard, mouse } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { expectLoggedIn, expectNoAxeViolations, loginDialog, registerStudent, smsLogin } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { uploadRequiredDocuments } from './pay.mjs';

/** The demo partner (packages/server/src/modules/partners/seed.ts: development and test only). */
const PARTNER = { name: 'awehome', secret: 'demo_partner_secret_awehome_6f3a1c9e', display: 'AweHome student housing' };

// The fake partner: its return page shows what EduPay sent back. Started before the server, whose
// environment then registers its URL (the hooks run in this order).
const env = {};
let partnerSite;
let partnerBase = '';
before(async () => {
  partnerSite = createServer((request, response) => {
    const url = new URL(request.url, 'http://partner.invalid');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>AweHome</title><h1>AweHome: back from EduPay</h1><p id="status">${url.searchParams.get('edupay_status') ?? ''}</p><p id="booking">${url.searchParams.get('booking') ?? ''}</p></html>`);
  });
  await new Promise((ok) => partnerSite.listen(0, '127.0.0.1', ok));
  partnerBase = `http://127.0.0.1:${partnerSite.address().port}`;
  env.DEV_PARTNER_RETURN_URL = `${partnerBase}/edupay/return`;
});
after(() => new Promise((ok) => partnerSite.close(ok)));
const e2e = serverAndBrowser(env);

/** The partner's server creates an order: the body signed with its secret (EduPay-Signature). */
async function partnerCreates(reference = `AWE-E2E-${randomUUID().slice(0, 8)}`) {
  const body = JSON.stringify({ reference, amount: '1850.00', currency: 'GBP', purpose: 'rent', return_url: `${partnerBase}/edupay/return?booking=${reference}`, description: 'Room 4B, autumn term' });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', PARTNER.secret).update(`${t}.${body}`).digest('hex');
  const res = await fetch(`${e2e.server.base}/api/order/api_${PARTNER.name}_order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'edupay-signature': `t=${t},v1=${v1}`, 'idempotency-key': randomUUID() },
    body,
  });
  const json = await res.json();
  assert.equal(json.status_code, 200, json.message);
  return { ...json.data, token: new URL(json.data.entry_url).searchParams.get('token') };
}

async function browserContext(language, token) {
  const options = { locale: language === 'en' ? 'en-US' : 'zh-CN' };
  const context = token ? await loggedInContext(e2e.browser, e2e.server.base, token, options) : await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.addCookies([{ name: 'language', value: language, url: e2e.server.base }]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

describe('partner orders', () => {
  for (const makeDriver of [mouse, keyboard]) {
    test(`a partner's order: entry link → take it → pay by card → /result_third returns to the partner (${makeDriver({}).name})`, async () => {
      const order = await partnerCreates();
      const { token: apiToken } = await registeredUser(e2e.server.base);
      // Logged in already (the bridge test below opens the login dialog from the logged-out page).
      const { context, page, errors } = await browserContext('en', apiToken);
      const d = makeDriver(page);
      try {
        await page.goto(`${e2e.server.base}/order_third?token=${order.token}`);
        await page.getByRole('heading', { level: 1, name: `Pay for ${PARTNER.display}` }).waitFor();
        assert.match(await page.getByTestId('partner-order').innerText(), /Payee\s*Unite Students[\s\S]*Amount\s*£1,850\.00[\s\S]*Purpose\s*Rent[\s\S]*Partner reference\s*AWE-E2E-[\s\S]*Room 4B, autumn term/);
        if (makeDriver === mouse) await expectNoAxeViolations(page);
        await d.click(page.getByRole('button', { name: 'Confirm and continue' }));
        // /payment hands over to /pay for this order.
        await page.waitForURL(new RegExp(`/pay\\?order_id=${order.order_id}$`));
        // The documents are the payer's to give (the order is theirs now): /pay says so until they are
        // there; a partner's rent booking asks for no second contract to sign (issue 16 gate).
        const incomplete = page.getByTestId('pay-incomplete');
        await incomplete.waitFor();
        assert.doesNotMatch(await incomplete.innerText(), /signature/i);
        await uploadRequiredDocuments(e2e.server.base, apiToken, order.order_id);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: /^Pay order EP\d+$/ }).waitFor();
        await d.check(page.locator('input[type="radio"][value="card"]'));
        await page.locator('[data-slot="quote-summary"][data-state="live"]').waitFor();
        await d.click(page.getByRole('button', { name: /^Pay CN¥[\d,]+\.\d\d$/ }));
        await page.waitForURL(/\/dev\/sandbox\/pay\//);
        await d.fill(page.getByLabel('Card number'), '4242 4242 4242 4242');
        await d.click(page.getByRole('button', { name: 'Pay' }));
        await page.waitForURL(/\/result_third\?payment_id=/);
        await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
        const countdown = page.getByTestId('return-countdown');
        assert.match(await countdown.innerText(), new RegExp(`Returning to ${PARTNER.display} in [1-5] seconds?…`));
        const back = page.getByRole('link', { name: 'Take me back now' });
        assert.match(await back.getAttribute('href'), new RegExp(`^${partnerBase}/edupay/return\\?booking=AWE-E2E-[^&]+&edupay_order=EP\\d+&edupay_status=succeeded$`));
        if (makeDriver === mouse) {
          await expectNoAxeViolations(page);
          // Counts down by itself and returns within a few seconds.
          await page.waitForURL(`${partnerBase}/edupay/return?**`, { timeout: 15_000 });
        } else {
          await d.click(back);
          await page.waitForURL(`${partnerBase}/edupay/return?**`);
        }
        assert.equal(await page.locator('#status').innerText(), 'succeeded');
        assert.equal(await page.locator('#booking').innerText(), order.reference);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test('"Stay on this page" stops the countdown; the result page in zh-CN is axe clean', async () => {
    const order = await partnerCreates();
    const { token } = await registeredUser(e2e.server.base);
    // Taken and paid through the API (the journey above does it through the pages).
    const call = async (path, body, headers = {}) => (await fetch(`${e2e.server.base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token, ...headers }, body: JSON.stringify(body) })).json();
    assert.equal((await call('/order/bind_api_order', { token: order.token })).status_code, 200);
    await uploadRequiredDocuments(e2e.server.base, token, order.order_id);
    const quote = await call('/order/payment_estimate', { order_id: order.order_id, method_id: 'card', full_arrival: 0 });
    const payment = await call('/order/payment_gateway', { quote_id: quote.data.quote_id }, { 'idempotency-key': randomUUID() });
    await fetch(`${e2e.server.base}/dev/sandbox/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payment_id: payment.data.payment_id, outcome: 'succeeded' }) });
    for (const language of ['zh-CN', 'en']) {
      const { context, page, errors } = await browserContext(language, token);
      try {
        await page.goto(`${e2e.server.base}/result_third?order_id=${order.order_id}`);
        await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Payment successful' : '支付成功' }).waitFor();
        await page.getByTestId('return-countdown').waitFor();
        await keyboard(page).click(page.getByRole('button', { name: language === 'en' ? 'Stay on this page' : '留在此页' }));
        await page.getByText(language === 'en' ? /You stay on this page/ : /您已留在此页/).waitFor();
        if (language === 'zh-CN') await expectNoAxeViolations(page);
        await new Promise((r) => setTimeout(r, 6000));
        assert.match(page.url(), /\/result_third\?order_id=/, 'still here after the 5 seconds');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
  });

  test('/bridge forwards a good link and explains a bad one; a taken link shows a second payer nothing of it (en, zh-CN, axe)', async () => {
    const order = await partnerCreates();
    for (const language of ['en', 'zh-CN']) {
      const { context, page, errors } = await browserContext(language);
      try {
        await page.goto(`${e2e.server.base}/bridge?token=${order.token}`);
        await page.waitForURL(/\/order_third\?token=/);
        await page.getByTestId('partner-order').waitFor();
        if (language === 'zh-CN') {
          assert.match(await page.getByRole('heading', { level: 1 }).innerText(), /为 AweHome 学生公寓 付款/);
          await expectNoAxeViolations(page);
        } else {
          // Logged out: the page asks for a login (or a registration) before the order can be taken;
          // once logged in by SMS (a payer registered before), the same page offers to take it.
          const k = keyboard(page);
          await k.click(page.getByRole('button', { name: 'Log in or register' }));
          await loginDialog(page).waitFor();
          // A new payer: the SMS login, then the registration supplement, all from this page.
          const phone = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
          await smsLogin(page, k, e2e.server.base, phone);
          await registerStudent(page, k, { name: '王五', email: `${phone}@example.com`, schoolQuery: 'unimelb', school: /University of Melbourne/ });
          await expectLoggedIn(page, '王五');
          await page.getByRole('button', { name: 'Confirm and continue' }).waitFor();
          assert.equal(new URL(page.url()).pathname, '/order_third', 'the login keeps the payer on the entry page');
        }
        await page.goto(`${e2e.server.base}/bridge?token=${order.token.slice(0, -3)}AAA`);
        await page.getByRole('heading', { level: 1, name: language === 'en' ? 'This payment link cannot be used' : '此支付链接无法使用' }).waitFor();
        await page.getByText(language === 'en' ? 'This payment link is not valid. Please ask the partner for a new one.' : '此支付链接无效，请向合作方重新获取。').first().waitFor();
        await expectNoAxeViolations(page);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
    // Taken by one payer: another payer's browser sees the refusal, not the order.
    const first = await registeredUser(e2e.server.base);
    const bound = await (await fetch(`${e2e.server.base}/api/order/bind_api_order`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: first.token }, body: JSON.stringify({ token: order.token }) })).json();
    assert.equal(bound.status_code, 200);
    const second = await registeredUser(e2e.server.base, { name: '李四' });
    const { context, page } = await browserContext('en', second.token);
    try {
      await page.goto(`${e2e.server.base}/order_third?token=${order.token}`);
      await page.getByRole('heading', { level: 1, name: 'This payment link cannot be used' }).waitFor();
      await page.getByText(/belongs to another EduPay account/).first().waitFor();
      assert.equal(await page.getByTestId('partner-order').count(), 0);
      assert.doesNotMatch(await page.locator('main').innerText(), /1,850|Unite Students|EP\d/);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
