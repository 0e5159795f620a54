// Steps of the order form (spec 001 section 2) that several journeys walk, written once against a
// driver (drivers.mjs): fields found by their labels, the student and payer sections filled in.
import assert from 'node:assert/strict';
import { tabTo } from './drivers.mjs';

export const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label; a required field's name ends with the kit's marker ("(required)", "（必填）"). */
export const field = (page, label) => page.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?(\\s*[(（][^)）]+[)）])?$`));
/** A date input: the mouse run fills the ISO value; the keyboard run types the en-US segments. */
export async function fillDate(page, d, locator, iso) {
  if (d.name === 'mouse') return locator.fill(iso);
  const [y, m, day] = iso.split('-');
  await tabTo(page, locator);
  await page.keyboard.type(`${m}${day}${y}`);
}

export async function fillStudentAndPayer(page, d) {
  await d.fill(field(page, 'Student’s Chinese name'), '李雷');
  // Leaving the name asks name_conversion: the Pinyin and the English name are filled in.
  await d.fill(field(page, 'Student’s ID card number'), '110105200501010012');
  await page.waitForFunction(() => document.querySelector('[data-slot="order-student-section"] input[autocapitalize]')?.value === 'LI');
  assert.equal(await field(page, 'Last name in Pinyin').inputValue(), 'LI');
  assert.equal(await field(page, 'First name in Pinyin').inputValue(), 'LEI');
  assert.equal(await field(page, 'English last name').inputValue(), 'LI');
  assert.equal(await field(page, 'English first name').inputValue(), 'LEI');
  await d.fill(field(page, 'Student ID or application number'), '100234567');
  await d.select(field(page, 'Study stage'), "Master's");
  await d.select(field(page, 'Year of admission'), String(new Date().getFullYear() + 1));
  await d.select(field(page, 'Month of admission'), 'September');
  await fillDate(page, d, field(page, 'Student’s date of birth'), '2005-01-01');
  await d.select(field(page, 'Relationship to the student'), 'Mother');
  await d.fill(field(page, 'Payer’s Chinese name'), '韩梅');
  await d.fill(field(page, 'Payer’s ID card number'), '110105197504020019');
  await d.fill(field(page, 'Payer’s mobile number (+86)'), '13800138000');
  await d.fill(field(page, 'Payer’s e-mail address'), 'han.mei@example.com');
}


/** "Order EP… submitted": the alert's title, not the live region that announces the same words to screen readers. */
export const submittedTitle = (page) => page.locator('[data-slot=alert-title]').getByText(/^Order EP\d+ submitted$/);
