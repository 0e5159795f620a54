import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions());
for (const order of [['dtf', 'dn', 'nf'], ['dn', 'dtf', 'nf'], ['nf', 'dtf', 'dn'], ['dn-zh', 'dtf-zh', 'nf-zh']]) {
  const page = await browser.newPage();
  await page.setContent('<p>x</p>');
  console.log(order.join(','), await page.evaluate((order) => {
    const out = [];
    for (const o of order) {
      const t = performance.now();
      const l = o.endsWith('-zh') ? 'zh-CN' : 'en';
      if (o.startsWith('nf')) new Intl.NumberFormat(l).format(1234);
      if (o.startsWith('dtf')) new Intl.DateTimeFormat(l, { month: 'long' }).format(new Date(2000, 1, 1));
      if (o.startsWith('dn')) new Intl.DisplayNames([l], { type: 'region' }).of('GB');
      out.push(`${o} ${(performance.now() - t).toFixed(1)}`);
    }
    return out.join(' | ');
  }, order));
  await page.close();
}
await browser.close();
