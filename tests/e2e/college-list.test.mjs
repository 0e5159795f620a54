// /college_list against the real server and the real institution data: search by Chinese name, pick by
// keyboard, and the not-found page (spec 000 sections 2 and 4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
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

test('/not_institution explains what to do', async () => {
  const context = await e2e.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(e2e.server.base + '/not_institution?country=CHN');
  await page.getByRole('heading', { name: 'Your school is not in our list yet' }).waitFor();
  const { violations } = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(violations.map((v) => v.id), []);
  await context.close();
});

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
