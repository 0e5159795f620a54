/**
 * The payee calls of issue 15 (spec 001 section 7): select_account, query_school_country_currency,
 * get_country_identification_code, payee_address_vali, name_conversion, order_info. Happy paths
 * against the demo data, refusals with their messages in en, zh-CN and zh-TW.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let en: Client;
let cn: Client;
let tw: Client;
beforeAll(async () => {
  t = await createTestApp();
  en = new Client(t.app, 'en');
  cn = new Client(t.app, 'zh-CN');
  tw = new Client(t.app, 'zh-TW');
}, 120_000);
afterAll(async () => t?.close());

const UCL = 'U005DDB19F1';

async function uclId(): Promise<number> {
  const [first] = (await en.get('/api/other/get_school', { search_key: 'ucl' })).data;
  return first.id;
}

describe('GET /other/select_account', () => {
  it('lists the accounts of an institution by id or code, with purposes in the language', async () => {
    const byCode = await en.get('/api/other/select_account', { institution_id: UCL });
    expect(byCode.status_code).toBe(200);
    expect(byCode.data.institution).toMatchObject({ code: UCL, en: 'University College London, University of London', local: 'University College London, University of London', country: 'GBR' });
    expect(byCode.data.list).toHaveLength(1);
    expect(byCode.data.list[0]).toMatchObject({ account_name: 'UNIVERSITY COLLEGE LONDON', currency: 'GBP', country: 'GBR', is_demo: 1, needs_review: 0 });
    expect(byCode.data.list[0].purposes[0]).toEqual({ value: 'tuition', label: 'Tuition' });
    const byId = await cn.get('/api/other/select_account', { institution_id: String(await uclId()) });
    expect(byId.data.institution.local).toBe('伦敦大学学院');
    expect(byId.data.list[0].purposes[0].label).toBe('学费');
    expect((await tw.get('/api/other/select_account', { college_id: UCL })).data.list[0].purposes[0].label).toBe('學費');
  });

  it('an institution with two accounts lists both; one without accounts says so', async () => {
    const manchester = (await en.get('/api/other/get_school', { search_key: 'University of Manchester' })).data[0];
    const list = (await en.get('/api/other/select_account', { institution_id: String(manchester.id) })).data.list;
    expect(list.map((a: { currency: string }) => a.currency)).toEqual(['GBP', 'USD']);
    expect(list[1].needs_review).toBe(1);
    const none = (await en.get('/api/other/get_school', { search_key: 'University of Leeds' })).data[0];
    const empty = await en.get('/api/other/select_account', { institution_id: String(none.id) });
    expect(empty).toMatchObject({ status_code: 200, message: 'This institution has no listed payee account yet; please contact your payment specialist', data: { list: [] } });
  });

  it('refuses an unknown institution, in every language', async () => {
    const answers = await Promise.all([en, cn, tw].map((c) => c.get('/api/other/select_account', { institution_id: '99999999' })));
    expect(answers.map((a) => a.status_code)).toEqual([404, 404, 404]);
    expect(answers.map((a) => a.message)).toEqual(['This institution could not be found; please search again', '未找到该院校，请重新搜索', '查無此院校，請重新搜尋']);
    expect(answers[0]!.data).toEqual({ field: 'institution_id' });
    expect((await en.get('/api/other/select_account', {})).status_code).toBe(404);
  });
});

describe('GET /order/query_school_country_currency', () => {
  it('answers the country and the currencies of the accounts', async () => {
    const manchester = (await en.get('/api/other/get_school', { search_key: 'University of Manchester' })).data[0];
    const answer = await cn.get('/api/order/query_school_country_currency', { institution_id: String(manchester.id) });
    expect(answer.data).toMatchObject({ country: 'GBR', currencies: ['GBP', 'USD'] });
    expect(answer.data.country_name).toMatch(/英国/);
    const tokyo = (await en.get('/api/other/get_school', { search_key: 'University of Tokyo' })).data[0];
    expect((await en.get('/api/order/query_school_country_currency', { institution_id: tokyo.code })).data).toMatchObject({ country: 'JPN', currencies: ['JPY'], country_name: 'Japan' });
  });
  it('refuses an unknown institution', async () => {
    expect(await tw.get('/api/order/query_school_country_currency', { institution_id: 'UNOPE' })).toMatchObject({ status_code: 404, message: '查無此院校，請重新搜尋' });
  });
});

describe('GET /order/get_country_identification_code', () => {
  it('names the routing fields of a destination with their rules and labels', async () => {
    const us = (await en.get('/api/order/get_country_identification_code', { country: 'usa' })).data;
    expect(us).toMatchObject({ country: 'USA', iban_country: 0 });
    expect(us.fields).toEqual([
      { field: 'aba_routing', required: 1, rule: 'abaRouting', label: 'the ABA routing number' },
      { field: 'ach_number', required: 0, rule: 'ach', label: 'the ACH number' },
      { field: 'swift_code', required: 0, rule: 'bic', label: 'the SWIFT code' },
    ]);
    const de = (await cn.get('/api/order/get_country_identification_code', { collection_country: 'DEU' })).data;
    expect(de.iban_country).toBe(1);
    expect(de.fields.map((f: { field: string }) => f.field)).toEqual(['swift_code', 'iban']);
    expect(de.fields[1].label).toBe('IBAN');
    const ca = (await en.get('/api/order/get_country_identification_code', { country: 'CAN' })).data;
    expect(ca.fields.map((f: { field: string; required: number }) => `${f.field}:${f.required}`)).toEqual(['swift_code:1', 'bank_id:1', 'branch_number:1']);
    const au = (await en.get('/api/order/get_country_identification_code', { country: 'AUS' })).data;
    expect(au.fields.map((f: { field: string }) => f.field)).toEqual(['swift_code', 'bsb']);
    const gb = (await en.get('/api/order/get_country_identification_code', { country: 'GBR' })).data;
    expect(gb.fields.find((f: { field: string }) => f.field === 'sort_code')).toMatchObject({ required: 1, rule: 'sortCode' });
  });
  it('refuses a missing or unknown country, in every language', async () => {
    const answers = await Promise.all([en, cn, tw].map((c) => c.get('/api/order/get_country_identification_code', { country: 'XYZ' })));
    expect(answers.map((a) => [a.status_code, a.message])).toEqual([
      [400, 'Please choose the paying-to country or region'],
      [400, '请选择收款国家/地区'],
      [400, '請選擇收款國家/地區'],
    ]);
    expect((await en.get('/api/order/get_country_identification_code', {})).data).toEqual({ field: 'country' });
  });
});

describe('POST /order/payee_address_vali', () => {
  it('accepts a street address (trimmed)', async () => {
    const answer = await en.post('/api/order/payee_address_vali', { address: '  12 Oxford Road, Manchester M1 5QA ' });
    expect(answer).toMatchObject({ status_code: 200, message: 'The address is accepted', data: { address: '12 Oxford Road, Manchester M1 5QA' } });
  });
  it('refuses a PO Box with the form message, in every language', async () => {
    const answers = await Promise.all([en, cn, tw].map((c) => c.post('/api/order/payee_address_vali', { address: 'P.O. Box 1234, Sydney NSW', type: 'bank' })));
    expect(answers.map((a) => a.status_code)).toEqual([400, 400, 400]);
    expect(answers[0]!.message).toBe('PO Box addresses are not accepted; please enter a street address');
    expect(answers[1]!.message).toMatch(/[\u4e00-\u9fff]/);
    expect(answers[2]!.message).toMatch(/[\u4e00-\u9fff]/);
    expect(answers[1]!.message).not.toBe(answers[2]!.message);
    expect(answers[0]!.data).toEqual({ field: 'address' });
    for (const po of ['PO Box 5', 'Locked Bag 10, Melbourne', 'GPO BOX 77', '邮政信箱 12 号']) {
      expect((await en.post('/api/order/payee_address_vali', { address: po })).status_code, po).toBe(400);
    }
  });
  it('refuses an empty address and characters a bank message cannot carry', async () => {
    expect(await en.post('/api/order/payee_address_vali', { address: '' })).toMatchObject({ status_code: 400, data: { field: 'address' } });
    expect((await cn.post('/api/order/payee_address_vali', { address: '北京市朝阳区 1 号' })).status_code).toBe(400);
  });
});

describe('GET /order/name_conversion', () => {
  it('converts with surname readings', async () => {
    expect((await en.get('/api/order/name_conversion', { name: '单田芳' })).data).toEqual({ name: '单田芳', last_name: 'SHAN', first_name: 'TIANFANG' });
    expect((await cn.get('/api/order/name_conversion', { chinese_name: '曾国藩' })).data).toMatchObject({ last_name: 'ZENG', first_name: 'GUOFAN' });
    expect((await tw.get('/api/order/name_conversion', { name: '區永樂' })).data).toMatchObject({ last_name: 'OU', first_name: 'YONGLE' });
    expect((await en.get('/api/order/name_conversion', { name: '解缙' })).data.last_name).toBe('XIE');
  });
  it('refuses what is not a Chinese name, in every language', async () => {
    const answers = await Promise.all([en, cn, tw].map((c) => c.get('/api/order/name_conversion', { name: 'Li Lei' })));
    expect(answers.map((a) => [a.status_code, a.message])).toEqual([
      [400, 'Please enter a Chinese name of 2 to 20 Chinese characters'],
      [400, '请输入 2 至 20 个汉字的中文姓名'],
      [400, '請輸入 2 至 20 個漢字的中文姓名'],
    ]);
  });
});

describe('GET /order/order_info', () => {
  it('answers everything the form needs for one account', async () => {
    const answer = await en.get('/api/order/order_info', { account_id: 'DEMO-GB-UNIVERSITY-COLLEGE-LONDON-UNIVERSITY-OF-' });
    expect(answer.status_code).toBe(200);
    const info = answer.data;
    expect(info.account).toMatchObject({ account_name: 'UNIVERSITY COLLEGE LONDON', bank_name: 'HSBC UK Bank plc', currency: 'GBP', country: 'GBR', needs_review: 0, is_demo: 1 });
    expect(Object.keys(info.account.routing).sort()).toEqual(['iban', 'sort_code', 'swift_code']);
    expect(info.institution.code).toBe(UCL);
    expect(info.currencies).toEqual(['GBP']);
    expect(info.purposes.map((p: { value: string }) => p.value)).toEqual(['tuition', 'rent', 'application_fee', 'deposit']);
    expect(info.purposes_max).toBe(5);
    expect(info.special_fields).toEqual([{ field: 'student_number', required: 1, rule: 'match100num9', label: 'the student ID or application number' }]);
    expect(info.routing_fields.map((f: { field: string }) => f.field)).toEqual(['swift_code', 'sort_code', 'iban']);
    expect(info.surcharge).toBeNull();
    expect(info.living_expense_currencies).toEqual(['USD', 'GBP', 'CAD', 'AUD', 'EUR']);
    // By numeric id too, and in Chinese.
    const byId = await tw.get('/api/order/order_info', { id: String(info.account.id) });
    expect(byId.data.institution.local).toBe('倫敦大學學院');
    expect(byId.data.special_fields[0].label).toMatch(/[\u4e00-\u9fff]/);
  });

  it('the surcharge: 17 per bill in minor units and as a decimal string', async () => {
    const info = (await en.get('/api/order/order_info', { account_id: 'DEMO-GB-IMPERIAL-COLLEGE-LONDON' })).data;
    expect(info.surcharge).toEqual({ minor: 1700, amount: '17.00', currency: 'GBP' });
  });

  it('the special fields and review flag of other accounts', async () => {
    const yale = (await en.get('/api/order/order_info', { account_id: 'DEMO-US-YALE-UNIVERSITY' })).data;
    expect(yale.special_fields).toEqual([expect.objectContaining({ field: 'student_number', rule: 'matchStudentId', required: 1 })]);
    expect(yale.routing_fields[0]).toMatchObject({ field: 'aba_routing', required: 1 });
    const lse = (await en.get('/api/order/order_info', { account_id: 'DEMO-GB-LONDON-SCHOOL-OF-ECONOMICS-AND-POLITICAL' })).data;
    expect(lse.special_fields.map((f: { field: string; required: number }) => `${f.field}:${f.required}`)).toEqual(['invoice_number:0', 'passport_dob:1']);
    const columbia = (await en.get('/api/order/order_info', { account_id: 'DEMO-US-COLUMBIA-UNIVERSITY' })).data;
    expect(columbia.account.needs_review).toBe(1);
  });

  it('refuses an unknown account, in every language', async () => {
    const answers = await Promise.all([en, cn, tw].map((c) => c.get('/api/order/order_info', { account_id: '99999999' })));
    expect(answers.map((a) => [a.status_code, a.message])).toEqual([
      [404, 'This payee account could not be found; please choose the account again'],
      [404, '未找到该收款账户，请重新选择账户'],
      [404, '查無此收款帳戶，請重新選擇帳戶'],
    ]);
    expect((await en.get('/api/order/order_info', { account_id: 'DEMO-NOPE' })).status_code).toBe(404);
    expect((await en.get('/api/order/order_info', {})).data).toEqual({ field: 'account_id' });
  });
});
