/** Institution search (get_school, get_institution), countries, staff lookup. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, IMAGE_CAPTCHA, type TestApp } from './helpers/app';
import { chinaStudent, freshEmail, freshPhone, smsLogin } from './helpers/flows';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await createTestApp();
  client = new Client(t.app);
}, 120_000);
afterAll(async () => t?.close());

const school = async (search_key: string, extra: Record<string, string> = {}) => (await client.get('/api/other/get_school', { search_key, ...extra })).data;

describe('institution search', () => {
  it('answers the spec shape: en, local (zh), ab, code, type, is_school, cy', async () => {
    const [first] = await school('牛津大学');
    expect(first).toMatchObject({ en: 'University of Oxford', local: '牛津大学', zh: '牛津大学', type: 'tuition', is_school: 1, cy: 'GB' });
    expect(first.code).toMatch(/^U[0-9A-F]{10}$/);
    expect(first.ab).toContain('Oxford');
  });

  it('matches abbreviations, ignoring case and full/half width', async () => {
    for (const q of ['UCL', 'ucl', 'ＵＣＬ', ' Ucl ']) {
      expect((await school(q))[0].en, q).toBe('University College London, University of London');
    }
    expect((await school('unimelb'))[0].local).toBe('墨尔本大学');
    expect((await school('UNSW'))[0].local).toBe('新南威尔士大学');
  });

  it('matches Chinese prefix and infix', async () => {
    expect((await school('墨尔本'))[0].en).toBe('University of Melbourne');
    const infix = await school('省理工');
    expect(infix.map((r: { zh: string }) => r.zh)).toContain('麻省理工学院');
  });

  it('matches English prefix and infix, best matches first', async () => {
    const results = await school('melbourne');
    expect(results[0].en).toBe('University of Melbourne');
    expect(results.map((r: { en: string }) => r.en)).toContain('Royal Melbourne Institute of Technology');
    const exact = await school('harvard university');
    expect(exact[0].en).toBe('Harvard University');
    // Infix in a name without Chinese data.
    expect((await school('hermínio')).length).toBeGreaterThan(0);
  });

  it('lists payees of type other, and schools only for registration', async () => {
    const housing = await school('unite students');
    expect(housing[0]).toMatchObject({ type: 'other', is_school: 0 });
    expect(await school('unite students', { is_register: '1' })).toEqual([]);
  });

  it('accepts the client\'s extra GET parameters (the timestamp t, searchkey spelling)', async () => {
    const answer = await client.get('/api/other/get_school', { searchkey: 'ucl', t: String(Date.now()), remittance_country_id: 'CHN', is_register: '1' });
    expect(answer.data[0].ab).toBe('UCL');
  });

  it('order/get_institution answers the list in data.data', async () => {
    const answer = await client.get('/api/order/get_institution', { searchkey: 'monash' });
    expect(answer.data.data[0].en).toBe('Monash University');
  });

  it('folds traditional Chinese to simplified and answers zh-TW clients with traditional names', async () => {
    const tw = new Client(t.app, 'zh-TW');
    const [melbourne] = (await tw.get('/api/other/get_school', { search_key: '墨爾本' })).data;
    expect(melbourne).toMatchObject({ en: 'University of Melbourne', zh: '墨爾本大學', local: '墨爾本大學' });
    const london = (await tw.get('/api/other/get_school', { search_key: '倫敦' })).data;
    expect(london.map((r: { en: string }) => r.en)).toContain('University College London, University of London');
    // Simplified clients still get simplified names for a traditional query.
    expect((await school('墨爾本'))[0].zh).toBe('墨尔本大学');
  });

  it('matches every word of a multi-word query, ignoring punctuation, a country name and a missing last letter', async () => {
    expect((await school('melbourn uni'))[0].en).toBe('University of Melbourne');
    expect((await school('University of Melbourne, Australia'))[0].en).toBe('University of Melbourne');
    expect((await school('monash australia'))[0].en).toBe('Monash University');
    expect((await school('墨尔本 澳大利亚'))[0].en).toBe('University of Melbourne');
    expect(await school('melbourne japan')).toEqual([]);
  });

  it('keeps only word-start and abbreviation matches for queries of three letters or fewer', async () => {
    const ucl = (await school('ucl')).map((r: { en: string }) => r.en);
    expect(ucl[0]).toBe('University College London, University of London');
    expect(ucl.filter((name: string) => /[a-z]ucl/i.test(name))).toEqual([]);
    const ox = (await school('ox')).map((r: { en: string }) => r.en);
    expect(ox[0]).toBe('University of Oxford');
    expect(ox.filter((name: string) => /\b(fox|knox)/i.test(name))).toEqual([]);
    // Longer words still match inside names (Chinese always does).
    expect((await school('hermínio')).length).toBeGreaterThan(0);
  });

  it('no hits and empty queries answer an empty list; long queries are refused', async () => {
    const none = await client.get('/api/other/get_school', { search_key: 'zzzzqqqxx' });
    expect(none).toMatchObject({ status_code: 200, data: [], message: 'No results found' });
    expect((await client.get('/api/other/get_school', { search_key: '%' })).data.length).toBe(0);
    expect((await client.get('/api/other/get_school', { search_key: 'x'.repeat(101) })).status_code).toBe(400);
  });
});

describe('countries', () => {
  it('index_get_country_list lists destinations with counts', async () => {
    const answer = await new Client(t.app, 'zh-CN').get('/api/index_get_country_list');
    expect(answer.data[0]).toMatchObject({ value: 'USA', name: '美国' });
    expect(answer.data[0].institution_count).toBeGreaterThan(2000);
  });

  it('search_payment_country matches Chinese, English and codes; "No results found" otherwise', async () => {
    expect((await client.get('/api/other/search_payment_country', { search_key: '澳大利' })).data[0].value).toBe('AUS');
    expect((await client.get('/api/other/search_payment_country', { search_key: 'GBR' })).data[0].value).toBe('GBR');
    expect((await client.get('/api/other/search_payment_country', { search_key: 'united k' })).data[0].value).toBe('GBR');
    expect(await client.get('/api/other/search_payment_country', { search_key: 'atlantis' })).toMatchObject({ data: [], message: 'No results found' });
  });
});

describe('staff lookup (image captcha required)', () => {
  /** A client whose session holds a fresh image captcha (the answer is IMAGE_CAPTCHA in tests). */
  const withCaptcha = async (c: Client) => {
    if (!c.token) await c.config();
    await c.raw({ method: 'GET', url: '/api/other/check_captcha' });
    return c;
  };

  it('finds staff by phone (GET) or messaging id (POST { keyword, img_captcha })', async () => {
    const c = await withCaptcha(new Client(t.app));
    expect(await c.get('/api/other/search_personal', { keyword: '13800138001', img_captcha: IMAGE_CAPTCHA })).toMatchObject({
      status_code: 200,
      data: { wechat_id: 'edupay_wangjing', is_staff: 1 },
    });
    await withCaptcha(c);
    expect(await c.post('/api/other/search_personal', { keyword: 'EDUPAY_LIMING', img_captcha: IMAGE_CAPTCHA })).toMatchObject({ status_code: 200 });
  });

  it('not found warns about counterfeiters', async () => {
    const zh = await withCaptcha(new Client(t.app, 'zh-CN'));
    const answer = await zh.get('/api/other/search_personal', { keyword: '13912345678', img_captcha: IMAGE_CAPTCHA });
    expect(answer.status_code).toBe(404);
    expect(answer.message).toContain('谨防假冒');
    const en = await withCaptcha(new Client(t.app));
    expect((await en.post('/api/other/search_personal', { keyword: 'someone', img_captcha: IMAGE_CAPTCHA })).message).toMatch(
      /Cannot find the information of staff/,
    );
  });

  it('a missing, malformed or wrong captcha answers 406, and a captcha allows one lookup', async () => {
    const c = await withCaptcha(new Client(t.app));
    const missing = await c.post('/api/other/search_personal', { keyword: '13800138001' });
    expect(missing).toMatchObject({ status_code: 406, message: 'The image code is missing or wrong; please get a new one', data: { field: 'img_captcha' } });
    // The missing answer burned the image: the right digits no longer work.
    expect((await c.post('/api/other/search_personal', { keyword: '13800138001', img_captcha: IMAGE_CAPTCHA })).status_code).toBe(406);

    const zh = await withCaptcha(new Client(t.app, 'zh-CN'));
    const wrong = await zh.post('/api/other/search_personal', { keyword: '13800138001', img_captcha: '0000' });
    expect(wrong).toMatchObject({ status_code: 406, message: '图形验证码缺失或错误，请重新获取' });
    await withCaptcha(zh);
    expect((await zh.post('/api/other/search_personal', { keyword: '13800138001', img_captcha: '48a1' })).status_code).toBe(406);

    // Right once, then spent.
    await withCaptcha(c);
    expect((await c.post('/api/other/search_personal', { keyword: '13800138001', img_captcha: IMAGE_CAPTCHA })).status_code).toBe(200);
    expect((await c.post('/api/other/search_personal', { keyword: '13800138001', img_captcha: IMAGE_CAPTCHA })).status_code).toBe(406);
    // Without any session there is no captcha to spend.
    expect((await new Client(t.app).post('/api/other/search_personal', { keyword: '13800138001', img_captcha: IMAGE_CAPTCHA })).status_code).toBe(406);
  });

  it('a logged-in payer looks staff up without the image code (the non-visual way)', async () => {
    const c = new Client(t.app, 'en', '10.66.0.1');
    const phone = freshPhone();
    // An SMS code alone (no account yet) is not a login: the picture is still asked.
    await smsLogin(t, c, phone);
    expect((await c.post('/api/other/search_personal', { keyword: '13800138001' })).status_code).toBe(406);
    expect((await c.post('/api/user/register', await chinaStudent(t.app, phone, freshEmail()))).status_code).toBe(200);
    expect(await c.post('/api/other/search_personal', { keyword: '13800138001' })).toMatchObject({ status_code: 200, data: { wechat_id: 'edupay_wangjing' } });
    expect((await c.get('/api/other/search_personal', { keyword: 'edupay_liming' })).status_code).toBe(200);
  });

  it('a captcha checked by POST check_captcha (202) can still be spent by the lookup', async () => {
    const c = await withCaptcha(new Client(t.app));
    expect((await c.post('/api/other/check_captcha', { img_captcha: IMAGE_CAPTCHA })).status_code).toBe(202);
    expect((await c.post('/api/other/search_personal', { keyword: 'edupay_liming', img_captcha: IMAGE_CAPTCHA })).status_code).toBe(200);
  });

  it('an empty keyword is refused before the captcha is spent', async () => {
    const c = await withCaptcha(new Client(t.app));
    expect(await c.get('/api/other/search_personal', { keyword: ' ', img_captcha: IMAGE_CAPTCHA })).toMatchObject({
      status_code: 400,
      message: "Please enter the staff member's mobile number or WeChat ID",
      data: { field: 'keyword' },
    });
    expect((await c.get('/api/other/search_personal', { keyword: '13800138001', img_captcha: IMAGE_CAPTCHA })).status_code).toBe(200);
  });

  it('30 lookups per minute per address, right captcha or not', async () => {
    const c = await withCaptcha(new Client(t.app));
    for (let i = 0; i < 30; i += 1) expect((await c.post('/api/other/search_personal', { keyword: 'someone' })).status_code).toBe(406);
    const limited = await c.post('/api/other/search_personal', { keyword: 'someone', img_captcha: IMAGE_CAPTCHA });
    expect(limited).toMatchObject({ status_code: 409, message: 'Too many refreshes; please wait a moment' });
    // Another address is not affected; a minute later this one may look up again.
    expect((await (await withCaptcha(new Client(t.app))).post('/api/other/search_personal', { keyword: 'edupay_liming', img_captcha: IMAGE_CAPTCHA })).status_code).toBe(200);
    t.clock.advance(61);
    await withCaptcha(c);
    expect((await c.post('/api/other/search_personal', { keyword: 'edupay_liming', img_captcha: IMAGE_CAPTCHA })).status_code).toBe(200);
  });
});
