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
