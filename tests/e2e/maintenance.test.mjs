// The maintenance switch end to end: every call answers 4005 and the app's response policy moves
// the visitor to /out_of_service (spec 000 section 8).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './harness.mjs';

const e2e = serverAndBrowser({ MAINTENANCE: '1' });

test('in maintenance the home page goes to /out_of_service', async () => {
  const api = await (await fetch(`${e2e.server.base}/api/get_config`)).json();
  assert.equal(api.status_code, 4005);
  const context = await e2e.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(e2e.server.base + '/');
  await page.waitForURL(e2e.server.base + '/out_of_service');
  await page.getByRole('heading', { name: 'Service temporarily unavailable' }).waitFor();
  await context.close();
});
