// The user centre end to end (spec 001 section 2: basic info with an edit modal, customer-manager card)
// against the real server and a fresh embedded database: a user registered by SMS through the login
// dialog opened by `/?need_login=yes` sees their phone masked, edits the contact number, and finds it
// kept after a reload; the page and its dialog are axe-clean in English and in simplified Chinese.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mouse } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { expectLoggedIn, expectNoAxeViolations, loginDialog, openPage, registerStudent, smsLogin } from './account.mjs';

const e2e = serverAndBrowser();

const who = { phone: '13700137005', name: '林小雨', email: 'linxiaoyu@example.com' };
const maskedPhone = `+86 ${who.phone.slice(0, 3)}****${who.phone.slice(-4)}`;

const basicInfo = (page) => page.getByRole('region', { name: /^(Basic information|基本信息)$/ });
/** The value shown for a term of the basic-info card. */
const shown = (page, term) => basicInfo(page).locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd');

describe('user centre', () => {
  test('a guest sent to /user_center is asked to log in first', async () => {
    const { context, page, errors } = await openPage(e2e.browser, e2e.server.base + '/user_center');
    try {
      await page.waitForURL(/\/\?need_login=yes$/);
      await loginDialog(page).getByRole('heading', { name: 'Log in with an SMS code' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('register by SMS, see the masked phone, edit the contact, keep it after a reload; axe-clean in en and zh-CN', async () => {
    const { context, page, errors } = await openPage(e2e.browser, e2e.server.base + '/?need_login=yes');
    const d = mouse(page);
    try {
      await loginDialog(page).getByRole('heading', { name: 'Log in with an SMS code' }).waitFor();
      await smsLogin(page, d, e2e.server.base, who.phone);
      await registerStudent(page, d, { name: who.name, email: who.email, schoolQuery: 'unimelb', school: /University of Melbourne/ });
      await expectLoggedIn(page, who.name);

      // From the user menu, as a user finds it.
      await d.menu(page.getByRole('banner').getByRole('button', { name: `Account: ${who.name}` }), 'User centre');
      await page.waitForURL(/\/user_center$/);
      await page.getByRole('heading', { level: 1, name: 'User centre' }).waitFor();
      await basicInfo(page).waitFor();
      assert.equal(await shown(page, 'Mobile number').innerText(), maskedPhone);
      assert.equal(await shown(page, 'E-mail').innerText(), 'l***u@example.com');
      assert.equal(await shown(page, 'Name').first().innerText(), who.name);
      // What the page shows, without the kit's live regions (they hold what was last spoken, e.g. the
      // earlier "code sent to" announcement; clearing them after speaking is a kit follow-up).
      const shownText = await page.evaluate(() => {
        const copy = document.body.cloneNode(true);
        copy.querySelectorAll('[aria-live]').forEach((region) => region.remove());
        return copy.textContent ?? '';
      });
      assert.ok(!shownText.includes(who.phone), 'the whole number is nowhere on the page');
      // The manager's card: messaging id, phone, the Beijing-time hours and e-mail.
      const card = page.getByRole('region', { name: 'Your payment specialist' });
      await card.getByRole('img', { name: /^QR code to add / }).waitFor();
      assert.match(await card.innerText(), /WeChat ID\s+edupay_/);
      assert.match(await card.innerText(), /Mon–Fri 9:00–17:00 \(Beijing time\)/);
      assert.match(await card.innerText(), /@edupay\.example/);
      // My Orders: none yet, so its empty state offers Pay Now (the order journey fills it: order-journey.test.mjs).
      const orders = page.getByRole('region', { name: 'My Orders' });
      await orders.getByText('No ongoing orders').waitFor();
      assert.equal(await orders.getByRole('link', { name: 'Pay Now' }).getAttribute('href'), '/college_list');
      await expectNoAxeViolations(page);

      // The edit dialog. The first save is tampered with on the way (as a client whose rules drifted from
      // the server's would send it): the real server refuses it, and its message shows beside the
      // enrolment with nothing typed lost. The second save goes through.
      await d.click(basicInfo(page).getByRole('button', { name: 'Edit' }));
      const dialog = page.getByRole('dialog', { name: 'Edit basic information' });
      await dialog.waitFor();
      await expectNoAxeViolations(page);
      const contact = dialog.getByRole('textbox', { name: /WeChat ID or contact number/ });
      await d.fill(contact, 'lin_xiaoyu');
      await d.select(dialog.getByRole('combobox', { name: /Month of enrolment/ }), 'February');
      const tamper = (route) =>
        route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), commencement_time: '2026/02' }) });
      await page.route('**/api/user/personal_info', tamper);
      await d.click(dialog.getByRole('button', { name: 'Save' }));
      await dialog.getByText('The year and month of enrolment has the wrong format').waitFor();
      await page.unroute('**/api/user/personal_info', tamper);
      assert.equal(await contact.inputValue(), 'lin_xiaoyu');
      assert.equal(await dialog.getByRole('combobox', { name: /Year of enrolment/ }).getAttribute('aria-invalid'), 'true');
      await d.click(dialog.getByRole('button', { name: 'Save' }));
      await page.locator('[data-slot="toast-message"]', { hasText: 'Your details have been saved' }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await shown(page, 'WeChat ID or contact number').innerText(), 'lin_xiaoyu');
      assert.match(await shown(page, 'Enrolment').innerText(), /^February \d{4}$/);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'User centre' }).waitFor();
      await basicInfo(page).waitFor();
      assert.equal(await shown(page, 'WeChat ID or contact number').innerText(), 'lin_xiaoyu');

      // In simplified Chinese: the language switch reloads the user centre itself (issue 14: context kept).
      await page.getByRole('button', { name: 'Language: English' }).click();
      await page.getByRole('menuitemradio', { name: '简体中文' }).click();
      await page.waitForURL(/\/user_center$/);
      await page.getByRole('heading', { level: 1, name: '个人中心' }).waitFor();
      await basicInfo(page).waitFor();
      assert.equal(await shown(page, '手机号码').innerText(), maskedPhone);
      assert.equal(await shown(page, '身份').innerText(), '学生本人');
      assert.equal(await shown(page, '微信号或联系电话').innerText(), 'lin_xiaoyu');
      const cardZh = await page.getByRole('region', { name: '您的缴费专员' }).innerText();
      assert.match(cardZh, /周一至周五 9:00–17:00（北京时间）/);
      // The specialist's name in Chinese in the Chinese interface (docs/glossary.md), not "Jing Wang".
      assert.match(cardZh, /姓名\s+\p{Script=Han}{2,3}\s/u);
      await expectNoAxeViolations(page);
      await d.click(basicInfo(page).getByRole('button', { name: '编辑' }));
      await page.getByRole('dialog', { name: '编辑基本信息' }).waitFor();
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
