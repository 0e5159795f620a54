/**
 * The operations console's API (issue 18 items 4-6): staff sessions apart from payer sessions,
 * lock-out, TOTP for every role, roles, a manager's own payers only, the review (approve),
 * identity reveals and file readings, and the audit row every staff action leaves (append-only at
 * the database). Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, staff } from '../src/db/schema';
import { DEV_STAFF_PASSWORD } from '../src/modules/ops/dev-staff';
import { advanceOrder } from '../src/modules/orders/lifecycle';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { idBornOn, placeOrder } from './helpers/orders';
import { multipart } from './helpers/multipart';
import { assignManager, nextTotp, staffClient } from './helpers/staff';

const COLUMBIA = 'DEMO-US-COLUMBIA-UNIVERSITY'; // needs review before payment
const PAYER_ID = idBornOn('19750402');

let t: TestApp;
let payer: Client;
let otherPayer: Client;
let wang: Client;
let li: Client;
let admin: Client;
let finance: Client;

/** Assigns the payer who registered with `email` to the manager with WeChat id `wechat` (registration spreads payers by load). */
async function auditRows(targetId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);
}

async function staffId(login: string): Promise<number> {
  const [row] = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.login, login));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const first = await registeredUser(t);
  const second = await registeredUser(t);
  payer = first.client;
  otherPayer = second.client;
  await assignManager(t, first.email, 'edupay_wangjing');
  await assignManager(t, second.email, 'edupay_liming');
  wang = await staffClient(t, 'wang.jing');
  li = await staffClient(t, 'li.ming');
  admin = await staffClient(t, 'admin');
  finance = await staffClient(t, 'finance');
}, 120_000);
afterAll(async () => t?.close());

describe('staff sessions', () => {
  it('a payer token opens nothing under /api/ops, and a staff token never acts as a payer', async () => {
    expect((await payer.get('/api/ops/me')).status_code).toBe(402);
    expect((await payer.get('/api/ops/review_queue')).status_code).toBe(402);
    expect((await payer.get('/api/user/order_list')).status_code).toBe(200);
    // The staff token on a payer call: no payer session behind it (402: log in).
    const asPayer = await wang.get('/api/user/order_list');
    expect(asPayer.status_code).toBe(402);
    expect((await wang.get('/api/ops/me')).data).toMatchObject({
      login: 'wang.jing',
      role: 'account_manager',
      totp_needed: 0,
    });
  });

  it('wrong passwords lock the login out at that address; an unknown login answers the same', async () => {
    const client = new Client(t.app);
    const wrong = await client.post('/api/ops/login', { staff_login: 'li.ming', password: 'nope' });
    expect(wrong.status_code).toBe(407);
    expect((await client.post('/api/ops/login', { staff_login: 'nobody', password: 'nope' })).status_code).toBe(407);
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await client.post('/api/ops/login', { staff_login: 'li.ming', password: 'nope' })).status_code);
    expect(statuses.at(-1)).toBe(408);
    // Locked: the right password is refused too until the lock ends.
    expect(
      (await client.post('/api/ops/login', { staff_login: 'li.ming', password: DEV_STAFF_PASSWORD })).status_code,
    ).toBe(408);
    t.clock.advance(t.app.ctx.limits.loginLockSeconds + 1);
    expect(
      (await client.post('/api/ops/login', { staff_login: 'li.ming', password: DEV_STAFF_PASSWORD })).status_code,
    ).toBe(200);
  });

  it('the TOTP code is due after the password: nothing works before it, a wrong or replayed code is refused', async () => {
    const client = new Client(t.app);
    const login = await client.post('/api/ops/login', { staff_login: 'finance', password: DEV_STAFF_PASSWORD });
    expect(login.data.staff).toMatchObject({ role: 'finance', totp_needed: 1 });
    client.token = login.data.token;
    expect((await client.get('/api/ops/order_search', { q: 'EP' })).status_code).toBe(402);
    expect((await client.get('/api/ops/me')).data.totp_needed).toBe(1);
    expect((await client.post('/api/ops/login_totp', { totp_code: '000000' })).status_code).toBe(405);
    const code = await nextTotp(t, 'finance');
    expect((await client.post('/api/ops/login_totp', { totp_code: code })).status_code).toBe(200);
    expect((await client.get('/api/ops/order_search', { q: 'EP' })).status_code).toBe(200);
    // The same code in another session: refused (a code is accepted once).
    const replay = new Client(t.app);
    replay.token = (
      await replay.post('/api/ops/login', { staff_login: 'finance', password: DEV_STAFF_PASSWORD })
    ).data.token;
    expect((await replay.post('/api/ops/login_totp', { totp_code: code })).status_code).toBe(405);
    expect((await replay.get('/api/ops/order_search', { q: 'EP' })).status_code).toBe(402);
  });

  it('logout ends the staff session and is audited; a session that never passed its TOTP leaves no row', async () => {
    const client = await staffClient(t, 'li.ming');
    const liMing = await staffId('li.ming');
    const logouts = () => t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'logout'), eq(auditLog.staffId, liMing)));
    const before = (await logouts()).length;
    expect((await client.post('/api/ops/logout', {})).status_code).toBe(200);
    expect((await client.get('/api/ops/me')).status_code).toBe(402);
    expect((await client.post('/api/ops/logout', {})).status_code, 'a second logout finds no session').toBe(401);
    expect(await logouts()).toHaveLength(before + 1);

    const halfway = new Client(t.app);
    halfway.token = (await halfway.post('/api/ops/login', { staff_login: 'finance', password: DEV_STAFF_PASSWORD })).data.token;
    const financeId = await staffId('finance');
    const financeLogouts = async () => (await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'logout'), eq(auditLog.staffId, financeId)))).length;
    const financeBefore = await financeLogouts();
    expect((await halfway.post('/api/ops/logout', {})).status_code).toBe(200);
    expect(await financeLogouts()).toBe(financeBefore);
  });
});

describe('roles', () => {
  it('each role reaches only its calls (another role meets 404)', async () => {
    expect((await finance.get('/api/ops/review_queue')).status_code).toBe(404);
    expect((await wang.get('/api/ops/audit_log')).status_code).toBe(404);
    expect((await finance.get('/api/ops/audit_log')).status_code).toBe(404);
    expect(
      (await wang.post('/api/ops/order_advance', { order_id: '00000000-0000-4000-8000-000000000000', event: 'remit' }))
        .status_code,
    ).toBe(404);
    expect((await admin.get('/api/ops/audit_log')).status_code).toBe(200);
    expect((await admin.get('/api/ops/review_queue')).status_code).toBe(200);
  });
});

describe('review and orders', () => {
  let orderId: string;
  let otherOrderId: string;
  beforeAll(async () => {
    orderId = await placeOrder(t, payer, {}, COLUMBIA);
    otherOrderId = await placeOrder(t, otherPayer, {}, COLUMBIA);
  });

  it("the queue lists each order with its own files, in upload order (the same as the order's history)", async () => {
    const secondId = await placeOrder(t, payer, {}, COLUMBIA);
    const queue = (await wang.get('/api/ops/review_queue')).data.list as { order_id: string; documents: { file_id: string }[] }[];
    for (const id of [orderId, secondId]) {
      const listed = queue.find((o) => o.order_id === id)!.documents.map((d) => d.file_id);
      const history = (await wang.get('/api/ops/order_history', { order_id: id })).data.documents as { file_id: string }[];
      expect(listed.length, id).toBeGreaterThan(0);
      expect(listed, id).toEqual(history.map((d) => d.file_id));
    }
  });

  it("a manager sees their own payers' orders only (queue, search, history, actions)", async () => {
    const queue = (await wang.get('/api/ops/review_queue')).data.list as { order_id: string }[];
    expect(queue.map((o) => o.order_id)).toContain(orderId);
    expect(queue.map((o) => o.order_id)).not.toContain(otherOrderId);
    const [row] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, otherOrderId)).limit(1);
    expect(row).toBeDefined();
    const otherNumber = (await otherPayer.get('/api/user/order_detail', { order_id: otherOrderId })).data
      .order_no as string;
    expect((await wang.get('/api/ops/order_search', { q: otherNumber })).data.list).toEqual([]);
    expect(
      (await li.get('/api/ops/order_search', { q: otherNumber })).data.list.map(
        (o: { order_id: string }) => o.order_id,
      ),
    ).toEqual([otherOrderId]);
    expect((await wang.get('/api/ops/order_history', { order_id: otherOrderId })).status_code).toBe(404);
    expect((await wang.post('/api/ops/review_approve', { order_id: otherOrderId })).status_code).toBe(404);
    expect(
      (await wang.post('/api/ops/reveal_identity', { order_id: otherOrderId, field: 'payer_id_number' })).status_code,
    ).toBe(404);
    // Admin and finance see every payer.
    expect((await admin.get('/api/ops/order_search', { q: otherNumber })).data.list).toHaveLength(1);
    expect((await finance.get('/api/ops/order_history', { order_id: otherOrderId })).status_code).toBe(200);
    expect((await otherPayer.get('/api/user/order_detail', { order_id: orderId })).status_code).toBe(404); // the second payer
  });

  it('search finds an order by number, phone, name and institution', async () => {
    const number = (await payer.get('/api/user/order_detail', { order_id: orderId })).data.order_no as string;
    for (const q of [number, '13800138000', '韩梅', 'Lei Li', 'Columbia']) {
      const list = (await wang.get('/api/ops/order_search', { q })).data.list as { order_id: string }[];
      expect(
        list.map((o) => o.order_id),
        q,
      ).toContain(orderId);
    }
    expect((await wang.get('/api/ops/order_search', { q: '%_' })).data.list).toEqual([]); // LIKE characters are literal
  });

  it('approving moves the order on, writes its order_events row and an audit row; a second approve is refused', async () => {
    const answer = await wang.post('/api/ops/review_approve', { order_id: orderId, note: 'invoice checked' });
    expect(answer).toMatchObject({ status_code: 200, data: { order_id: orderId, status: 'awaiting_payment' } });
    expect((await payer.get('/api/user/order_detail', { order_id: orderId })).data.status).toBe('awaiting_payment');
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.event, 'approve')));
    expect(events).toMatchObject([
      {
        fromStatus: 'awaiting_review',
        toStatus: 'awaiting_payment',
        actor: `staff:${await staffId('wang.jing')}`,
        reason: 'invoice checked',
      },
    ]);
    const audit = await auditRows(orderId);
    expect(audit).toMatchObject([
      {
        staffId: await staffId('wang.jing'),
        action: 'order.approve',
        before: { status: 'awaiting_review' },
        after: { status: 'awaiting_payment' },
      },
    ]);
    expect((await wang.post('/api/ops/review_approve', { order_id: orderId })).status_code).toBe(411);
    expect(await auditRows(orderId)).toHaveLength(1); // a refused action changes nothing
    const history = await wang.get('/api/ops/order_history', { order_id: orderId });
    expect(history.data.events.map((e: { to: string }) => e.to)).toEqual([
      'submitted',
      'awaiting_review',
      'awaiting_payment',
    ]);
    expect(history.data.order.payer.payer_id_number).not.toContain(PAYER_ID.slice(1, 10));
  });

  it('two staff approving at once end in one consistent state: one approval, one refusal', async () => {
    const id = await placeOrder(t, payer, {}, COLUMBIA);
    const answers = await Promise.all([
      wang.post('/api/ops/review_approve', { order_id: id }),
      admin.post('/api/ops/review_approve', { order_id: id }),
    ]);
    expect(answers.map((a) => a.status_code).sort()).toEqual([200, 411]);
    const approvals = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.event, 'approve')));
    expect(approvals).toHaveLength(1);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('two staff advancing one order at once (the same report twice) end in one state: one move, one event row, one audit row', async () => {
    const id = await placeOrder(t, payer);
    await advanceOrder(t.app.ctx, id, 'payment_succeeded', 'system', 'test payment');
    const answers = await Promise.all([
      finance.post('/api/ops/order_advance', { order_id: id, event: 'start_exchange' }),
      admin.post('/api/ops/order_advance', { order_id: id, event: 'start_exchange' }),
    ]);
    expect(answers.map((a) => a.status_code).sort()).toEqual([200, 411]);
    const moves = await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.event, 'start_exchange')));
    expect(moves).toHaveLength(1);
    expect(await auditRows(id)).toHaveLength(1);
    // Two different reports at once: the row lock orders them, the table decides each from the status it finds.
    const both = await Promise.all([
      finance.post('/api/ops/order_advance', { order_id: id, event: 'remit' }),
      admin.post('/api/ops/order_advance', { order_id: id, event: 'arrive' }),
    ]);
    const statuses = both.map((a) => a.status_code);
    const [row] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(desc(orderEvents.id)).limit(1);
    if (statuses[0] === 200 && statuses[1] === 200) expect(row!.toStatus).toBe('arrived'); // remit came first
    else expect(statuses).toEqual([200, 411]); // arrive met exchanging and was refused
    expect((await payer.get('/api/user/order_detail', { order_id: id })).data.status).toBe(row!.toStatus);
  });

  it('rejecting needs a reason, which the payer reads in the order history; the audit row keeps it', async () => {
    const id = await placeOrder(t, payer, {}, COLUMBIA);
    expect((await wang.post('/api/ops/review_reject', { order_id: id, reject_reason: '  ' })).data.field).toBe('reject_reason');
    const reason = 'The invoice does not match the payee account; please upload the latest invoice.';
    expect((await wang.post('/api/ops/review_reject', { order_id: id, reject_reason: reason })).data.status).toBe('rejected');
    expect((await payer.get('/api/user/order_detail', { order_id: id })).data.status).toBe('rejected');
    const [event] = await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.event, 'reject')));
    expect(event).toMatchObject({ fromStatus: 'awaiting_review', toStatus: 'rejected', reason });
    expect(await auditRows(id)).toMatchObject([{ action: 'order.reject', before: { status: 'awaiting_review' }, after: { status: 'rejected', reason } }]);
  });

  it("finance stands in for the bank's reports: exchange, remitted, arrived, in order only, each audited", async () => {
    const id = await placeOrder(t, payer);
    // The provider's report of a payment, through the lifecycle service the payment callback uses.
    await advanceOrder(t.app.ctx, id, 'payment_succeeded', 'system', 'test payment');
    expect((await finance.post('/api/ops/order_advance', { order_id: id, event: 'arrive' })).status_code).toBe(411);
    expect((await wang.post('/api/ops/order_advance', { order_id: id, event: 'start_exchange' })).status_code).toBe(404);
    expect((await finance.get('/api/ops/order_history', { order_id: id })).data.next_events).toEqual(['start_exchange']);
    for (const [event, status] of [['start_exchange', 'exchanging'], ['remit', 'remitted'], ['arrive', 'arrived']] as const) {
      const answer = await finance.post('/api/ops/order_advance', { order_id: id, event, note: 'bank report' });
      expect(answer.data.status, answer.message).toBe(status);
    }
    expect((await payer.get('/api/user/order_detail', { order_id: id })).data.status).toBe('arrived');
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['order.start_exchange', 'order.remit', 'order.arrive']);
  });

  it('an identity number is revealed only on request, and the reading is audited (without the number)', async () => {
    const answer = await wang.post('/api/ops/reveal_identity', { order_id: orderId, field: 'payer_id_number' });
    expect(answer.data).toEqual({ field: 'payer_id_number', value: PAYER_ID });
    const [row] = (await auditRows(orderId)).filter((r) => r.action === 'order.reveal_identity');
    expect(row).toMatchObject({ staffId: await staffId('wang.jing'), after: { field: 'payer_id_number' } });
    expect(JSON.stringify(row)).not.toContain(PAYER_ID);
  });

  it('staff read files through the console (audited); the old admin token opens nothing', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]).drawText('Tuition invoice');
    const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
    const upload = multipart({ order_id: orderId, slot: 'payment_proof' }, [
      { filename: 'invoice.pdf', contentType: 'application/pdf', bytes },
    ]);
    const uploaded = (await payer.raw({ method: 'POST', url: '/api/order/ident_files_upload', ...upload })).json() as {
      status_code: number;
      message: string;
      data: { file_id: string };
    };
    expect(uploaded.status_code, uploaded.message).toBe(200);
    const fileId = uploaded.data.file_id;
    const file = await wang.raw({
      method: 'GET',
      url: '/api/ops/document_download',
      query: { order_id: orderId, file_id: fileId },
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await auditRows(fileId)).map((r) => r.action)).toEqual(['document.read']);
    expect((await li.get('/api/ops/document_download', { order_id: orderId, file_id: fileId })).status_code).toBe(404);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/order/ident_file_download',
      query: { order_id: orderId, file_id: fileId },
      headers: { 'x-admin-token': 'anything' },
    });
    expect(old.json()).toMatchObject({ status_code: 402 });
  });
});

describe('the audit log', () => {
  it('admins read it newest first, by order too', async () => {
    const all = await admin.get('/api/ops/audit_log');
    expect(all.status_code).toBe(200);
    const ids = (all.data.list as { id: number }[]).map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((all.data.list as { action: string }[]).some((r) => r.action === 'login')).toBe(true);
  });

  it('the database refuses to change or remove a row, whoever asks', async () => {
    const [row] = await t.database.db.select().from(auditLog).limit(1);
    await expect(
      t.database.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    const [again] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(again?.action).toBe(row!.action);
  });
});
