/**
 * Runs around every story test (see vitest.config.ts, project `storybook`):
 * after the play function and the axe check, the rendered page is compared with the story's
 * committed baseline. With CI=true a missing baseline fails instead of being written.
 */
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

beforeAll(() => {
  // Screenshots must not depend on animation timing or a blinking caret.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent !important; }`;
  document.head.appendChild(style);
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // The kit has one polite and one assertive live region (EduPayProvider's LiveRegions); a component
  // that adds a region of its own (role=status/alert/log, aria-live) fails its every story here.
  const regions = liveRegions();
  expect(regions.polite.map(outline), 'polite live regions in the page').toHaveLength(1);
  expect(regions.assertive.map(outline), 'assertive live regions in the page').toHaveLength(1);
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot(screenshotName(context.task.name));
});

function screenshotName(storyName: string): string {
  return storyName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], [role="marquee"], [role="timer"]';

/**
 * Every live region in the page, by politeness. React Aria's own document-level announcer (the
 * combobox's result count, outside the kit's root) is left out: it is a library's singleton, created
 * only when its combobox speaks, and InstitutionSearch leaves the count to it instead of saying it twice.
 */
function liveRegions(): { polite: Element[]; assertive: Element[] } {
  const all = [...document.querySelectorAll(LIVE)].filter((el) => !el.closest('[data-live-announcer]:not([data-slot="live-region"])'));
  const assertive = all.filter((el) => el.getAttribute('aria-live') === 'assertive' || (el.getAttribute('role') === 'alert' && !el.hasAttribute('aria-live')));
  return { polite: all.filter((el) => !assertive.includes(el)), assertive };
}

function outline(el: Element): string {
  return el.outerHTML.slice(0, 160);
}
