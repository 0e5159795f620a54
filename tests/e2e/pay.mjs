// Orders to pay in the payment journeys: placed through the API (the order form has its own journey in
// order-journey.test.mjs), as a logged-in payer in mainland China places a tuition order to a demo payee.
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { loggedInContext, registeredUser } from './api-user.mjs';

/** A valid mainland ID number (GB 11643 check character) of someone born on `birth` (YYYYMMDD). */
function idBornOn(birth) {
  const first17 = `110105${birth}001`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

/** Places a 12,000.00 GBP tuition order to UCL's demo account (15); answers { order_id, order_no }. */
export async function placeOrder(base, token, overrides = {}) {
  const body = {
    account_id: 15,
    order_type: 'tuition',
    amount: '12000.00',
    purposes: ['tuition'],
    student_cn_name: '李雷',
    pinyin_last_name: 'LI',
    pinyin_first_name: 'LEI',
    en_first_name: 'Lei',
    en_last_name: 'Li',
    id_type: 'cn_id',
    student_id_number: idBornOn('20050101'),
    student_number: '100234567',
    reading_stage: 'master',
    admission_year: new Date().getFullYear() + 1,
    admission_month: 9,
    date_of_birth: '2005-01-01',
    relationship: 'mother',
    payer_cn_name: '韩梅',
    payer_id_number: idBornOn('19750402'),
    payer_tel_code: '86',
    payer_mobile: '13800138000',
    payer_email: 'han.mei@example.com',
    order_agreement: true,
    ...overrides,
  };
  const res = await fetch(`${base}/api/order/order_submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  assert.equal(json.status_code, 200, json.message);
  // Payment needs the order's required documents (issue 16): uploaded as the payer would, one file a call.
  await uploadRequiredDocuments(base, token, json.data.order_id);
  return { order_id: json.data.order_id, order_no: json.data.order_no };
}

/** A one-page PDF, enough for a document slot (the upload check reads its bytes). */
async function onePagePdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return pdf.save();
}

/** Fills every required document slot of an order (ident_files says which, and how many files). */
export async function uploadRequiredDocuments(base, token, orderId) {
  const listing = await (await fetch(`${base}/api/order/ident_files?order_id=${encodeURIComponent(orderId)}`, { headers: { authorization: token } })).json();
  assert.equal(listing.status_code, 200, listing.message);
  for (const slot of listing.data.slots.filter((s) => s.required === 1)) {
    for (let n = slot.files.length; n < slot.min; n += 1) {
      const form = new FormData();
      form.set('order_id', orderId);
      form.set('slot', slot.slot);
      form.set('file', new Blob([await onePagePdf()], { type: 'application/pdf' }), `${slot.slot}-${n}.pdf`);
      const json = await (await fetch(`${base}/api/order/ident_files_upload`, { method: 'POST', headers: { authorization: token }, body: form })).json();
      assert.equal(json.status_code, 200, json.message);
    }
  }
}

/** The payer quotes a bank transfer for the order and starts it (money not sent yet); answers { quote, payment } (their data). */
export async function startTransferPayment(base, token, orderId) {
  const post = async (path, body, headers = {}) =>
    (await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token, ...headers }, body: JSON.stringify(body) })).json();
  const quote = await post('/order/payment_estimate', { order_id: orderId, method_id: 'transfer', full_arrival: 0 });
  assert.equal(quote.status_code, 200, quote.message);
  const payment = await post('/order/payment_gateway', { quote_id: quote.data.quote_id }, { 'idempotency-key': randomUUID() });
  assert.equal(payment.status_code, 200, payment.message);
  return { quote: quote.data, payment: payment.data };
}

/** The development page's "funds arrive" (POST /dev/sandbox/complete), as an operator would say so. */
export async function fundsArrive(base, paymentId) {
  const res = await fetch(`${base}/dev/sandbox/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payment_id: paymentId, outcome: 'succeeded' }) });
  const json = await res.json();
  assert.equal(json.status_code, 200, json.message);
  return json.data;
}

/** Clicks a download button and answers the downloaded file's name and text (pdfjs-dist extracts it). */
export async function downloadedPdf(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = new Uint8Array(await readFile(path));
  assert.equal(Buffer.from(bytes.subarray(0, 5)).toString(), '%PDF-');
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const texts = [];
  for (let n = 1; n <= pdf.numPages; n += 1) texts.push((await (await pdf.getPage(n)).getTextContent()).items.map((item) => item.str ?? '').join('\n'));
  await pdf.destroy();
  return { name: download.suggestedFilename(), text: texts.join('\n') };
}

/**
 * A new payer with one order to pay (placeOrder), in a logged-in browser context in `language` (en unless
 * given), its page's script errors collected: how each payment journey starts. `e2e` is the file's serverAndBrowser().
 */
export async function payerWithOrder(e2e, { language = 'en', width, order: overrides } = {}) {
  const { token } = await registeredUser(e2e.server.base);
  const order = await placeOrder(e2e.server.base, token, overrides);
  const phone = width !== undefined && width < 768 ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true } : {};
  const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: language === 'en' ? 'en-US' : 'zh-CN', ...phone });
  await context.addCookies([{ name: 'language', value: language, url: e2e.server.base }]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { token, order, context, page, errors };
}
