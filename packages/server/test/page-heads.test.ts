/**
 * Pages as a crawler or a link preview gets them (issue 19 item 4): the head of each content route
 * in the page's language (title, description, canonical, hreflang alternates, Open Graph), chosen
 * by `?lang=` (then kept as the language cookie) or by the cookie; the prerendered home markup per
 * language; sitemap.xml and robots.txt. The app build is stood in for by a small index.html.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const appDir = mkdtempSync(join(tmpdir(), 'edupay-heads-'));
const template = (script: string) =>
  `<!doctype html><html lang="en"><head><title>EduPay</title><meta name="description" content="template" /><script type="module" src="/assets/${script}"></script></head><body><div id="root"></div></body></html>`;
writeFileSync(join(appDir, 'index.html'), template('main.js'));
// The app's build writes home.html beside index.html: the same page with the boot script (hydration on intent).
writeFileSync(join(appDir, 'home.html'), template('boot.js'));
mkdirSync(join(appDir, 'prerender'));
writeFileSync(join(appDir, 'prerender', 'home.zh-CN.html'), '<main><h1>首页</h1></main>');
writeFileSync(join(appDir, 'prerender', 'about_us.policy.en.html'), '<main><h1>Privacy Policy</h1></main>');
writeFileSync(join(appDir, 'prerender', 'contactb.en.html'), '<main><h1>Contact us</h1></main>');
writeFileSync(
  join(appDir, 'prerender', 'personnel_query.zh-CN.html'),
  '<main><h1>身份查询</h1><input id="staff-captcha"></main>',
);
// The build's table of prerendered pages (packages/app/scripts/prerender.mjs): which exist, and how each is hydrated.
writeFileSync(
  join(appDir, 'prerender', 'pages.json'),
  JSON.stringify({
    '/': { name: 'home', hydrate: 'intent' },
    '/about_us?k=policy': { name: 'about_us.policy', hydrate: 'load' },
    '/contactb': { name: 'contactb', hydrate: 'intent' },
    '/personnel_query': { name: 'personnel_query', hydrate: 'intent', signedOutOnly: true },
  }),
);
// The build's list of each route's page files (packages/app/scripts/route-preloads.mjs).
writeFileSync(
  join(appDir, 'route-preloads.json'),
  JSON.stringify({
    '/': ['/assets/HomePage-1.js'],
    '/contact': ['/assets/ContactPage-2.js', '/assets/Select-3.js'],
    '/about_us': ['/assets/AboutUsPage-4.js'],
  }),
);

const PUBLIC_URL = 'https://www.edupay.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { appDir, publicUrl: PUBLIC_URL } });
}, 120_000);
afterAll(async () => t?.close());

async function page(url: string, cookie?: string) {
  const headers: Record<string, string> = { accept: 'text/html' };
  if (cookie) headers['cookie'] = `language=${cookie}`;
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const link = (rel: string, lang?: string) =>
    new RegExp(`<link rel="${rel}"${lang ? ` hreflang="${lang}"` : ''} href="([^"]*)"`)
      .exec(html)?.[1]
      ?.replaceAll('&#38;', '&');
  return {
    html,
    response,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    canonical: link('canonical'),
    alternate: (lang: string) => link('alternate', lang),
    og: (name: string) => meta('property', `og:${name}`),
  };
}

describe('the head of each content route, in the page language', () => {
  it('news and resources in English via ?lang=en: title, description, canonical, alternates, Open Graph; the cookie follows', async () => {
    const p = await page('/news_and_resources?lang=en&q=tuition', 'zh-CN');
    expect(p.lang).toBe('en');
    expect(p.title).toBe('News and resources | EduPay: pay tuition and study-abroad fees');
    expect(p.description).toMatch(/^Articles, company news/);
    expect(p.canonical).toBe(`${PUBLIC_URL}/news_and_resources?lang=en`);
    expect(p.alternate('zh-CN')).toBe(`${PUBLIC_URL}/news_and_resources?lang=zh-CN`);
    expect(p.alternate('zh-TW')).toBe(`${PUBLIC_URL}/news_and_resources?lang=zh-TW`);
    expect(p.alternate('x-default')).toBe(`${PUBLIC_URL}/news_and_resources?lang=en`);
    expect(p.og('title')).toBe(p.title);
    expect(p.og('description')).toBe(p.description);
    expect(p.og('url')).toBe(p.canonical);
    expect(p.og('locale')).toBe('en_GB');
    expect(p.html.match(/<title>/g)).toHaveLength(1);
    expect(p.html).not.toContain('content="template"');
    expect(String(p.response.headers['set-cookie'])).toMatch(/language=en;/);
  });

  it('the language cookie decides without ?lang; no cookie is set then', async () => {
    const p = await page('/news_and_resources', 'zh-TW');
    expect(p.lang).toBe('zh-TW');
    expect(p.title).toBe('新聞與資源 | EduPay：繳納學費與留學費用');
    expect(p.canonical).toBe(`${PUBLIC_URL}/news_and_resources?lang=zh-TW`);
    expect(p.og('locale')).toBe('zh_TW');
    expect(p.response.headers['set-cookie']).toBeUndefined();
  });

  it('a news item: its own title and summary in each language, the id kept in its URLs', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/other/news_center',
      headers: { cookie: 'language=en' },
    });
    const item = list.json().data.list[0] as { id: number; title: string; summary: string };
    const en = await page(`/news_and_resources?id=${item.id}&lang=en`);
    expect(en.title).toBe(`${item.title} | EduPay: pay tuition and study-abroad fees`);
    expect(en.description).toBe(item.summary.replaceAll('&', '&#38;').replaceAll("'", '&#39;'));
    expect(en.canonical).toBe(`${PUBLIC_URL}/news_and_resources?id=${item.id}&lang=en`);
    const zh = await page(`/news_and_resources?id=${item.id}&lang=zh-CN`);
    expect(zh.title).toMatch(/[\u4e00-\u9fff].* \| EduPay：缴纳学费与留学费用$/);
    expect(zh.title).not.toContain(item.title);
  });

  it('marketing texts and about_us kinds take their stored title and summary', async () => {
    const intro = await page('/introduction?lang=zh-CN');
    expect(intro.title).toBe('关于 EduPay | EduPay：缴纳学费与留学费用');
    expect(intro.description).toBe('自 2013 年起专注留学缴费。');
    const partner = await page('/about_us?k=partner&lang=en');
    expect(partner.title).toBe('Our partners | EduPay: pay tuition and study-abroad fees');
    expect(partner.canonical).toBe(`${PUBLIC_URL}/about_us?k=partner&lang=en`);
    const contact = await page('/contactb?lang=zh-CN');
    expect(contact.title).toBe('联系我们：院校与合作伙伴 | EduPay：缴纳学费与留学费用');
  });

  it('the help centre exists in Chinese only: no English alternate', async () => {
    const help = await page('/help_center?lang=zh-CN');
    expect(help.title).toBe('帮助中心 | EduPay：缴纳学费与留学费用');
    expect(help.alternate('en')).toBeUndefined();
    expect(help.alternate('zh-TW')).toBe(`${PUBLIC_URL}/help_center?lang=zh-TW`);
    expect(help.alternate('x-default')).toBe(`${PUBLIC_URL}/help_center?lang=zh-CN`);
  });

  it('an unknown ?lang is ignored; markup in the head text is escaped', async () => {
    const p = await page('/contact?lang=fr', 'en');
    expect(p.lang).toBe('en');
    expect(p.title).toBe('Contact us | EduPay: pay tuition and study-abroad fees');
    const odd = await page('/introduction?lang=en&k="><script>');
    expect(odd.html).not.toContain('<script>');
  });

  it('the home page: the site title, and its prerendered markup for a language the build made', async () => {
    const zh = await page('/?lang=zh-CN');
    expect(zh.title).toBe('EduPay：缴纳学费与留学费用');
    expect(zh.html).toContain('<div id="root"><main><h1>首页</h1></main></div>');
    const en = await page('/?lang=en');
    expect(en.html).toContain('<div id="root"></div>');
    const india = await page('/?country=IND&lang=zh-CN');
    expect(india.html, 'the prerendered page is the default country').toContain('<div id="root"></div>');
    const other = await page('/contact?lang=zh-CN');
    expect(other.html).toContain('<div id="root"></div>');
  });

  it('a prerendered page (home, /contactb, /about_us?k=policy) comes with home.html; every other answer with index.html', async () => {
    for (const url of ['/?lang=zh-CN', '/contactb?lang=en', '/about_us?lang=en&k=policy']) {
      const html = (await page(url)).html;
      expect(html, url).toContain('src="/assets/boot.js"');
      expect(html, url).not.toContain('src="/assets/main.js"');
    }
    expect((await page('/contactb?lang=en')).html).toContain('<div id="root"><main><h1>Contact us</h1></main></div>');
    // Hydrated on load: the boot is told to load the app at once rather than at the first sign of intent.
    expect((await page('/about_us?lang=en&k=policy')).html).toContain('<meta name="edupay-hydrate" content="load"></head>');
    expect((await page('/contactb?lang=en')).html).not.toContain('edupay-hydrate');
    // No markup for this language, another country, another route, another prerendered page: the app at once.
    for (const url of [
      '/?lang=en',
      '/?country=IND&lang=zh-CN',
      '/contact?lang=zh-CN',
      '/contactb?lang=zh-CN',
      '/about_us?lang=zh-CN&k=policy',
    ]) {
      const html = (await page(url)).html;
      expect(html, url).toContain('src="/assets/main.js"');
      expect(html, url).not.toContain('boot.js');
    }
    // Never sent as a file (only sendAppPage fills in the page's head and nonce), as index.html is not.
    expect((await t.app.inject({ method: 'GET', url: '/home.html' })).statusCode).toBe(404);
  });

  it('in maintenance the home page loads the app at once, whose response policy moves the visitor to /out_of_service', async () => {
    const closed = await createTestApp({ config: { appDir, publicUrl: PUBLIC_URL, maintenance: true } });
    try {
      const html = (await closed.app.inject({ method: 'GET', url: '/?lang=zh-CN', headers: { accept: 'text/html' } }))
        .body;
      expect(html).toContain('src="/assets/main.js"');
      expect(html).toContain('<h1>首页</h1>');
    } finally {
      await closed.close();
    }
  });

  it("a page the browser renders names its route's files as modulepreload; a prerendered page names none", async () => {
    const contact = (await page('/contact?lang=zh-CN')).html;
    expect(contact).toContain('<link rel="modulepreload" crossorigin href="/assets/ContactPage-2.js" />');
    expect(contact).toContain('<link rel="modulepreload" crossorigin href="/assets/Select-3.js" />');
    expect(contact.indexOf('ContactPage-2.js'), 'in the head').toBeLessThan(contact.indexOf('</head>'));
    expect(contact.indexOf('ContactPage-2.js'), 'after the entry, which comes first').toBeGreaterThan(
      contact.indexOf('src="/assets/main.js"'),
    );
    expect((await page('/?lang=zh-CN')).html, 'painted by its markup').not.toContain('HomePage-1.js');
    expect((await page('/about_us?k=policy&lang=en')).html, 'painted by its markup, hydrated at load').not.toContain(
      'AboutUsPage-4.js',
    );
    expect((await page('/about_us?k=clause&lang=en')).html, 'no markup for this one').toContain(
      'href="/assets/AboutUsPage-4.js"',
    );
    expect((await page('/?lang=en')).html, 'no markup: the app at once, with its page').toContain(
      'href="/assets/HomePage-1.js"',
    );
    expect((await page('/no/such/route?lang=en')).html).not.toContain('rel="modulepreload"');
    expect(
      (await t.app.inject({ method: 'GET', url: '/route-preloads.json' })).statusCode,
      'the list is not served',
    ).toBe(404);
  });

  it('a page that differs for a signed-in visitor (the staff lookup) is prerendered for the others only', async () => {
    const anonymous = await page('/personnel_query?lang=zh-CN');
    expect(anonymous.html).toContain('<div id="root"><main><h1>身份查询</h1>');
    expect(anonymous.html).toContain('src="/assets/boot.js"');
    const response = await t.app.inject({
      method: 'GET',
      url: '/personnel_query?lang=zh-CN',
      headers: { accept: 'text/html', cookie: 'token=a-session' },
    });
    expect(response.body, 'the app renders it, at once').toContain('<div id="root"></div>');
    expect(response.body).toContain('src="/assets/main.js"');
  });

  it('a page prerendered with a query (/about_us?k=policy) is matched by path and query, lang aside', async () => {
    const policy = await page('/about_us?lang=en&k=policy');
    expect(policy.html).toContain('<div id="root"><main><h1>Privacy Policy</h1></main></div>');
    const clause = await page('/about_us?k=clause&lang=en');
    expect(clause.html, 'another query is another page').toContain('<div id="root"></div>');
    const extra = await page('/about_us?k=policy&from=mail&lang=en');
    expect(extra.html, 'any other parameter renders in the browser').toContain('<div id="root"></div>');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('robots.txt allows the site, keeps crawlers out of the API and private pages, names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /user_center');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists each public page per language with its alternates, news items included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&#38;', '&'));
    for (const lang of ['zh-CN', 'en', 'zh-TW']) {
      expect(locs).toContain(`${PUBLIC_URL}/?lang=${lang}`);
      expect(locs).toContain(`${PUBLIC_URL}/news_and_resources?lang=${lang}`);
      expect(locs).toContain(`${PUBLIC_URL}/about_us?k=policy&lang=${lang}`);
    }
    expect(locs).toContain(`${PUBLIC_URL}/help_center?lang=zh-TW`);
    expect(locs).not.toContain(`${PUBLIC_URL}/help_center?lang=en`);
    expect(locs.filter((l) => /news_and_resources\?id=\d+&lang=en$/.test(l)).length).toBeGreaterThanOrEqual(12);
    expect(locs.some((l) => l.includes('user_center'))).toBe(false);
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="${PUBLIC_URL}/contact?lang=zh-CN"/>`,
    );
  });
});
