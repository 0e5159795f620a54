// Two ways to operate the same journey: with the mouse (Playwright's click/fill) and with the keyboard
// only (Tab to the control, then type, Enter, Space or arrow keys), as issue 7 asks "each journey also
// done keyboard-only". A journey calls the driver, never page.click, so both runs walk the same steps.
import assert from 'node:assert/strict';

const MAX_TABS = 80;

/** Presses Tab (or Shift+Tab when `back`) until `locator` has focus. */
export async function tabTo(page, locator, { back = false } = {}) {
  const target = await locator.elementHandle();
  assert.ok(target, 'tabTo: the target exists');
  // A field of a prerendered page is disabled until the app hydrates it, and Tab passes over it: a person
  // waits for it to open, so does this (a click waits the same way).
  await target.waitForElementState('enabled');
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`could not reach ${locator} with ${MAX_TABS} Tab presses`);
}

/**
 * Asserts that focus comes back to `locator` after a layer closed. Radix and React Aria restore focus in
 * a later frame than the one that detaches the layer, which a loaded machine stretches: wait up to 5 s for it,
 * then fail (focus left on <body> still fails).
 */
export async function expectFocusReturnsTo(locator, message) {
  const back = await locator
    .evaluate(
      (el) =>
        new Promise((resolve) => {
          const deadline = Date.now() + 5000;
          const check = () => {
            if (el === document.activeElement) resolve(true);
            else if (Date.now() > deadline) resolve(false);
            else requestAnimationFrame(check);
          };
          check();
        }),
    )
    .catch(() => false);
  assert.ok(back, message);
}

/** Presses Tab until the focused element satisfies `test(activeElement, arg)` (run in the page). */
async function tabToMatching(page, test, arg) {
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await page.evaluate(([source, a]) => new Function('el', 'arg', `return (${source})(el, arg)`)(document.activeElement, a), [test.toString(), arg])) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`no element matched ${test} within ${MAX_TABS} Tab presses`);
}

export const mouse = (page) => ({
  name: 'mouse',
  click: (locator) => locator.click(),
  fill: (locator, text) => locator.fill(text),
  check: (locator) => locator.check(),
  select: (locator, label) => locator.selectOption({ label }),
  /** A react-aria combobox: type, then pick the option whose name matches. */
  pick: async (combobox, text, option) => {
    await combobox.fill(text);
    await page.getByRole('option', { name: option }).first().click();
  },
  menu: async (trigger, item) => {
    await trigger.click();
    await page.getByRole('menuitem', { name: item }).click();
  },
});

export const keyboard = (page) => ({
  name: 'keyboard',
  click: async (locator) => {
    await tabTo(page, locator);
    await page.keyboard.press('Enter');
  },
  fill: async (locator, text) => {
    await tabTo(page, locator);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  },
  check: async (locator) => {
    if ((await locator.getAttribute('type')) === 'radio') {
      // A radio group is one Tab stop (the checked radio, or the first); arrows move the choice.
      const name = await locator.getAttribute('name');
      await tabToMatching(page, (el, group) => el.type === 'radio' && el.name === group, name);
      for (let i = 0; i < 10 && !(await locator.isChecked()); i += 1) await page.keyboard.press('ArrowRight');
    } else {
      await tabTo(page, locator);
      if (!(await locator.isChecked())) await page.keyboard.press('Space');
    }
    assert.ok(await locator.isChecked());
  },
  /**
   * A native select: arrow keys move the choice without opening the list (one key, then let React settle).
   * Judged by the chosen option's text, not its index: a select whose "Please select" placeholder goes
   * away once a value is chosen shifts every index by one after the first key.
   */
  select: async (locator, label) => {
    await tabTo(page, locator);
    const chosen = () => locator.evaluate((el) => ({ at: el.selectedIndex, labels: [...el.options].map((o) => o.text.trim()) }));
    for (let i = 0; i < 40; i += 1) {
      const { at, labels } = await chosen();
      const want = labels.indexOf(label);
      assert.ok(want >= 0, `option ${label}`);
      if (at === want) break;
      await page.keyboard.press(want > at ? 'ArrowDown' : 'ArrowUp');
      await page.waitForTimeout(50);
    }
    const { at, labels } = await chosen();
    assert.equal(labels[at], label);
  },
  pick: async (combobox, text, option) => {
    await tabTo(page, combobox);
    await page.keyboard.type(text);
    const wanted = page.getByRole('option', { name: option }).first();
    await wanted.waitFor();
    const wantedId = await wanted.getAttribute('id');
    // Down through the list until the wanted option is the active descendant, then Enter.
    for (let i = 0; i < 20 && (await combobox.getAttribute('aria-activedescendant')) !== wantedId; i += 1) await page.keyboard.press('ArrowDown');
    assert.equal(await combobox.getAttribute('aria-activedescendant'), wantedId);
    await page.keyboard.press('Enter');
  },
  /** A menu button: Enter opens it with focus on the first item; arrows move; Enter chooses. */
  menu: async (trigger, item) => {
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const wanted = page.getByRole('menuitem', { name: item });
    await wanted.waitFor();
    for (let i = 0; i < 12 && !(await wanted.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  },
});
