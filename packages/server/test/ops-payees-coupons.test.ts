/**
 * Payees and coupons in the operations console (issue 18 item 4), and the quote-about-to-expire
 * notice (item 3): who may do what (a payment specialist reads payees, never edits; finance and admins
 * need their TOTP first; coupons are finance's and admins'), the seed's routing checks refusing bad
 * accounts at the field, an audit row with before and after for every change, a deactivated account no
 * longer offered by /other/select_account while a placed order keeps its snapshot, and coupons the
 * payer sees and applies as before, gone once disabled. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, quotes } from '../src/db/schema';
import { DEV_STAFF_PASSWORD } from '../src/modules/ops/dev-staff';
import { noticeQuoteExpiring } from '../src/modules/payments/quote-expiry-notice';
import { DEMO_PAYER_PHONE } from '../src/modules/payments/seed';
import { Client, createTestApp, jobsSettled, type Envelope, type TestApp } from './helpers/app';
import { registeredUser, smsLogin } from './helpers/flows';
import { IMPERIAL, accountId, placeOrder } from './helpers/orders';
import { staffClient } from './helpers/staff';

let t: TestApp;
let payer: Client;
let demo: Client;
let wang: Client;
let finance: Client;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  payer = (await registeredUser(t)).client;
  demo = new Client(t.app);
  expect((await smsLogin(t, demo, DEMO_PAYER_PHONE.phone)).status_code).toBe(200);
  wang = await staffClient(t, 'wang.jing');
  finance = await staffClient(t, 'finance');
  admin = await staffClient(t, 'admin');
}, 120_000);
afterAll(async () => t?.close());

const UCL = 'U005DDB19F1';
const FORM = {
  account_name: 'UNIVERSITY COLLEGE LONDON',
  bank_name: 'Barclays Bank PLC',
  bank_address: '1 Churchill Place, London E14 5HP, United Kingdom',
  account_number: '20402928',
  currency: 'GBP',
  country: 'GBR',
  sort_code: '20-89-80',
  swift_code: 'barcgb22',
  iban: 'GB46BARC20898020402928',
  purposes: ['tuition', 'deposit'],
  needs_review: 1,
  surcharge_minor: 1700,
  fields: [{ field: 'student_number', required: 1, rule: 'match100num9' }],
};
const audits = (action: string, targetId: string) => t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
let couponKeys = 0;
/** coupon_create with a fresh Idempotency-Key unless one is given. */
const issue = async (client: Client, body: Record<string, unknown>, key = `coupon-test-${(couponKeys += 1)}`) =>
  (await client.raw({ method: 'POST', url: '/api/ops/coupon_create', payload: body, headers: { 'idempotency-key': key } })).json() as Envelope;
const offered = async (institution: string) => ((await payer.get('/api/other/select_account', { institution_id: institution })).data.list as { id: number }[]).map((a) => a.id);

describe('payees: who may', () => {
  it('every role searches and lists accounts; a payer token is refused (402)', async () => {
    for (const staff of [wang, finance, admin]) {
      const found = await staff.get('/api/ops/payee_search', { q: 'University College London' });
      expect(found.status_code, found.message).toBe(200);
      expect(found.data.list.some((i: { code: string; accounts_active: number }) => i.code === UCL && i.accounts_active >= 1)).toBe(true);
      const listed = await staff.get('/api/ops/payee_accounts', { institution_id: UCL });
      expect(listed.data.list.length).toBeGreaterThanOrEqual(1);
    }
    expect((await payer.get('/api/ops/payee_search', { q: 'London' })).status_code).toBe(402);
  });

  it('a payment specialist and finance cannot create, edit or deactivate (404, nothing written)', async () => {
    for (const staff of [wang, finance]) {
      expect((await staff.post('/api/ops/payee_account_create', { institution_id: UCL, ...FORM })).status_code).toBe(404);
      expect((await staff.post('/api/ops/payee_account_update', { account_id: IMPERIAL, ...FORM })).status_code).toBe(404);
      expect((await staff.post('/api/ops/payee_account_deactivate', { account_id: IMPERIAL, reason: 'x' })).status_code).toBe(404);
    }
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'payee_account'))).toHaveLength(0);
  });

  it('an admin who has not given the TOTP code yet can do nothing', async () => {
    const half = new Client(t.app);
    const login = await half.post('/api/ops/login', { staff_login: 'admin', password: DEV_STAFF_PASSWORD });
    half.token = login.data.token as string;
    expect((await half.post('/api/ops/payee_account_create', { institution_id: UCL, ...FORM })).status_code).not.toBe(200);
    expect((await issue(half, { name_en: 'a', name_zh_cn: 'b', name_zh_tw: 'c', kind: 'fee_percent', fee_percent: 10, valid_until: '2027-01-01' })).status_code).not.toBe(200);
  });
});

describe('payees: an admin edits', () => {
  let created: { id: number; code: string };

  it('creates an account: normalised codes, audited with after', async () => {
    const answer = await admin.post('/api/ops/payee_account_create', { institution_id: UCL, ...FORM });
    expect(answer.status_code, answer.message).toBe(200);
    expect(answer.data).toMatchObject({ sort_code: '208980', swift_code: 'BARCGB22', surcharge_minor: 1700, surcharge: '17.00', needs_review: 1, active: 1, is_demo: 0, purposes: ['tuition', 'deposit'], fields: [{ field: 'student_number', required: 1, rule: 'match100num9' }] });
    created = answer.data;
    expect(await offered(UCL)).toContain(created.id);
    const [row] = await audits('payee_account.create', String(created.id));
    expect(row).toMatchObject({ before: null, after: { account_name: 'UNIVERSITY COLLEGE LONDON', sort_code: '208980' } });
  });

  it('refuses what the seed checks refuse, at the field, in the caller\'s language; nothing changes', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ aba_routing: '021000021' }, 'aba_routing'], // not used in the UK
      [{ sort_code: '' }, 'sort_code'], // required in the UK
      [{ iban: 'GB46BARC20898020402929' }, 'iban'], // check digits
      [{ swift_code: 'BARCXX22' }, 'swift_code'], // BIC country
      [{ bank_address: 'PO Box 12, London' }, 'bank_address'],
      [{ account_number: '12' }, 'account_number'],
      [{ country: 'ZZZ' }, 'country'],
      [{ currency: 'XQQ' }, 'currency'],
      [{ purposes: [] }, 'purposes'],
      [{ fields: [{ field: 'crn', required: 1, rule: 'matchStudentId' }] }, 'fields'],
    ];
    for (const [change, field] of cases) {
      const answer = await admin.post('/api/ops/payee_account_update', { account_id: created.id, ...FORM, ...change });
      expect(answer.status_code, `${field} ${answer.message}`).toBe(400);
      expect(answer.data.field, JSON.stringify(change)).toBe(field);
    }
    const zh = await staffClient(t, 'admin', 'zh-CN');
    expect((await zh.post('/api/ops/payee_account_update', { account_id: created.id, ...FORM, aba_routing: '021000021' })).message).toMatch(/路由代码/);
    expect((await admin.post('/api/ops/payee_account_update', { account_id: created.id, ...FORM, surcharge_minor: -1 })).status_code).toBe(400);
    expect(await audits('payee_account.update', String(created.id))).toHaveLength(0);
  });

  it('edits the whole form: audited with before and after', async () => {
    const answer = await admin.post('/api/ops/payee_account_update', { account_id: created.id, ...FORM, needs_review: 0, surcharge_minor: 0, purposes: ['rent'], fields: [] });
    expect(answer.status_code, answer.message).toBe(200);
    expect(answer.data).toMatchObject({ needs_review: 0, surcharge_minor: 0, purposes: ['rent'], fields: [] });
    const [row] = await audits('payee_account.update', String(created.id));
    expect(row).toMatchObject({ before: { needs_review: 1, surcharge_minor: 1700, purposes: ['tuition', 'deposit'] }, after: { needs_review: 0, surcharge_minor: 0, purposes: ['rent'] } });
  });

  it('deactivates, never deletes: not offered to payers any more, a placed order keeps its snapshot, audited', async () => {
    // An order placed against a demo account, which is then deactivated.
    const orderId = await placeOrder(t, payer);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const imperial = await accountId(t, IMPERIAL);
    const institution = (await admin.get('/api/ops/payee_accounts', { institution_id: String((await admin.post('/api/ops/payee_account_deactivate', { account_id: IMPERIAL, reason: 'School closed the account' })).data.institution_id) })).data;
    expect(institution.list.find((a: { id: number }) => a.id === imperial)).toMatchObject({ active: 0 });
    expect(await offered(String(institution.institution.id))).not.toContain(imperial);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.payeeSnapshot).toEqual(before!.payeeSnapshot);
    expect(after!.payeeAccountId).toBe(imperial);
    const detail = await payer.get('/api/user/order_detail', { order_id: orderId });
    expect(detail.status_code, detail.message).toBe(200);
    // A new order against it is refused; deactivating twice is refused; edits of it are refused.
    expect((await payer.post('/api/order/order_submit', { account_id: imperial })).status_code).not.toBe(200);
    expect((await admin.post('/api/ops/payee_account_deactivate', { account_id: IMPERIAL, reason: 'again' })).status_code).toBe(411);
    expect((await admin.post('/api/ops/payee_account_update', { account_id: IMPERIAL, ...FORM })).status_code).toBe(400);
    const [row] = await audits('payee_account.deactivate', String(imperial));
    expect(row).toMatchObject({ before: { active: 1 }, after: { active: 0, reason: 'School closed the account' } });
  });

  it('reactivates a deactivated account (admin only, with a reason): offered again as it was left, orders placed again, audited', async () => {
    const imperial = await accountId(t, IMPERIAL);
    for (const staff of [wang, finance]) expect((await staff.post('/api/ops/payee_account_reactivate', { account_id: IMPERIAL, reason: 'x' })).status_code).toBe(404);
    expect((await payer.post('/api/ops/payee_account_reactivate', { account_id: IMPERIAL, reason: 'x' })).status_code).toBe(402);
    expect((await admin.post('/api/ops/payee_account_reactivate', { account_id: IMPERIAL, reason: '  ' })).data.field).toBe('reason');
    expect((await admin.post('/api/ops/payee_account_reactivate', { account_id: 'NO-SUCH-ACCOUNT', reason: 'x' })).data.field).toBe('account_id');
    expect(await audits('payee_account.reactivate', String(imperial)), 'nothing written by a refusal').toHaveLength(0);

    const answer = await admin.post('/api/ops/payee_account_reactivate', { account_id: IMPERIAL, reason: 'Deactivated in error' });
    expect(answer.status_code, answer.message).toBe(200);
    expect(answer.data).toMatchObject({ id: imperial, active: 1 });
    expect(await offered(String(answer.data.institution_id))).toContain(imperial);
    expect(await placeOrder(t, payer), 'a new order to it is placed').toBeTruthy();
    const [row] = await audits('payee_account.reactivate', String(imperial));
    expect(row).toMatchObject({ before: { active: 0 }, after: { active: 1, reason: 'Deactivated in error' } });

    // Reactivating an account payers are already offered is refused, in the staff member's language.
    const again = await admin.post('/api/ops/payee_account_reactivate', { account_id: IMPERIAL, reason: 'again' });
    expect(again).toMatchObject({ status_code: 411, message: 'This account is already offered to payers' });
    expect((await (await staffClient(t, 'admin', 'zh-CN')).post('/api/ops/payee_account_reactivate', { account_id: IMPERIAL, reason: 'again' })).message).toBe('此账户已在启用中');
    expect((await (await staffClient(t, 'admin', 'zh-TW')).post('/api/ops/payee_account_reactivate', { account_id: IMPERIAL, reason: 'again' })).message).toBe('此帳戶已在啟用中');
    expect(await audits('payee_account.reactivate', String(imperial))).toHaveLength(1);
  });
});

describe('coupons', () => {
  const COUPON = { name_en: 'Autumn coupon', name_zh_cn: '秋季优惠券', name_zh_tw: '秋季優惠券', kind: 'amount', amount_minor: 5000, currency: 'CNY', valid_until: '2027-03-31' };

  it('a payment specialist may not; a payer token is refused', async () => {
    expect((await wang.get('/api/ops/coupon_list', {})).status_code).toBe(404);
    expect((await issue(wang, COUPON)).status_code).toBe(404);
    expect((await issue(payer, COUPON)).status_code).toBe(402);
  });

  it('refuses a bad value, a past day, an unknown payer, at the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'XQQ' }, 'currency'],
      [{ kind: 'fee_percent', fee_percent: undefined }, 'fee_percent'],
      [{ valid_until: '2020-01-01' }, 'valid_until'],
      [{ name_zh_tw: ' ' }, 'name'],
      [{ payer_phone: '19999999999' }, 'payer_phone'],
    ];
    for (const [change, field] of cases) {
      const answer = await issue(finance, { ...COUPON, ...change });
      expect(answer.status_code, field).not.toBe(200);
      expect(answer.data.field, field).toBe(field);
    }
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'coupon.issue'))).toHaveLength(0);
  });

  it('finance issues one to the demo payer: the payer sees and applies it as any coupon; disabling takes it away; audited', async () => {
    const issued = await issue(finance, { ...COUPON, payer_phone: DEMO_PAYER_PHONE.phone });
    expect(issued, issued.message).toMatchObject({ status_code: 200, data: { issued: 1 } });
    const batch = issued.data.batch_id as string;
    const orderId = await placeOrder(t, demo, {}, 'DEMO-US-HARVARD-UNIVERSITY');
    const listed = async () => ((await demo.get('/api/order/payment_detail', { order_id: orderId })).data.coupons as { coupon_id: string; name: string; discount: { value: string } }[]).filter((c) => c.coupon_id.startsWith(batch));
    expect(await listed()).toMatchObject([{ name: 'Autumn coupon', discount: { value: '50.00' } }]);
    // The other payer did not get it.
    const otherOrder = await placeOrder(t, payer, {}, 'DEMO-US-HARVARD-UNIVERSITY');
    expect(((await payer.get('/api/order/payment_detail', { order_id: otherOrder })).data.coupons as { coupon_id: string }[]).some((c) => c.coupon_id.startsWith(batch))).toBe(false);
    const list = await admin.get('/api/ops/coupon_list', {});
    expect(list.data.list[0]).toMatchObject({ batch_id: batch, audience: 'one', issued: 1, amount: '50.00', currency: 'CNY', disabled: 0 });
    const disabled = await finance.post('/api/ops/coupon_disable', { batch_id: batch, reason: 'Campaign ended' });
    expect(disabled).toMatchObject({ status_code: 200, data: { coupons_disabled: 1 } });
    expect(await listed()).toEqual([]);
    const couponId = `${batch}-`;
    const apply = await demo.post('/api/order/update_user_coupon', { order_id: orderId, coupon_id: (await t.database.db.execute(`select id from coupons where id like '${couponId}%'`) as unknown as { rows: { id: string }[] }).rows[0]!.id });
    expect(apply.status_code).toBe(404);
    expect((await finance.post('/api/ops/coupon_disable', { batch_id: batch, reason: 'again' })).status_code).toBe(411);
    expect(await audits('coupon.issue', batch)).toMatchObject([{ before: null, after: { kind: 'amount', amount_minor: '5000', currency: 'CNY', issued: 1 } }]);
    expect(await audits('coupon.disable', batch)).toMatchObject([{ before: { disabled: 0 }, after: { disabled: 1, reason: 'Campaign ended', coupons_disabled: 1 } }]);
  });

  it('one issue per Idempotency-Key: a replay answers the first issue, another body with the key is refused, two at once issue once, no key is refused', async () => {
    const body = { ...COUPON, payer_phone: DEMO_PAYER_PHONE.phone, name_en: 'Once only' };
    const [a, b] = await Promise.all([issue(finance, body, 'coupon-once'), issue(finance, body, 'coupon-once')]);
    expect(a.status_code, a.message).toBe(200);
    expect(b.data).toEqual(a.data);
    expect((await issue(finance, body, 'coupon-once')).data).toEqual(a.data);
    expect((await issue(finance, { ...body, amount_minor: 9000 }, 'coupon-once')).status_code).toBe(412);
    expect(await audits('coupon.issue', a.data.batch_id as string)).toHaveLength(1);
    const list = (await finance.get('/api/ops/coupon_list', {})).data.list as { name: { en: string } }[];
    expect(list.filter((row) => row.name.en === 'Once only')).toHaveLength(1);
    const keyless = await finance.post('/api/ops/coupon_create', body);
    expect(keyless).toMatchObject({ status_code: 400, data: { field: 'Idempotency-Key' } });
  });

  it('an admin issues a fee-percent coupon to every payer: one each', async () => {
    const issued = await issue(admin, { ...COUPON, kind: 'fee_percent', fee_percent: 50, amount_minor: undefined, currency: undefined });
    expect(issued.status_code, issued.message).toBe(200);
    const users = (await t.database.db.execute('select count(*)::int as n from users') as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(issued.data.issued).toBe(users);
  });
});

describe('the quote about to expire', () => {
  it('tells the payer once, by SMS and e-mail in the order language, only while the quote is the live one', async () => {
    const orderId = await placeOrder(t, demo, {}, 'DEMO-US-HARVARD-UNIVERSITY');
    const q1 = await demo.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card' });
    expect(q1.status_code, q1.message).toBe(200);
    // The page quotes again later, not in the same instant: the test clock stands still unless moved,
    // and two quotes of one instant have no order between them (latestQuote ties on their random ids).
    t.clock.advance(1);
    const q2 = await demo.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card' });
    // A superseded quote tells nothing; the live one tells once.
    expect(await noticeQuoteExpiring(t.app.ctx, q1.data.quote_id)).toBe(false);
    t.clock.advance(26 * 60 - 1);
    expect(await noticeQuoteExpiring(t.app.ctx, q2.data.quote_id)).toBe(true);
    expect(await noticeQuoteExpiring(t.app.ctx, q2.data.quote_id)).toBe(false);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, q2.data.quote_id));
    expect(row!.expiryNoticeAt).not.toBeNull();
    await jobsSettled(t.app, DEMO_PAYER_PHONE.e164);
    const [placed] = await t.database.db.select({ no: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
    const told = async () => ((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as { to: string; body: string }[]).filter((m) => m.body.includes(placed!.no) && /holds until|报价有效至|報價有效至/.test(m.body));
    for (let i = 0; i < 100 && (await told()).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    const messages = await told();
    expect(messages.map((m) => m.to).sort()).toHaveLength(2); // one SMS, one e-mail
    expect(messages.some((m) => m.to === DEMO_PAYER_PHONE.e164)).toBe(true);
    // An expired quote tells nothing.
    const q3 = await demo.post('/api/order/payment_estimate', { order_id: orderId, method_id: 'card' });
    t.clock.advance(31 * 60);
    expect(await noticeQuoteExpiring(t.app.ctx, q3.data.quote_id)).toBe(false);
  });
});
