/**
 * A payee the payer enters (issue 15 item 1): a landlord, an agency or the student's own account,
 * not listed. order_submit takes it instead of an account id, checks it with @edupay/forms'
 * createOrderSchema({ enteredPayee }) (payeeSchema's fields: no PO Box, the destination's routing
 * fields with their real checks), snapshots it normalised and marked entered_by_payer, and always
 * sends the order to a manager's review (the existing awaiting_review transition).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managers, orderEvents, orders, users } from '../src/db/schema';
import { LANDLORD_ORDER_EXAMPLE } from '../src/modules/orders/schemas';
import { createTestApp, type Client, type Envelope, type TestApp } from './helpers/app';
import { registeredUser } from './helpers/flows';
import { idBornOn } from './helpers/orders';
import { staffClient } from './helpers/staff';

let t: TestApp;
let payer: Client;
let payerEmail: string;
let other: Client;
beforeAll(async () => {
  t = await createTestApp();
  const first = await registeredUser(t);
  payer = first.client;
  payerEmail = first.email;
  other = (await registeredUser(t)).client;
}, 120_000);
afterAll(async () => t?.close());

let keys = 0;
const submit = async (client: Client, body: object, key = `entered-${(keys += 1)}-${Math.random()}`): Promise<Envelope> =>
  (await client.raw({ method: 'POST', url: '/api/order/order_submit', payload: body, headers: { 'idempotency-key': key } })).json() as Envelope;

/** The payer, the student and a UK landlord paid a month's rent: the documented example. */
const base = { ...LANDLORD_ORDER_EXAMPLE, student_id_number: idBornOn('20050101'), payer_id_number: idBornOn('19750402') };
const deposit = (payee: Record<string, unknown>) => {
  const { room_number: _r, contract_start: _s, contract_end: _e, sort_code: _c, ...rest } = base;
  return { ...rest, order_type: 'deposit', purposes: ['deposit'], ...payee };
};

async function refusedIn(client: Client, body: object, field: string, messages: Record<'en' | 'zh-CN' | 'zh-TW', string | RegExp>) {
  const saved = client.language;
  try {
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      client.language = language;
      const answer = await submit(client, body);
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

async function row(id: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

describe('order_submit with a payee the payer enters', () => {
  const cases = [
    ['GB, sort code', base, { sort_code: '200000' }],
    ['US, ABA routing', deposit({ collection_country: 'USA', currency: 'USD', account_number: '000123456789', aba_routing: '021000021', bank_name: 'JPMorgan Chase Bank NA', bank_address: '383 Madison Avenue, New York NY 10179' }), { aba_routing: '021000021' }],
    ['AU, BSB and SWIFT', deposit({ collection_country: 'AUS', currency: 'AUD', account_number: '10234567', bsb: '062-000', swift_code: 'ctbaau2s', bank_name: 'Commonwealth Bank of Australia', bank_address: '201 Sussex Street, Sydney NSW 2000' }), { bsb: '062000', swift_code: 'CTBAAU2S' }],
    ['DE, IBAN and BIC', deposit({ collection_country: 'DEU', currency: 'EUR', account_number: '', iban: 'DE89 3704 0044 0532 0130 00', swift_code: 'COBADEFFXXX', bank_name: 'Commerzbank AG', bank_address: 'Kaiserplatz, 60311 Frankfurt am Main' }), { iban: 'DE89370400440532013000', swift_code: 'COBADEFFXXX' }],
  ] as const;
  for (const [name, body, routing] of cases) {
    it(`${name}: placed awaiting review, the snapshot marked entered and normalised`, async () => {
      const answer = await submit(payer, body);
      expect(answer.status_code, JSON.stringify(answer)).toBe(200);
      expect(answer.data).toMatchObject({ status: 'awaiting_review', currency: body.currency, payee: { account_id: null, entered_by_payer: 1, needs_review: 1, account_name: body.beneficiary_name } });
      const order = await row(answer.data.order_id);
      expect(order.payeeAccountId).toBeNull();
      expect(order.payeeSnapshot).toMatchObject({ entered_by_payer: true, needs_review: true, country: body.collection_country, currency: body.currency, beneficiary_address: body.beneficiary_address, routing });
      expect(Object.keys((order.payeeSnapshot as { routing: object }).routing).sort()).toEqual(Object.keys(routing).sort());
      const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
      expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
        [null, 'submitted'],
        ['submitted', 'awaiting_review'],
      ]);
    });
  }

  it('routing fields the country does not use are ignored: not checked, not stored', async () => {
    const answer = await submit(payer, { ...base, aba_routing: 'not-a-routing-number', bsb: '1', bank_id: 'x' });
    expect(answer.status_code, JSON.stringify(answer)).toBe(200);
    const order = await row(answer.data.order_id);
    expect((order.payeeSnapshot as { routing: object }).routing).toEqual({ sort_code: '200000' });
    expect(order.payment).not.toHaveProperty('aba_routing');
    expect(order.payment).not.toHaveProperty('bsb');
    // GB takes an IBAN beside the sort code (optional): when given, it is checked.
    await refusedIn(payer, { ...base, iban: 'GB00 NWBK 6016 1331 9268 19' }, 'iban', { en: /IBAN/, 'zh-CN': /IBAN/, 'zh-TW': /IBAN/ });
  });

  it('each payee field refused at its field, in en, zh-CN and zh-TW', async () => {
    await refusedIn(payer, { ...base, beneficiary_address: 'PO Box 123, Manchester' }, 'beneficiary_address', {
      en: 'PO Box addresses are not accepted; please enter a street address',
      'zh-CN': '不接受邮政信箱（PO Box）地址，请填写街道地址',
      'zh-TW': '恕不接受郵政信箱（PO Box）地址，請填寫街道地址',
    });
    await refusedIn(payer, { ...base, bank_address: 'GPO Box 9, London' }, 'bank_address', {
      en: 'PO Box addresses are not accepted; please enter a street address',
      'zh-CN': '不接受邮政信箱（PO Box）地址，请填写街道地址',
      'zh-TW': '恕不接受郵政信箱（PO Box）地址，請填寫街道地址',
    });
    await refusedIn(payer, { ...base, sort_code: '20-00' }, 'sort_code', { en: 'Please enter exactly 6 digits', 'zh-CN': /6/, 'zh-TW': /6/ });
    await refusedIn(payer, deposit({ collection_country: 'USA', currency: 'USD', aba_routing: '021000022' }), 'aba_routing', { en: /routing/i, 'zh-CN': /[\u4e00-\u9fff]/, 'zh-TW': /[\u4e00-\u9fff]/ });
    await refusedIn(payer, deposit({ collection_country: 'AUS', currency: 'AUD', bsb: '06200', swift_code: 'CTBAAU2S' }), 'bsb', { en: /6/, 'zh-CN': /6/, 'zh-TW': /6/ });
    await refusedIn(payer, deposit({ collection_country: 'DEU', currency: 'EUR', account_number: '', iban: 'DE88370400440532013000', swift_code: 'COBADEFF' }), 'iban', { en: /IBAN/, 'zh-CN': /IBAN/, 'zh-TW': /IBAN/ });
    await refusedIn(payer, deposit({ collection_country: 'DEU', currency: 'EUR', account_number: '', iban: 'DE89370400440532013000', swift_code: 'COBAXX' }), 'swift_code', { en: /SWIFT|BIC/, 'zh-CN': /SWIFT|BIC/, 'zh-TW': /SWIFT|BIC/ });
    await refusedIn(payer, { ...base, bank_name: '' }, 'bank_name', { en: /bank/i, 'zh-CN': /银行/, 'zh-TW': /銀行/ });
    await refusedIn(payer, { ...base, beneficiary_name: '' }, 'beneficiary_name', { en: /beneficiary/i, 'zh-CN': /收款/, 'zh-TW': /收款/ });
    await refusedIn(payer, { ...base, account_number: '' }, 'account_number', { en: /account/i, 'zh-CN': /账/, 'zh-TW': /帳/ });
    await refusedIn(payer, { ...base, currency: 'CNY' }, 'currency', {
      en: 'This currency is not supported; only USD, GBP, EUR, AUD, CAD, HKD, SGD, NZD, JPY, CHF are available. Please contact your payment specialist',
      'zh-CN': /^不支持该币种，仅支持USD, GBP/,
      'zh-TW': /^不支援此幣別，僅支援USD, GBP/,
    });
    await refusedIn(payer, { ...base, collection_country: 'XYZ' }, 'collection_country', { en: /country/i, 'zh-CN': /国家|地区/, 'zh-TW': /國家|地區/ });
  });

  it('a bank code with a full-width, Arabic-Indic or Devanagari digit is refused at its field, not folded', async () => {
    const sixDigits = { en: 'Please enter exactly 6 digits', 'zh-CN': /6/, 'zh-TW': /6/ };
    await refusedIn(payer, { ...base, sort_code: '２０-００-００' }, 'sort_code', sixDigits);
    await refusedIn(payer, { ...base, sort_code: '२०-००-००' }, 'sort_code', sixDigits);
    await refusedIn(payer, { ...base, account_number: '٣١٩٢٦٨١٩' }, 'account_number', { en: 'Please enter 4 to 20 letters, digits or underscores', 'zh-CN': /20/, 'zh-TW': /20/ });
    const iban = 'DE89 3704 0044 0532 0130 ００';
    await refusedIn(payer, deposit({ collection_country: 'DEU', currency: 'EUR', account_number: '', iban, swift_code: 'COBADEFFXXX' }), 'iban', { en: /IBAN/, 'zh-CN': /IBAN/, 'zh-TW': /IBAN/ });
  });

  it('pays rent, a deposit or living expenses only: tuition, or "Other" alone, is refused in three languages', async () => {
    const purpose = {
      en: "A payee you enter can be paid rent or housing, living expenses or a deposit only; tuition and other school fees go to the school's listed account",
      'zh-CN': '自行填写的收款人仅可用于支付房租/住宿费、生活费或押金；学费等学校费用请付至已收录的学校账户',
      'zh-TW': '自行填寫的收款人僅可用於支付房租/住宿費、生活費或押金；學費等學校費用請付至已收錄的學校帳戶',
    };
    const gb = { sort_code: '200000' };
    await refusedIn(payer, deposit({ ...gb, order_type: 'tuition', purposes: ['tuition'] }), 'order_type', purpose);
    await refusedIn(payer, deposit({ ...gb, order_type: '', purposes: ['other'], purpose_other: 'Gift' }), 'order_type', purpose);
    await refusedIn(payer, deposit({ ...gb, purposes: ['deposit', 'exam_fee'] }), 'purposes', purpose);
    expect((await submit(payer, deposit({ ...gb, purposes: ['deposit', 'other'], purpose_other: 'Key fob' }))).status_code).toBe(200);
  });

  it('another payer cannot read it; the snapshot does not change with later edits', async () => {
    const placed = await submit(payer, base);
    const id = placed.data.order_id as string;
    expect((await other.get('/api/user/order_detail', { order_id: id })).status_code).toBe(404);
    expect((await other.post('/api/order/update_order_info', { order_id: id, payer_email: 'x@example.com' })).status_code).toBe(404);
    const before = (await row(id)).payeeSnapshot;
    // The payer corrects their e-mail, and tries to slip in a new beneficiary: only the payer section changes.
    const edit = await payer.post('/api/order/update_order_info', { order_id: id, payer_email: 'han.mei2@example.com', beneficiary_name: 'SOMEONE ELSE', sort_code: '401276' });
    expect(edit.status_code, JSON.stringify(edit)).toBe(200);
    const after = await row(id);
    expect(after.payeeSnapshot).toEqual(before);
    expect((after.payment as Record<string, unknown>)['beneficiary_name']).toBe('CITY LETTINGS LTD');
    expect((after.payer as Record<string, unknown>)['payer_email']).toBe('han.mei2@example.com');
    const detail = await payer.get('/api/user/order_detail', { order_id: id });
    expect(detail.data).toMatchObject({ status: 'awaiting_review', payee: { entered_by_payer: 1, account_number: expect.stringMatching(/^\*+6819$|\*/) } });
  });

  it('reorder: a closed entered-payee order becomes the draft of /order?payee=entered, with the payee as typed', async () => {
    const placed = await submit(payer, base);
    expect((await payer.post('/api/user/close_order', { order_id: placed.data.order_id })).status_code).toBe(200);
    const answer = await payer.post('/api/user/reorder', { order_id: placed.data.order_id });
    expect(answer.status_code, JSON.stringify(answer)).toBe(200);
    expect(answer.data.account_id).toBe(0);
    const draft = await payer.get('/api/order/get_draft', { account_id: '0' });
    expect(draft.data.values).toMatchObject({ beneficiary_name: base.beneficiary_name, beneficiary_address: base.beneficiary_address, collection_country: 'GBR', sort_code: '200000', amount: base.amount });
    expect(draft.data.values).not.toHaveProperty('order_agreement');
    // Nobody else gets it: a second payer's attempt is an unknown order and leaves them no draft.
    expect((await other.post('/api/user/reorder', { order_id: placed.data.order_id })).status_code).toBe(404);
    expect((await other.get('/api/order/get_draft', { account_id: '0' })).data.values).toBeNull();
  });

  it('the same Idempotency-Key replays the entered payee order; another body with it is refused', async () => {
    const key = `entered-replay-${Math.random()}`;
    const first = await submit(payer, base, key);
    const again = await submit(payer, base, key);
    expect(again.data.order_id).toBe(first.data.order_id);
    expect((await submit(payer, { ...base, beneficiary_name: 'OTHER LETTINGS LTD' }, key)).status_code).toBe(412);
  });

  it("the manager's review queue shows the entered payee in full, flagged; listed accounts show none", async () => {
    const [manager] = await t.database.db.select({ id: managers.id }).from(managers).where(eq(managers.wechatId, 'edupay_wangjing'));
    await t.database.db.update(users).set({ managerId: manager!.id }).where(eq(users.email, payerEmail));
    const placed = await submit(payer, base);
    const wang = await staffClient(t, 'wang.jing');
    const queue = (await wang.get('/api/ops/review_queue')).data.list as { order_id: string; entered_payee: Record<string, unknown> | null }[];
    const item = queue.find((o) => o.order_id === placed.data.order_id);
    expect(item?.entered_payee).toMatchObject({
      beneficiary_name: 'CITY LETTINGS LTD',
      beneficiary_address: '12 Oxford Road, Manchester M1 5QA',
      account_number: '31926819',
      bank_name: 'Barclays Bank PLC',
      country: 'GBR',
      currency: 'GBP',
      routing: [{ field: 'sort_code', value: '200000' }],
    });
  });
});

describe('order_info of an entered payee', () => {
  it('answers the purposes, currencies, countries and the routing fields of the country', async () => {
    const gb = await payer.get('/api/order/order_info', { entered: '1', country: 'GBR' });
    expect(gb.status_code).toBe(200);
    expect(gb.data).toMatchObject({ entered: 1, account: { id: 0, country: 'GBR', currency: 'GBP', needs_review: 1 }, special_fields: [], surcharge: null });
    expect(gb.data.purposes.map((p: { value: string }) => p.value)).toEqual(['rent', 'living', 'deposit']);
    expect(gb.data.routing_fields.map((f: { field: string; required: number }) => [f.field, f.required])).toEqual([
      ['swift_code', 0],
      ['sort_code', 1],
      ['iban', 0],
    ]);
    expect(gb.data.countries.some((c: { value: string }) => c.value === 'AUS')).toBe(true);
    expect(gb.data.countries.some((c: { value: string }) => c.value === 'CHN')).toBe(false);
    const de = await payer.get('/api/order/order_info', { entered: '1', country: 'DEU' });
    expect(de.data.account.currency).toBe('EUR');
    expect(de.data.routing_fields.map((f: { field: string }) => f.field)).toEqual(['swift_code', 'iban']);
    expect(await payer.get('/api/order/order_info', { entered: '1', country: 'XYZ' })).toMatchObject({ status_code: 400, data: { field: 'country' } });
    // A listed account's answer says it is not entered.
    expect((await payer.get('/api/order/order_info', { account_id: 'DEMO-GB-UNIVERSITY-COLLEGE-LONDON-UNIVERSITY-OF-' })).data).toMatchObject({ entered: 0, countries: [] });
  });
});
