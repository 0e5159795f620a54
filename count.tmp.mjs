import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { startServer } from './tests/e2e/harness.mjs';
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions());
for (const [route, sel] of [['/order?account_id=15', '[data-slot="order-form"]'], ['/contactb', 'form'], ['/personnel_query?lang=zh-CN', 'main']]) {
  const page = await browser.newPage();
  await page.goto(server.base + route);
  await page.locator(sel).first().waitFor();
  await page.waitForTimeout(1500);
  const list = await page.evaluate(() => globalThis.__imf ?? []);
  const counts = {}; for (const x of list) counts[x] = (counts[x] ?? 0) + 1;
  console.log(route, 'constructions', list.length, 'unique', Object.keys(counts).length);
  console.log(Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 8));
  await page.close();
}
await browser.close(); await server.stop();
