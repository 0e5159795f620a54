// /college_list against the real server and the real institution data: search by Chinese name, pick by
// keyboard, and the not-found page (spec 000 sections 2 and 4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { expectLoggedIn, openLogin, openPage, smsLogin } from './account.mjs';
import { keyboard, mouse } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser();

test('a payer finds the University of Oxford by its Chinese name and picks it with the keyboard', async () => {
  const context = await e2e.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(e2e.server.base + '/college_list');
  const box = page.getByRole('combobox', { name: /School or payee/ });
  await box.click();
  await box.pressSequentially('牛津');
  await page.getByRole('option', { name: /University of Oxford/ }).first().waitFor();
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.getByTestId('selected-school').waitFor();
  assert.equal(await page.getByTestId('selected-school').innerText(), 'Selected: University of Oxford');
  // Checked with the list closed: while it is open react-aria hides the rest of the page from assistive
  // technology on purpose (its combobox pattern), which axe reports about the hidden page.
  const { violations } = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(violations.map((v) => v.id), []);
  await context.close();
});

// Issue 14 item 2: a search that finds nothing is not a dead end. The not-found action opens
// /not_institution in a new tab with the words searched for; the payer asks for the school there (mouse,
// then keyboard only), the request reaches the service desk's inbox, and a refusal keeps what was typed.
for (const makeDriver of [mouse, keyboard]) {
  test(`a school the search does not know is requested from /not_institution (${makeDriver({}).name})`, async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(e2e.server.base + '/college_list');
    const d = makeDriver(page);
    const query = `Ashgrove Qzx ${makeDriver({}).name}`;
    const box = page.getByRole('combobox', { name: /School or payee/ });
    await d.fill(box, query);
    const notFound = page.getByRole('option', { name: /Can’t find your school/ });
    await notFound.waitFor();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      makeDriver({}).name === 'mouse' ? notFound.click() : (async () => {
        for (let i = 0; i < 12 && (await box.getAttribute('aria-activedescendant')) !== (await notFound.getAttribute('id')); i += 1) await box.press('ArrowDown');
        await box.press('Enter');
      })(),
    ]);
    await tab.waitForLoadState();
    assert.match(tab.url(), /\/not_institution\?country=[A-Z]{3}&name=Ashgrove/);
    const t = makeDriver(tab);
    await tab.getByRole('heading', { name: 'Your school is not in our list yet' }).waitFor();
    const name = tab.getByRole('textbox', { name: /School name/ });
    assert.equal(await name.inputValue(), query);
    // Nothing chosen yet: the first wrong field is named and focused, nothing typed is lost.
    await t.fill(tab.getByRole('textbox', { name: /Your name/ }), 'Mei Han');
    await t.click(tab.getByRole('button', { name: 'Send request' }));
    const country = tab.getByRole('combobox', { name: /Country or region of the school/ });
    await tab.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    assert.equal(await country.evaluate((el) => el === document.activeElement), true);
    assert.match(await tab.getByText("Please select the school's country or region").innerText(), /school/);
    assert.equal(await tab.getByRole('textbox', { name: /Your name/ }).inputValue(), 'Mei Han');
    await t.select(country, 'Australia');
    await t.fill(tab.getByRole('textbox', { name: /Your e-mail/ }), 'han.mei@example.com');
    await t.fill(tab.getByRole('textbox', { name: /Anything else/ }), 'Starts in February.');
    await t.click(tab.getByRole('button', { name: 'Send request' }));
    await tab.getByTestId('institution-request-sent').waitFor();
    const id = (await tab.getByTestId('institution-request-sent').innerText()).match(/Request number (\d+)/)[1];
    const mail = (await (await fetch(`${e2e.server.base}/dev/outbox.json`)).json()).find((m) => m.to === 'service@edupay.localhost' && m.subject?.includes(`#${id}`));
    assert.ok(mail, 'the request is in the service desk inbox');
    assert.match(mail.subject, new RegExp(`${query} \\(AUS\\)`));
    assert.match(mail.body, /Starts in February\./);
    await context.close();
  });
}

for (const locale of ['en-US', 'zh-CN']) {
  test(`/not_institution has no axe violations, empty and with errors shown (${locale})`, async () => {
    const context = await e2e.browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(e2e.server.base + '/not_institution?country=CHN&name=Ashgrove');
    await page.locator('h1').waitFor();
    let { violations } = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(violations.map((v) => v.id), []);
    await page.locator('form button[type=submit]').click();
    await page.locator('[aria-invalid=true]').first().waitFor();
    ({ violations } = await new AxeBuilder({ page }).analyze());
    assert.deepEqual(violations.map((v) => v.id), []);
    await context.close();
  });
}

// Issue 7: the search finds the University of Melbourne by its Chinese name and by its abbreviation,
// with the mouse and with the keyboard only.
for (const makeDriver of [mouse, keyboard]) {
  for (const query of ['墨尔本', 'unimelb']) {
    test(`finds the University of Melbourne by "${query}" (${makeDriver({}).name})`, async () => {
      const context = await e2e.browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(e2e.server.base + '/college_list');
      const d = makeDriver(page);
      await d.pick(page.getByRole('combobox', { name: /School or payee/ }), query, /^University of Melbourne/);
      assert.equal(await page.getByTestId('selected-school').innerText(), 'Selected: University of Melbourne');
      await context.close();
    });
  }
}

// Issue 14 (search quality): traditional characters find the school and the zh-TW interface shows its
// traditional name; a short query lists no in-word matches.
test('墨爾本 in the zh-TW interface finds the University of Melbourne under its traditional name', async () => {
  const context = await e2e.browser.newContext({ locale: 'zh-TW' });
  const page = await context.newPage();
  await page.goto(e2e.server.base + '/college_list');
  const box = page.getByRole('combobox', { name: '學校或收款方' });
  await box.click();
  await box.pressSequentially('墨爾本');
  const option = page.getByRole('option', { name: /University of Melbourne/ }).first();
  await option.waitFor();
  assert.match(await option.innerText(), /墨爾本大學/);
  await context.close();
});

test('"ucl" lists University College London first and no names with "ucl" inside a word', async () => {
  const context = await e2e.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(e2e.server.base + '/college_list');
  const box = page.getByRole('combobox', { name: /School or payee/ });
  await box.click();
  await box.pressSequentially('ucl');
  await page.getByRole('option', { name: /University College London/ }).first().waitFor();
  const names = await page.getByRole('option').allInnerTexts();
  assert.match(names[0], /University College London/);
  assert.deepEqual(names.filter((name) => /[a-z]ucl/i.test(name)), []);
  await context.close();
});

// Issue 14 item 2: registration goes on with a school the list does not have (keyboard only). The name
// typed into the search survives ticking "not in the list"; staff get a school request.
test('a new payer registers with an unlisted school, keyboard only', async () => {
  const { context, page, errors } = await openPage(e2e.browser, e2e.server.base + '/');
  const d = keyboard(page);
  await openLogin(page, d);
  await smsLogin(page, d, e2e.server.base, '13700137014');
  const form = page.getByRole('dialog', { name: 'Complete your registration' });
  await form.waitFor();
  await d.check(form.getByRole('radio', { name: 'Student' }));
  await d.fill(form.getByRole('textbox', { name: /Real name/ }), '周小舟');
  await d.fill(form.getByRole('combobox', { name: /School/ }), 'Ashgrove College of Music');
  // The open list hides the rest of the dialog from assistive technology (react-aria): Escape closes
  // the list only, and the dialog stays with everything typed.
  await form.getByRole('option').first().waitFor();
  await page.keyboard.press('Escape');
  await d.check(form.getByRole('checkbox', { name: 'My school is not in the list' }));
  const typed = form.getByRole('textbox', { name: /School/ });
  assert.equal(await typed.inputValue(), 'Ashgrove College of Music');
  await d.select(form.getByRole('combobox', { name: /Study stage/ }), 'Undergraduate');
  await d.fill(form.getByRole('textbox', { name: /E-mail/ }), 'zhou.xiaozhou@example.com');
  await d.check(form.getByRole('checkbox', { name: /I have read and agree/ }));
  await d.click(form.getByRole('button', { name: 'Next' }));
  const done = page.getByRole('dialog', { name: 'Registration successful' });
  await done.waitFor();
  await d.click(done.getByRole('button', { name: 'Start' }));
  await expectLoggedIn(page, '周小舟');
  const requests = (await (await fetch(`${e2e.server.base}/dev/outbox.json`)).json()).filter((m) => m.to === 'service@edupay.localhost' && /school request #\d+: Ashgrove College of Music$/.test(m.subject ?? ''));
  assert.equal(requests.length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});
