// Payees and Coupons in the operations console (issue 18 item 4) end to end against the real server.
// The admin (password and TOTP), keyboard only, in English: finds Imperial College London, reads its
// accounts, adds one (a wrong IBAN is refused at its field, focus there, nothing typed lost), then
// deactivates it with a reason; it stays listed as deactivated and the payers' /other/select_account no
// longer offers it; reactivated with a reason, it is offered again. Finance, with the mouse, in simplified Chinese: sees the payees read-only, issues a
// coupon to the demo payer (a past day refused at the field first), and disables it. axe-clean on every
// state in both languages.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mouse } from './drivers.mjs';
import { serverAndBrowser } from './harness.mjs';
import { expectNoAxeViolations } from './account.mjs';
import { ADMIN, EN, FINANCE, ZH, staffLogin } from './ops.mjs';

const e2e = serverAndBrowser();

describe('payees and coupons in the operations console', () => {
  test('the admin adds, deactivates and reactivates a payee account with the keyboard (en), axe-clean', async () => {
    const base = e2e.server.base;
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/ops`);
      const k = await staffLogin(page, ADMIN, EN);
      await page.getByText('Signed in as').first().waitFor();
      await k.click(page.getByRole('button', { name: 'Payees', exact: true }));
      await page.getByRole('heading', { name: 'Payees and their accounts', level: 2 }).waitFor();
      await k.fill(page.getByRole('textbox', { name: 'Institution' }), 'Imperial College');
      await page.keyboard.press('Enter');
      await k.click(page.getByRole('button', { name: 'Show accounts of Imperial College London' }));
      await page.getByRole('rowheader', { name: /DEMO-GB-IMPERIAL-COLLEGE-LONDON/ }).waitFor();
      await expectNoAxeViolations(page);
      const before = await page.getByTestId('ops-payee-account').count();

      await k.click(page.getByRole('button', { name: 'Add an account' }));
      await page.getByRole('heading', { name: 'New account' }).waitFor();
      await k.fill(page.getByRole('textbox', { name: 'Account (beneficiary) name' }), 'IMPERIAL COLLEGE LONDON');
      await k.fill(page.getByRole('textbox', { name: 'Bank name' }), 'Lloyds Bank PLC');
      await k.fill(page.getByRole('textbox', { name: 'Bank address' }), '25 Gresham Street, London EC2V 7HN, United Kingdom');
      await k.fill(page.getByRole('textbox', { name: 'Account number' }), '07232136');
      await k.fill(page.getByRole('textbox', { name: /^Currency/ }), 'GBP');
      await k.fill(page.getByRole('textbox', { name: /^Country/ }), 'GBR');
      await k.fill(page.getByRole('textbox', { name: 'SWIFT/BIC' }), 'LOYDGB2L');
      await k.fill(page.getByRole('textbox', { name: 'Sort code' }), '303648');
      const iban = page.getByRole('textbox', { name: 'IBAN' });
      await k.fill(iban, 'GB80LOYD30364807232137'); // wrong check digits
      await k.check(page.getByRole('checkbox', { name: 'Tuition' }));
      await k.check(page.getByRole('checkbox', { name: 'Orders wait for review before payment' }));
      await k.click(page.getByRole('button', { name: 'Save the account' }));
      await page.waitForFunction(() => document.activeElement?.id === 'ops-payee-iban');
      assert.equal(await iban.getAttribute('aria-invalid'), 'true');
      assert.equal(await iban.inputValue(), 'GB80LOYD30364807232137', 'nothing typed is lost');
      await expectNoAxeViolations(page);
      await k.fill(iban, 'GB80LOYD30364807232136');
      await k.click(page.getByRole('button', { name: 'Save the account' }));
      const saved = page.getByText(/^Account OPS-GB-[0-9A-F]{8} saved\.$/).first();
      await saved.waitFor();
      const code = (await saved.innerText()).match(/OPS-GB-[0-9A-F]{8}/)[0];
      await page.getByRole('rowheader', { name: new RegExp(code) }).waitFor();
      assert.equal(await page.getByTestId('ops-payee-account').count(), before + 1);
      await expectNoAxeViolations(page);

      // Deactivate it: a reason is asked first.
      await k.click(page.getByRole('button', { name: `Deactivate ${code}` }));
      await page.getByText('Orders already placed keep their copy of the account.', { exact: false }).first().waitFor();
      await k.click(page.getByRole('button', { name: 'Deactivate', exact: true }));
      await page.getByText('Say why').first().waitFor();
      await k.fill(page.getByRole('textbox', { name: 'Reason' }), 'Opened by mistake');
      await page.keyboard.press('Enter');
      await page.getByText(`Account ${code} deactivated.`).first().waitFor();
      const row = page.getByTestId('ops-payee-account').filter({ hasText: code });
      await row.filter({ hasText: 'Deactivated' }).waitFor();
      assert.equal(await row.getAttribute('data-active'), '0');
      await expectNoAxeViolations(page);
      // Payers are no longer offered it.
      const institutionId = await page.evaluate(async () => {
        const answer = await fetch('/api/ops/payee_search?q=Imperial%20College', { headers: { authorization: sessionStorage.getItem('edupay-ops-token') ?? '' } });
        return (await answer.json()).data.list.find((i) => i.en === 'Imperial College London').id;
      });
      const offered = await (await fetch(`${base}/api/other/select_account?institution_id=${institutionId}`)).json();
      assert.equal(offered.status_code, 200);
      assert.ok(offered.data.list.some((a) => a.code === 'DEMO-GB-IMPERIAL-COLLEGE-LONDON'));
      assert.ok(!offered.data.list.some((a) => a.code === code));

      // Reactivate it (deactivated by mistake): a reason again, then payers are offered it once more.
      await k.click(page.getByRole('button', { name: `Reactivate ${code}` }));
      await page.getByRole('heading', { name: `Reactivate this account? ${code}` }).waitFor();
      await expectNoAxeViolations(page);
      await k.fill(page.getByRole('textbox', { name: 'Reason' }), 'Deactivated in error');
      await k.click(page.getByRole('button', { name: 'Reactivate', exact: true }));
      await page.getByText(`Account ${code} reactivated.`).first().waitFor();
      await row.filter({ hasText: 'Active' }).waitFor();
      assert.equal(await row.getAttribute('data-active'), '1');
      const again = await (await fetch(`${base}/api/other/select_account?institution_id=${institutionId}`)).json();
      assert.ok(again.data.list.some((a) => a.code === code));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('finance reads payees and issues then disables a coupon with the mouse (zh-CN), axe-clean', async () => {
    const base = e2e.server.base;
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh-CN', url: base }]);
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/ops`);
      await staffLogin(page, FINANCE, ZH);
      const m = mouse(page);
      await m.click(page.getByRole('button', { name: '收款方', exact: true }));
      await page.getByRole('heading', { name: '收款方及其账户', level: 2 }).waitFor();
      await page.getByText('只有管理员可以修改', { exact: false }).waitFor();
      await m.fill(page.getByRole('textbox', { name: '机构' }), '帝国理工');
      await m.click(page.getByRole('button', { name: '搜索', exact: true }));
      await m.click(page.getByRole('button', { name: /^查看Imperial College London的账户$/ }));
      await page.getByRole('rowheader', { name: /DEMO-GB-IMPERIAL-COLLEGE-LONDON/ }).waitFor();
      assert.equal(await page.getByRole('button', { name: '添加账户' }).count(), 0, 'finance cannot edit');
      await expectNoAxeViolations(page);

      await m.click(page.getByRole('button', { name: '优惠券', exact: true }));
      await page.getByRole('heading', { name: '发放优惠券' }).waitFor();
      await expectNoAxeViolations(page);
      await m.fill(page.getByRole('textbox', { name: '名称（英文）' }), 'E2E coupon');
      await m.fill(page.getByRole('textbox', { name: '名称（简体中文）' }), '测试优惠券');
      await m.fill(page.getByRole('textbox', { name: '名称（繁体中文）' }), '測試優惠券');
      await m.fill(page.getByRole('textbox', { name: /^金额/ }), '5000');
      const until = page.getByRole('textbox', { name: /^有效期最后一天/ });
      await m.fill(until, '2020-01-01');
      await m.fill(page.getByRole('textbox', { name: /^指定付款人手机号/ }), '13700000001');
      await m.click(page.getByRole('button', { name: '发放', exact: true }));
      await page.getByText('有效期最后一天须为今天或以后（北京时间）').first().waitFor();
      assert.equal(await until.evaluate((el) => el === document.activeElement), true, 'focus on the day');
      await expectNoAxeViolations(page);
      await m.fill(until, '2099-12-31');
      await m.click(page.getByRole('button', { name: '发放', exact: true }));
      await page.getByText('已发放 1 张优惠券。').first().waitFor();
      const row = page.getByTestId('ops-coupon-row').filter({ hasText: '测试优惠券' });
      await row.filter({ hasText: '50.00 CNY' }).waitFor();
      await expectNoAxeViolations(page);
      await m.click(page.getByRole('button', { name: '停用 测试优惠券' }));
      await m.fill(page.getByRole('textbox', { name: '原因' }), '活动提前结束');
      await m.click(page.getByRole('button', { name: '停用', exact: true }));
      await page.getByText('已停用 1 张未使用的优惠券。').first().waitFor();
      await row.filter({ hasText: '已停用' }).waitFor();
      await expectNoAxeViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
