/**
 * The content pages the server renders per request with their data (issue 19, http/page-render.ts): the
 * app's render module is stood in for by a small one that asks the real API (the server's own handlers)
 * and writes what it got. What is checked is the server's part: which requests get a render (a first
 * visit to a listed path, any query), that the answers travel with the page as inert JSON, one render at
 * a time, and that a failed render still sends the page for the browser to render.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WAITING_RENDERS } from '../src/http/page-render';
import { createTestApp, type TestApp } from './helpers/app';

const appDir = mkdtempSync(join(tmpdir(), 'edupay-render-'));
const template = (script: string) =>
  `<!doctype html><html lang="en"><head><title>EduPay</title><script type="module" src="/assets/${script}"></script></head><body><div id="root"></div></body></html>`;
writeFileSync(join(appDir, 'index.html'), template('main.js'));
writeFileSync(join(appDir, 'home.html'), template('boot.js'));
mkdirSync(join(appDir, 'prerender'));
writeFileSync(join(appDir, 'prerender', 'server-rendered.json'), JSON.stringify({ '/news_and_resources': 'intent', '/help_center': 'intent', '/not_institution': 'load' }));
mkdirSync(join(appDir, 'ssr'));
// The render module's interface (packages/app/src/prerender.tsx renderPageWithData): page (path and query, without
// lang), locale, and the server's GET. It counts renders running at once, and fails on /help_center.
writeFileSync(
  join(appDir, 'ssr', 'prerender.js'),
  `let running = 0;
let mostAtOnce = 0;
export async function renderPageWithData(page, locale, get) {
  running += 1;
  mostAtOnce = Math.max(mostAtOnce, running);
  try {
    if (page.startsWith('/help_center')) throw new Error('a part failed');
    const answer = await get('/api/other/news_center?page=1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const body = JSON.parse(answer.body);
    const q = new URLSearchParams(page.split('?')[1] ?? '').get('q') ?? '';
    return {
      html: '<main><h1>' + locale + ' ' + body.message.length + '</h1><p>' + body.data.total + ' items</p><p>' + q + '</p><p>at once: ' + mostAtOnce + '</p></main>',
      data: { ['news_center|' + locale]: { status: answer.status, total: body.data.total, evil: '</script><script>alert(1)</script>' } },
    };
  } finally {
    running -= 1;
  }
}`,
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { appDir, publicUrl: 'https://www.edupay.test' } });
}, 120_000);
afterAll(async () => t?.close());

async function page(url: string, cookie = 'language=en') {
  const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie } });
  expect(response.statusCode).toBe(200);
  return response.body;
}
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1];
const pageData = (html: string) => /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('content pages rendered with their data', () => {
  it('a first visit gets the markup made with the API answer, the answers as JSON, and the page hydrated on intent', async () => {
    const html = await page('/news_and_resources?lang=zh-CN');
    expect(root(html)).toMatch(/^<main><h1>zh-CN \d+<\/h1><p>\d+ items<\/p>/);
    const { total } = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/other/news_center?page=1' })).body).data;
    expect(root(html)).toContain(`<p>${total} items</p>`);
    expect(html).toContain('src="/assets/boot.js"');
    const data = JSON.parse(pageData(html)!) as Record<string, { status: number; total: number; evil: string }>;
    expect(data['news_center|zh-CN']).toEqual({ status: 200, total, evil: '</script><script>alert(1)</script>' });
    expect(html, 'on intent: the boot waits for a gesture').not.toContain('edupay-hydrate');
  });

  it('a page rendered to hydrate on load goes with the boot, told to load the app at once', async () => {
    const html = await page('/not_institution?country=CHN&name=Ashgrove');
    expect(root(html)).toMatch(/^<main><h1>en \d+<\/h1>/);
    expect(html).toContain('src="/assets/boot.js"');
    expect(html).toContain('<meta name="edupay-hydrate" content="load"></head>');
  });

  it('the answers cannot close their element: every < is escaped', async () => {
    const html = await page('/news_and_resources');
    expect(pageData(html)).not.toContain('<');
    expect(html.match(/<script/g)).toHaveLength(2); // the boot and the data block
  });

  it("text that reads like a replacement pattern ($& $') or the CSP nonce's placeholder stays as it is", async () => {
    expect(root(await page(`/news_and_resources?q=${encodeURIComponent("$&$'")}`))).toContain("<p>$&$'</p>");
    // Nor is the CSP nonce's placeholder in the page's text filled in: only the build's template gets the nonce.
    const html = await page('/news_and_resources?q=EDUPAY_CSP_NONCE');
    expect(root(html)).toContain('<p>EDUPAY_CSP_NONCE</p>');
  });

  it('a signed-in visitor, an unlisted path and a failed render get the page for the browser to render', async () => {
    for (const html of [await page('/news_and_resources', 'language=en; token=abc'), await page('/cs_school'), await page('/help_center')]) {
      expect(root(html)).toBe('');
      expect(pageData(html)).toBeUndefined();
      expect(html).toContain('src="/assets/main.js"');
    }
  });

  it('renders one page at a time (the app has one state per process)', async () => {
    const pages = await Promise.all(Array.from({ length: 4 }, (_, i) => page(`/news_and_resources?page=${i}`)));
    for (const html of pages) expect(root(html)).toContain('<p>at once: 1</p>');
  });

  it('a burst beyond the waiting renders gets the page for the browser to render, at once', async () => {
    const pages = await Promise.all(Array.from({ length: MAX_WAITING_RENDERS + 4 }, (_, i) => page(`/news_and_resources?page=${i}`)));
    // Each render takes 100 ms here: the requests arrive while the first ones still wait.
    const rendered = pages.filter((html) => root(html) !== '');
    const unrendered = pages.filter((html) => root(html) === '');
    expect(rendered.length).toBeGreaterThan(0);
    expect(unrendered.length).toBeGreaterThan(0);
    for (const html of unrendered) expect(html).toContain('src="/assets/main.js"');
  });

  it('the render module itself is never sent', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ssr/prerender.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderPageWithData');
  });
});
