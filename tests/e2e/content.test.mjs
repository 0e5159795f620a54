// Issue 19: news and resources (search with hits and with none, tabs, detail with previous/next),
// the help centre's search (Chinese only), the contact form (inline errors in the user's language,
// sent, in the outbox), and the about and marketing texts from the server; axe on each.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoAxeViolations } from './account.mjs';
import { personArrives, serverAndBrowser, watchPage } from './harness.mjs';

const e2e = serverAndBrowser({ CONTACT_INBOX: 'desk@edupay.test' });

async function open(path, language) {
  const context = await e2e.browser.newContext({ locale: language === 'en' ? 'en-US' : language, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'language', value: language, url: e2e.server.base }]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(e2e.server.base + path);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  return { context, page, errors };
}

describe('news and resources', () => {
  test('search with hits, a tab, a detail with previous and next; search with none shows the spec message', async () => {
    const { context, page, errors } = await open('/news_and_resources', 'en');
    await page.getByRole('heading', { level: 1, name: 'News and resources' }).waitFor();
    await page.getByTestId('news-item').first().waitFor();
    assert.equal(await page.getByTestId('news-item').count(), 10, 'ten a page');
    await page.getByRole('navigation').filter({ has: page.getByRole('button', { name: /2/ }) }).first().waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Search news and resources').fill('tuition');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=tuition/);
    await page.getByText(/\d+ results?/).waitFor();
    const titles = await page.getByTestId('news-item').getByRole('heading').allInnerTexts();
    assert.ok(titles.length > 0 && titles.length < 10, `some hits: ${titles}`);

    await page.getByRole('tab', { name: 'Webinars' }).click();
    await page.waitForURL(/type=webinars/);
    await page.getByText(/\d+ results?/).waitFor();
    for (const text of await page.getByTestId('news-item').locator('p').first().allInnerTexts()) assert.match(text, /Webinars/);

    await page.getByTestId('news-item').first().getByRole('link').click();
    await page.getByTestId('news-detail').getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Recommended' }).waitFor();
    const detailTitle = await page.getByRole('heading', { level: 1 }).innerText();
    const hasPrevious = (await page.getByTestId('news-previous').count()) > 0;
    await page.getByTestId(hasPrevious ? 'news-previous' : 'news-next').click();
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent !== title, detailTitle);
    await expectNoAxeViolations(page);

    await page.goto(e2e.server.base + '/news_and_resources?q=zzzz-nothing');
    await page.getByTestId('news-empty').waitFor();
    assert.equal(await page.getByTestId('news-empty').innerText(), 'No search results, please change the keyword and try again.');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('Chinese: search finds Chinese items; no hit shows the Chinese message', async () => {
    const { context, page, errors } = await open('/news_and_resources?q=学费', 'zh-CN');
    await page.getByRole('heading', { level: 1, name: '新闻与资源' }).waitFor();
    await page.getByTestId('news-item').first().waitFor();
    assert.match(await page.getByTestId('news-item').first().innerText(), /[\u4e00-\u9fff]/);
    await expectNoAxeViolations(page);
    await page.getByLabel('搜索新闻与资源').fill('不存在的词语');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByTestId('news-empty').waitFor();
    assert.equal(await page.getByTestId('news-empty').innerText(), '暂无搜索结果，请更换关键词后重试。');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('help centre', () => {
  test('Chinese: categories, search, an article; English is not found', async () => {
    const { context, page, errors } = await open('/help_center', 'zh-CN');
    await page.getByRole('heading', { level: 1, name: '帮助中心' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '付款方式' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('搜索帮助中心').fill('退款');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    const results = page.getByTestId('help-results');
    await results.getByRole('link').first().waitFor();
    await results.getByRole('link', { name: '退款需要多长时间？' }).click();
    await page.getByTestId('help-article').getByRole('heading', { name: '退款需要多长时间？' }).waitFor();
    assert.match(await page.getByTestId('help-article').innerText(), /5 至 7 个工作日/);
    await expectNoAxeViolations(page);
    await page.goto(e2e.server.base + '/help_center?q=zzzz');
    await page.getByText('暂无搜索结果，请更换关键词后重试。').waitFor();
    assert.deepEqual(errors, []);
    await context.close();

    const english = await open('/help_center', 'en');
    await english.page.getByRole('heading', { level: 1, name: 'This page could not be found' }).waitFor();
    await english.context.close();
  });
});

describe('contact form', () => {
  test('inline errors in the user language, then sent and in the outbox', async () => {
    const { context, page, errors } = await open('/contact', 'zh-CN');
    await page.getByRole('heading', { level: 1, name: '联系我们' }).waitFor();
    // The prerendered page's first click loads its app (boot.ts), which then clicks again what was clicked.
    await page.getByRole('button', { name: '发送留言' }).click();
    await page.getByText('请输入您的姓名').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'contact-contact_name', 'focus on the first wrong field');
    await page.getByLabel('邮箱').fill('not-an-address');
    await page.getByLabel('邮箱').blur();
    await page.getByText('请输入正确的邮箱地址').waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('您的姓名').fill('李华');
    await page.getByLabel('邮箱').fill('li.hua@example.com');
    await page.getByLabel('咨询类型').selectOption('payment');
    await page.getByLabel('留言内容').fill('请问英国大学的学费多久可以到账？');
    await page.getByRole('button', { name: '发送留言' }).click();
    const sent = page.getByTestId('contact-sent');
    await sent.waitFor();
    const id = (await sent.innerText()).match(/\d+/)[0];
    const outbox = await (await fetch(`${e2e.server.base}/dev/outbox.json`)).json();
    const mail = outbox.find((m) => m.to === 'desk@edupay.test');
    assert.ok(mail, 'mailed to the service desk');
    assert.match(mail.body, new RegExp(`Message #${id} \\(zh-CN\\) from 李华 <li.hua@example.com>`));
    assert.match(mail.body, /学费多久可以到账/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('English /contactb: institutions first, errors in English', async () => {
    const { context, page, errors } = await open('/contactb', 'en');
    await page.getByRole('heading', { level: 1, name: 'Contact us: institutions and partners' }).waitFor();
    // Prerendered, its app loads at the visitor's first move (hydration on intent); until then the fields wait disabled.
    assert.equal(await page.getByLabel('Message').isDisabled(), true, 'no typing into the page before its app runs');
    await personArrives(page);
    // The subjects come from the form's definition (nuxt/get_form), which may arrive after the heading.
    const subject = page.getByLabel('Subject');
    await subject.locator('option').nth(1).waitFor({ state: 'attached' });
    const options = await subject.locator('option').allInnerTexts();
    assert.equal(options[1], 'Receiving payments as an institution');
    await page.getByLabel('Message').fill('short');
    await page.getByLabel('Message').blur();
    await page.getByText('Please enter at least 10 characters').waitFor();
    await expectNoAxeViolations(page);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('about and marketing texts', () => {
  test('each text route and about_us kind shows its server text', async () => {
    const { context, page, errors } = await open('/about_en', 'en');
    const expected = {
      '/about_en': 'About us',
      '/introduction': 'About EduPay',
      '/global_payments': 'Global payments',
      '/global_education_payments': 'Global education payments',
      '/financial_technology': 'Financial technology',
      '/investors_and_partners': 'Investors and partners',
      '/media_and_press': 'Media and press',
      '/cooperate': 'Work with EduPay',
      '/about_us?k=update': 'Service updates',
      '/about_us?k=partner': 'Our partners',
      '/about_us?k=news': 'Company news',
    };
    for (const [path, title] of Object.entries(expected)) {
      await page.goto(e2e.server.base + path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    await page.goto(e2e.server.base + '/cooperate');
    await page.getByTestId('institutions').getByRole('row').nth(1).waitFor();
    assert.ok((await page.getByTestId('institutions').getByRole('row').count()) >= 6);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('about texts with a table below', () => {
  test('the institutions table waits for the text above it (it would be pushed down: a layout shift)', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'language', value: 'en', url: e2e.server.base }]);
    const page = await context.newPage();
    // A first visit gets the page rendered with both answers by the server; the app asks for them itself when it
    // goes there from another page.
    await page.goto(e2e.server.base + '/introduction');
    await personArrives(page);
    let releaseText = () => {};
    const textHeld = new Promise((resolve) => (releaseText = resolve));
    await page.route(/\/api\/other\/about_content/, async (route) => {
      await textHeld;
      await route.continue();
    });
    const tableAnswered = page.waitForResponse((response) => response.url().includes('/api/index_cooperative_payment_agencies_list'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Investors and partners' }).click();
    await tableAnswered;
    await page.waitForTimeout(300); // time to render it, were it shown
    assert.equal(await page.getByTestId('institutions').isVisible(), false, 'no table before the text');
    releaseText();
    await page.getByRole('heading', { level: 1, name: 'Investors and partners' }).waitFor();
    await page.getByTestId('institutions').getByRole('row').nth(1).waitFor();
    const [heading, table] = await Promise.all([page.getByRole('heading', { level: 1 }).boundingBox(), page.getByTestId('institutions').boundingBox()]);
    assert.ok(table.y > heading.y, 'the table is below the text');
    await context.close();
  });
});

describe('content pages rendered with their data by the server', () => {
  const html = async (route, cookie = 'language=en') => (await fetch(e2e.server.base + route, { headers: { accept: 'text/html', cookie } })).text();
  const count = (text, pattern) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

  test('a first visit gets the text in the HTML; a signed-in visitor the app', async () => {
    const list = await html('/news_and_resources');
    assert.equal(count(list, 'data-testid="news-item"'), 10, 'ten news items in the HTML');
    assert.match(list, /<script type="application\/json" id="page-data">\{"news_center\|en\|\|all\|1":/);
    const detail = await html('/news_and_resources?id=1');
    const sent = JSON.parse(detail.split('id="page-data">')[1].split('</script>')[0].replace(/\\u003c/g, '<'));
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(detail.split('data-testid="news-detail"')[1] ?? '')?.[1];
    assert.equal(heading?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"'), sent['article_info|en|1'].article.title, 'the article in the HTML');
    assert.ok(count(await html('/investors_and_partners'), '<tr') >= 6, 'the licences table in the HTML');
    assert.equal(count(await html('/help_center', 'language=zh-CN'), '<h2 id="help-'), 5, 'five help categories in the HTML');
    assert.ok(count(await html('/select_account?institution_id=U005DDB19F1'), 'data-slot="payee-account-card"') >= 1, "the school's accounts in the HTML");
    const request = await html('/not_institution?country=CHN&name=Ashgrove');
    assert.match(request, /<fieldset disabled=""[^>]*>[\s\S]*value="Ashgrove"/, 'the school request form with the words searched for, closed until the app');
    assert.match(request, /<meta name="edupay-hydrate" content="load">/, 'the visitor came to type: the app loads at once');
    // Text that looks like a replacement pattern stays text.
    assert.match(await html('/news_and_resources?q=%24%26%24%27'), /value="\$&amp;\$&#x27;"/);
    const signedIn = await html('/news_and_resources', 'language=en; token=whatever');
    assert.match(signedIn, /<div id="root"><\/div>/, 'a signed-in header is the app\'s to draw');
    assert.doesNotMatch(signedIn, /id="page-data"/);
  });

  test("a school's accounts: Make Payment clicked before the app has loaded opens the order form once it has", async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(e2e.server.base + '/select_account?institution_id=U005DDB19F1&lang=en', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Make Payment' }).first().click();
    await page.waitForURL(/\/order\?account_id=\d+$/);
    await page.locator('[data-slot="order-form"]').waitFor();
    await context.close();
  });

  test('the page hydrates with the answers it came with: no second call, nothing redrawn, no CSP report', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'language', value: 'en', url: e2e.server.base }]);
    const page = await context.newPage();
    const { logged, calls } = watchPage(page);
    await page.goto(e2e.server.base + '/news_and_resources');
    const first = await page.getByTestId('news-item').first().elementHandle();
    await personArrives(page);
    assert.ok(await first.evaluate((node) => node.isConnected), "the server's news item is the hydrated one");
    assert.deepEqual(calls.filter((path) => path !== '/api/get_config'), []);
    // Another tab is asked of the server.
    await page.getByRole('tab', { name: 'Articles' }).click();
    await page.waitForURL(/type=articles/);
    await page.getByText(/\d+ results?/).waitFor();
    assert.ok(calls.includes('/api/other/news_center'));
    assert.deepEqual(logged, []);
    await context.close();
  });
});

describe('the HTML the server sends (no script run)', () => {
  const routes = {
    '/news_and_resources': ['News and resources', '新闻与资源'],
    '/contact': ['Contact us', '联系我们'],
    '/contactb': ['Contact us: institutions and partners', '联系我们：院校与合作伙伴'],
    '/about_en': ['About us', '关于我们'],
    '/introduction': ['About EduPay', '关于 EduPay'],
    '/global_payments': ['Global payments', '全球缴费'],
    '/global_education_payments': ['Global education payments', '全球教育缴费'],
    '/financial_technology': ['Financial technology', null],
    '/investors_and_partners': ['Investors and partners', null],
    '/media_and_press': ['Media and press', null],
    '/cooperate': ['Work with EduPay', null],
    '/about_us?k=update': ['Service updates', '服务更新'],
    '/about_us?k=partner': ['Our partners', '合作伙伴'],
    '/about_us?k=news': ['Company news', '公司动态'],
    '/help_center': [null, '帮助中心'],
  };
  const site = { en: 'EduPay: pay tuition and study-abroad fees', 'zh-CN': 'EduPay：缴纳学费与留学费用' };
  const decode = (text) => text.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));

  test('each content route carries its title, description, canonical, alternates and Open Graph in the page language', async () => {
    for (const [index, language] of ['en', 'zh-CN'].entries()) {
      for (const [route, names] of Object.entries(routes)) {
        const response = await fetch(e2e.server.base + route, { headers: { accept: 'text/html', cookie: `language=${language}` } });
        const html = await response.text();
        const pick = (pattern) => decode(pattern.exec(html)?.[1] ?? '');
        const title = pick(/<title>([^<]*)<\/title>/);
        const description = pick(/<meta name="description" content="([^"]*)"/);
        const where = `${route} (${language})`;
        assert.equal(pick(/<html lang="([^"]*)"/), language, where);
        if (names[index]) assert.equal(title, `${names[index]} | ${site[language]}`, where);
        else assert.ok(title.endsWith(` | ${site[language]}`), `${where}: ${title}`);
        assert.ok(description.length > 5, `${where}: a description`);
        if (language === 'zh-CN') assert.match(`${title}${description}`.replace(site[language], ''), /^[^a-z]*[\u4e00-\u9fff]/i, `${where}: Chinese text`);
        assert.equal(pick(/<meta property="og:title" content="([^"]*)"/), title, where);
        assert.match(pick(/<link rel="canonical" href="([^"]*)"/), new RegExp(`lang=${language}$`), where);
        assert.match(html, /<link rel="alternate" hreflang="x-default"/, where);
      }
    }
    const robots = await (await fetch(e2e.server.base + '/robots.txt')).text();
    assert.match(robots, /Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await fetch(e2e.server.base + '/sitemap.xml')).text();
    assert.match(sitemap, /<loc>[^<]*\/news_and_resources\?lang=zh-CN<\/loc>/);
  });
});
