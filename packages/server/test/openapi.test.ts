/**
 * The OpenAPI document describes the answers: every call has a 200 response schema, and real
 * answers of every documented call (a journey through all of them, successes and refusals)
 * validate against the schema the document gives. Response schemas are documentation only
 * (src/http/response-schemas.ts): they must neither drop nor coerce a field of any answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { siteConfig } from '../src/domain/site-config';
import { Client, createTestApp, IMAGE_CAPTCHA, lastCode, lastMessage, humanTrack, SLIDER_X, type TestApp } from './helpers/app';
import { chinaStudent, freshEmail, freshPhone, smsLogin } from './helpers/flows';
import { DEMO_PAYER_PHONE } from '../src/modules/payments/seed';
import { ORDER_EXAMPLE, LANDLORD_ORDER_EXAMPLE } from '../src/modules/orders/schemas';
import { advanceOrder } from '../src/modules/orders/lifecycle';
import { eq } from 'drizzle-orm';
import { payments } from '../src/db/schema';
import { signCallback } from '../src/domain/callback-signature';
import { DEMO_PARTNERS } from '../src/modules/partners/seed';
import { createBody } from '../src/modules/partners/schemas';
import { sandboxCallbackSecret } from '../src/providers/payment';
import { sandboxFaceSecret } from '../src/providers/face';
import sharp from 'sharp';
import { multipart } from './helpers/multipart';
import { accountId, uploadRequiredDocuments } from './helpers/orders';
import { signInfoBody } from '../src/modules/documents/schemas';
import { nextTotp } from './helpers/staff';
import { settleByCard } from './helpers/payments';
import { DEV_STAFF_PASSWORD } from '../src/modules/ops/dev-staff';
import { couponCreateBody, couponDisableBody, couponListQuery, payeeAccountCreateBody, payeeAccountDeactivateBody, payeeAccountReactivateBody, payeeAccountUpdateBody, payeeAccountsQuery, payeeSearchQuery } from '../src/modules/ops/payee-coupon-schemas';

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: OpenApiDoc;
const ADMIN_TOKEN = 'openapi-admin-token';
beforeAll(async () => {
  process.env['ADMIN_TOKEN'] = ADMIN_TOKEN; // the content module's staff call (read when routes register)
  // The order's live stream ends after a second here (five minutes by default), so the journey goes on.
  t = await createTestApp({ limits: { orderStreamSeconds: 1 } });
  delete process.env['ADMIN_TOKEN'];
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDoc;
}, 120_000);
afterAll(async () => t?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })));

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and documents a 200 response schema (and the 500 fault) for every call', () => {
    expect(doc.openapi).toBe('3.1.0');
    const list = operations();
    expect(list.length).toBeGreaterThan(35);
    for (const { key, operation } of list) {
      const ok = operation.responses['200'];
      expect(ok?.content, key).toBeDefined();
      for (const [type, media] of Object.entries(ok?.content ?? {})) expect(media.schema, `${key} ${type}`).toEqual(expect.any(Object));
      if (key !== 'GET /api/health') expect(operation.responses['500']?.content?.['application/json']?.schema, key).toBeDefined();
    }
  });
});

/**
 * Checks answers against the document's schemas with Fastify's own validator (Ajv): a small
 * instance with one route per documented answer whose body schema is that answer's schema.
 * Strict like the API (no coercion, nothing removed), so a wrong type or an undocumented field fails.
 */
async function schemaChecker(documented: OpenApiDoc) {
  const checker: FastifyInstance = Fastify({ ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true, strict: false } } });
  const routes = new Map<string, string>();
  let n = 0;
  for (const [path, methods] of Object.entries(documented.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          const url = `/check/${(n += 1)}`;
          routes.set(`${method.toUpperCase()} ${path} ${status} ${type}`, url);
          checker.post(url, { schema: { body: media.schema ?? {} }, attachValidation: true }, async (request) => ({
            error: request.validationError?.message ?? null,
          }));
        }
      }
    }
  }
  await checker.ready();
  return {
    async check(key: string, status: number, type: string, body: string): Promise<string | null> {
      const url = routes.get(`${key} ${status} ${type}`);
      if (!url) return `no schema documented for ${key} ${status} ${type}`;
      const contentType = type === 'application/json' ? type : 'text/plain';
      const answer = await checker.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
      return (answer.json() as { error: string | null }).error;
    },
    close: () => checker.close(),
  };
}

describe('answers match the document', () => {
  /** Every answer of the journey: which call, HTTP status, content type, raw body. */
  const answers: { key: string; status: number; type: string; body: string; statusCode: number | null }[] = [];

  async function call(client: Client, method: 'GET' | 'POST', url: string, input?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await client.raw(
      method === 'GET' ? { method, url, headers, ...(input ? { query: input as Record<string, string> } : {}) } : { method, url, headers, payload: input ?? {} },
    );
    const type = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
    const statusCode = type === 'application/json' ? ((response.json() as { status_code?: number }).status_code ?? null) : null;
    // A path parameter (the partner's name) and a signed query (sent in the URL) under the documented path.
    const documented = url.split('?')[0]!.replace(/^\/api\/order\/api_[a-z0-9]+_order$/, '/api/order/api_{partner}_order');
    answers.push({ key: `${method} ${documented}`, status: response.statusCode, type, body: response.body, statusCode });
    return response;
  }
  const json = async (client: Client, method: 'GET' | 'POST', url: string, input?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await call(client, method, url, input, headers)).json() as { status_code: number; data: Record<string, never> };

  it('a journey through every documented call validates, successes and refusals alike', async () => {
    const a = new Client(t.app);
    const browser = new Client(t.app);

    // Configuration, language, lists and searches.
    await call(a, 'GET', '/api/health');
    await call(a, 'GET', '/api/get_config');
    await call(a, 'GET', '/api/get_minimalist_config');
    await call(a, 'GET', '/api/get_index_data');
    await call(a, 'GET', '/api/index_get_country_list');
    await call(a, 'POST', '/api/other/change_lang', { lang: 'zh-CN' });
    await call(a, 'POST', '/api/other/change_location', { country: 'IND' });
    await call(a, 'POST', '/api/other/change_location', { country: 'XXX' }); // refusal
    await call(a, 'GET', '/api/other/search_payment_country', { search_key: '澳大利' });
    await call(a, 'GET', '/api/other/get_school', { search_key: 'ucl' });
    await call(a, 'GET', '/api/order/get_institution', { searchkey: 'monash' });

    // Payees and the order form of one account (the documented examples, against the demo data).
    await call(a, 'GET', '/api/other/select_account', { institution_id: 'U005DDB19F1' });
    await call(a, 'GET', '/api/other/select_account', { institution_id: 'nope' }); // refusal
    const schoolRequest = { institution_name: 'Ashgrove College of Music', institution_country: 'AUS', contact_name: 'Mei Han', email: 'han.mei@example.com' };
    await call(a, 'POST', '/api/other/institution_request', schoolRequest);
    await call(a, 'POST', '/api/other/institution_request', { ...schoolRequest, email: 'x' }); // refusal: 400
    await call(a, 'GET', '/api/order/query_school_country_currency', { institution_id: 'U005DDB19F1' });
    await call(a, 'GET', '/api/order/get_country_identification_code', { country: 'USA' });
    await call(a, 'GET', '/api/order/get_country_identification_code', { country: 'XYZ' }); // refusal
    await call(a, 'POST', '/api/order/payee_address_vali', { address: '12 Oxford Road, Manchester M1 5QA' });
    await call(a, 'POST', '/api/order/payee_address_vali', { address: 'PO Box 12, Manchester' }); // refusal
    await call(a, 'GET', '/api/order/name_conversion', { name: '单田芳' });
    await call(a, 'GET', '/api/order/order_info', { account_id: 'DEMO-GB-UNIVERSITY-COLLEGE-LONDON-UNIVERSITY-OF-' });
    await call(a, 'GET', '/api/order/order_info', { account_id: 'DEMO-GB-IMPERIAL-COLLEGE-LONDON' }); // with a surcharge
    await call(a, 'GET', '/api/order/order_info', { account_id: '999999' }); // refusal
    await call(a, 'GET', '/api/user/is_login');
    await call(a, 'POST', '/api/user/is_login');

    // Image captcha, staff lookup, slider.
    await call(a, 'GET', '/api/other/check_captcha');
    await call(a, 'POST', '/api/other/check_captcha', { img_captcha: IMAGE_CAPTCHA });
    await call(a, 'POST', '/api/other/check_captcha', { img_captcha: IMAGE_CAPTCHA }); // refusal: spent
    await call(a, 'GET', '/api/other/check_captcha');
    await call(a, 'GET', '/api/other/search_personal', { keyword: '13800138001', img_captcha: IMAGE_CAPTCHA });
    await call(a, 'GET', '/api/other/check_captcha');
    await call(a, 'POST', '/api/other/search_personal', { keyword: 'edupay_liming', img_captcha: IMAGE_CAPTCHA });
    await call(a, 'POST', '/api/other/search_personal', { keyword: 'nobody', img_captcha: IMAGE_CAPTCHA }); // refusal
    const puzzle = await json(a, 'GET', '/api/other/slider_captcha');
    const phone = freshPhone();
    const track = humanTrack(SLIDER_X + 2);
    await call(a, 'POST', '/api/other/slider_verification', { captchaVerifyParam: JSON.stringify({ id: puzzle.data.id, x: SLIDER_X + 2, track }), tel_code: '+86', phone });

    // SMS login of a new phone, registration, first password, change of password.
    await call(a, 'GET', '/api/user/send_verification', { tel_code: '+86', phone: freshPhone() });
    await call(a, 'POST', '/api/user/send_verification', { tel_code: '+86', phone });
    await call(a, 'POST', '/api/user/login', { tel_code: '+86', phone, phone_captcha: await lastCode(t.app, `+86${phone}`) });
    const email = freshEmail();
    await call(a, 'POST', '/api/user/register', await chinaStudent(t.app, phone, email));
    // The owner proves the e-mail with the link sent on registration (then it logs in).
    const proof = new URL((await lastMessage(t.app, email))!.body.match(/https?:\/\/\S+/)![0]);
    await call(a, 'POST', '/api/user/verify_contact', { proof: proof.searchParams.get('proof'), key: proof.searchParams.get('key') });
    await call(a, 'POST', '/api/user/verify_contact', { proof: proof.searchParams.get('proof'), key: proof.searchParams.get('key') }); // refusal: spent
    await call(a, 'POST', '/api/user/create_pwd', { new_password: 'first-pass1', confirm_password: 'first-pass1' });
    await call(a, 'POST', '/api/user/change_pwd', { old_password: 'first-pass1', new_password: 'second-pass1', confirm_password: 'second-pass1' });
    await call(a, 'POST', '/api/user/change_pwd', { old_password: 'wrong-pass1', new_password: 'third-pass1', confirm_password: 'third-pass1' }); // refusal

    // Scan login: the browser shows a QR code, the logged-in phone confirms it.
    await browser.config();
    const qr = await json(browser, 'GET', '/api/user/scan_login_qrcode');
    await call(browser, 'GET', '/api/user/scan_login_check', { ticket: qr.data.ticket });
    await call(a, 'POST', '/api/user/scan_login_confirm', { ticket: qr.data.ticket });
    await call(browser, 'GET', '/api/user/scan_login_check', { ticket: qr.data.ticket });
    await call(browser, 'GET', '/api/user/scan_login_check', { ticket: qr.data.ticket }); // refusal: spent

    // The user centre.
    await call(a, 'GET', '/api/user/personal_info');
    await call(a, 'POST', '/api/user/personal_info', { contact: '13900139000', major: 'Law', commencement_time: '2026-09' });
    await call(a, 'POST', '/api/user/personal_info', { contact: '13900139000', major: 'x'.repeat(101), commencement_time: '' }); // refusal: bad input

    // Log out (POST only), log in with the password, check e-mail addresses.
    const login = { tel_code: '+86', login_name: phone, password: 'second-pass1' };
    await call(a, 'POST', '/api/user/login', login);
    await call(a, 'POST', '/api/user/logout');
    await call(a, 'POST', '/api/user/logout'); // refusal: 401
    await call(a, 'GET', '/api/user/personal_info'); // refusal: 402
    await call(a, 'POST', '/api/user/login', login);
    await call(a, 'GET', '/api/user/verification_email', { email: freshEmail() });
    await call(a, 'POST', '/api/user/verification_email', { email: freshEmail() });
    await call(a, 'POST', '/api/user/verification_email', { email }); // refusal: 332

    // Orders, with the documented examples (they must work against the seeded demo accounts).
    const order = ORDER_EXAMPLE;
    await call(a, 'POST', '/api/order/check_up_money', { account_id: order.account_id, amount: '12000.00' });
    await call(a, 'POST', '/api/order/check_payer_age', { payer_id_number: order.payer_id_number });
    await call(a, 'POST', '/api/order/check_up_order', order);
    await call(a, 'POST', '/api/order/check_up_order', { ...order, relationship: 'friend' }); // refusal: 400
    await call(a, 'POST', '/api/order/save_draft', { account_id: order.account_id, values: { amount: '12000.00' } });
    await call(a, 'GET', '/api/order/get_draft', { account_id: String(order.account_id) });
    await call(a, 'GET', '/api/order/life_info');
    await call(a, 'POST', '/api/order/life_info', { payer_cn_name: order.payer_cn_name, payer_id_number: order.payer_id_number, currency: 'GBP' }); // refusal: no tuition yet
    const placed = await json(a, 'POST', '/api/order/order_submit', order, { 'idempotency-key': 'openapi-journey-1' });
    await call(a, 'POST', '/api/order/order_submit', { ...order, amount: '1.00' }, { 'idempotency-key': 'openapi-journey-1' }); // refusal: 412
    const orderId = (placed.data as unknown as { order_id: string }).order_id;
    // Living expenses follow a paid tuition order: a separate one, settled as the acquirer's success does.
    const tuition = (await json(a, 'POST', '/api/order/order_submit', order, { 'idempotency-key': 'openapi-journey-tuition' })).data as unknown as { order_id: string };
    await settleByCard(t, a, tuition.order_id);
    await call(a, 'POST', '/api/order/life_info', { payer_cn_name: order.payer_cn_name, payer_id_number: order.payer_id_number, currency: 'GBP' });
    await call(a, 'GET', '/api/user/order_list', { type: 'ongoing' });
    await call(a, 'GET', '/api/user/order_detail', { order_id: orderId });
    await call(a, 'GET', '/api/user/order_detail', { order_id: '00000000-0000-4000-8000-000000000000' }); // refusal: 404
    // The user centre (issue 18): settings, the smart list, a page of closed orders, cancel and confirm arrival.
    await call(a, 'GET', '/api/user/user_config');
    await call(a, 'GET', '/api/user/smart_order_list');
    const spare = await json(a, 'POST', '/api/order/order_submit', order, { 'idempotency-key': 'openapi-journey-close' });
    await call(a, 'POST', '/api/user/close_order', { order_id: (spare.data as unknown as { order_id: string }).order_id });
    await call(a, 'POST', '/api/user/close_order', { order_id: '00000000-0000-4000-8000-000000000000' }); // refusal: 404
    await call(a, 'POST', '/api/user/reorder', { order_id: (spare.data as unknown as { order_id: string }).order_id });
    await call(a, 'POST', '/api/user/reorder', { order_id: orderId }); // refusal: 411, still going on
    await call(a, 'GET', '/api/user/order_list', { type: 'closed', page: '1', page_size: '10' });
    await call(a, 'POST', '/api/user/complete_order', { order_id: orderId }); // refusal: 411, not arrived yet
    // An order the bank reported arrived (the ops console's advances, called directly here) is confirmed.
    const arrived = (await json(a, 'POST', '/api/order/order_submit', order, { 'idempotency-key': 'openapi-journey-arrive' })).data as unknown as { order_id: string };
    for (const event of ['payment_succeeded', 'start_exchange', 'remit', 'arrive'] as const) await advanceOrder(t.app.ctx, arrived.order_id, event, 'system', 'openapi journey');
    await call(a, 'POST', '/api/user/complete_order', { order_id: arrived.order_id });
    await call(a, 'GET', '/api/user/order_events', { order_id: arrived.order_id });
    await call(a, 'GET', '/api/user/order_events', { order_id: '00000000-0000-4000-8000-000000000000' }); // refusal: 404
    const tracking = await json(a, 'POST', '/api/user/order_track_link', { order_id: arrived.order_id });
    await call(new Client(t.app), 'GET', '/api/order/order_track', Object.fromEntries(new URL((tracking.data as unknown as { api: string }).api).searchParams));
    await call(new Client(t.app), 'GET', '/api/order/order_track', { order_id: arrived.order_id, expires: '1800000000', sig: 'forged' }); // refusal: 410
    await call(a, 'POST', '/api/order/update_order_info', { order_id: orderId, payer_email: 'han.mei@example.com' });
    await call(a, 'POST', '/api/order/update_crn_info', { order_id: orderId, crn: 'CRN-2026-0042' });
    // A payee the payer enters (the second documented example): the form's info, then the landlord's order.
    await call(a, 'GET', '/api/order/order_info', { entered: '1', country: 'GBR' });
    await call(a, 'POST', '/api/order/order_submit', LANDLORD_ORDER_EXAMPLE, { 'idempotency-key': 'openapi-journey-landlord' });
    await call(a, 'POST', '/api/order/order_submit', { ...LANDLORD_ORDER_EXAMPLE, beneficiary_address: 'PO Box 12, Leeds' }, { 'idempotency-key': 'openapi-journey-landlord-po' }); // refusal: 400

    // Documents (issue 16): a multipart upload, the order's slots, past files, a signed link, the bytes, delete.
    const upload = async (client: Client, fields: Record<string, string>, bytes: Buffer, filename: string) => {
      const { payload, headers } = multipart(fields, [{ filename, contentType: 'application/octet-stream', bytes }]);
      const response = await client.raw({ method: 'POST', url: '/api/order/ident_files_upload', payload, headers });
      answers.push({ key: 'POST /api/order/ident_files_upload', status: response.statusCode, type: 'application/json', body: response.body, statusCode: (response.json() as { status_code: number }).status_code });
      return response.json() as { status_code: number; data: { file_id: string } };
    };
    const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 0, g: 90, b: 160 } } }).jpeg().toBuffer();
    const uploaded = await upload(a, { order_id: orderId, slot: 'payment_proof' }, photo, 'invoice.jpg');
    await upload(a, { order_id: orderId, slot: 'payment_proof' }, Buffer.from('MZ\x90\x00 not a document', 'latin1'), 'invoice.pdf'); // refusal: 400
    const fileRef = { order_id: orderId, file_id: uploaded.data.file_id };
    await call(a, 'GET', '/api/order/ident_files', { order_id: orderId });
    await call(a, 'GET', '/api/order/ident_files', { order_id: '00000000-0000-4000-8000-000000000000' }); // refusal: 404
    await call(a, 'GET', '/api/order/ident_files_past', { slot: 'payment_proof' });
    await call(a, 'GET', '/api/order/ident_file_download', fileRef);
    const link = await json(a, 'POST', '/api/order/ident_file_link', fileRef);
    await call(new Client(t.app), 'GET', '/api/order/ident_file_download', Object.fromEntries(new URL((link.data as unknown as { url: string }).url).searchParams));
    await call(new Client(t.app), 'GET', '/api/order/ident_file_download', { ...fileRef, expires: '1', sig: 'forged' }); // refusal: 410
    await call(a, 'POST', '/api/order/ident_file_link', { ...fileRef, file_id: '00000000-0000-4000-8000-000000000001' }); // refusal: 404
    await call(a, 'POST', '/api/order/ident_files_delete', fileRef);
    await call(a, 'POST', '/api/order/ident_files_delete', fileRef); // refusal: 404
    // Scan to upload: the desktop's ticket, the phone's info and upload (no session), the desktop's poll.
    const scan = await json(a, 'POST', '/api/order/ident_scan_ticket', { order_id: orderId, slot: 'payer_id' });
    const scanTicket = scan.data as unknown as { ticket: string; ticket_id: string };
    await call(a, 'POST', '/api/order/ident_scan_ticket', { order_id: '00000000-0000-4000-8000-000000000000', slot: 'payer_id' }); // refusal: 404
    await call(a, 'GET', '/api/order/ident_scan_status', { order_id: orderId, ticket_id: scanTicket.ticket_id });
    await call(new Client(t.app), 'GET', '/api/order/ident_scan_info', { upload_ticket: scanTicket.ticket });
    const scanPhone = new Client(t.app);
    {
      const { payload, headers } = multipart({ upload_ticket: scanTicket.ticket }, [{ filename: 'id-front.jpg', contentType: 'image/jpeg', bytes: photo }]);
      for (let n = 0; n < 2; n++) {
        // The second is a refusal: 410, the ticket is used up.
        const response = await scanPhone.raw({ method: 'POST', url: '/api/order/ident_scan_upload', payload, headers });
        answers.push({ key: 'POST /api/order/ident_scan_upload', status: response.statusCode, type: 'application/json', body: response.body, statusCode: (response.json() as { status_code: number }).status_code });
      }
    }
    await call(a, 'GET', '/api/order/ident_scan_status', { order_id: orderId, ticket_id: scanTicket.ticket_id });
    await call(new Client(t.app), 'GET', '/api/order/ident_scan_info', { upload_ticket: scanTicket.ticket }); // refusal: 410
    // Identity collection: the payer's identity (the order example's), a name that does not match the ID, the list (masked).
    await call(a, 'POST', '/api/order/ident_ass', { order_id: orderId, identity: 'payer', collector_name: order.payer_cn_name, collector_id_number: order.payer_id_number, collector_phone: '13800138000' });
    await call(a, 'POST', '/api/order/ident_ass', { order_id: orderId, identity: 'payer', collector_name: '王五', collector_id_number: order.payer_id_number, collector_phone: '13800138000' }); // refusal: 400
    await call(a, 'GET', '/api/order/ident_ass', { order_id: orderId });
    await call(a, 'GET', '/api/order/ident_ass', { order_id: '00000000-0000-4000-8000-000000000000' }); // refusal: 404
    // Face verification (issue 16 item 6): started, passed on the development vendor's page (its signed
    // callback), read back; a forged callback; another payer's order.
    const face = (await json(a, 'GET', '/api/order/live_verification', { order_id: orderId })).data as unknown as { url: string; verification_id: string };
    const faceRef = face.url.split('/dev/face/')[1];
    await t.app.inject({ method: 'POST', url: `/dev/face/${faceRef}`, payload: 'answer=pass', headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: '127.0.0.1' });
    await call(a, 'GET', '/api/order/live_verification', { order_id: orderId, verification_id: face.verification_id });
    await call(a, 'GET', '/api/order/live_verification', { order_id: '00000000-0000-4000-8000-000000000000' }); // refusal: 404
    const faceEvent = { id: 'fevt_openapi_1', type: 'face_session.updated', data: { provider_ref: faceRef, verification_id: face.verification_id, status: 'passed', failure_reason: null } };
    await call(new Client(t.app), 'POST', '/api/order/face_callback', faceEvent, { 'edupay-signature': signCallback(sandboxFaceSecret(t.app.ctx.secret), JSON.stringify(faceEvent), t.clock.now) });
    await call(new Client(t.app), 'POST', '/api/order/face_callback', faceEvent, { 'edupay-signature': 't=1,v1=00' }); // refusal: 400
    // The rent contract (issue 16 item 4): a rent order's (Columbia takes rent), a tuition order's refusal.
    const rentOrder = (await json(a, 'POST', '/api/order/order_submit', { ...order, account_id: await accountId(t, 'DEMO-US-COLUMBIA-UNIVERSITY'), order_type: 'rent', purposes: ['rent'], room_number: '1203', contract_start: '2026-09-01', contract_end: '2027-08-31', rent_total: '24000', amount: '12000.00' }, { 'idempotency-key': 'openapi-journey-rent' })).data as unknown as { order_id: string };
    await call(a, 'GET', '/api/order/rent_contract', { order_id: rentOrder.order_id });
    await call(a, 'POST', '/api/order/rent_contract', { order_id: rentOrder.order_id, rent_address: '12 Grattan Street, Carlton VIC 3053', room_number: '1203', contract_start: '2026-09-01', contract_end: '2027-08-31', payment_cycle: 'half_year', rent_total: '24000.00' });
    await call(a, 'GET', '/api/order/rent_contract', { order_id: rentOrder.order_id });
    await call(a, 'POST', '/api/order/rent_contract', { order_id: orderId, rent_address: '12 Grattan Street', room_number: '1', contract_start: '2026-09-01', contract_end: '2027-08-31', payment_cycle: 'monthly', rent_total: '24000.00' }); // refusal: not a rent order
    // Signing the rent contract: the documented example signature; the same contract again is refused.
    await call(a, 'GET', '/api/order/sign_info', { order_id: rentOrder.order_id });
    const drawnSignature = signInfoBody.examples[0].Base64;
    await call(a, 'POST', '/api/order/sign_info', { order_id: rentOrder.order_id, Base64: drawnSignature });
    await call(a, 'POST', '/api/order/sign_info', { order_id: rentOrder.order_id, Base64: drawnSignature }); // refusal: 411, already signed
    // Identity details (masked) and identity documents of the student and the payer; another order refused.
    await call(a, 'GET', '/api/order/identity_detail', { order_id: orderId });
    await call(a, 'POST', '/api/order/identity_detail', { order_id: orderId, passport_address: '1 Chang’an Avenue, Beijing' });
    await call(a, 'POST', '/api/order/identity_detail', { order_id: orderId, student_id_number: '110105200501010010' }); // refusal: 400
    await call(a, 'GET', '/api/order/identity_payer_detail', { order_id: orderId });
    await call(a, 'POST', '/api/order/identity_payer_detail', { order_id: orderId, payer_email: 'han.mei@example.com' });
    await call(a, 'POST', '/api/order/identity_payer_detail', { order_id: '00000000-0000-4000-8000-000000000000', payer_email: 'han.mei@example.com' }); // refusal: 404
    await call(a, 'POST', '/api/order/identity_files', { order_id: orderId });
    await call(a, 'POST', '/api/order/identity_payer_files', { order_id: orderId });
    await call(a, 'POST', '/api/order/identity_files', { order_id: '00000000-0000-4000-8000-000000000000' }); // refusal: 404

    // Quotes, coupons and the payment page (issue 17) with the documented examples: the demo payer's
    // coupons and points (modules/payments/seed.ts) on an order of theirs.
    await call(a, 'POST', '/api/order/payment_estimate', { order_id: orderId, method_id: 'card', full_arrival: 1, priority: 0, use_points: 1 });
    await call(a, 'POST', '/api/order/payment_estimate', { order_id: orderId, method_id: 'cash' }); // refusal: 400
    const demo = new Client(t.app);
    const anonymousProvider = new Client(t.app);
    await smsLogin(t, demo, DEMO_PAYER_PHONE.phone);
    const demoOrder = (await demo.raw({ method: 'POST', url: '/api/order/order_submit', payload: order, headers: { 'idempotency-key': 'openapi-journey-demo' } })).json().data.order_id as string;
    await call(demo, 'POST', '/api/order/update_user_coupon', { order_id: demoOrder, coupon_id: 'DEMO-WELCOME-50' });
    await call(demo, 'POST', '/api/order/update_user_coupon', { order_id: demoOrder, coupon_id: 'DEMO-SPRING-100' }); // refusal: expired
    await call(demo, 'POST', '/api/order/payment_estimate', { order_id: demoOrder, method_id: 'wechat', use_points: 1 });
    await call(demo, 'GET', '/api/order/payment_detail', { order_id: demoOrder }); // refusal: 411, documents missing
    await call(demo, 'GET', '/api/order/ident', { order_id: demoOrder });
    await call(demo, 'POST', '/api/order/ident', { order_id: demoOrder }); // refusal: 400, documents missing
    await call(demo, 'POST', '/api/order/update_user_coupon', { order_id: demoOrder, coupon_id: '' }); // takes it off: data.coupon null
    await call(demo, 'GET', '/api/order/update_order_amount', { order_id: demoOrder });
    await call(demo, 'POST', '/api/order/update_order_amount', { order_id: demoOrder, amount: '11500.00' });
    await call(demo, 'POST', '/api/order/update_order_amount', { order_id: demoOrder, refund_amount: '-5' }); // refusal: 400
    // Paying (issue 17 items 5-6): a quote, the payment, the provider's signed callback, the result.
    const payQuote = await json(demo, 'POST', '/api/order/payment_estimate', { order_id: demoOrder, method_id: 'transfer' });
    const quoteId = (payQuote.data as unknown as { quote_id: string }).quote_id;
    await call(demo, 'POST', '/api/order/payment_gateway', { quote_id: quoteId }, { 'idempotency-key': 'openapi-journey-pay-0' }); // refusal: 411, documents missing
    await uploadRequiredDocuments(demo, demoOrder);
    await call(demo, 'POST', '/api/order/ident', { order_id: demoOrder });
    await call(demo, 'GET', '/api/order/payment_detail', { order_id: demoOrder });
    await call(demo, 'POST', '/api/order/payment_detail', { order_id: demoOrder });
    // In installments (issue 17 item 4): another transfer quote, paid 30,000 at a time, the rest last.
    const instQuote = (await json(demo, 'POST', '/api/order/payment_estimate', { order_id: demoOrder, method_id: 'transfer' })).data as unknown as { quote_id: string; total_minor: string };
    const instPlan: string[] = [];
    for (let left = BigInt(instQuote.total_minor); left > 0n; left -= left > 3_000_000n ? 3_000_000n : left) instPlan.push(left > 3_000_000n ? '30000' : `${left / 100n}.${(left % 100n).toString().padStart(2, '0')}`);
    const inInstallments = await json(demo, 'POST', '/api/order/payment_gateway', { quote_id: instQuote.quote_id, installments: instPlan }, { 'idempotency-key': 'openapi-journey-pay-inst' });
    await call(demo, 'POST', '/api/order/payment_gateway', { quote_id: instQuote.quote_id, installments: ['30000.50', '1'] }, { 'idempotency-key': 'openapi-journey-pay-inst-bad' }); // refusal: 400, not whole
    await call(demo, 'GET', '/api/order/refresh_insallment', { payment_id: (inInstallments.data as unknown as { payment_id: string }).payment_id });
    await call(a, 'GET', '/api/order/refresh_insallment', { payment_id: (inInstallments.data as unknown as { payment_id: string }).payment_id }); // refusal: another payer's payment
    // The other payment calls (issue 17 item 6): the transfer form, WeChat Pay, the instructions page, a bank check, instructions by SMS.
    const formQuote = (await json(demo, 'POST', '/api/order/payment_estimate', { order_id: demoOrder, method_id: 'transfer' })).data as unknown as { quote_id: string };
    const transferForm = { quote_id: formQuote.quote_id, payer_name: '韩梅', relationship: 'mother', national_id: '110105197504020019', tel_code: '86', mobile: '13800138000', school_login: 'lli23' };
    const byForm = await json(demo, 'POST', '/api/order/payment_transfer_pay', transferForm, { 'idempotency-key': 'openapi-journey-transfer-form' });
    const formPayment = (byForm.data as unknown as { payment_id: string }).payment_id;
    await call(demo, 'POST', '/api/order/payment_transfer_pay', { ...transferForm, relationship: 'friend' }, { 'idempotency-key': 'openapi-journey-transfer-form-bad' }); // refusal: 400
    await call(demo, 'GET', '/api/order/paycomfirm', { payment_id: formPayment });
    await call(a, 'GET', '/api/order/paycomfirm', { payment_id: formPayment }); // refusal: another payer's payment
    await call(demo, 'POST', '/api/order/send_phone', { payment_id: formPayment });
    await call(a, 'POST', '/api/order/send_phone', { payment_id: formPayment }); // refusal: 404
    await call(demo, 'POST', '/api/order/paybankcheck', { payment_id: formPayment });
    await call(demo, 'POST', '/api/order/paybankcheck', { payment_id: formPayment }); // refusal: 409, too soon
    const wxQuote = (await json(demo, 'POST', '/api/order/payment_estimate', { order_id: demoOrder, method_id: 'wechat' })).data as unknown as { quote_id: string };
    const wx = await json(demo, 'POST', '/api/order/wechat_payment', { quote_id: wxQuote.quote_id, wechat_id: 'han_mei_1975' }, { 'idempotency-key': 'openapi-journey-wechat' });
    const wxPayment = (wx.data as unknown as { payment_id: string }).payment_id;
    await call(demo, 'GET', '/api/order/wechat_payment_detail', { payment_id: wxPayment });
    await call(demo, 'POST', '/api/order/modify_wechat_id', { payment_id: wxPayment, wechat_id: 'hanmei-2026' });
    await call(demo, 'POST', '/api/order/modify_wechat_id', { payment_id: wxPayment, wechat_id: 'x' }); // refusal: 400
    await call(a, 'GET', '/api/order/wechat_payment_detail', { payment_id: wxPayment }); // refusal: 404
    const started = await json(demo, 'POST', '/api/order/payment_gateway', { quote_id: quoteId }, { 'idempotency-key': 'openapi-journey-pay-1' });
    const paymentId = (started.data as unknown as { payment_id: string }).payment_id;
    await call(demo, 'POST', '/api/order/payment_gateway', { quote_id: '00000000-0000-4000-8000-000000000001' }, { 'idempotency-key': 'openapi-journey-pay-2' }); // refusal: 404
    await call(demo, 'GET', '/api/order/pay_result', { payment_id: paymentId });
    const [charge] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const event = { id: 'evt_openapi_1', type: 'charge.updated', data: { provider_ref: charge!.providerRef, payment_id: paymentId, status: 'succeeded', amount_minor: charge!.amountMinor.toString(), currency: charge!.currency, brand: null, last4: null, failure_code: null } };
    const signature = signCallback(sandboxCallbackSecret(t.app.ctx.secret), JSON.stringify(event), t.clock.now);
    await call(anonymousProvider, 'POST', '/api/order/payment_callback', event, { 'edupay-signature': signature });
    await call(anonymousProvider, 'POST', '/api/order/payment_callback', event, { 'edupay-signature': 't=1,v1=00' }); // refusal: 400
    await call(demo, 'GET', '/api/order/pay_result', { payment_id: paymentId }); // succeeded
    // The payment documents (issue 17 item 9): the transfer's instructions and the paid order's receipt, as PDFs.
    await call(demo, 'GET', '/api/order/payment_instructions_pdf', { payment_id: paymentId });
    await call(demo, 'GET', '/api/order/payment_instructions_pdf', { payment_id: '00000000-0000-4000-8000-000000000002' }); // refusal: 404
    await call(demo, 'GET', '/api/order/payment_receipt_pdf', { order_id: demoOrder });
    await call(a, 'GET', '/api/order/payment_receipt_pdf', { order_id: demoOrder }); // refusal: another payer's order
    await call(demo, 'GET', '/api/order/pay_result', { payment_id: '00000000-0000-4000-8000-000000000002' }); // refusal: 404
    await call(a, 'POST', '/api/order/payment_detail', { order_id: demoOrder }); // refusal: another payer's order
    const anonymous = new Client(t.app);
    await anonymous.config();
    await call(anonymous, 'GET', '/api/order/no_reg_order_info');
    const payerPhone = freshPhone();
    await call(anonymous, 'POST', '/api/user/send_verification', { tel_code: '+86', phone: payerPhone });
    await call(anonymous, 'POST', '/api/user/order_login', { tel_code: '+86', phone: payerPhone, phone_captcha: '000000' }); // refusal: 405
    await call(anonymous, 'POST', '/api/user/order_login', { tel_code: '+86', phone: payerPhone, phone_captcha: await lastCode(t.app, `+86${payerPhone}`) });

    // Forgot password by phone and by e-mail.
    const c = new Client(t.app);
    await c.config();
    t.clock.advance(61); // one SMS per phone per 60 s
    await call(c, 'POST', '/api/user/send_verification_password', { tel_code: '+86', phone });
    t.clock.advance(61);
    await call(c, 'GET', '/api/user/send_verification_password', { tel_code: '+86', phone });
    const ticket = await json(c, 'POST', '/api/user/phone_verification_password', { tel_code: '+86', phone, phone_captcha: await lastCode(t.app, `+86${phone}`) });
    await call(c, 'POST', '/api/user/reset_pwd', { ...ticket.data, new_password: 'fresh-pass1', confirm_password: 'fresh-pass1' });
    await call(c, 'GET', '/api/other/check_captcha');
    await call(c, 'POST', '/api/user/email_verification_password', { email, img_captcha: IMAGE_CAPTCHA });
    await call(c, 'POST', '/api/user/login', { tel_code: 86 }); // refusal: bad input

    // Content: news, help, FAQ, about texts, partners, the contact form and the staff call.
    const news = await json(a, 'GET', '/api/other/news_center', { search_key: 'tuition', type: 'all', page: '1', page_size: '5' });
    await call(a, 'GET', '/api/other/news_center', { search_key: 'no-such-word' }); // success, empty list
    await call(a, 'GET', '/api/nuxt/get_news', { type: 'esg', limit: '2' });
    await call(a, 'GET', '/api/other/article_info', { article_id: String((news.data as unknown as { list: { id: number }[] }).list[0]?.id) });
    await call(a, 'GET', '/api/other/article_info', { article_id: '999999' }); // refusal: 404
    const help = await json(a, 'GET', '/api/other/get_help_search', { search_key: 'fee' });
    await call(a, 'GET', '/api/other/get_help_center');
    await call(a, 'GET', '/api/other/article_content', { article_id: String((help.data as unknown as { list: { id: number }[] }).list[0]?.id) });
    await call(a, 'GET', '/api/other/get_faq_content', { country: 'IND' });
    await call(a, 'GET', '/api/other/about_content', { k: 'update' });
    await call(a, 'GET', '/api/other/about_content', { k: 'none' }); // refusal: 404
    await call(a, 'GET', '/api/other/get_partner');
    await call(a, 'GET', '/api/index_cooperative_payment_agencies_list', { country: 'GBR' });
    await call(a, 'GET', '/api/nuxt/get_form', { form: 'contactb' });
    const contact = { form: 'contact', contact_name: 'Li Hua', email: 'li.hua@example.com', enquiry_type: 'payment', message: 'When will my payment arrive?' };
    await call(a, 'POST', '/api/nuxt/save__info', contact);
    await call(a, 'POST', '/api/nuxt/save__info', { ...contact, email: 'x' }); // refusal: 400
    const article = { kind: 'faq', slug: 'openapi-faq', category: 'general', texts: { en: { title: 'Q', body: '<p>A</p>' }, 'zh-CN': { title: '问', body: '<p>答</p>' }, 'zh-TW': { title: '問', body: '<p>答</p>' } } };
    await call(a, 'POST', '/api/admin/content/save_article', article, { 'x-admin-token': ADMIN_TOKEN });
    await call(a, 'POST', '/api/admin/content/save_article', article); // refusal: 402

    // FX staff calls (issue 17): the rates, an operator's change, a feed read (the development rates here).
    const staff = { 'x-admin-token': ADMIN_TOKEN };
    await call(a, 'GET', '/api/admin/fx/rates', undefined, staff);
    await call(a, 'POST', '/api/admin/fx/set_rate', { currency: 'CNY', per_eur: '7.7410', staff: 'Wang Jing', reason: 'Bank desk rate' }, staff);
    await call(a, 'POST', '/api/admin/fx/set_rate', { currency: 'CNY', per_eur: '7.7e1', staff: 'Wang Jing', reason: 'typo' }, staff); // refusal: 400
    await call(a, 'POST', '/api/admin/fx/refresh_rates', {}, staff);
    await call(a, 'GET', '/api/admin/fx/rates'); // refusal: 402

    // The operations console (issue 18) with the documented examples: the development admin (README),
    // orders of the demo payer: two needing review (Columbia), the paid one for the bank's reports.
    const ops = new Client(t.app);
    await call(ops, 'GET', '/api/ops/me'); // refusal: 402
    await call(ops, 'POST', '/api/ops/login', { staff_login: 'admin', password: 'wrong-password' }); // refusal: 407
    const opsLogin = await json(ops, 'POST', '/api/ops/login', { staff_login: 'admin', password: DEV_STAFF_PASSWORD });
    ops.token = (opsLogin.data as unknown as { token: string }).token;
    await call(ops, 'GET', '/api/ops/review_queue'); // refusal: TOTP first (402)
    await call(ops, 'POST', '/api/ops/login_totp', { totp_code: '000000' }); // refusal: 405
    await call(ops, 'POST', '/api/ops/login_totp', { totp_code: await nextTotp(t, 'admin') });
    await call(ops, 'GET', '/api/ops/me');
    const columbia = await accountId(t, 'DEMO-US-COLUMBIA-UNIVERSITY');
    const reviewedAnswer = await json(demo, 'POST', '/api/order/order_submit', { ...order, account_id: columbia }, { 'idempotency-key': 'openapi-journey-review' });
    expect(reviewedAnswer.status_code, JSON.stringify(reviewedAnswer)).toBe(200);
    const reviewed = reviewedAnswer.data as unknown as { order_id: string };
    const rejected = (await json(demo, 'POST', '/api/order/order_submit', { ...order, account_id: columbia }, { 'idempotency-key': 'openapi-journey-reject' })).data as unknown as { order_id: string };
    const reviewFile = await upload(demo, { order_id: reviewed.order_id, slot: 'payment_proof' }, photo, 'invoice.jpg');
    await call(ops, 'GET', '/api/ops/review_queue');
    await call(ops, 'GET', '/api/ops/order_search', { q: 'Columbia' });
    await call(ops, 'GET', '/api/ops/order_search', { q: 'x' }); // refusal: 400 (2 characters at least)
    await call(ops, 'GET', '/api/ops/order_history', { order_id: reviewed.order_id });
    await call(ops, 'GET', '/api/ops/order_history', { order_id: '00000000-0000-4000-8000-000000000000' }); // refusal: 404
    await call(ops, 'GET', '/api/ops/document_download', { order_id: reviewed.order_id, file_id: reviewFile.data.file_id });
    await call(ops, 'GET', '/api/ops/document_download', { order_id: reviewed.order_id, file_id: '00000000-0000-4000-8000-000000000000' }); // refusal: 404
    await call(ops, 'POST', '/api/ops/reveal_identity', { order_id: reviewed.order_id, field: 'payer_id_number' });
    await call(ops, 'POST', '/api/ops/review_approve', { order_id: reviewed.order_id, note: 'Payee account checked against the school invoice' });
    await call(ops, 'POST', '/api/ops/review_approve', { order_id: reviewed.order_id }); // refusal: 411
    await call(ops, 'POST', '/api/ops/review_reject', { order_id: rejected.order_id, reject_reason: 'The invoice does not match the payee account; please upload the latest invoice.' });
    await call(ops, 'POST', '/api/ops/review_reject', { order_id: rejected.order_id, reject_reason: ' ' }); // refusal: 400
    await call(ops, 'POST', '/api/ops/order_advance', { order_id: demoOrder, event: 'start_exchange', note: 'Bank report 2026-11-24' });
    await call(ops, 'POST', '/api/ops/order_advance', { order_id: demoOrder, event: 'arrive' }); // refusal: 411 (not remitted yet)
    // Refunds (issue 18 item 4): a granted price-match claim's difference, through the provider; then too much.
    await call(ops, 'POST', '/api/ops/refund_issue', { order_id: demoOrder, refund_amount: '500.00', reason: 'price_match', note: 'Price-match claim granted' }, { 'idempotency-key': 'openapi-journey-refund-1' });
    await call(ops, 'POST', '/api/ops/refund_issue', { order_id: demoOrder, refund_amount: '99999999.00', reason: 'price_match' }, { 'idempotency-key': 'openapi-journey-refund-2' }); // refusal: 411, more than is left
    await call(ops, 'POST', '/api/ops/refund_issue', { order_id: demoOrder, reason: 'price_match' }); // refusal: 400, no Idempotency-Key
    await call(ops, 'GET', '/api/ops/refund_list');
    await call(ops, 'GET', '/api/ops/refund_list', { status: 'succeeded' });
    await call(demo, 'GET', '/api/user/order_detail', { order_id: demoOrder }); // the payer reads the refund
    // Price changes and price-match claims (issue 17 item 8): the demo order's claim with a screenshot,
    // the console's list, the screenshot, a grant and a second decision refused; a price-change choice
    // for an order not waiting for one is refused.
    const claimed = await (async () => {
      const { payload, headers } = multipart({ order_id: demoOrder, bank: 'Bank of China', bank_rate: '0.01' }, [{ filename: 'rate.jpg', contentType: 'image/jpeg', bytes: photo }]);
      const response = await demo.raw({ method: 'POST', url: '/api/order/price_match_claim', payload, headers });
      answers.push({ key: 'POST /api/order/price_match_claim', status: response.statusCode, type: 'application/json', body: response.body, statusCode: (response.json() as { status_code: number }).status_code });
      return response.json() as { status_code: number; data: { claim_id?: string } };
    })();
    await call(demo, 'POST', '/api/order/price_change_choice', { order_id: demoOrder, choice: 'top_up', method_id: 'card' }); // refusal: 411, no price change
    await call(ops, 'GET', '/api/ops/price_match_claims', { status: 'open' });
    await call(ops, 'GET', '/api/ops/price_match_screenshot', { claim_id: claimed.data.claim_id ?? '00000000-0000-4000-8000-000000000003' });
    await call(ops, 'POST', '/api/ops/price_match_decide', { claim_id: claimed.data.claim_id ?? '00000000-0000-4000-8000-000000000003', decision: 'grant', note: 'Screenshot matches the bank rate' }, { 'idempotency-key': 'openapi-journey-claim-1' });
    await call(ops, 'POST', '/api/ops/price_match_decide', { claim_id: claimed.data.claim_id ?? '00000000-0000-4000-8000-000000000003', decision: 'refuse', note: 'Again' }, { 'idempotency-key': 'openapi-journey-claim-2' }); // refusal: 411 (or 404)
    // Unmatched transfers: an order of the demo payer with a transfer payment open; the sandbox bank
    // receives its exact amount under a wrong reference (attached), and an unknown one (returned).
    const waiting = (await json(demo, 'POST', '/api/order/order_submit', order, { 'idempotency-key': 'openapi-journey-unmatched' })).data as unknown as { order_id: string };
    await uploadRequiredDocuments(demo, waiting.order_id);
    const waitingQuote = (await json(demo, 'POST', '/api/order/payment_estimate', { order_id: waiting.order_id, method_id: 'transfer' })).data as unknown as { quote_id: string };
    const waitingPay = (await json(demo, 'POST', '/api/order/payment_gateway', { quote_id: waitingQuote.quote_id }, { 'idempotency-key': 'openapi-journey-unmatched-pay' })).data as unknown as { amount: string };
    const waitingNo = (await json(ops, 'GET', '/api/ops/order_history', { order_id: waiting.order_id })).data as unknown as { order: { order_no: string } };
    const bank = async (reference: string, amount: string) =>
      (await t.app.inject({ method: 'POST', url: '/dev/sandbox/transfer', remoteAddress: '127.0.0.1', payload: { reference, amount, currency: 'CNY', sender_name: 'Li Hua' } })).json() as { data: { provider_ref: string } };
    await bank('EP-WRONG-REF', waitingPay.amount);
    await bank('', '321.00');
    const unmatched = ((await json(ops, 'GET', '/api/ops/unmatched_transfers', { status: 'unmatched' })).data as unknown as { list: { transfer_id: string; amount: string }[] }).list;
    const toAttach = unmatched.find((row) => row.amount === waitingPay.amount)!;
    const toReturn = unmatched.find((row) => row.amount === '321.00')!;
    await call(ops, 'POST', '/api/ops/transfer_attach', { transfer_id: toReturn.transfer_id, order_no: waitingNo.order.order_no }, { 'idempotency-key': 'openapi-journey-attach-0' }); // refusal: 411, not the payment's amount
    await call(ops, 'POST', '/api/ops/transfer_attach', { transfer_id: toAttach.transfer_id, order_no: waitingNo.order.order_no, note: 'Payer wrote the reference of an expired quote' }, { 'idempotency-key': 'openapi-journey-attach-1' });
    await call(ops, 'POST', '/api/ops/transfer_return', { transfer_id: toReturn.transfer_id, note: 'No order matches; sender unknown to us' }, { 'idempotency-key': 'openapi-journey-return-1' });
    await call(ops, 'POST', '/api/ops/transfer_return', { transfer_id: toReturn.transfer_id }); // refusal: 400, no Idempotency-Key
    // FX rates in the console: the list with the spread, an admin's change, a rate that is no decimal.
    await call(ops, 'GET', '/api/ops/fx_rates');
    await call(ops, 'POST', '/api/ops/fx_set_rate', { currency: 'CNY', per_eur: '7.7410', reason: 'Bank desk rate at 10:00 Beijing time' });
    await call(ops, 'POST', '/api/ops/fx_set_rate', { currency: 'CNY', per_eur: '7.7e1', reason: 'typo' }); // refusal: 400
    // Acting on behalf of the demo payer: the marked session's user_config names the staff member.
    const acting = (await json(ops, 'POST', '/api/ops/act_on_behalf_start', { order_no: waitingNo.order.order_no, reason: 'The payer asked by phone to have the payee address corrected' })).data as unknown as { act_token: string; session_id: string };
    await call(ops, 'POST', '/api/ops/act_on_behalf_start', { user_id: 2147483647, reason: 'nobody' }); // refusal: 404
    const actingTab = new Client(t.app);
    actingTab.token = acting.act_token;
    await call(actingTab, 'GET', '/api/user/user_config');
    await call(actingTab, 'POST', '/api/order/payment_gateway', { quote_id: '00000000-0000-4000-8000-000000000000' }, { 'idempotency-key': 'openapi-journey-acting' }); // refusal: 411, paying is the payer's
    await call(ops, 'POST', '/api/ops/act_on_behalf_end', { session_id: acting.session_id });
    await call(ops, 'POST', '/api/ops/act_on_behalf_end', { session_id: acting.session_id }); // refusal: 404, ended
    // Payees and coupons in the console, with the documented examples (they work on the demo data).
    const example = (schema: { examples: readonly unknown[] }) => schema.examples[0] as Record<string, unknown>;
    await call(ops, 'GET', '/api/ops/payee_search', example(payeeSearchQuery));
    await call(ops, 'GET', '/api/ops/payee_accounts', example(payeeAccountsQuery));
    const createdAccount = (await json(ops, 'POST', '/api/ops/payee_account_create', example(payeeAccountCreateBody))).data as unknown as { code: string };
    await call(ops, 'POST', '/api/ops/payee_account_update', { ...example(payeeAccountUpdateBody), account_id: createdAccount.code });
    await call(ops, 'POST', '/api/ops/payee_account_update', { ...example(payeeAccountUpdateBody), aba_routing: '021000021' }); // refusal: 400
    await call(ops, 'POST', '/api/ops/payee_account_deactivate', { ...example(payeeAccountDeactivateBody), account_id: createdAccount.code });
    await call(ops, 'POST', '/api/ops/payee_account_deactivate', { ...example(payeeAccountDeactivateBody), account_id: createdAccount.code }); // refusal: 411
    await call(ops, 'POST', '/api/ops/payee_account_reactivate', { ...example(payeeAccountReactivateBody), account_id: createdAccount.code });
    await call(ops, 'POST', '/api/ops/payee_account_reactivate', example(payeeAccountReactivateBody)); // refusal: 411, the demo account is active
    const issue = (await json(ops, 'POST', '/api/ops/coupon_create', example(couponCreateBody), { 'idempotency-key': 'openapi-journey-coupon' })).data as unknown as { batch_id: string };
    await call(ops, 'GET', '/api/ops/coupon_list', example(couponListQuery));
    await call(ops, 'POST', '/api/ops/coupon_disable', { ...example(couponDisableBody), batch_id: issue.batch_id });
    await call(ops, 'POST', '/api/ops/coupon_disable', { ...example(couponDisableBody), batch_id: issue.batch_id }); // refusal: 411
    await call(ops, 'GET', '/api/ops/audit_log');
    await call(ops, 'GET', '/api/ops/audit_log', { order_id: reviewed.order_id });
    await call(ops, 'GET', '/api/ops/ops_alerts');
    await call(ops, 'POST', '/api/ops/logout', {});
    await call(ops, 'POST', '/api/ops/logout', {}); // refusal: 401
    // A price change (issue 17 item 8): a transfer that arrives 7 hours after its quote, the CNY rate
    // up in between; the payer asks for the top-up quote.
    const lateOrder = (await demo.raw({ method: 'POST', url: '/api/order/order_submit', payload: order, headers: { 'idempotency-key': 'openapi-journey-price-change' } })).json().data.order_id as string;
    await uploadRequiredDocuments(demo, lateOrder);
    const lateQuote = (await json(demo, 'POST', '/api/order/payment_estimate', { order_id: lateOrder, method_id: 'transfer', full_arrival: 0 })).data as unknown as { quote_id: string };
    const latePayment = (await demo.raw({ method: 'POST', url: '/api/order/payment_gateway', payload: { quote_id: lateQuote.quote_id }, headers: { 'idempotency-key': 'openapi-journey-late' } })).json().data.payment_id as string;
    t.clock.advance(7 * 3600);
    await demo.raw({ method: 'POST', url: '/api/admin/fx/set_rate', payload: { currency: 'CNY', per_eur: '8.1', staff: 'Wang Jing', reason: 'Bank desk rate' }, headers: staff });
    // The expired quote asked again: the answer says how the price changed.
    const requoted = await json(demo, 'POST', '/api/order/payment_estimate', { order_id: lateOrder, method_id: 'transfer', full_arrival: 0, replaces_quote_id: lateQuote.quote_id });
    expect(requoted.data.price_change, JSON.stringify(requoted)).not.toBeNull();
    await t.app.inject({ method: 'POST', url: '/dev/sandbox/complete', remoteAddress: '127.0.0.1', payload: { payment_id: latePayment, outcome: 'succeeded' } });
    // The late money's result: on hold for the payer's choice, with the price change.
    const held = await json(demo, 'GET', '/api/order/pay_result', { payment_id: latePayment });
    expect(held.data.price_change, JSON.stringify(held)).not.toBeNull();
    const chosen = await json(demo, 'POST', '/api/order/price_change_choice', { order_id: lateOrder, choice: 'top_up', method_id: 'card' });
    expect(chosen.status_code, JSON.stringify(chosen)).toBe(200);
    await call(demo, 'GET', '/api/user/order_detail', { order_id: lateOrder });

    // Partner orders (modules/partners): the documented create example, signed by the demo partner.
    const partner = DEMO_PARTNERS[0];
    const signedPost = (url: string, body: Record<string, unknown>, key?: string) => {
      t.clock.advance(1); // each signature is accepted once: a new second, a new signature
      return call(a, 'POST', url, body, { 'edupay-signature': signCallback(partner.secret, JSON.stringify(body), t.clock.now), ...(key ? { 'idempotency-key': key } : {}) });
    };
    const createExample = { ...createBody.examples[0] } as Record<string, unknown>;
    const partnerOrder = (await signedPost('/api/order/api_awehome_order', createExample, 'openapi-journey-partner')).json() as { data: { entry_url: string; reference: string } };
    await signedPost('/api/order/api_awehome_order', { ...createExample, return_url: 'https://evil.example/' }, 'openapi-journey-partner-2'); // refusal: 400
    const statusUrl = `/api/order/api_awehome_order?reference=${partnerOrder.data.reference}`;
    await call(a, 'GET', statusUrl, undefined, { 'edupay-signature': signCallback(partner.secret, statusUrl, t.clock.now) });
    await call(a, 'GET', statusUrl); // refusal: unsigned
    const entryToken = new URL(partnerOrder.data.entry_url).searchParams.get('token') ?? '';
    await call(new Client(t.app), 'GET', '/api/order/get_api_order_pay_info', { token: entryToken });
    await call(new Client(t.app), 'GET', '/api/order/get_api_order_pay_info', { token: 'x.y' }); // refusal: 400
    await call(demo, 'POST', '/api/order/bind_api_order', { token: entryToken });
    await call(a, 'POST', '/api/order/bind_api_order', { token: entryToken }); // refusal: another payer's
    await call(new Client(t.app), 'GET', '/api/order/get_api_currency', { partner: 'awehome' });
    await signedPost('/api/order/batch_pay_url_invalid', { partner: 'awehome', references: [partnerOrder.data.reference] });

    const checker = await schemaChecker(doc);
    try {
      for (const answer of answers) {
        const where = `${answer.key} -> ${answer.body.slice(0, 300)}`;
        expect(answer.status, where).not.toBe(500);
        expect(await checker.check(answer.key, answer.status, answer.type, answer.body), where).toBeNull();
      }
    } finally {
      await checker.close();
    }

    // Every documented call answered successfully at least once.
    const succeeded = new Set(answers.filter((x) => x.statusCode === null || x.statusCode === 200 || x.statusCode === 202).map((x) => x.key));
    expect([...succeeded].sort()).toEqual(operations().map((o) => o.key).sort());
    // And the refusals above were checked too.
    expect(answers.filter((x) => x.statusCode !== null && x.statusCode >= 400).length).toBeGreaterThanOrEqual(8);
  }, 60_000);

  it('the checker refuses an answer that leaves the document (it can fail)', async () => {
    const checker = await schemaChecker(doc);
    try {
      const base = { status_code: 200, message: 'Success', data: { is_login: 0 }, user_info: { user_name: '', user_country: '' } };
      expect(await checker.check('GET /api/user/is_login', 200, 'application/json', JSON.stringify(base))).toBeNull();
      expect(await checker.check('GET /api/user/is_login', 200, 'application/json', JSON.stringify({ ...base, data: { is_login: '0' } }))).not.toBeNull();
      expect(await checker.check('GET /api/user/is_login', 200, 'application/json', JSON.stringify({ ...base, data: { is_login: 0, extra: 1 } }))).not.toBeNull();
      expect(await checker.check('GET /api/user/is_login', 200, 'application/json', JSON.stringify({ ...base, user_info: undefined }))).not.toBeNull();
    } finally {
      await checker.close();
    }
  });
});

describe('response schemas do not shape answers', () => {
  it('get_config answers every field the domain builds, with the types it built', async () => {
    const answer = await new Client(t.app).config();
    const built = siteConfig({ locale: 'en', country: 'CHN', channelCountry: '', pagePath: '/', csInfo: {}, token: '' });
    expect(Object.keys(answer.data).sort()).toEqual(Object.keys(built).sort());
    expect(answer.data.tel_code_list).toEqual(built.tel_code_list);
    expect(answer.data.reading_stage).toEqual(built.reading_stage); // ids stay numbers
  });

  it('a refusal (HTTP 200 too) keeps its own data, which the success schema does not describe', async () => {
    const client = new Client(t.app);
    const answer = await client.post('/api/user/send_verification', { tel_code: '+86', phone: '1' });
    expect(answer).toMatchObject({ status_code: 400, data: { field: 'phone' } });
    const slider = await client.post('/api/other/slider_verification', { captchaVerifyParam: '{}', tel_code: '+86', phone: '13800138000' });
    expect(slider.data).toEqual({ pass: false });
  });
});
