/**
 * The content calls (issue 19): news search, filters, paging, previous/next, help centre and
 * search, FAQ, about texts, partners, the contact form (validation in three languages, outbox,
 * rate limit) and the staff call that edits articles (a script in a body never survives).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, lastMessage, type TestApp } from './helpers/app';

const ADMIN_TOKEN = 'test-admin-token-123456';
let t: TestApp;
beforeAll(async () => {
  process.env['ADMIN_TOKEN'] = ADMIN_TOKEN;
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  delete process.env['ADMIN_TOKEN'];
  await t?.close();
});

const en = () => new Client(t.app, 'en');
const zh = () => new Client(t.app, 'zh-CN');
const tw = () => new Client(t.app, 'zh-TW');

describe('news and resources (/other/news_center)', () => {
  it('lists every type, newest first, ten a page, with the filter tabs', async () => {
    const first = await en().get('/api/other/news_center');
    expect(first.status_code).toBe(200);
    expect(first.data.total).toBeGreaterThanOrEqual(12);
    expect(first.data.page_size).toBe(10);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.types.map((x: { name: string }) => x.name)).toEqual(['Articles', 'Corporate News', 'ESG', 'Events', 'Videos', 'Webinars']);
    const dates = first.data.list.map((x: { date: string }) => x.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await en().get('/api/other/news_center', { page: '2' });
    expect(second.data.list.length).toBe(first.data.total - 10);
    const ids = new Set([...first.data.list, ...second.data.list].map((x: { id: number }) => x.id));
    expect(ids.size).toBe(first.data.total);
  });

  it('filters by type, each type having items', async () => {
    for (const type of ['articles', 'corporate_news', 'esg', 'events', 'videos', 'webinars']) {
      const answer = await en().get('/api/other/news_center', { type });
      expect(answer.data.total, type).toBeGreaterThanOrEqual(2);
      expect(answer.data.list.every((x: { type: string }) => x.type === type), type).toBe(true);
    }
  });

  it('searches by keyword in the request language; no hit gives the spec message', async () => {
    const hits = await en().get('/api/other/news_center', { search_key: 'TUITION' });
    expect(hits.data.total).toBeGreaterThan(0);
    expect(hits.data.list.some((x: { title: string }) => /tuition/i.test(x.title))).toBe(true);
    expect(hits.data.total).toBeLessThan((await en().get('/api/other/news_center')).data.total);
    const chinese = await zh().get('/api/other/news_center', { search_key: '学费' });
    expect(chinese.data.total).toBeGreaterThan(0);
    expect(chinese.data.list[0].title).toMatch(/[\u4e00-\u9fff]/);
    const none = await en().get('/api/other/news_center', { search_key: 'zzzz-no-such-word' });
    expect(none.status_code).toBe(200);
    expect(none.data).toMatchObject({ list: [], total: 0 });
    expect(none.message).toBe('No search results, please change the keyword and try again.');
    expect((await zh().get('/api/other/news_center', { search_key: 'zzzz' })).message).toBe('暂无搜索结果，请更换关键词后重试。');
    expect((await tw().get('/api/other/news_center', { search_key: 'zzzz' })).message).toBe('暫無搜尋結果，請更換關鍵詞後重試。');
    // LIKE wildcards are text, not patterns ("tuition fees" exists, "tuition_fees" does not).
    expect((await en().get('/api/other/news_center', { search_key: 'tuition_' })).data.total).toBe(0);
    expect((await en().get('/api/other/news_center', { search_key: '76%' })).data.total).toBeGreaterThan(0);
  });

  it('combines keyword, type and paging', async () => {
    const answer = await en().get('/api/other/news_center', { search_key: 'payment', type: 'webinars', page: '1', page_size: '1' });
    expect(answer.data.total).toBeGreaterThanOrEqual(1);
    expect(answer.data.list).toHaveLength(1);
    expect(answer.data.list[0].type).toBe('webinars');
  });
});

describe('news detail (/other/article_info)', () => {
  it('gives previous (newer) and next (older) in list order, source link and three recommendations', async () => {
    const all = [...(await en().get('/api/other/news_center', { page_size: '50' })).data.list];
    const middle = all[3];
    const detail = await en().get('/api/other/article_info', { article_id: String(middle.id) });
    expect(detail.status_code).toBe(200);
    expect(detail.data.article.id).toBe(middle.id);
    expect(detail.data.article.body).toMatch(/^<p>|<h2>|<ol>/);
    expect(detail.data.previous).toEqual({ id: all[2].id, title: all[2].title });
    expect(detail.data.next).toEqual({ id: all[4].id, title: all[4].title });
    expect(detail.data.recommendations).toHaveLength(3);
    expect(detail.data.recommendations.map((r: { id: number }) => r.id)).not.toContain(middle.id);
    expect(detail.data.recommendations[0].type).toBe(middle.type);
    const newest = await en().get('/api/other/article_info', { article_id: String(all[0].id) });
    expect(newest.data.previous).toBeNull();
    const oldest = await en().get('/api/other/article_info', { article_id: String(all.at(-1).id) });
    expect(oldest.data.next).toBeNull();
    const video = all.find((x: { type: string }) => x.type === 'videos');
    expect((await en().get('/api/other/article_info', { article_id: String(video.id) })).data.article.source_url).toMatch(/^https:\/\//);
  });

  it('answers 404 in the request language for an unknown id', async () => {
    const missing = await zh().get('/api/other/article_info', { article_id: '999999' });
    expect(missing).toMatchObject({ status_code: 404, message: '未找到这篇文章' });
  });
});

describe('latest news (nuxt/get_news)', () => {
  it('gives the newest three by default, and of one type on request', async () => {
    const latest = await en().get('/api/nuxt/get_news');
    expect(latest.data).toHaveLength(3);
    const newest = (await en().get('/api/other/news_center')).data.list[0];
    expect(latest.data[0].id).toBe(newest.id);
    const esg = await tw().get('/api/nuxt/get_news', { type: 'esg', limit: '12' });
    expect(esg.data.length).toBeGreaterThanOrEqual(2);
    expect(esg.data.every((x: { type: string; type_name: string }) => x.type === 'esg')).toBe(true);
  });
});

describe('help centre', () => {
  it('has at least 20 articles in categories, in every language', async () => {
    for (const client of [en(), zh(), tw()]) {
      const centre = await client.get('/api/other/get_help_center');
      const articles = centre.data.categories.flatMap((c: { articles: unknown[] }) => c.articles);
      expect(centre.data.categories.length).toBeGreaterThanOrEqual(4);
      expect(articles.length).toBeGreaterThanOrEqual(20);
    }
  });

  it('searches and opens an article with the others of its category', async () => {
    const found = await zh().get('/api/other/get_help_search', { search_key: '汇率' });
    expect(found.data.total).toBeGreaterThan(0);
    const hit = found.data.list[0];
    expect(`${hit.title}${hit.summary}`).toBeTruthy();
    const article = await zh().get('/api/other/article_content', { article_id: String(hit.id) });
    expect(article.data.article.category).toBe(hit.category);
    expect(article.data.related.every((r: { id: number }) => r.id !== hit.id)).toBe(true);
    const none = await en().get('/api/other/get_help_search', { search_key: 'qqqqq' });
    expect(none.data.total).toBe(0);
    expect(none.message).toBe('No search results, please change the keyword and try again.');
    expect((await en().get('/api/other/article_content', { article_id: '999999' })).status_code).toBe(404);
  });
});

describe('FAQ, about texts, partners', () => {
  it('adds India questions for IND', async () => {
    const general = await en().get('/api/other/get_faq_content');
    const india = await en().get('/api/other/get_faq_content', { country: 'IND' });
    expect(general.data.list.length).toBeGreaterThanOrEqual(5);
    expect(india.data.list.length).toBeGreaterThan(general.data.list.length);
    expect(india.data.list.some((q: { question: string }) => /TCS/.test(q.question))).toBe(true);
  });

  it('serves each about key in three languages with one set of figures', async () => {
    for (const k of ['update', 'partner', 'news', 'introduction', 'about_en', 'investors_and_partners', 'cooperate']) {
      const a = await en().get('/api/other/about_content', { k });
      expect(a.status_code, k).toBe(200);
      expect((await zh().get('/api/other/about_content', { k })).data.title, k).toMatch(/[\u4e00-\u9fff]/);
    }
    const figures = async (c: Client) => (await c.get('/api/other/about_content', { k: 'introduction' })).data.body as string;
    expect(await figures(en())).toMatch(/2013[\s\S]*250,000[\s\S]*76%/);
    expect(await figures(zh())).toMatch(/2013[\s\S]*25 万[\s\S]*76%/);
    expect((await en().get('/api/other/about_content', { k: 'nothing' })).status_code).toBe(404);
  });

  it('lists partners and cooperating payment institutions with licences, by country', async () => {
    const partners = await en().get('/api/other/get_partner');
    expect(partners.data.list.length).toBeGreaterThanOrEqual(6);
    const gbr = await zh().get('/api/other/get_partner', { country: 'gbr' });
    expect(gbr.data.list.every((p: { country: string }) => p.country === 'GBR')).toBe(true);
    const agencies = await en().get('/api/index_cooperative_payment_agencies_list');
    expect(agencies.data.list.length).toBeGreaterThanOrEqual(5);
    expect(agencies.data.list.every((a: { licence: string }) => a.licence.length > 0)).toBe(true);
  });
});

describe('contact form (nuxt/get_form, nuxt/save__info)', () => {
  const valid = { form: 'contact', contact_name: 'Li Hua', email: 'li.hua@example.com', enquiry_type: 'payment', message: 'How long does a UK tuition payment take?' };

  it('describes both forms; contactb puts institutions first', async () => {
    const contact = await zh().get('/api/nuxt/get_form', { form: 'contact' });
    expect(contact.data.fields.map((f: { name: string }) => f.name)).toEqual(['contact_name', 'email', 'phone', 'organisation', 'enquiry_type', 'message']);
    expect(contact.data.enquiry_types[0]).toEqual({ key: 'payment', name: '使用 EduPay 缴费' });
    const business = await en().get('/api/nuxt/get_form', { form: 'contactb' });
    expect(business.data.enquiry_types[0].key).toBe('institution');
  });

  it('stores a valid message and mails it to the service desk (outbox)', async () => {
    const client = en();
    const sent = await client.post('/api/nuxt/save__info', { ...valid, phone: '13800138000', organisation: 'Parent' });
    expect(sent.status_code).toBe(200);
    expect(sent.data.id).toBeGreaterThan(0);
    const mail = await lastMessage(t.app, 'service@edupay.localhost');
    expect(mail?.subject).toBe('EduPay contact form (contact): Paying fees with EduPay');
    expect(mail?.body).toContain('How long does a UK tuition payment take?');
    expect(mail?.body).toContain(`Message #${sent.data.id}`);
  });

  it('refuses bad input with the form field and its message in en, zh-CN and zh-TW', async () => {
    const cases: [Record<string, unknown>, string, string, string, string][] = [
      [{ ...valid, contact_name: '' }, 'contact_name', 'Please enter your name', '请输入您的姓名', '請輸入您的姓名'],
      [{ ...valid, email: 'not-an-address' }, 'email', 'Please enter a valid e-mail address', '请输入正确的邮箱地址', '請輸入正確的電子郵件地址'],
      [{ ...valid, phone: '12ab' }, 'phone', 'Please enter digits only', '只能输入数字', ''],
      [{ ...valid, enquiry_type: 'lottery' }, 'enquiry_type', 'Please choose one of the options', '', ''],
      [{ ...valid, message: 'short' }, 'message', 'Please enter at least 10 characters', '', ''],
    ];
    for (const [payload, field, enText, zhText, twText] of cases) {
      for (const [client, text] of [[en(), enText], [zh(), zhText], [tw(), twText]] as const) {
        const answer = await client.post('/api/nuxt/save__info', payload);
        expect(answer.status_code, field).toBe(400);
        expect(answer.data.field, field).toBe(field);
        if (text) expect(answer.message, `${field} ${client.language}`).toBe(text);
        else expect(answer.message, `${field} ${client.language}`).toMatch(client.language === 'en' ? /\w/ : /[\u4e00-\u9fff]/);
      }
    }
    // Wrong types are refused by the schema with the same field naming.
    const typed = await en().post('/api/nuxt/save__info', { ...valid, message: ['x'] });
    expect(typed).toMatchObject({ status_code: 400, data: { field: 'message' } });
  });

  it('accepts five messages an hour from one address, then refuses until the hour has passed', async () => {
    const client = new Client(t.app, 'en', '10.99.0.1');
    for (let i = 0; i < 5; i += 1) expect((await client.post('/api/nuxt/save__info', valid)).status_code).toBe(200);
    const sixth = await client.post('/api/nuxt/save__info', valid);
    expect(sixth.status_code).toBe(409);
    expect(sixth.message).toBe('Too many messages have been sent from your network; please try again in an hour');
    expect((await new Client(t.app, 'en', '10.99.0.2').post('/api/nuxt/save__info', valid)).status_code).toBe(200);
    t.clock.advance(3601);
    expect((await client.post('/api/nuxt/save__info', valid)).status_code).toBe(200);
  });
});

describe('staff edits (POST /admin/content/save_article)', () => {
  const article = {
    kind: 'news',
    slug: 'scripted-news',
    category: 'articles',
    published_at: '2026-03-01T01:00:00Z',
    texts: {
      en: { title: 'Open day <script>alert(1)</script>', body: '<p onclick="steal()">Come and meet us.</p><script>document.cookie</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>' },
      'zh-CN': { title: '开放日', body: '<p>欢迎参加。</p><iframe src="https://evil.example"></iframe>' },
      'zh-TW': { title: '開放日', body: '<p>歡迎參加。</p><a href="https://edupay.example/open-day">詳情</a>' },
    },
  };
  const admin = (payload: unknown, token = ADMIN_TOKEN) =>
    t.app.inject({ method: 'POST', url: '/api/admin/content/save_article', headers: { 'x-admin-token': token, cookie: 'language=en' }, payload: payload as object });

  it('refuses a missing or wrong staff token before reading the body', async () => {
    expect((await admin(article, 'wrong-token')).json()).toMatchObject({ status_code: 402, message: 'A valid staff token is needed for this call' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/content/save_article', payload: {} });
    expect(anonymous.json().status_code).toBe(402);
  });

  it('saves an article whose scripts, handlers and javascript: links are stripped; it is then listed and searchable', async () => {
    const saved = (await admin(article)).json();
    expect(saved.status_code).toBe(200);
    const detail = await en().get('/api/other/article_info', { article_id: String(saved.data.id) });
    const everything = JSON.stringify(detail.data.article);
    expect(everything).not.toMatch(/<script|onclick|onerror|javascript:|<img|steal|document\.cookie/i);
    expect(detail.data.article.title).toBe('Open day');
    expect(detail.data.article.body).toContain('<p>Come and meet us.</p>');
    expect((await zh().get('/api/other/article_info', { article_id: String(saved.data.id) })).data.article.body).toBe('<p>欢迎参加。</p>');
    expect((await tw().get('/api/other/article_info', { article_id: String(saved.data.id) })).data.article.body).toContain('rel="noopener noreferrer"');
    expect((await en().get('/api/other/news_center', { search_key: 'meet us' })).data.list[0].id).toBe(saved.data.id);
    // Saving the same slug again replaces it.
    const again = (await admin({ ...article, texts: { ...article.texts, en: { title: 'Open day', body: '<p>Changed.</p>' } } })).json();
    expect(again.data.id).toBe(saved.data.id);
    expect((await en().get('/api/other/article_info', { article_id: String(saved.data.id) })).data.article.body).toBe('<p>Changed.</p>');
  });

  it('refuses an incomplete article (every language is required)', async () => {
    const answer = (await admin({ ...article, texts: { en: article.texts.en } })).json();
    expect(answer).toMatchObject({ status_code: 400, data: { field: 'zh-CN' } });
  });
});

describe('the OpenAPI document', () => {
  it("documents every content call with a request example that works against the seed", async () => {
    type Operation = { tags?: string[]; parameters?: { name: string; example?: string }[]; requestBody?: { content: Record<string, { example?: object }> } };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const content = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.tags?.includes('content'))
        .map(([method, op]) => ({ path, method, op })),
    );
    expect(content.map((c) => c.path).sort()).toEqual(
      [
        '/api/index_cooperative_payment_agencies_list',
        '/api/nuxt/get_form',
        '/api/nuxt/get_news',
        '/api/nuxt/save__info',
        '/api/other/about_content',
        '/api/other/article_content',
        '/api/other/article_info',
        '/api/other/get_faq_content',
        '/api/other/get_help_center',
        '/api/other/get_help_search',
        '/api/other/get_partner',
        '/api/other/news_center',
      ].sort(),
    );
    for (const { path, method, op } of content) {
      const client = new Client(t.app, 'en');
      const answer =
        method === 'post'
          ? await client.post(path, op.requestBody?.content['application/json']?.example)
          : await client.get(path, Object.fromEntries((op.parameters ?? []).filter((p) => p.example !== undefined).map((p) => [p.name, String(p.example)])));
      expect(answer.status_code, path).toBe(200);
      if (path.includes('search') || path.includes('news_center')) expect(answer.data.total, path).toBeGreaterThan(0);
    }
  });
});
