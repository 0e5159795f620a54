/**
 * The OpenAPI document is complete enough for a client generator (src/http/openapi-document.ts):
 * an operationId from the spec's call name on every operation, a security requirement that matches
 * what the server does without a token, and transport refusals that are the answers the server
 * really gives. (Redocly's lint and the generated types run in `npm run lint:openapi`.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED, PUBLIC, TRANSPORT_FAULT } from '../src/http/openapi-document';
import { createTestApp, type TestApp } from './helpers/app';

type Operation = { operationId: string; security: Record<string, string[]>[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Doc = { servers: { url: string }[]; info: { license?: { name: string } }; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
}, 120_000);
afterAll(async () => t?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
const byId = (id: string) => {
  const found = operations().find((o) => o.operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

describe('operationId', () => {
  it("is the spec's call name from the URL, unique, on every operation", () => {
    const ids = operations().map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      // A path parameter keeps its name without braces: /api/order/api_{partner}_order -> order_api_partner_order.
      const name = path.replace('/api/', '').replaceAll('/', '_').replace(/[{}]/g, '');
      expect([name, `${name}_get`], `${method} ${path}`).toContain(operation.operationId);
    }
    expect(byId('user_login')).toMatchObject({ method: 'post', path: '/api/user/login' });
    expect(byId('order_get_institution')).toMatchObject({ method: 'get', path: '/api/order/get_institution' });
    expect(byId('get_config')).toMatchObject({ method: 'get' });
    // One path, two methods: POST keeps the name, GET (here the captcha image) gets _get.
    expect(byId('other_check_captcha')).toMatchObject({ method: 'post' });
    expect(byId('other_check_captcha_get')).toMatchObject({ method: 'get' });
    expect(byId('order_api_partner_order')).toMatchObject({ method: 'post', path: '/api/order/api_{partner}_order' });
  });
});

describe('security', () => {
  it('every operation states one, and the document has servers and a licence', () => {
    for (const { operation } of operations()) expect(Array.isArray(operation.security), operation.operationId).toBe(true);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.info.license?.name).toBeTruthy();
    expect(byId('health').operation.security).toEqual([]);
    expect(byId('user_personal_info').operation.security).toEqual([{ token: [] }, { tokenCookie: [] }]);
    expect(byId('user_login').operation.security).toEqual([{}, { token: [] }, { tokenCookie: [] }]);
  });

  it("a partner's server-to-server calls are signed, never a session; the payer's partner calls take the token", async () => {
    for (const id of ['order_api_partner_order', 'order_api_partner_order_get', 'order_batch_pay_url_invalid']) expect(byId(id).operation.security, id).toEqual([{ partnerSignature: [] }]);
    expect(byId('order_bind_api_order').operation.security).not.toContainEqual({ partnerSignature: [] });
    // Unsigned, each answers the signature refusal: what the document says is what the server does.
    for (const id of ['order_api_partner_order', 'order_batch_pay_url_invalid']) {
      const { path } = byId(id);
      const payload = { partner: 'awehome', references: ['AW-1'] };
      const answer = (await t.app.inject({ method: 'POST', url: path.replace('{partner}', 'awehome'), payload, headers: { 'idempotency-key': 'k-1' } })).json();
      expect(answer.status_code, id).not.toBe(200);
      expect(JSON.stringify(answer), id).toMatch(/signature/i);
    }
  });

  it('the calls documented as needing a login answer 402 without a token', async () => {
    const inputs: Record<string, Record<string, unknown>> = {
      user_change_pwd: { old_password: 'old-pass1', new_password: 'new-pass1', confirm_password: 'new-pass1' },
      user_create_pwd: { new_password: 'new-pass1', confirm_password: 'new-pass1' },
      user_scan_login_confirm: { ticket: 'x'.repeat(20) },
      user_personal_info: { contact: '13900139000', major: 'Law', commencement_time: '2026-09' },
      order_update_order_info: { order_id: '00000000-0000-4000-8000-000000000000' },
      order_update_crn_info: { order_id: '00000000-0000-4000-8000-000000000000', crn: 'CRN-1' },
      order_save_draft: { values: {} },
      order_ident_files_upload: { order_id: '00000000-0000-4000-8000-000000000000', slot: 'payment_proof' },
      order_ident_files: { order_id: '00000000-0000-4000-8000-000000000000' },
      order_ident_files_delete: { order_id: '00000000-0000-4000-8000-000000000000', file_id: '00000000-0000-4000-8000-000000000001' },
      order_ident_ass: { order_id: '00000000-0000-4000-8000-000000000000', identity: 'payer', collector_name: '韩梅', collector_id_number: '110105197504020019', collector_phone: '13800138000' },
      order_ident_ass_get: { order_id: '00000000-0000-4000-8000-000000000000' },
      order_ident_scan_ticket: { order_id: '00000000-0000-4000-8000-000000000000', slot: 'payer_id' },
      order_ident_scan_status: { order_id: '00000000-0000-4000-8000-000000000000', ticket_id: '00000000-0000-4000-8000-000000000001' },
      order_ident_file_link: { order_id: '00000000-0000-4000-8000-000000000000', file_id: '00000000-0000-4000-8000-000000000001' },
      order_payment_estimate: { order_id: '00000000-0000-4000-8000-000000000000', method_id: 'card' },
      order_update_user_coupon: { order_id: '00000000-0000-4000-8000-000000000000', coupon_id: '' },
      order_payment_detail: { order_id: '00000000-0000-4000-8000-000000000000' },
      order_update_order_amount: { order_id: '00000000-0000-4000-8000-000000000000', amount: '1.00' },
      user_close_order: { order_id: '00000000-0000-4000-8000-000000000000' },
      user_complete_order: { order_id: '00000000-0000-4000-8000-000000000000' },
      user_order_track_link: { order_id: '00000000-0000-4000-8000-000000000000' },
    };
    for (const id of LOGIN_REQUIRED) {
      const { path, method } = byId(id);
      const answer = await t.app.inject(method === 'get' ? { method: 'GET', url: path, query: (inputs[id] ?? {}) as Record<string, string> } : { method: 'POST', url: path, payload: inputs[id] ?? {} });
      expect(answer.json(), id).toMatchObject({ status_code: 402 });
    }
  });

  it('the calls documented as public neither need nor open a session', async () => {
    const queries: Record<string, string> = {
      order_get_institution: '?searchkey=monash',
      other_get_school: '?search_key=ucl',
      other_search_payment_country: '?search_key=aus',
    };
    for (const id of PUBLIC) {
      const { path, method } = byId(id);
      const answer = await t.app.inject(method === 'get' ? { method: 'GET', url: path + (queries[id] ?? '') } : { method: 'POST', url: path, payload: { lang: 'en' } });
      expect(answer.statusCode, id).toBe(200);
      expect(String(answer.headers['set-cookie'] ?? ''), id).not.toMatch(/(^|,)\s*token=/);
      expect((answer.json() as { token?: string; status_code: number }).token, id).toBeUndefined();
    }
  });
});

describe('transport refusals', () => {
  it('every operation documents 400, POSTs also 413 and 415, with the fault body', () => {
    for (const { method, operation } of operations()) {
      const expected = method === 'post' ? ['400', '413', '415'] : ['400'];
      for (const status of expected) {
        expect(operation.responses[status]?.content?.['application/json']?.schema, `${operation.operationId} ${status}`).toEqual(TRANSPORT_FAULT);
      }
    }
  });

  it('are the answers the server gives', async () => {
    const url = byId('user_login').path;
    const unreadable = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"tel_code":' });
    const notJson = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'tel_code=86' });
    const tooLarge = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'y'.repeat(70_000) }) });
    for (const [answer, status] of [[unreadable, 400], [notJson, 415], [tooLarge, 413]] as const) {
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toEqual({ status_code: status, message: expect.any(String), data: {} });
    }
  });
});
