// Issue 15 item 5 end to end, against the real server and its demo payee accounts: a logged-in payer
// searches a school, picks its account, fills the three sections of the order form (the Pinyin filled
// in from a Chinese name), reloads mid-form and finds every field again, confirms, and the order is in
// their order list. With the mouse and with the keyboard only; the pages are axe-clean in en and zh-CN.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keyboard, mouse } from './drivers.mjs';
import { personArrives, serverAndBrowser, watchPage } from './harness.mjs';
import { expectNoAxeViolations, loginDialog, smsLogin } from './account.mjs';
import { loggedInContext, registeredUser } from './api-user.mjs';
import { field, fillStudentAndPayer, submittedTitle } from './order-form.mjs';

const e2e = serverAndBrowser();

/** The caller's orders, asked of the API with the session token. */
async function ordersOf(token) {
  const res = await fetch(`${e2e.server.base}/api/user/order_list?type=ongoing`, { headers: { authorization: token } });
  const json = await res.json();
  assert.equal(json.status_code, 200, json.message);
  return json.data.list;
}

describe('order journey', () => {
  for (const makeDriver of [mouse, keyboard]) {
    test(`search → account → order with a Chinese name → reload keeps it → confirm → in the order list (${makeDriver({}).name})`, async () => {
      const { token } = await registeredUser(e2e.server.base, { name: '李雷' });
      const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'en-US' });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const d = makeDriver(page);
      try {
        await page.goto(e2e.server.base + '/college_list');
        await d.pick(page.getByRole('combobox', { name: /School or payee/ }), 'ucl', /University College London/);
        await d.click(page.getByRole('link', { name: 'Make a Payment' }));

        await page.waitForURL(/\/select_account\?institution_id=/);
        await page.getByRole('heading', { name: 'UNIVERSITY COLLEGE LONDON' }).waitFor();
        await d.click(page.getByRole('button', { name: 'Make Payment' }));

        await page.waitForURL(/\/order\?account_id=\d+$/);
        await page.getByRole('heading', { level: 1, name: /^Pay University College London/ }).waitFor();
        await d.check(page.getByRole('checkbox', { name: 'Tuition' }));
        await d.fill(field(page, 'Payment amount (GBP)'), '12000.00');
        await fillStudentAndPayer(page, d);

        // A reload mid-form brings every field back (the tab's copy, and the server's draft).
        await page.waitForTimeout(1200);
        await page.reload();
        await page.getByTestId('order-restored').waitFor();
        assert.ok(await page.getByRole('checkbox', { name: 'Tuition' }).isChecked());
        assert.equal(await field(page, 'Payment amount (GBP)').inputValue(), '12000.00');
        assert.equal(await field(page, 'Student’s Chinese name').inputValue(), '李雷');
        assert.equal(await field(page, 'Last name in Pinyin').inputValue(), 'LI');
        assert.equal(await field(page, 'Payer’s e-mail address').inputValue(), 'han.mei@example.com');
        assert.equal(await field(page, 'Student’s date of birth').inputValue(), '2005-01-01');
        assert.equal(await field(page, 'Relationship to the student').inputValue(), 'mother');

        // The draft saved after this last tick is held on its way while the payer submits: the order
        // waits for it, so the submission's deletion of the draft comes last.
        await page.route('**/api/order/save_draft', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2500));
          await route.continue().catch(() => undefined);
        });
        const lastSave = page.waitForRequest('**/api/order/save_draft');
        await d.check(page.getByRole('checkbox', { name: /payment advisory agreement/ }));
        const heldSave = await lastSave;
        await d.click(page.getByRole('button', { name: 'Submit order' }));
        const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
        await dialog.waitFor();
        assert.match(await dialog.innerText(), /UNIVERSITY COLLEGE LONDON[\s\S]*£12,000\.00[\s\S]*李雷 LEI LI[\s\S]*韩梅/);
        // Return to Edit keeps everything; submitting again reopens the confirm step.
        await d.click(dialog.getByRole('button', { name: 'Return to Edit' }));
        await dialog.waitFor({ state: 'hidden' });
        assert.equal(await field(page, 'Payment amount (GBP)').inputValue(), '12000.00');
        await d.click(page.getByRole('button', { name: 'Submit order' }));
        await d.click(dialog.getByRole('button', { name: 'Confirm' }));
        await submittedTitle(page).waitFor();
        assert.ok(await page.getByRole('button', { name: 'Submitted successfully' }).isDisabled());

        const list = await ordersOf(token);
        assert.equal(list.length, 1, 'one order');
        await heldSave.response();
        const draft = await (await fetch(`${e2e.server.base}/api/order/get_draft?account_id=${new URL(page.url()).searchParams.get('account_id')}`, { headers: { authorization: token } })).json();
        assert.equal(draft.data.values, null, 'the placed order left no draft');
        assert.equal(list[0].institution, 'University College London, University of London');
        assert.equal(list[0].amount, '12000.00');
        await d.click(page.getByRole('link', { name: 'Go to My Orders' }));
        await page.waitForURL(/\/user_center$/);
        // The user centre's My Orders lists it, with its number and amount.
        const mine = page.getByTestId('my-order');
        await mine.first().waitFor();
        assert.equal(await mine.count(), 1);
        assert.match(await mine.innerText(), new RegExp(`University College London[\\s\\S]*Order ${list[0].order_no}[\\s\\S]*£12,000\\.00[\\s\\S]*Waiting for your payment`));
        await expectNoAxeViolations(page);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  // Issue 15: anonymous users may place orders (spec 001 section 2). Submitting asks for the phone; its SMS
  // code is the proof; the payer need not register to place the order, and registering later with the
  // same number shows it in their orders.
  test('an anonymous payer places an order with SMS proof and sees it after registering with that phone', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const d = mouse(page);
    const phone = '13700137021';
    try {
      await page.goto(e2e.server.base + '/college_list');
      await d.pick(page.getByRole('combobox', { name: /School or payee/ }), 'ucl', /University College London/);
      await d.click(page.getByRole('link', { name: 'Make a Payment' }));
      await d.click(page.getByRole('button', { name: 'Make Payment' }));
      await page.waitForURL(/\/order\?account_id=\d+$/);
      await d.check(page.getByRole('checkbox', { name: 'Tuition' }));
      await d.fill(field(page, 'Payment amount (GBP)'), '9000.00');
      await fillStudentAndPayer(page, d);
      await d.check(page.getByRole('checkbox', { name: /payment advisory agreement/ }));
      await d.click(page.getByRole('button', { name: 'Submit order' }));
      const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
      await d.click(confirm.getByRole('button', { name: 'Confirm' }));
      // No session with a proven phone: the login dialog asks for one; the form stays behind it.
      await loginDialog(page).waitFor();
      await smsLogin(page, d, e2e.server.base, phone);
      const registration = page.getByRole('dialog', { name: 'Complete your registration' });
      await registration.waitFor();
      // Behind the dialogs the form never turned red; registering would not ask again for what the order holds.
      assert.equal(await page.getByRole('button', { name: 'Submit failed: try again' }).count(), 0);
      assert.equal(await page.locator('[data-slot="order-notice"]').count(), 0);
      assert.equal(await registration.getByRole('textbox', { name: /^E-mail address/ }).inputValue(), 'han.mei@example.com');
      assert.match(await registration.getByRole('combobox', { name: /^School/ }).inputValue(), /University College London/);
      // Ordering without an account: the submission goes on by itself once the phone is proven.
      await d.click(registration.getByRole('button', { name: 'Place the order without registering' }));
      await registration.waitFor({ state: 'detached' });
      await page.getByText('Number verified: your order is being placed').first().waitFor();
      const placed = await submittedTitle(page).innerText({ timeout: 15_000 });
      assert.equal(await field(page, 'Payment amount (GBP)').inputValue(), '9000.00');
      const orderNo = placed.match(/EP\d+/)[0];
      // Still anonymous: the header offers Log in.
      assert.ok(await page.getByRole('banner').getByRole('button', { name: 'Log in' }).isVisible());

      // Later, the payer registers with the same number: the order is theirs.
      const { token } = await registeredUser(e2e.server.base, { name: '韩梅', phone });
      const list = await ordersOf(token);
      assert.deepEqual(list.map((o) => [o.order_no, o.amount]), [[orderNo, '9000.00']]);
      const later = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'en-US' });
      const centre = await later.newPage();
      await centre.goto(e2e.server.base + '/user_center');
      await centre.getByText(orderNo).first().waitFor();
      await later.close();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("a first visit's order form is in the HTML, its fields closed until the app hydrates it without asking again; a reload brings back what was typed", async () => {
    const html = await (await fetch(`${e2e.server.base}/order?account_id=15`, { headers: { accept: 'text/html', cookie: 'language=en' } })).text();
    assert.match(html, /<h1[^>]*>Pay University College London/, 'the payee in the HTML');
    assert.match(html, /<fieldset disabled="" class="min-w-0"><form[^>]*data-slot="order-form"/, 'the form in the HTML, its fields disabled');
    assert.match(html, /<script type="application\/json" id="page-data">\{"order_info\|en\|15\|0":/);
    const context = await e2e.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { logged, calls } = watchPage(page);
    try {
      await page.goto(e2e.server.base + '/order?account_id=15&lang=en');
      const amount = field(page, 'Payment amount (GBP)');
      assert.equal(await amount.isDisabled(), true, 'no text taken that the app would drop');
      await expectNoAxeViolations(page);
      const form = await page.locator('[data-slot="order-form"]').elementHandle();
      await personArrives(page);
      await page.waitForFunction(() => document.querySelector('#root fieldset[disabled]') === null);
      assert.ok(await form.evaluate((node) => node.isConnected), "the server's form is the hydrated one");
      assert.deepEqual(calls.filter((path) => path !== '/api/get_config'), [], 'order_info not asked again');
      await amount.fill('12000.00');
      await field(page, 'Student ID or application number').fill('100234567');
      await page.reload();
      await personArrives(page);
      await page.getByTestId('order-restored').waitFor();
      assert.equal(await amount.inputValue(), '12000.00');
      assert.equal(await field(page, 'Student ID or application number').inputValue(), '100234567');
      assert.deepEqual(logged, []);
      // The server's form in Chinese, before the app: axe-clean too.
      const chinese = await context.browser().newContext({ locale: 'zh-CN' });
      const first = await chinese.newPage();
      await first.goto(e2e.server.base + '/order?account_id=15&lang=zh-CN');
      await first.getByRole('heading', { level: 1, name: /^向.*缴费$/ }).waitFor();
      assert.equal(await first.locator('#root fieldset[disabled]').count(), 1);
      await expectNoAxeViolations(first);
      await chinese.close();
    } finally {
      await context.close();
    }
  });

  test('bad input: the first error gets focus with its message; a refusal of the server is shown at its field; nothing typed is lost', async () => {
    const { token } = await registeredUser(e2e.server.base, { name: '单田芳' });
    const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'en-US' });
    const page = await context.newPage();
    const d = mouse(page);
    try {
      await page.goto(e2e.server.base + '/order?account_id=15');
      await page.getByRole('heading', { level: 1, name: /^Pay University College London/ }).waitFor();
      await d.fill(field(page, 'Payment amount (GBP)'), '12000.00');
      await d.click(page.getByRole('button', { name: 'Submit order' }));
      // Purposes come first on screen: focus goes to its first box, the group is described by the message.
      const tuition = page.getByRole('checkbox', { name: 'Tuition' });
      await page.waitForFunction(() => document.activeElement?.closest('[data-slot="order-purposes"]') !== null);
      assert.match(await page.locator('[data-slot="order-purposes"]').innerText(), /Please select/i);
      assert.equal(await field(page, 'Payment amount (GBP)').inputValue(), '12000.00');

      // WANG is no reading of 单田芳: the server (which knows every spelling, SHAN and DAN) refuses it at the Pinyin field.
      await d.check(tuition);
      await fillStudentAndPayerWithName(page, d);
      await d.check(page.getByRole('checkbox', { name: /payment advisory agreement/ }));
      await d.click(page.getByRole('button', { name: 'Submit order' }));
      await d.click(page.getByRole('dialog', { name: 'Confirm your order' }).getByRole('button', { name: 'Confirm' }));
      const pinyin = field(page, 'Last name in Pinyin');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
      assert.equal(await pinyin.evaluate((el) => el === document.activeElement), true);
      assert.match(await page.locator(`[id="${await pinyin.getAttribute('id')}-error"]`).innerText(), /SHAN/);
      assert.equal(await pinyin.inputValue(), 'WANG');
      assert.ok(await page.getByRole('button', { name: 'Submit failed: try again' }).isVisible());
      await expectNoAxeViolations(page);
      assert.equal((await ordersOf(token)).length, 0);
    } finally {
      await context.close();
    }
  });

  test('a submit whose answer is lost, retried (and after a reload), places one order', async () => {
    const { token } = await registeredUser(e2e.server.base, { name: '李雷' });
    const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'en-US' });
    const page = await context.newPage();
    const d = mouse(page);
    const keys = [];
    // The first submit reaches the server (the order is placed), but its answer never reaches the page.
    let lose = true;
    await page.route('**/api/order/order_submit', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      const response = await route.fetch();
      if (lose) {
        lose = false;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    });
    try {
      await page.goto(e2e.server.base + '/order?account_id=15');
      await page.getByRole('heading', { level: 1, name: /^Pay University College London/ }).waitFor();
      await d.check(page.getByRole('checkbox', { name: 'Tuition' }));
      await d.fill(field(page, 'Payment amount (GBP)'), '12000.00');
      await fillStudentAndPayer(page, d);
      await d.check(page.getByRole('checkbox', { name: /payment advisory agreement/ }));
      await d.click(page.getByRole('button', { name: 'Submit order' }));
      await d.click(page.getByRole('dialog', { name: 'Confirm your order' }).getByRole('button', { name: 'Confirm' }));
      await page.getByText('Network connection abnormal. Your entries are kept: please try again.').waitFor();
      assert.equal((await ordersOf(token)).length, 1, 'the lost submit placed the order');
      // A reload keeps the form and its key: the retry replays the placed order.
      await page.waitForTimeout(1200);
      await page.reload();
      await page.getByTestId('order-restored').waitFor();
      await d.click(page.getByRole('button', { name: 'Submit order' }));
      await d.click(page.getByRole('dialog', { name: 'Confirm your order' }).getByRole('button', { name: 'Confirm' }));
      await submittedTitle(page).waitFor();
      assert.equal(keys.length, 2);
      assert.equal(keys[0], keys[1], 'one key for both attempts');
      const list = await ordersOf(token);
      assert.equal(list.length, 1, 'still one order');
      assert.match(await submittedTitle(page).innerText(), new RegExp(list[0].order_no));
    } finally {
      await context.close();
    }
  });

  test("living expenses without an approved tuition order: the spec's message at the purposes (zh-CN)", async () => {
    const { token } = await registeredUser(e2e.server.base, { name: '李雷' });
    const oxford = await (await fetch(`${e2e.server.base}/api/order/order_info?account_id=DEMO-GB-UNIVERSITY-OF-OXFORD`)).json();
    const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale: 'zh-CN' });
    const page = await context.newPage();
    const d = keyboard(page);
    try {
      await page.goto(`${e2e.server.base}/order?account_id=${oxford.data.account.id}`);
      await page.getByRole('heading', { level: 1, name: /^向牛津大学缴费$/ }).waitFor();
      await d.check(page.getByRole('checkbox', { name: '生活费' }));
      await d.fill(field(page, '缴费金额（GBP）'), '3000.00');
      await d.fill(field(page, '学生中文姓名'), '李雷');
      await d.fill(field(page, '学生身份证号'), '110105200501010012');
      await page.waitForFunction(() => document.querySelector('[data-slot="order-student-section"] input[autocapitalize]')?.value === 'LI');
      await d.fill(field(page, '学号或申请号'), 'S1234567');
      await d.select(field(page, '就读阶段'), '硕士');
      await d.select(field(page, '入学年份'), `${new Date().getFullYear() + 1}年`);
      await d.select(field(page, '入学月份'), '九月');
      await field(page, '学生出生日期').fill('2005-01-01');
      await d.select(field(page, '与学生的关系'), '母亲');
      await d.fill(field(page, '付款人中文姓名'), '韩梅');
      await d.fill(field(page, '付款人身份证号'), '110105197504020019');
      await d.fill(field(page, '付款人手机号码（+86）'), '13800138000');
      await d.fill(field(page, '付款人电子邮箱'), 'han.mei@example.com');
      await d.check(page.getByRole('checkbox', { name: /付款咨询协议/ }));
      await d.click(page.getByRole('button', { name: '提交订单' }));
      await d.click(page.getByRole('dialog', { name: '确认订单' }).getByRole('button', { name: '确认' }));
      const purposes = page.locator('[data-slot="order-purposes"]');
      await page.locator('[data-slot="order-purposes"][data-invalid]').waitFor();
      const message = (await purposes.innerText()).split('\n').at(-1);
      assert.match(message, /生活费汇款仅限有已审核学费缴纳记录的学生/, `the spec's living-expense message: ${message}`);
      await page.waitForFunction(() => document.activeElement?.closest('[data-slot="order-purposes"]') !== null);
      assert.equal((await ordersOf(token)).length, 0);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  for (const locale of ['zh-CN', 'en-US']) {
    test(`/select_account and /order are axe-clean (${locale})`, async () => {
      const { token } = await registeredUser(e2e.server.base);
      const context = await loggedInContext(e2e.browser, e2e.server.base, token, { locale });
      const page = await context.newPage();
      try {
        await page.goto(e2e.server.base + '/select_account?institution_id=U005DDB19F1');
        await page.locator('[data-slot="payee-account-card"]').waitFor();
        await expectNoAxeViolations(page);
        await page.goto(e2e.server.base + '/order?account_id=15');
        await page.locator('[data-slot="order-form"]').waitFor();
        await expectNoAxeViolations(page);
        // With every error shown.
        await page.locator('[data-slot="order-submit"]').click();
        await page.locator('[data-slot="order-purposes"][data-invalid]').waitFor();
        await expectNoAxeViolations(page);
        await page.goto(e2e.server.base + '/select_account?institution_id=UD6A58E6218');
        await page.locator('[data-slot="empty-state"]').waitFor();
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });
  }
});

/** The student 单田芳 with a Pinyin surname the payer typed wrong (WANG). */
async function fillStudentAndPayerWithName(page, d) {
  await d.fill(field(page, 'Student’s Chinese name'), '单田芳');
  await d.fill(field(page, 'Student’s ID card number'), '110105200501010012');
  await page.waitForFunction(() => document.querySelector('[data-slot="order-student-section"] input[autocapitalize]')?.value === 'SHAN');
  await d.fill(field(page, 'Last name in Pinyin'), 'WANG');
  await d.fill(field(page, 'English last name'), 'WANG');
  await d.fill(field(page, 'Student ID or application number'), '100234567');
  await d.select(field(page, 'Study stage'), "Master's");
  await d.select(field(page, 'Year of admission'), String(new Date().getFullYear() + 1));
  await d.select(field(page, 'Month of admission'), 'September');
  await field(page, 'Student’s date of birth').fill('2005-01-01');
  await d.select(field(page, 'Relationship to the student'), 'Mother');
  await d.fill(field(page, 'Payer’s Chinese name'), '韩梅');
  await d.fill(field(page, 'Payer’s ID card number'), '110105197504020019');
  await d.fill(field(page, 'Payer’s mobile number (+86)'), '13800138000');
  await d.fill(field(page, 'Payer’s e-mail address'), 'han.mei@example.com');
}
