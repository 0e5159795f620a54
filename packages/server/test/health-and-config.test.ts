import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('health and config', () => {
  it('GET /api/health answers ok with the driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('get_config answers every config field (and no token without a session: it stores nothing)', async () => {
    const client = new Client(t.app);
    const body = await client.config();
    expect(body.status_code).toBe(200);
    expect(body.token).toBe('');
    expect(body.user_info).toEqual({ user_name: '', user_country: '' });
    const data = body.data;
    for (const field of [
      'is_pop_up', 'show_exam_logo', 'head_show_image', 'language', 'token', 'tel_code_list', 'reading_stage', 'register_role',
      'country', 'remittance_country_id', 'channel_country', 'country_list', 'country_sort_list', 'change_country',
      'change_country_list', 'friend_link_list', 'aboutUs_list', 'aboutUs_default', 'finance_list', 'education_list',
      'investment_list', 'cs_info', 'cs_school_qr_code', 'is_support_housing_fee', 'is_ins', 'reg_country', 'address',
      'working', 'examfee_desc',
    ]) {
      expect(data, field).toHaveProperty(field);
    }
    expect(data.tel_code_list[0]).toMatchObject({ tel_code: '+86', name_zh: '中国', name_en: 'China' });
    expect(data.tel_code_list.find((c: { country: string }) => c.country === 'GBR').tel_code).toBe('+44');
    expect(data.register_role.map((r: { value: string }) => r.value)).toContain('parent');
    expect(data.country.find((c: { value: string }) => c.value === 'AUS')).toMatchObject({ name_zh: '澳大利亚', name_en: 'Australia' });
    expect(data.change_country_list[0]).toMatchObject({ value: 'CHN', list: expect.any(Array) });
    expect(Object.keys(data.cs_info).sort()).toEqual(
      ['account_en', 'account_name', 'email', 'is_wechat', 'office_phone', 'phone_num', 'public_account', 'qr_code', 'wechat_id', 'working'].sort(),
    );
  });

  it('echoes a valid token sent back, and none for an invalid one', async () => {
    const client = new Client(t.app);
    await client.get('/api/other/slider_captcha'); // a call that stores a session
    const first = client.token;
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect((await client.config()).token).toBe(first);
    client.token = 'not-a-valid-token-at-all-not-a-valid-token';
    expect((await client.config()).token).toBe('');
  });

  it('answers in the language cookie, else Accept-Language, else en', async () => {
    const zh = await new Client(t.app, 'zh-CN').config();
    expect(zh.message).toBe('成功');
    expect(zh.data.register_role[1].name).toBe('家长');
    const tw = await new Client(t.app, 'zh-TW').config();
    expect(tw.data.register_role[1].name).toBe('家長');
    const byHeader = await t.app.inject({ method: 'GET', url: '/api/get_config', headers: { 'accept-language': 'fr;q=1, zh-TW;q=0.8' } });
    expect(byHeader.json().data.language).toBe('zh-TW');
    const none = await t.app.inject({ method: 'GET', url: '/api/get_config' });
    expect(none.json().data.language).toBe('en');
  });

  it('get_minimalist_config and get_index_data', async () => {
    const client = new Client(t.app);
    const mini = await client.get('/api/get_minimalist_config');
    expect(mini.status_code).toBe(200);
    expect(mini.data).toHaveProperty('cs_info');
    const index = await client.get('/api/get_index_data');
    expect(index.data.hot_institutions.length).toBeGreaterThan(0);
  });

  it('serves the OpenAPI 3.1 document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user/login', '/api/user/register', '/api/other/get_school']));
  });

  it('unknown paths answer 404 with the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status_code: 404, message: 'This page could not be found' });
  });
});
