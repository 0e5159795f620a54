// The maintenance switch end to end: every call answers 4005 and the app's response policy moves
// the visitor to /out_of_service (spec 000 section 8).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, startServer } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await startServer({ MAINTENANCE: '1' });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('in maintenance the home page goes to /out_of_service', async () => {
  const api = await (await fetch(`${server.base}/api/get_config`)).json();
  assert.equal(api.status_code, 4005);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(server.base + '/');
  await page.waitForURL(server.base + '/out_of_service');
  await page.getByRole('heading', { name: 'Service temporarily unavailable' }).waitFor();
  await context.close();
});
