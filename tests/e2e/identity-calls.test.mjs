// The rent contract signed before payment, and the phone's landing after the face check (spec 001
// section 7 "Uploads and identity": sign_info, ident; issue 16 follow-up). A rent order with every
// document: /pay refuses, naming the missing signature; on /idents_all the payer saves the contract
// and signs it with the mouse (the kit's SignatureModal); /pay then shows the methods. Changing the
// contract asks for a new signature, given by keyboard (typed name). A second browser context plays
// the phone that scans /self_pass's code: it lands on "verified, go back to your computer" (no login
// dialog), and the desktop follows to /verify by itself. Axe-clean in en and zh-CN.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { serverAndBrowser } from './harness.mjs';
import { ORDER, accountIdOf, api as apiAs, placeOrder as placeExampleOrder } from './example-order.mjs';
import { uploadRequiredDocuments } from './pay.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';

const e2e = serverAndBrowser();
const api = (token, ...call) => apiAs(e2e.server.base, token, ...call);

const TEXTS = {
  'en-US': {
    address: 'Detailed rent address',
    room: 'Room No.',
    start: 'Contract start date',
    end: 'Contract end date',
    cycle: 'Payment cycle',
    half: 'Every half year',
    total: 'Rent total (GBP)',
    save: 'Save the contract details',
    sign: 'Sign the contract',
    confirm: 'Confirm',
    typeMode: 'Type your name instead',
    pad: 'Signature pad: draw your signature with a mouse, finger or pen',
    signed: 'The rent contract is signed.',
    resign: 'The contract details changed after they were signed: sign them again before paying.',
    refused: 'This order cannot go to payment yet. Still needed: the payer’s signature on the rent contract',
    complete: 'Everything this order needs is done. You can go to payment.',
  },
  'zh-CN': {
    address: '详细租房地址',
    room: '房间号',
    start: '合同开始日期',
    end: '合同结束日期',
    cycle: '付款周期',
    half: '按半年',
    total: '租金总额（GBP）',
    save: '保存合同信息',
    sign: '签署合同',
    confirm: '确认',
    typeMode: '改为输入姓名',
    pad: '签名板：请用鼠标、手指或触控笔书写签名',
    signed: '租房合同已签署。',
    resign: '合同信息在签署后已修改：请在支付前重新签署。',
    refused: '此订单暂不能支付，还需要：付款人在租房合同上的签名',
    complete: '此订单所需材料与步骤均已完成，可以去支付了。',
  },
};

async function rentOrder(token) {
  const rent = { ...ORDER, account_id: await accountIdOf(e2e.server.base, 'DEMO-GB-UNITE-STUDENTS'), order_type: 'rent', purposes: ['rent'], room_number: '1203', contract_start: '2026-09-01', contract_end: '2027-08-31', rent_total: '12000', amount: '12000.00' };
  const placed = await api(token, 'POST', '/order/order_submit', rent, { 'idempotency-key': randomUUID() });
  assert.equal(placed.status_code, 200, placed.message);
  await uploadRequiredDocuments(e2e.server.base, token, placed.data.order_id);
  return placed.data.order_id;
}

/** A stroke across the pad with the mouse. */
async function drawOn(page, pad) {
  const box = await pad.boundingBox();
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [[0.3, 0.3], [0.45, 0.7], [0.6, 0.35], [0.8, 0.55]]) await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  await page.mouse.up();
}

describe('rent contract signing gates payment (/idents_all, /pay)', () => {
  for (const locale of ['en-US', 'zh-CN']) {
    const x = TEXTS[locale];
    test(`payment refused before signing (mouse), allowed after; an edit asks for a new signature (keyboard) — ${locale}`, async () => {
      const { token } = await registeredUser(e2e.server.base);
      const orderId = await rentOrder(token);
      const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));

      // Before signing: the payment page names what is missing and links to the documents.
      await page.goto(`${e2e.server.base}/pay?order_id=${orderId}`);
      await page.getByTestId('pay-incomplete').getByText(x.refused).waitFor();
      await expectNoAxeViolations(page);
      const gateway = await api(token, 'POST', '/order/payment_detail', { order_id: orderId });
      assert.equal(gateway.status_code, 411);
      await page.getByTestId('pay-incomplete').getByRole('link').first().click();
      await page.waitForURL(/\/idents_all\?order_id=/);

      // The contract saved, then signed with the mouse.
      const form = page.getByTestId('rent-contract');
      await form.getByLabel(x.address).fill('12 Grattan Street, Carlton VIC 3053');
      await form.getByLabel(x.room).fill('1203');
      await form.getByLabel(x.start).fill('2026-09-01');
      await form.getByLabel(x.end).fill('2027-08-31');
      await form.getByLabel(x.cycle).selectOption({ label: x.half });
      await form.getByLabel(x.total).fill('12000');
      await form.getByRole('button', { name: x.save }).click();
      await form.getByTestId('rent-contract-saved').waitFor();
      const signature = page.getByTestId('rent-contract-signature');
      await signature.and(page.locator('[data-state="unsigned"]')).waitFor();
      await expectNoAxeViolations(page);
      await signature.getByRole('button', { name: x.sign }).click();
      const dialog = page.getByRole('dialog');
      await drawOn(page, dialog.getByLabel(x.pad));
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: x.confirm }).click();
      await signature.and(page.locator('[data-state="signed"]')).waitFor();
      await signature.getByText(x.signed).waitFor();
      await page.getByTestId('documents-status').getByText(x.complete).waitFor();
      await expectNoAxeViolations(page);

      // Signed: the payment page shows the methods.
      await page.goto(`${e2e.server.base}/pay?order_id=${orderId}`);
      await page.locator('[data-slot="payment-method-table"]').first().waitFor();
      assert.equal(await page.getByTestId('pay-incomplete').count(), 0);

      // The contract changed: the signature no longer covers it; signed again by keyboard (typed name).
      await page.goto(`${e2e.server.base}/idents_all?order_id=${orderId}`);
      await form.getByTestId('rent-contract-saved').waitFor();
      await form.getByLabel(x.room).fill('1204');
      await form.getByRole('button', { name: x.save }).press('Enter');
      await signature.and(page.locator('[data-state="stale"]')).waitFor();
      await signature.getByText(x.resign).waitFor();
      assert.equal((await api(token, 'GET', `/order/payment_detail?order_id=${orderId}`)).status_code, 411);
      await signature.getByRole('button', { name: x.sign }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await dialog.getByRole('tab', { name: x.typeMode }).focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: x.confirm }).focus();
      await page.keyboard.press('Enter');
      await signature.and(page.locator('[data-state="signed"]')).waitFor();
      assert.equal((await api(token, 'GET', `/order/payment_detail?order_id=${orderId}`)).status_code, 200);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('the phone that did the face check (/self_pass from a second context)', () => {
  for (const [locale, texts] of [
    ['en-US', { landing: 'Face verification passed. You can go back to your computer now: it has the result and goes on to payment.', passed: 'Face verification passed.' }],
    ['zh-CN', { landing: '人脸核验已通过。现在可以回到电脑上继续：电脑页面已显示结果，并可继续支付。', passed: '人脸核验已通过。' }],
  ]) {
    test(`lands on "go back to your computer", no login asked; the desktop follows (${locale})`, async () => {
      const { token } = await registeredUser(e2e.server.base);
      const orderId = await placeExampleOrder(e2e.server.base, token);
      const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale });
      const page = await context.newPage();
      await page.goto(`${e2e.server.base}/self_pass?order_id=${orderId}`);
      const code = page.locator('[data-slot="face-verification-code"][data-state="ready"]');
      await code.waitFor();
      const vendorUrl = await code.getAttribute('data-url');

      const phone = await e2e.browser.newContext({ locale, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const mobile = await phone.newPage();
      await mobile.goto(vendorUrl);
      await mobile.getByRole('button', { name: 'Pass' }).tap();
      await mobile.waitForURL(/\/verify\?order_id=.*result=passed/);
      const landing = mobile.getByTestId('face-phone-landing');
      await landing.and(mobile.locator('[data-state="passed"]')).waitFor();
      await landing.getByText(texts.landing).waitFor();
      assert.equal(await mobile.getByRole('dialog').count(), 0, 'no login dialog on the phone');
      await expectNoAxeViolations(mobile);
      await phone.close();

      // The desktop follows by itself to the verdict.
      await page.waitForURL(/\/verify\?order_id=.*verification_id=/, { timeout: 15_000 });
      await page.getByTestId('face-verification').getByText(texts.passed).waitFor();
      assert.equal(await page.getByTestId('face-phone-landing').count(), 0);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
