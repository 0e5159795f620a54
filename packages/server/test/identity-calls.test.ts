/**
 * The identity calls of spec 001 section 7 that issue 16 left open, and the payment gate they feed:
 * identity_files / identity_payer_files (identity documents by slot), identity_detail /
 * identity_payer_detail (read masked, saved sealed through the order's correction), ident (what is
 * missing; "documents submitted", which also answers a hold), sign_info (the rent contract signed,
 * immutable, signed again after an edit), and payment_detail / payment_gateway refusing an order
 * whose rent contract is unsigned or whose payee wants the payer's face verified. Every call with
 * another payer's order id answers like an unknown one, with no data.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSignatures, orderEvents, orders } from '../src/db/schema';
import { advanceOrder } from '../src/modules/orders/lifecycle';
import { DEMO_PAYER_PHONE } from '../src/modules/payments/seed';
import { Client, createTestApp, type Envelope, type TestApp } from './helpers/app';
import { registeredUser, smsLogin } from './helpers/flows';
import { IMPERIAL, idBornOn, placeOrder, uploadRequiredDocuments } from './helpers/orders';

let t: TestApp;
let demo: Client;
let bob: Client;
let tuitionOrder: string;
let bobOrder: string;

beforeAll(async () => {
  t = await createTestApp({ limits: { quotesPerOrderPerHour: 1000 } });
  demo = new Client(t.app);
  expect((await smsLogin(t, demo, DEMO_PAYER_PHONE.phone)).status_code).toBe(200);
  bob = (await registeredUser(t)).client;
  tuitionOrder = await placeOrder(t, demo, {}, IMPERIAL, false);
  bobOrder = await placeOrder(t, bob);
}, 120_000);
afterAll(async () => t?.close());

const UNITE = 'DEMO-GB-UNITE-STUDENTS'; // rent, GBP, no review
const CAMPUS1 = 'DEMO-CA-CAMPUS1-MTL'; // rent, CAD, the payee asks for the payer's face verification
const RENT = { order_type: 'rent', purposes: ['rent'], room_number: '1203', contract_start: '2026-09-01', contract_end: '2027-08-31', rent_total: '12000', amount: '12000.00' };
const CONTRACT = { rent_address: '12 Grattan Street, Carlton VIC 3053', room_number: '1203', contract_start: '2026-09-01', contract_end: '2027-08-31', payment_cycle: 'half_year', rent_total: '12000.00' };

/** A signature as the modal draws it: a stroke on a transparent canvas, as a PNG data URL. */
async function drawn(): Promise<string> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="290"><path d="M80 200 C200 40, 320 260, 460 90 S 700 220, 740 120" stroke="#111" stroke-width="6" fill="none"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}
async function blankCanvas(): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 290, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

let keys = 0;
const gateway = async (client: Client, quoteId: string) =>
  (await client.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: quoteId }, headers: { 'idempotency-key': `identity-calls-${(keys += 1)}` } })).json() as Envelope;
async function quoteOf(client: Client, orderId: string): Promise<string> {
  const answer = await client.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card', full_arrival: 0 });
  expect(answer.status_code, answer.message).toBe(200);
  return answer.data.quote_id as string;
}
const inLanguages = async (client: Client, call: () => Promise<Envelope>) => {
  const out: string[] = [];
  for (const language of [undefined, 'zh-CN', 'zh-TW'] as const) {
    client.language = language;
    out.push((await call()).message);
  }
  client.language = undefined;
  return out;
};

describe('identity_files and identity_payer_files', () => {
  it('answer the student’s and the payer’s identity slots with their files and what is missing', async () => {
    const student = await demo.post('/api/order/identity_files', { order_id: tuitionOrder });
    expect(student.status_code, student.message).toBe(200);
    expect(student.data.person).toBe('student');
    expect((student.data.slots as { slot: string }[]).map((s) => s.slot)).toEqual(['student_passport', 'selfie_passport']);
    expect(student.data.missing).toEqual([]); // 12,000 GBP is below the passport threshold
    const payer = await demo.post('/api/order/identity_payer_files', { order_id: tuitionOrder });
    expect((payer.data.slots as { slot: string }[]).map((s) => s.slot)).toEqual(['payer_id', 'kinship_proof', 'household_register']);
    expect(payer.data.missing).toEqual(['payer_id', 'kinship_proof']);
  });

  it('another payer’s order answers like an unknown one (404, no data)', async () => {
    for (const path of ['/api/order/identity_files', '/api/order/identity_payer_files']) {
      const refused = await demo.post(path, { order_id: bobOrder });
      expect(refused).toMatchObject({ status_code: 404, data: { field: 'order_id' } });
      expect(JSON.stringify(refused)).not.toContain('payer_id');
      expect(await demo.post(path, { order_id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ status_code: 404 });
    }
  });
});

describe('identity_detail and identity_payer_detail', () => {
  it('read the student’s identity masked; a save is checked like the order, sealed at rest, answered masked', async () => {
    const read = await demo.get('/api/order/identity_detail', { order_id: tuitionOrder });
    expect(read.status_code, read.message).toBe(200);
    const plainId = idBornOn('20050101');
    expect(read.data).toMatchObject({ person: 'student', student_cn_name: '李雷', id_type: 'cn_id', date_of_birth: '2005-01-01' });
    expect(read.data.student_id_number).toMatch(/^1\*+\d{4}$/);
    expect(JSON.stringify(read.data)).not.toContain(plainId);

    const saved = await demo.post('/api/order/identity_detail', { order_id: tuitionOrder, passport_address: '1 Chang’an Avenue, Beijing', passport_number: 'E12345678', student_id_number: read.data.student_id_number });
    expect(saved, saved.message).toMatchObject({ status_code: 200, message: 'Identity details saved', data: { passport_address: '1 Chang’an Avenue, Beijing' } });
    expect(saved.data.passport_number).not.toContain('E12345678');
    expect(saved.data.passport_number).toMatch(/\*/);
    // At rest: sealed columns, no plain number anywhere in the row.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, tuitionOrder));
    const stored = JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
    expect(stored).not.toContain('E12345678');
    expect(stored).not.toContain(plainId);
    expect(row!.passportSealed).toBeTruthy();
  });

  it('refuse what the order refuses, next to the field, in three languages; nothing is changed', async () => {
    const wrongId = { order_id: tuitionOrder, student_id_number: '110105200501010010' };
    const messages = await inLanguages(demo, () => demo.post('/api/order/identity_detail', wrongId));
    expect(new Set(messages).size).toBe(3);
    const refused = await demo.post('/api/order/identity_detail', wrongId);
    expect(refused).toMatchObject({ status_code: 400, data: { field: 'student_id_number' } });
    expect((await demo.get('/api/order/identity_detail', { order_id: tuitionOrder })).data.student_id_number).toMatch(/^1\*+\d{4}$/);
  });

  it('the payer’s details: read masked, saved (the e-mail), another payer’s order refused', async () => {
    const read = await demo.get('/api/order/identity_payer_detail', { order_id: tuitionOrder });
    expect(read.data).toMatchObject({ person: 'payer', payer_cn_name: '韩梅', relationship: 'mother' });
    expect(read.data.payer_id_number).not.toContain(idBornOn('19750402'));
    const saved = await demo.post('/api/order/identity_payer_detail', { order_id: tuitionOrder, payer_email: 'mei.han@example.com' });
    expect(saved).toMatchObject({ status_code: 200, data: { payer_email: 'mei.han@example.com' } });
    for (const path of ['/api/order/identity_detail', '/api/order/identity_payer_detail']) {
      expect(await demo.get(path, { order_id: bobOrder })).toMatchObject({ status_code: 404, data: { field: 'order_id' } });
      const post = await demo.post(path, { order_id: bobOrder, payer_email: 'x@example.com', en_middle_name: 'X' });
      expect(post).toMatchObject({ status_code: 404 });
      expect(JSON.stringify(post.data)).not.toContain('李');
    }
  });
});

describe('ident: what is missing, and "documents submitted"', () => {
  it('lists the missing slots; submitting is refused naming them (three languages), accepted once uploaded', async () => {
    const orderId = await placeOrder(t, demo, {}, IMPERIAL, false);
    const status = await demo.get('/api/order/ident', { order_id: orderId });
    expect(status.data).toMatchObject({ complete: 0, documents_submitted: 0, missing: ['payment_proof', 'enrolment_proof', 'payer_id', 'kinship_proof'] });
    const refusals = await inLanguages(demo, () => demo.post('/api/order/ident', { order_id: orderId }));
    expect(refusals).toEqual([
      'These documents are still missing: payment proof (bill or payment notice); enrolment or offer letter; payer’s ID card (front and back); proof of kinship with the student',
      '以下材料仍未上传：缴费凭证（账单或缴费通知）；在读证明或录取通知书；付款人身份证（正反面）；与学生的亲属关系证明',
      '以下材料仍未上傳：繳費憑證（帳單或繳費通知）；在讀證明或錄取通知書；付款人身分證（正反面）；與學生的親屬關係證明',
    ]);
    await uploadRequiredDocuments(demo, orderId);
    const submitted = await demo.post('/api/order/ident', { order_id: orderId });
    expect(submitted).toMatchObject({ status_code: 200, message: 'Documents submitted', data: { complete: 1, documents_submitted: 1, missing: [] } });
    expect(submitted.data.documents_submitted_at).toMatch(/^\d{4}-/);
    expect(await demo.post('/api/order/ident', { order_id: bobOrder })).toMatchObject({ status_code: 404 });
    expect(await demo.get('/api/order/ident', { order_id: bobOrder })).toMatchObject({ status_code: 404 });
  });

  it('an order on hold for the payer goes back to review when the documents are submitted (an event row)', async () => {
    const orderId = await placeOrder(t, demo);
    await advanceOrder(t.app.ctx, orderId, 'request_action', 'staff:1', 'Please upload a clearer ID');
    const answer = await demo.post('/api/order/ident', { order_id: orderId });
    expect(answer, answer.message).toMatchObject({ status_code: 200, data: { status: 'awaiting_review' } });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.at(-1)).toMatchObject({ event: 'action_provided', fromStatus: 'action_needed', toStatus: 'awaiting_review' });
  });
});

describe('sign_info: the payer signs the rent contract', () => {
  it('needs the contract first; refuses a blank or non-image signature (three languages); a signature is stored and read back', async () => {
    const orderId = await placeOrder(t, demo, RENT, UNITE);
    expect((await demo.get('/api/order/sign_info', { order_id: orderId })).data).toMatchObject({ required: 1, has_contract: 0, is_sign_data: 0, resign_needed: 0, sign_data: '' });
    expect(await demo.post('/api/order/sign_info', { order_id: orderId, Base64: await drawn() })).toMatchObject({ status_code: 400, message: 'Fill in and save the rent contract before signing it' });
    expect((await demo.post('/api/order/rent_contract', { order_id: orderId, ...CONTRACT })).status_code).toBe(200);
    const blank = await blankCanvas();
    expect(await inLanguages(demo, () => demo.post('/api/order/sign_info', { order_id: orderId, Base64: blank }))).toEqual(['Please sign before submitting', '请先签名再提交', '請先簽名再提交']);
    expect(await demo.post('/api/order/sign_info', { order_id: orderId, Base64: Buffer.from('MZ not an image at all').toString('base64') })).toMatchObject({ status_code: 400, data: { field: 'Base64' } });
    expect(await t.database.db.select().from(contractSignatures).where(eq(contractSignatures.orderId, orderId))).toEqual([]);

    const signed = await demo.post('/api/order/sign_info', { order_id: orderId, Base64: await drawn() });
    expect(signed, signed.message).toMatchObject({ status_code: 200, message: 'Rent contract signed', data: { is_sign_data: 1, resign_needed: 0, payer_name: '韩梅' } });
    expect(signed.data.sign_data).toMatch(/^data:image\/png;base64,/);
    expect((await demo.get('/api/order/sign_info', { order_id: orderId })).data).toMatchObject({ is_sign_data: 1 });
  });

  it('a signed contract is not signed again; an edit needs a new signature, the first one kept', async () => {
    const orderId = await placeOrder(t, demo, RENT, UNITE);
    await demo.post('/api/order/rent_contract', { order_id: orderId, ...CONTRACT });
    expect((await demo.post('/api/order/sign_info', { order_id: orderId, Base64: await drawn() })).status_code).toBe(200);
    expect(await demo.post('/api/order/sign_info', { order_id: orderId, Base64: await drawn() })).toMatchObject({ status_code: 411, message: 'This rent contract is already signed; a signed contract cannot be signed again unless it is changed' });
    await demo.post('/api/order/rent_contract', { order_id: orderId, ...CONTRACT, room_number: '1204' });
    expect((await demo.get('/api/order/sign_info', { order_id: orderId })).data).toMatchObject({ is_sign_data: 0, resign_needed: 1 });
    expect((await demo.post('/api/order/sign_info', { order_id: orderId, Base64: await drawn() })).data).toMatchObject({ is_sign_data: 1, resign_needed: 0 });
    const rows = await t.database.db.select().from(contractSignatures).where(eq(contractSignatures.orderId, orderId));
    expect(rows.map((r) => (r.contract as { room_number: string }).room_number).sort()).toEqual(['1203', '1204']);
  });

  it('another payer’s order, and a tuition order, are refused', async () => {
    expect(await demo.get('/api/order/sign_info', { order_id: bobOrder })).toMatchObject({ status_code: 404, data: { field: 'order_id' } });
    const refused = await demo.post('/api/order/sign_info', { order_id: bobOrder, Base64: await drawn() });
    expect(refused).toMatchObject({ status_code: 404 });
    expect(await t.database.db.select().from(contractSignatures).where(eq(contractSignatures.orderId, bobOrder))).toEqual([]);
    expect(await demo.post('/api/order/sign_info', { order_id: tuitionOrder, Base64: await drawn() })).toMatchObject({ status_code: 400, message: 'Only a rent order has a rent contract' });
  });
});

describe('payment gate: the signed rent contract and the payer’s face verification', () => {
  it('a rent order with its documents but no signature: payment_detail and payment_gateway refuse naming it; allowed once signed', async () => {
    const orderId = await placeOrder(t, demo, RENT, UNITE);
    await demo.post('/api/order/rent_contract', { order_id: orderId, ...CONTRACT });
    expect((await demo.get('/api/user/order_detail', { order_id: orderId })).data.missing_documents).toEqual(['rent_contract_signature']);
    const refusals = await inLanguages(demo, () => demo.get('/api/order/payment_detail', { order_id: orderId }));
    expect(refusals).toEqual([
      'This order cannot go to payment yet. Still needed: the payer’s signature on the rent contract',
      '此订单暂不能支付，还需要：付款人在租房合同上的签名',
      '此訂單暫不能付款，還需要：付款人在租賃合約上的簽名',
    ]);
    expect(await demo.get('/api/order/payment_detail', { order_id: orderId })).toMatchObject({ status_code: 411, data: { order_id: orderId, missing: ['rent_contract_signature'] } });
    const quoteId = await quoteOf(demo, orderId);
    expect(await gateway(demo, quoteId)).toMatchObject({ status_code: 411, data: { missing: ['rent_contract_signature'] } });

    await demo.post('/api/order/sign_info', { order_id: orderId, Base64: await drawn() });
    expect((await demo.get('/api/order/payment_detail', { order_id: orderId })).status_code).toBe(200);
    const started = await gateway(demo, quoteId);
    expect(started.status_code, started.message).toBe(200);
  });

  it('an edit after signing blocks payment again', async () => {
    const orderId = await placeOrder(t, demo, RENT, UNITE);
    await demo.post('/api/order/rent_contract', { order_id: orderId, ...CONTRACT });
    await demo.post('/api/order/sign_info', { order_id: orderId, Base64: await drawn() });
    await demo.post('/api/order/rent_contract', { order_id: orderId, ...CONTRACT, rent_total: '12500.00' });
    expect(await demo.get('/api/order/payment_detail', { order_id: orderId })).toMatchObject({ status_code: 411, data: { missing: ['rent_contract_signature'] } });
  });

  it('a payee that asks for face verification: refused until the payer’s check passed', async () => {
    const orderId = await placeOrder(t, demo, RENT, CAMPUS1);
    await demo.post('/api/order/rent_contract', { order_id: orderId, ...CONTRACT });
    await demo.post('/api/order/sign_info', { order_id: orderId, Base64: await drawn() });
    const ident = await demo.get('/api/order/ident', { order_id: orderId });
    expect(ident.data.steps).toEqual([
      { step: 'rent_contract_signature', required: 1, done: 1 },
      { step: 'face_verification', required: 1, done: 0 },
    ]);
    expect(await demo.get('/api/order/payment_detail', { order_id: orderId })).toMatchObject({
      status_code: 411,
      message: 'This order cannot go to payment yet. Still needed: the payer’s face verification',
      data: { missing: ['face_verification'] },
    });
    // A failed check does not count; a passed one does.
    const started = await demo.get('/api/order/live_verification', { order_id: orderId });
    const ref = (started.data.url as string).split('/dev/face/')[1]!;
    const press = (answer: string, r: string) => t.app.inject({ method: 'POST', url: `/dev/face/${r}`, payload: `answer=${answer}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: '127.0.0.1' });
    await press('fail_mismatch', ref);
    expect((await demo.get('/api/order/live_verification', { order_id: orderId })).data.status).toBe('failed');
    expect((await demo.get('/api/order/payment_detail', { order_id: orderId })).data.missing).toEqual(['face_verification']);
    t.clock.advance(5); // the newest verification is the latest started
    const again = await demo.get('/api/order/live_verification', { order_id: orderId, restart: '1' });
    expect(again.data, again.message).toMatchObject({ status: 'pending' });
    const pressed = await press('pass', (again.data.url as string).split('/dev/face/')[1]!);
    expect(pressed.statusCode, pressed.body).toBe(303);
    expect((await demo.get('/api/order/live_verification', { order_id: orderId })).data.status).toBe('passed');
    expect((await demo.get('/api/order/payment_detail', { order_id: orderId })).status_code).toBe(200);
    expect((await demo.get('/api/user/order_detail', { order_id: orderId })).data.missing_documents).toEqual([]);
  });
});
