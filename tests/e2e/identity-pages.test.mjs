// Issue 16 item 4: the upload pages of one kind of document (spec 001 section 2): /idents_payer (the
// payer's ID, kinship proof, household register), /identity (the student's passport) and /selfie (the
// selfie holding the passport). Each shows only its slots, takes a file by the picker and keeps it on a
// reload; axe-clean in en and zh-CN. A rent order's upload page has the rent-contract form: a span over a
// year is refused next to the end date (client and server share the rule), a total below the amount is
// refused by the server next to the total, nothing typed is lost, the saved details come back on reload.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { serverAndBrowser } from './harness.mjs';
import { ORDER, accountIdOf as accountIdAt, api as apiAs, placeOrder as placeExampleOrder } from './example-order.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';

const e2e = serverAndBrowser();

const api = (token, ...call) => apiAs(e2e.server.base, token, ...call);
const placeOrder = (token) => placeExampleOrder(e2e.server.base, token);
const accountIdOf = (code) => accountIdAt(e2e.server.base, code);

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 110, b: 190 } } }).png().toBuffer();
const shownSlots = (page) => page.locator('[data-testid^="slot-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid').slice(5)));

const PAGES = [
  { path: '/idents_payer', slots: ['payer_id', 'kinship_proof', 'household_register'], en: 'Payer’s identity documents', zh: '付款人身份资料' },
  { path: '/identity', slots: ['student_passport'], en: 'The student’s passport', zh: '学生护照' },
  { path: '/selfie', slots: ['selfie_passport'], en: 'Selfie holding the passport', zh: '手持护照自拍' },
];

describe('the upload pages of one kind of document', () => {
  for (const { locale, key } of [{ locale: 'en-US', key: 'en' }, { locale: 'zh-CN', key: 'zh' }]) {
    test(`only their slots, a picked file kept on reload, axe-clean (${locale})`, async () => {
      const { token } = await registeredUser(e2e.server.base);
      const orderId = await placeOrder(token);
      const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const spec of PAGES) {
        await page.goto(`${e2e.server.base}${spec.path}?order_id=${orderId}`);
        await page.getByRole('heading', { level: 1, name: spec[key] }).waitFor();
        await page.getByTestId(`slot-${spec.slots[0]}`).waitFor();
        assert.deepEqual((await shownSlots(page)).sort(), [...spec.slots].sort(), spec.path);
        await expectNoAxeViolations(page);
      }
      // /selfie: a photo by the file picker, kept after a reload (it is the server's).
      const selfie = page.getByTestId('slot-selfie_passport');
      await selfie.locator('[data-slot="upload-input"]').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await png() });
      await selfie.locator('[data-slot="upload-file"][data-state="done"]').first().waitFor();
      await page.reload();
      await page.getByTestId('slot-selfie_passport').locator('[data-slot="upload-file"][data-state="done"]').first().waitFor();
      const files = await api(token, 'GET', `/order/ident_files?order_id=${orderId}`);
      assert.equal(files.data.slots.find((s) => s.slot === 'selfie_passport').files.length, 1);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('the rent contract of a rent order (/idents_all)', () => {
  for (const { locale, texts } of [
    { locale: 'en-US', texts: { title: 'Rent contract details', address: 'Detailed rent address', room: 'Room No.', start: 'Contract start date', end: 'Contract end date', cycle: 'Payment cycle', half: 'Every half year', total: 'Rent total (USD)', save: 'Save the contract details', saved: 'Contract details saved.', span: 'The contract period must not exceed one year (365 days)', below: 'The rent total must be at least the payment amount (9000.00 USD)' } },
    { locale: 'zh-CN', texts: { title: '租房合同信息', address: '详细租房地址', room: '房间号', start: '合同开始日期', end: '合同结束日期', cycle: '付款周期', half: '按半年', total: '租金总额（USD）', save: '保存合同信息', saved: '合同信息已保存。', span: '合同期限不能超过一年（365天）', below: '租金总额不能低于缴费金额（9000.00 USD）' } },
  ]) {
    test(`refused next to the field, nothing typed lost, kept on reload, axe-clean (${locale})`, async () => {
      const { token } = await registeredUser(e2e.server.base);
      const rent = { ...ORDER, account_id: await accountIdOf('DEMO-US-COLUMBIA-UNIVERSITY'), order_type: 'rent', purposes: ['rent'], room_number: '1203', contract_start: '2026-09-01', contract_end: '2027-08-31', rent_total: '9000', amount: '9000.00' };
      const placed = await api(token, 'POST', '/order/order_submit', rent, { 'idempotency-key': randomUUID() });
      assert.equal(placed.status_code, 200, placed.message);
      const orderId = placed.data.order_id;
      const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale });
      const page = await context.newPage();
      await page.goto(`${e2e.server.base}/idents_all?order_id=${orderId}`);
      const form = page.getByTestId('rent-contract');
      await form.getByRole('heading', { name: texts.title }).waitFor();
      await page.getByTestId('slot-rent_contract').waitFor();
      // Typed with the keyboard; the span is a year and a day.
      await form.getByLabel(texts.address).fill('12 Grattan Street, Carlton VIC 3053');
      await form.getByLabel(texts.room).fill('1203');
      await form.getByLabel(texts.start).fill('2026-09-01');
      await form.getByLabel(texts.end).fill('2027-09-02');
      await form.getByLabel(texts.cycle).selectOption({ label: texts.half });
      await form.getByLabel(texts.total).fill('8999.99');
      await form.getByRole('button', { name: texts.save }).press('Enter');
      await form.getByText(texts.span).waitFor();
      assert.equal(await form.getByLabel(texts.end).evaluate((el) => el === document.activeElement), true);
      await expectNoAxeViolations(page);
      // The end date corrected: now the server refuses the total (below the order's amount), next to it.
      await form.getByLabel(texts.end).fill('2027-08-31');
      await form.getByRole('button', { name: texts.save }).click();
      await form.getByText(texts.below).waitFor();
      assert.equal(await form.getByLabel(texts.address).inputValue(), '12 Grattan Street, Carlton VIC 3053');
      await form.getByLabel(texts.total).fill('9600');
      await form.getByRole('button', { name: texts.save }).click();
      await form.getByTestId('rent-contract-saved').waitFor();
      await page.reload();
      await page.getByTestId('rent-contract-saved').waitFor();
      assert.equal(await page.getByTestId('rent-contract').getByLabel(texts.total).inputValue(), '9600.00');
      assert.equal(await page.getByTestId('rent-contract').getByLabel(texts.cycle).inputValue(), 'half_year');
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
