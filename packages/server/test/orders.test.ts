/**
 * The order calls (spec 001 sections 3-5 and 7; issue 15): placing an order with its payee snapshot,
 * the status machine's event rows, sealed identity numbers, idempotency keys (replay, conflict,
 * concurrency), each rule refused with its message in en, zh-CN and zh-TW, another payer's order
 * refused on every call that takes an id, anonymous orders bound to an SMS-proven phone, drafts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { gb11643CheckChar } from '@edupay/forms';
import { idempotencyKeys, orderDrafts, orderEvents, orders, payeeAccounts } from '../src/db/schema';
import { cleanupExpired } from '../src/plugins/cleanup';
import { Client, createTestApp, lastCode, type Envelope, type TestApp } from './helpers/app';
import { chinaStudent, confirmEmail, freshEmail, freshPhone, registeredUser, smsLogin } from './helpers/flows';
import { settleByCard } from './helpers/payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const idBornOn = (birth: string) => {
  const first17 = `110105${birth}001`;
  return first17 + gb11643CheckChar(first17);
};
const PAYER_ID = idBornOn('19750402');
const STUDENT_ID = idBornOn('20050101');

async function accountId(code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: payeeAccounts.id }).from(payeeAccounts).where(eq(payeeAccounts.code, code));
  if (!row) throw new Error(`no payee account ${code}`);
  return row.id;
}

const HARVARD = 'DEMO-US-HARVARD-UNIVERSITY'; // USD, tuition and living, no review
const COLUMBIA = 'DEMO-US-COLUMBIA-UNIVERSITY'; // USD, needs review, takes rent

async function form(overrides: Record<string, unknown> = {}, code = HARVARD) {
  return {
    account_id: await accountId(code),
    order_type: 'tuition',
    amount: '12000.00',
    purposes: ['tuition'],
    student_cn_name: '李雷',
    pinyin_last_name: 'LI',
    pinyin_first_name: 'LEI',
    en_first_name: 'Lei',
    en_last_name: 'Li',
    id_type: 'cn_id',
    student_id_number: STUDENT_ID,
    student_number: '10234567',
    reading_stage: 'master',
    admission_year: 2026,
    admission_month: 9,
    date_of_birth: '2005-01-01',
    relationship: 'mother',
    payer_cn_name: '韩梅',
    payer_id_number: PAYER_ID,
    payer_tel_code: '86',
    payer_mobile: '13800138000',
    payer_email: 'han.mei@example.com',
    order_agreement: true,
    ...overrides,
  };
}

let keys = 0;
const newKey = () => `test-key-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;

async function submit(client: Client, body: unknown, key: string | null = newKey()): Promise<Envelope> {
  const response = await client.raw({ method: 'POST', url: '/api/order/order_submit', payload: body as object, headers: key === null ? {} : { 'idempotency-key': key } });
  return response.json() as Envelope;
}

/** The same request in each language: the same field refused, each language's message. */
async function refusedIn(client: Client, send: () => Promise<Envelope>, field: string, messages: { en: string | RegExp; 'zh-CN': string | RegExp; 'zh-TW': string | RegExp }) {
  const saved = client.language;
  try {
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      client.language = language;
      const answer = await send();
      expect(answer.status_code, `${language} ${JSON.stringify(answer)}`).toBe(400);
      expect(answer.data.field, language).toBe(field);
      const expected = messages[language];
      if (typeof expected === 'string') expect(answer.message, language).toBe(expected);
      else expect(answer.message, language).toMatch(expected);
    }
  } finally {
    client.language = saved;
  }
}

async function orderCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row!.n;
}

let user: Awaited<ReturnType<typeof registeredUser>>;
let other: Awaited<ReturnType<typeof registeredUser>>;
beforeAll(async () => {
  user = await registeredUser(t);
  other = await registeredUser(t);
}, 120_000);

describe('order_submit', () => {
  it('places an order: snapshot, minor units, two event rows, straight to payment; list and detail show it masked', async () => {
    const answer = await submit(user.client, await form());
    expect(answer).toMatchObject({ status_code: 200, message: expect.any(String), data: { status: 'awaiting_payment', currency: 'USD', amount: '12000.00', total: '12000.00' } });
    const { order_id: id, order_no: number } = answer.data;
    expect(number).toMatch(/^EP\d{14}$/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.amountMinor).toBe(1_200_000n);
    expect(row!.payeeSnapshot).toMatchObject({ account_name: 'HARVARD UNIVERSITY', currency: 'USD', routing: { aba_routing: '021000021' }, is_demo: true });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.event])).toEqual([
      [null, 'submitted', 'submit'],
      ['submitted', 'awaiting_payment', 'release_for_payment'],
    ]);
    expect(events[0]!.actor).toMatch(/^user:\d+$/);
    expect(events[1]).toMatchObject({ actor: 'system', reason: 'no review needed' });

    const list = await user.client.get('/api/user/order_list');
    expect(list.data.list.map((o: { order_id: string }) => o.order_id)).toContain(id);
    const detail = await user.client.get('/api/user/order_detail', { order_id: id });
    expect(detail.data.student.student_id_number).toBe(`1${'*'.repeat(13)}${STUDENT_ID.slice(-4)}`);
    expect(detail.data.payer.payer_id_number).toBe(`1${'*'.repeat(13)}${PAYER_ID.slice(-4)}`);
    expect(JSON.stringify(detail)).not.toContain(PAYER_ID);
    expect(JSON.stringify(detail)).not.toContain(STUDENT_ID);
  });

  it('an account that needs review sends the order to the manager first', async () => {
    const answer = await submit(user.client, await form({}, COLUMBIA));
    expect(answer.data.status).toBe('awaiting_review');
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, answer.data.order_id));
    expect(events.map((e) => e.toStatus)).toEqual(['submitted', 'awaiting_review']);
  });

  it('identity numbers are sealed at rest: the raw columns hold no plain number, and the key id is stored', async () => {
    const answer = await submit(user.client, await form());
    const raw = await t.database.db.execute(sql`select * from orders where id = ${answer.data.order_id}`);
    const text = JSON.stringify((raw as unknown as { rows: unknown[] }).rows ?? raw);
    expect(text).not.toContain(PAYER_ID);
    expect(text).not.toContain(STUDENT_ID);
    expect(text).not.toContain(PAYER_ID.slice(6, 14)); // not even the birth date
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, answer.data.order_id));
    expect(row!.payerIdSealed).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(row!.identityKeyId).toMatch(/^k1-[0-9a-f]{12}$/);
  });

  it('a later change of the payee account does not change a placed order', async () => {
    const answer = await submit(user.client, await form());
    const id = await accountId(HARVARD);
    await t.database.db.update(payeeAccounts).set({ bankName: 'Changed Bank' }).where(eq(payeeAccounts.id, id));
    try {
      const detail = await user.client.get('/api/user/order_detail', { order_id: answer.data.order_id });
      expect(detail.data.payee.bank_name).toBe('JPMorgan Chase Bank, N.A.');
    } finally {
      await t.database.db.update(payeeAccounts).set({ bankName: 'JPMorgan Chase Bank, N.A.' }).where(eq(payeeAccounts.id, id));
    }
  });

  it('without a login or a proven phone: 402', async () => {
    const anonymous = new Client(t.app);
    await anonymous.config();
    expect(await submit(anonymous, await form())).toMatchObject({ status_code: 402 });
  });
});

describe('idempotency', () => {
  it('the same key and body answer the first answer again: one order', async () => {
    const key = newKey();
    const body = await form({ amount: '777.00' });
    const before = await orderCount();
    const first = await submit(user.client, body, key);
    const again = await submit(user.client, { ...body }, key);
    expect(again).toEqual(first);
    expect(await orderCount()).toBe(before + 1);
  });

  it('the same key with another body is refused in every language; no second order', async () => {
    const key = newKey();
    const body = await form({ amount: '778.00' });
    await submit(user.client, body, key);
    const before = await orderCount();
    const saved = user.client.language;
    const expected = {
      en: 'This Idempotency-Key was already used for a different request; use a new key for a new order',
      'zh-CN': '该幂等键（Idempotency-Key）已用于另一个请求，新订单请使用新的键',
      'zh-TW': '此冪等鍵（Idempotency-Key）已用於另一個請求，新訂單請使用新的鍵',
    };
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      user.client.language = language;
      expect(await submit(user.client, { ...body, amount: '779.00' }, key)).toMatchObject({ status_code: 412, message: expected[language] });
    }
    user.client.language = saved;
    expect(await orderCount()).toBe(before);
  });

  it('two submits at once with one key make exactly one order', async () => {
    const key = newKey();
    const body = await form({ amount: '780.00' });
    const before = await orderCount();
    const [a, b] = await Promise.all([submit(user.client, body, key), submit(user.client, body, key)]);
    expect(a.status_code).toBe(200);
    expect(b).toEqual(a);
    expect(await orderCount()).toBe(before + 1);
  });

  it("a key is the caller's own: another payer's same key is a new order", async () => {
    const key = newKey();
    const mine = await submit(user.client, await form({ amount: '781.00' }), key);
    const theirs = await submit(other.client, await form({ amount: '781.00' }), key);
    expect(theirs.status_code).toBe(200);
    expect(theirs.data.order_id).not.toBe(mine.data.order_id);
  });

  it('a refused submit keeps no key (a corrected retry runs); a missing key is refused; keys expire after 24 h', async () => {
    const key = newKey();
    expect((await submit(user.client, await form({ relationship: 'friend' }), key)).status_code).toBe(400);
    expect((await submit(user.client, await form({ amount: '782.00' }), key)).status_code).toBe(200);
    expect(await submit(user.client, await form(), null)).toMatchObject({ status_code: 400, data: { field: 'Idempotency-Key' } });

    const stale = newKey();
    const first = await submit(user.client, await form({ amount: '783.00' }), stale);
    t.clock.advance(24 * 3600 + 1);
    try {
      const removed = await cleanupExpired(t.app.ctx);
      expect(removed['idempotencyKeys']).toBeGreaterThanOrEqual(1);
      const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, stale));
      expect(row).toBeUndefined();
      const reused = await submit(user.client, await form({ amount: '784.00' }), stale);
      expect(reused.status_code).toBe(200);
      expect(reused.data.order_id).not.toBe(first.data.order_id);
    } finally {
      t.clock.advance(-(24 * 3600 + 1));
    }
  });
});

describe('rules refused with their message in three languages', () => {
  const send = (overrides: Record<string, unknown>, code = HARVARD) => async () => submit(user.client, await form(overrides, code));

  it('payer must be the student or a direct relative', async () => {
    await refusedIn(user.client, send({ relationship: 'friend' }), 'relationship', {
      en: /must be the student or a direct relative/,
      'zh-CN': /必须是学生本人或直系亲属/,
      'zh-TW': /必須是學生本人或直系親屬/,
    });
  });

  it('a payer under 18 needs a guardian', async () => {
    await refusedIn(user.client, send({ payer_id_number: idBornOn('20100505') }), 'guardian_consent', {
      en: 'The payer is under 18: a guardian must consent to this payment',
      'zh-CN': '付款人未满18周岁，须经监护人同意',
      'zh-TW': '付款人未滿18歲，須經監護人同意',
    });
    expect((await submit(user.client, await form({ payer_id_number: idBornOn('20100505'), guardian_consent: true }))).status_code).toBe(200);
  });

  it('Hong Kong, Macau and Taiwan IDs: switch the payment region', async () => {
    await refusedIn(user.client, send({ payer_id_number: '810000199001010012' }), 'payer_id_number', {
      en: 'Hong Kong, Macau and Taiwan ID numbers are not accepted; please switch the payment region',
      'zh-CN': /港澳台/,
      'zh-TW': /港澳臺/,
    });
  });

  it('a wrong citizen ID checksum', async () => {
    await refusedIn(user.client, send({ payer_id_number: `${PAYER_ID.slice(0, 17)}${PAYER_ID.endsWith('1') ? '2' : '1'}` }), 'payer_id_number', {
      en: 'This ID number is not valid; please check each digit',
      'zh-CN': '身份证号码有误，请逐位核对',
      'zh-TW': '身分證號碼有誤，請逐碼核對',
    });
  });

  it('English name must match the pinyin of the Chinese name', async () => {
    await refusedIn(user.client, send({ en_first_name: 'Tom' }), 'en_first_name', {
      en: 'The English name must match the pinyin of the Chinese name (LEI)',
      'zh-CN': '英文姓名须与中文姓名的拼音一致（LEI）',
      'zh-TW': '英文姓名須與中文姓名的拼音一致（LEI）',
    });
  });

  it('the pinyin must be the Chinese name\'s (pinyin-pro; polyphonic surnames in their surname reading)', async () => {
    await refusedIn(user.client, send({ pinyin_last_name: 'WANG', en_last_name: 'Wang' }), 'pinyin_last_name', {
      en: 'The pinyin does not match the Chinese name (expected LI)',
      'zh-CN': '拼音与中文姓名不符（应为LI）',
      'zh-TW': '拼音與中文姓名不符（應為LI）',
    });
    const shan = { student_cn_name: '单晓雨', pinyin_last_name: 'SHAN', pinyin_first_name: 'XIAOYU', en_last_name: 'Shan', en_first_name: 'Xiaoyu' };
    expect((await submit(user.client, await form(shan))).status_code).toBe(200);
    // What /order/name_conversion answers is accepted by the submit: 吕 as LYU (the passport's ü).
    const converted = (await user.client.get('/api/order/name_conversion', { name: '吕晓雨' })).data;
    const lyu = { student_cn_name: '吕晓雨', pinyin_last_name: converted.last_name, pinyin_first_name: converted.first_name, en_last_name: 'Lyu', en_first_name: 'Xiaoyu' };
    expect([converted.last_name, converted.first_name]).toEqual(['LYU', 'XIAOYU']);
    expect((await submit(user.client, await form(lyu))).status_code).toBe(200);
  });

  it('purposes: too many refused, Other needs its text', async () => {
    await refusedIn(user.client, send({ purposes: ['a', 'b', 'c', 'd', 'e', 'f'] }), 'purposes', {
      en: 'Please choose at most 5 items',
      'zh-CN': '最多选择5项',
      'zh-TW': '最多選擇5項',
    });
    const other = await submit(user.client, await form({ purposes: ['tuition', 'other'] }));
    expect(other).toMatchObject({ status_code: 400, data: { field: 'purpose_other' } });
  });

  it('amount: positive, not above the bill, no decimals beyond the currency', async () => {
    await refusedIn(user.client, send({ amount: '0' }), 'amount', { en: /at least/, 'zh-CN': /./, 'zh-TW': /./ });
    await refusedIn(user.client, send({ amount: '12000.01', bill_amount: '12000' }), 'amount', {
      en: 'The amount must not exceed the bill amount (USD 12,000.00)',
      'zh-CN': /USD 12,000.00/,
      'zh-TW': /USD 12,000.00/,
    });
  });

  it('a passport number above 300,000 CNY', async () => {
    await refusedIn(user.client, send({ amount: '50000.00' }), 'passport_number', {
      en: 'A passport is required for payments above CNY 300,000.00',
      'zh-CN': /CNY 300,000.00/,
      'zh-TW': /CNY 300,000.00/,
    });
    expect((await submit(user.client, await form({ amount: '50000.00', passport_number: 'E12345678' }))).status_code).toBe(200);
  });

  it('rent: the contract span at most one year; the amount at most the contract total', async () => {
    const rent = { order_type: 'rent', purposes: ['rent'], room_number: '12B', contract_start: '2026-09-01', contract_end: '2027-09-02', rent_total: '9000', amount: '9000' };
    await refusedIn(user.client, send(rent, COLUMBIA), 'contract_end', {
      en: 'The contract period must not exceed one year (365 days)',
      'zh-CN': '合同期限不能超过一年（365天）',
      'zh-TW': '合約期間不得超過一年（365天）',
    });
    expect(await submit(user.client, await form({ ...rent, contract_end: '2027-08-31', amount: '9000.01' }, COLUMBIA))).toMatchObject({ status_code: 400, data: { field: 'amount' } });
    expect((await submit(user.client, await form({ ...rent, contract_end: '2027-08-31' }, COLUMBIA))).status_code).toBe(200);
  });

  it('a purpose the account does not take is refused', async () => {
    expect(await submit(user.client, await form({ order_type: 'rent', purposes: ['rent'] }))).toMatchObject({ status_code: 400, data: { field: 'order_type' } });
  });

  it("the beneficiary of the student's own account (a payee the payer enters) is the student", async () => {
    const fresh = await registeredUser(t);
    // A paid tuition order first, so living expenses are allowed.
    const tuition = (await submit(fresh.client, await form())).data;
    await settleByCard(t, fresh.client, tuition.order_id);
    const own = {
      account_id: '',
      order_type: 'living',
      purposes: ['living'],
      collection_country: 'GBR',
      currency: 'GBP',
      beneficiary_name: 'WANG FANG',
      account_number: '12345678',
      sort_code: '200000',
      bank_name: 'Barclays Bank PLC',
      bank_address: '1 Churchill Place London',
      beneficiary_address: '20 Bloomsbury Street, London WC1B 3QA',
      institution_name: 'Own account',
    };
    await refusedIn(fresh.client, async () => submit(fresh.client, await form(own)), 'beneficiary_name', {
      en: "This is the student's own account: the beneficiary name must be the student's name (LEI LI)",
      'zh-CN': '该账户为学生本人账户，收款人姓名须与学生姓名一致（LEI LI）',
      'zh-TW': '此帳戶為學生本人帳戶，收款人姓名須與學生姓名一致（LEI LI）',
    });
    const placed = await submit(fresh.client, await form({ ...own, beneficiary_name: 'LEI LI' }));
    expect(placed.data).toMatchObject({ status: 'awaiting_review', currency: 'GBP', payee: { account_id: null, account_name: 'LEI LI' } });
  });
});

describe('living expenses (life_info)', () => {
  it('without an approved tuition order: the spec message; payer information first; only five currencies', async () => {
    const fresh = await registeredUser(t);
    expect(await fresh.client.get('/api/order/life_info')).toMatchObject({ status_code: 200, data: { has_tuition: 0, currencies: ['USD', 'GBP', 'CAD', 'AUD', 'EUR'] } });
    const payer = { payer_cn_name: '韩梅', payer_id_number: PAYER_ID, currency: 'USD' };
    await refusedIn(fresh.client, () => fresh.client.post('/api/order/life_info', payer), 'order_type', {
      en: 'Unfortunately, you do not have any records of tuition payment. In accordance with regulatory and compliance requirements, student expense transfers are limited to students with a record of approved tuition payment.',
      'zh-CN': /^很抱歉，您没有学费缴纳记录/,
      'zh-TW': /^很抱歉，您沒有學費繳納紀錄/,
    });
    await refusedIn(fresh.client, () => fresh.client.post('/api/order/life_info', { currency: 'USD' }), 'order_type', {
      en: 'Please enter the Payer Information first',
      'zh-CN': '请先填写付款人信息',
      'zh-TW': '請先填寫付款人資料',
    });
    // The order form refuses the same way.
    expect(await submit(fresh.client, await form({ order_type: 'living', purposes: ['living'] }))).toMatchObject({ status_code: 400, data: { field: 'order_type' } });

    // A tuition order merely placed (waiting for payment) is no record of an approved tuition payment.
    const tuition = (await submit(fresh.client, await form())).data;
    expect(tuition.status).toBe('awaiting_payment');
    expect((await fresh.client.get('/api/order/life_info')).data.has_tuition).toBe(0);
    expect(await submit(fresh.client, await form({ order_type: 'living', purposes: ['living'] }))).toMatchObject({ status_code: 400, data: { field: 'order_type' } });
    await settleByCard(t, fresh.client, tuition.order_id);
    expect((await fresh.client.get('/api/order/life_info')).data.has_tuition).toBe(1);
    await refusedIn(fresh.client, () => fresh.client.post('/api/order/life_info', { ...payer, currency: 'JPY' }), 'currency', {
      en: /only USD, GBP, CAD, AUD,? or EUR are available/,
      'zh-CN': /不支持该币种/,
      'zh-TW': /不支援此幣別/,
    });
    expect(await fresh.client.post('/api/order/life_info', payer)).toMatchObject({ status_code: 200, data: { has_tuition: 1 } });
    expect((await submit(fresh.client, await form({ order_type: 'living', purposes: ['living'] }))).status_code).toBe(200);
  });
});

describe('checks without placing', () => {
  it('check_up_order: the whole form, nothing saved', async () => {
    const before = await orderCount();
    expect(await user.client.post('/api/order/check_up_order', await form({ amount: '50000.00', passport_number: 'E12345678' }))).toMatchObject({
      status_code: 200,
      // 50,000.00 USD at the seeded reference rates (7.7342 CNY and 1.0872 USD per EUR).
      data: { valid: 1, amount: '50000.00', currency: 'USD', amount_cny: '355693.52', need_passport: 1 },
    });
    expect(await user.client.post('/api/order/check_up_order', await form({ relationship: 'friend' }))).toMatchObject({ status_code: 400, data: { field: 'relationship' } });
    expect(await orderCount()).toBe(before);
  });

  it('check_up_money: the surcharge of the account and the total', async () => {
    const imperial = await accountId('DEMO-GB-IMPERIAL-COLLEGE-LONDON');
    expect(await user.client.post('/api/order/check_up_money', { account_id: imperial, amount: '1,000.50' })).toMatchObject({
      status_code: 200,
      data: { amount: '1000.50', currency: 'GBP', amount_minor: '100050', surcharge: '17.00', total: '1017.50' },
    });
    await refusedIn(user.client, () => user.client.post('/api/order/check_up_money', { account_id: imperial, amount: '1.234' }), 'amount', {
      en: 'Please enter a valid amount with at most 2 decimal places',
      'zh-CN': /./,
      'zh-TW': /./,
    });
    expect(await user.client.post('/api/order/check_up_money', { account_id: 999999, amount: '1' })).toMatchObject({ status_code: 404, data: { field: 'account_id' } });
  });

  it('check_payer_age: adult, minor, refused ID', async () => {
    expect(await user.client.post('/api/order/check_payer_age', { payer_id_number: PAYER_ID })).toMatchObject({ data: { age: 50, is_adult: 1, need_guardian: 0 } });
    expect(await user.client.post('/api/order/check_payer_age', { payer_id_number: idBornOn('20100505') })).toMatchObject({ data: { age: 15, is_adult: 0, need_guardian: 1 } });
    await refusedIn(user.client, () => user.client.post('/api/order/check_payer_age', { payer_id_number: '810000199001010012' }), 'payer_id_number', {
      en: /switch the payment region/,
      'zh-CN': /./,
      'zh-TW': /./,
    });
  });
});

describe('changing an order', () => {
  it('update_order_info corrects payer or student information, checked again; the payee and amount stay', async () => {
    const placed = await submit(user.client, await form({ amount: '900.00' }));
    const id = placed.data.order_id;
    const updated = await user.client.post('/api/order/update_order_info', { order_id: id, payer_email: 'new.mail@example.com', amount: '1.00' });
    expect(updated).toMatchObject({ status_code: 200, data: { amount: '900.00', payer: { payer_email: 'new.mail@example.com' } } });
    await refusedIn(user.client, () => user.client.post('/api/order/update_order_info', { order_id: id, relationship: 'friend' }), 'relationship', {
      en: /direct relative/,
      'zh-CN': /直系亲属/,
      'zh-TW': /直系親屬/,
    });
  });

  it('update_crn_info stores the CRN', async () => {
    const placed = await submit(user.client, await form());
    expect(await user.client.post('/api/order/update_crn_info', { order_id: placed.data.order_id, crn: 'CRN-2026-0042' })).toMatchObject({ status_code: 200, data: { payment: { crn: 'CRN-2026-0042' } } });
    expect(await user.client.post('/api/order/update_crn_info', { order_id: placed.data.order_id, crn: ' CRN ' })).toMatchObject({ status_code: 400, data: { field: 'crn' } });
  });

  it("another payer's order id is refused on every call that takes one, exactly like an unknown id", async () => {
    const placed = await submit(user.client, await form());
    const id = placed.data.order_id;
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const target of [id, unknown]) {
      const detail = await other.client.get('/api/user/order_detail', { order_id: target });
      const update = await other.client.post('/api/order/update_order_info', { order_id: target, payer_email: 'x@example.com' });
      const crn = await other.client.post('/api/order/update_crn_info', { order_id: target, crn: 'CRN-1' });
      for (const answer of [detail, update, crn]) expect(answer).toMatchObject({ status_code: 404, message: 'Order not found', data: { field: 'order_id' } });
    }
    const list = await other.client.get('/api/user/order_list');
    expect(list.data.list.map((o: { order_id: string }) => o.order_id)).not.toContain(id);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect((row!.payer as { payer_email: string }).payer_email).toBe('han.mei@example.com');
  });
});

describe('anonymous payers', () => {
  it('order_login binds orders to an SMS-proven phone; logging in with that phone later shows them', async () => {
    const payer = new Client(t.app);
    await payer.config();
    expect(await payer.get('/api/order/no_reg_order_info')).toMatchObject({ data: { phone_verified: 0, list: [] } });
    const phone = freshPhone();
    expect((await payer.post('/api/user/send_verification', { tel_code: '+86', phone })).status_code).toBe(200);
    const wrong = await payer.post('/api/user/order_login', { tel_code: '+86', phone, phone_captcha: '000000' });
    expect(wrong.status_code).toBe(405);
    const code = await lastCode(t.app, `+86${phone}`);
    expect(await payer.post('/api/user/order_login', { tel_code: '+86', phone, phone_captcha: code })).toMatchObject({ status_code: 200, data: { is_member: 0 } });
    const placed = await submit(payer, await form());
    expect(placed.data.status).toBe('awaiting_payment');
    const info = await payer.get('/api/order/no_reg_order_info');
    expect(info.data).toMatchObject({ phone_verified: 1, phone: expect.stringContaining('****') });
    expect(info.data.list.map((o: { order_id: string }) => o.order_id)).toEqual([placed.data.order_id]);
    const [event] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.data.order_id)).limit(1);
    expect(event!.actor).toBe(`phone:+86${phone}`);

    // Another browser proving another phone sees nothing of it.
    const stranger = new Client(t.app);
    await smsLogin(t, stranger, freshPhone());
    expect((await stranger.get('/api/user/order_detail', { order_id: placed.data.order_id })).status_code).toBe(404);

    // Later: the payer registers with that phone in a new browser and sees the order.
    t.clock.advance(61); // past the SMS resend interval
    const later = new Client(t.app);
    await smsLogin(t, later, phone);
    const email = freshEmail();
    expect((await later.post('/api/user/register', await chinaStudent(t.app, phone, email, { password: 'secret-123' }))).status_code).toBe(200);
    await confirmEmail(t, email);
    const list = await later.get('/api/user/order_list');
    expect(list.data.list.map((o: { order_id: string }) => o.order_id)).toContain(placed.data.order_id);
    expect((await later.get('/api/user/order_detail', { order_id: placed.data.order_id })).status_code).toBe(200);
  }, 60_000);
});

describe('drafts', () => {
  it('a logged-in payer saves as they type and gets the draft back; sealed at rest; submit removes it; never an order', async () => {
    const account = await accountId(HARVARD);
    const before = await orderCount();
    const values = { amount: '1200', student_cn_name: '李雷', payer_id_number: PAYER_ID.slice(0, 12) };
    expect(await user.client.post('/api/order/save_draft', { account_id: account, values })).toMatchObject({ status_code: 200, data: { saved_at: expect.any(String) } });
    const next = { ...values, amount: '1300' };
    await user.client.post('/api/order/save_draft', { account_id: account, values: next });
    expect(await user.client.get('/api/order/get_draft', { account_id: String(account) })).toMatchObject({ status_code: 200, data: { values: next } });
    expect(await orderCount()).toBe(before);
    const [row] = await t.database.db.select().from(orderDrafts).where(eq(orderDrafts.payeeAccountId, account));
    expect(JSON.stringify(row!.values)).not.toContain(PAYER_ID.slice(0, 12));
    // Another user has no draft here.
    expect((await other.client.get('/api/order/get_draft', { account_id: String(account) })).data.values).toBeNull();
    await submit(user.client, await form());
    expect((await user.client.get('/api/order/get_draft', { account_id: String(account) })).data.values).toBeNull();
  });

  it('drafts need a login (an anonymous payer keeps theirs on the device)', async () => {
    const anonymous = new Client(t.app);
    await anonymous.config();
    expect(await anonymous.post('/api/order/save_draft', { values: {} })).toMatchObject({ status_code: 402 });
    expect(await anonymous.get('/api/order/get_draft')).toMatchObject({ status_code: 402 });
  });
});
