// Issue 16 items 4 and 7 end to end: a payer's order needs documents (/idents_all); a file is added with
// the file picker (mouse) and with the keyboard, an image is pasted with Ctrl+V into the slot used last,
// a disguised file is refused by the server with its message next to the slot (nothing else lost), a
// reload keeps every uploaded file, a file is deleted, a past file of another order is reused, and the
// payment button appears once nothing required is missing. Scan to upload: a second browser context
// plays the phone (no login) and the desktop sees the file arrive. Identity collection refused on a
// name/ID mismatch. Axe-clean in en and zh-CN.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { serverAndBrowser } from './harness.mjs';
import { api as apiAs, placeOrder as placeExampleOrder } from './example-order.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';

const e2e = serverAndBrowser();

const api = (token, ...call) => apiAs(e2e.server.base, token, ...call);
const placeOrder = (token) => placeExampleOrder(e2e.server.base, token);

/** The files of each slot as the server holds them. */
async function serverFiles(token, orderId) {
  const answer = await api(token, 'GET', `/order/ident_files?order_id=${orderId}`);
  assert.equal(answer.status_code, 200, answer.message);
  return Object.fromEntries(answer.data.slots.map((s) => [s.slot, s.files.map((f) => f.file_name)]));
}

async function pdf(text) {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText(text);
  return Buffer.from(await document.save());
}
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 110, b: 190 } } }).png().toBuffer();
/** The start of a Windows executable, named like a PDF. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(2000, 0x41)]);

const slot = (page, name) => page.getByTestId(`slot-${name}`);
const doneFiles = (group) => group.locator('[data-slot="upload-file"][data-state="done"]');

/** The file picker: Playwright sets the chosen file on the slot's file input, as the chooser does. */
async function pickFile(page, group, file) {
  await group.locator('[data-slot="upload-input"]').setInputFiles(file);
}

/**
 * Opens a file input's chooser from the keyboard (focus, then Enter; Space as a browser would too).
 * Here the first key press sometimes opens no chooser (seen once in three runs; cause not found), so it is tried again.
 */
async function chooserByKeyboard(page, input) {
  for (const key of ['Enter', 'Space', 'Enter']) {
    await input.focus();
    const chooser = await Promise.all([page.waitForEvent('filechooser', { timeout: 5000 }), page.keyboard.press(key)]).then(([c]) => c, () => null);
    if (chooser) return chooser;
  }
  throw new Error('no file chooser opened from the keyboard');
}

/** Puts a PNG on the system clipboard (the page's own Clipboard API, with permission) and presses Ctrl+V. */
async function pasteImage(page, bytes) {
  await page.evaluate(async (b64) => {
    const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
  }, bytes.toString('base64'));
  await page.keyboard.press('Control+V');
}

describe('documents of an order (/idents_all)', () => {
  test('picker, Ctrl+V, a refusal next to the slot, reload keeps the files, delete, past files, then payment', async () => {
    const { token } = await registeredUser(e2e.server.base);
    const orderId = await placeOrder(token);
    const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'en-US' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.base });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.base}/idents_all?order_id=${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Upload documents' }).waitFor();

    // What the order needs comes from the server: a mother paying tuition (no passport under 300,000 CNY).
    const required = page.getByRole('region', { name: 'Required documents' });
    for (const name of ['Payment proof (bill or payment notice)', 'Enrolment or offer letter', 'Payer’s ID card (front and back)', 'Proof of kinship with the student']) {
      await required.getByRole('group', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).waitFor();
    }
    assert.equal(await required.getByRole('group', { name: /^Student’s passport/ }).count(), 0);
    await page.getByTestId('documents-status').getByText(/^Still needed before payment: Payment proof/).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Go to payment' }).count(), 0);

    // The file picker, with the mouse.
    const proof = slot(page, 'payment_proof');
    await pickFile(page, proof, { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: await pdf('Invoice') });
    await doneFiles(proof).filter({ hasText: 'invoice.pdf' }).waitFor();

    // The file picker with the keyboard only: Tab to the slot's input, Enter opens the chooser.
    const offer = slot(page, 'enrolment_proof');
    const chooser = await chooserByKeyboard(page, offer.locator('[data-slot="upload-input"]'));
    await chooser.setFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: await pdf('Offer') });
    await doneFiles(offer).filter({ hasText: 'offer.pdf' }).waitFor();

    // Ctrl+V: an image pasted goes into the slot used last (focus in the payer ID slot).
    const payerId = slot(page, 'payer_id');
    await payerId.getByRole('tab', { name: 'Local upload' }).focus();
    await pasteImage(page, await png());
    await doneFiles(payerId).first().waitFor();
    assert.equal(await doneFiles(payerId).count(), 1);

    // A disguised file (an .exe named .pdf) is refused by the server, its message next to the slot; the slot's file stays.
    await pickFile(page, proof, { name: 'statement.pdf', mimeType: 'application/pdf', buffer: EXE });
    await proof.locator('[data-slot="upload-error"]').filter({ hasText: /^Only .*PDF.* files can be uploaded$/ }).waitFor();
    assert.equal(await doneFiles(proof).count(), 1);

    // A reload keeps every uploaded file (the server's list).
    await page.reload();
    await doneFiles(slot(page, 'payer_id')).first().waitFor();
    assert.equal(await doneFiles(slot(page, 'payment_proof')).count(), 1);
    assert.equal(await doneFiles(slot(page, 'enrolment_proof')).count(), 1);
    assert.equal(await doneFiles(slot(page, 'payer_id')).count(), 1);
    let held = await serverFiles(token, orderId);
    assert.deepEqual([held.payment_proof, held.enrolment_proof, held.payer_id.length], [['invoice.pdf'], ['offer.pdf'], 1]);

    // Delete: confirmed in a dialog, gone from the page and from the server.
    await doneFiles(slot(page, 'enrolment_proof')).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this file?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="slot-enrolment_proof"] [data-slot="upload-file"][data-state="done"]'));
    held = await serverFiles(token, orderId);
    assert.deepEqual(held.enrolment_proof, []);

    // The rest, then payment is offered.
    await pickFile(page, slot(page, 'enrolment_proof'), { name: 'offer-2.pdf', mimeType: 'application/pdf', buffer: await pdf('Offer') });
    await pickFile(page, slot(page, 'payer_id'), { name: 'id-back.pdf', mimeType: 'application/pdf', buffer: await pdf('ID back') });
    await doneFiles(slot(page, 'payer_id')).filter({ hasText: 'id-back.pdf' }).waitFor();
    await pickFile(page, slot(page, 'kinship_proof'), { name: 'hukou.pdf', mimeType: 'application/pdf', buffer: await pdf('Kinship') });
    await page.getByRole('link', { name: 'Go to payment' }).waitFor();
    assert.match(await page.getByRole('link', { name: 'Go to payment' }).getAttribute('href'), new RegExp(`^/pay\\?order_id=${orderId}$`));

    // A second order reuses a past file: the server copies it into the new order's slot.
    const second = await placeOrder(token);
    await page.goto(`${e2e.server.base}/idents_all?order_id=${second}`);
    const secondProof = slot(page, 'payment_proof');
    await secondProof.getByRole('tab', { name: 'Past files' }).click();
    await secondProof.getByRole('button', { name: 'Use' }).first().click();
    await doneFiles(secondProof).filter({ hasText: 'invoice.pdf' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="documents-status"]')?.textContent?.includes('Still needed'));
    // The copy is made on the server as the pick is taken; wait for it (up to 5 s).
    for (let i = 0; i < 50 && (await serverFiles(token, second)).payment_proof.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual((await serverFiles(token, second)).payment_proof, ['invoice.pdf']);
    await page.reload();
    await doneFiles(slot(page, 'payment_proof')).filter({ hasText: 'invoice.pdf' }).waitFor();

    assert.deepEqual(errors, []);
    await context.close();
  });

  test('scan to upload: the phone (a second browser context, no login) uploads into the desktop’s slot; the desktop sees it arrive', async () => {
    const { token } = await registeredUser(e2e.server.base);
    const orderId = await placeOrder(token);
    const desktop = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'en-US' });
    const page = await desktop.newPage();
    await page.goto(`${e2e.server.base}/idents_all?order_id=${orderId}`);
    const payerId = slot(page, 'payer_id');
    await payerId.getByRole('tab', { name: 'Scan to upload' }).click();
    await payerId.getByRole('img', { name: 'QR code to upload files from your phone' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="slot-payer_id"]')?.getAttribute('data-scan-url'));
    const url = await payerId.getAttribute('data-scan-url');
    assert.match(url, new RegExp(`^${e2e.server.base}/ident\\?ticket=`));
    await expectNoAxeViolations(page);

    // The phone: its own browser, no session, a small screen, Chinese.
    const phone = await e2e.browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const mobile = await phone.newPage();
    await mobile.goto(url);
    await mobile.getByRole('heading', { level: 1, name: '手机上传' }).waitFor();
    await mobile.getByText('电脑端请求上传：付款人身份证（正反面）').waitFor();
    await expectNoAxeViolations(mobile);
    // A disguised file is refused next to the field; the code still works for the next file.
    await mobile.getByLabel('文件或照片').setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: EXE });
    await mobile.getByRole('button', { name: '上传' }).click();
    await mobile.getByTestId('scan-error').filter({ hasText: /^仅支持上传.*文件$/ }).waitFor();
    await mobile.getByLabel('文件或照片').setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: await png() });
    await mobile.getByRole('button', { name: '上传' }).click();
    await mobile.getByTestId('scan-done').waitFor();
    const sent = Date.now();

    // The desktop sees it arrive (polling every second), and shows a fresh code for the next file.
    await doneFiles(payerId).first().waitFor({ timeout: 5000 });
    const arrivedMs = Date.now() - sent;
    assert.ok(arrivedMs < 3000, `arrived after ${arrivedMs} ms`);
    console.log(`scan-to-upload: the desktop showed the phone's file ${arrivedMs} ms after the phone's upload finished`);
    await page.waitForFunction((old) => {
      const now = document.querySelector('[data-testid="slot-payer_id"]')?.getAttribute('data-scan-url');
      return now && now !== old;
    }, url);
    assert.equal((await serverFiles(token, orderId)).payer_id.length, 1);

    // The used code is dead: the phone reloading it is told so.
    await mobile.reload();
    await mobile.getByTestId('scan-invalid').filter({ hasText: '此上传二维码无效、已使用或已过期' }).waitFor();
    await phone.close();
    await desktop.close();
  });

  test('identity collection: a name that does not match the ID is refused next to the name, nothing typed is lost; the right name is saved masked', async () => {
    const { token } = await registeredUser(e2e.server.base);
    const orderId = await placeOrder(token);
    const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${e2e.server.base}/idents_all?order_id=${orderId}`);
    await page.getByRole('link', { name: 'Identity verification' }).click();
    await page.getByRole('heading', { level: 1, name: 'Identity verification' }).waitFor();
    await page.getByRole('radio', { name: 'The payer' }).check();
    await page.getByLabel(/^Real name/).fill('韩雪');
    await page.getByLabel(/^ID card number/).fill('110105197504020019');
    await page.getByLabel(/^Mobile number/).fill('13800138000');
    await page.getByRole('button', { name: 'Submit' }).click();
    const name = page.getByLabel(/^Real name/);
    await page.getByText('The name does not match the real name of this ID number', { exact: true }).waitFor();
    assert.equal(await name.getAttribute('aria-invalid'), 'true');
    const described = await name.getAttribute('aria-describedby');
    assert.match(await page.locator(`#${described.split(' ').join(', #')}`).allInnerTexts().then((t) => t.join(' ')), /does not match/);
    assert.equal(await name.inputValue(), '韩雪');
    assert.equal(await page.getByLabel(/^ID card number/).inputValue(), '110105197504020019');
    await expectNoAxeViolations(page);

    await name.fill('韩梅');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('identity-saved-payer').filter({ hasText: '1*************0019' }).waitFor();
    assert.equal(await page.getByText('110105197504020019', { exact: false }).count(), 0);
    await page.reload();
    await page.getByTestId('identity-saved-payer').waitFor();
    await context.close();
  });

  test('identity collection in zh-CN: the refusal in Chinese, axe-clean', async () => {
    const { token } = await registeredUser(e2e.server.base);
    const orderId = await placeOrder(token);
    const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${e2e.server.base}/idents_ass?order_id=${orderId}`);
    await page.getByRole('heading', { level: 1, name: '身份信息采集' }).waitFor();
    await page.getByLabel(/^真实姓名/).fill('王五');
    await page.getByLabel(/^身份证号/).fill('110105197504020019');
    await page.getByLabel(/^手机号/).fill('13800138000');
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('姓名与该身份证号的实名不一致', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  for (const locale of ['zh-CN', 'en-US']) {
    test(`axe-clean with files and a refusal (${locale})`, async () => {
      const { token } = await registeredUser(e2e.server.base);
      const orderId = await placeOrder(token);
      const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale });
      const page = await context.newPage();
      await page.goto(`${e2e.server.base}/idents_all?order_id=${orderId}`);
      await page.getByRole('heading', { level: 1, name: locale === 'en-US' ? 'Upload documents' : '上传材料' }).waitFor();
      const proof = slot(page, 'payment_proof');
      await pickFile(page, proof, { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: await pdf('Invoice') });
      await doneFiles(proof).first().waitFor();
      await pickFile(page, proof, { name: 'fake.pdf', mimeType: 'application/pdf', buffer: EXE });
      await proof.locator('[data-slot="upload-error"]').waitFor();
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
