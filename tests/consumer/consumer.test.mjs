// The consumer test: a frontend developer installs the kit from npm into a fresh Vite + React app.
// We pack the real tarballs, install them into a new app in a temp folder (only the npm registry
// is reachable), build it with Vite, open it in Debian's Chromium and check that a primitive renders
// with the kit's CSS and its built-in Chinese strings.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const repo = resolve(import.meta.dirname, '../..');
const rootPkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'edupay-consumer-'));
after(() => rmSync(work, { recursive: true, force: true }));

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function pack(dir) {
  const out = run('npm', ['pack', '--json', '--pack-destination', work], join(repo, dir));
  return join(work, JSON.parse(out)[0].filename);
}

test('a fresh Vite app installs, builds and renders the packed kit', { timeout: 240_000 }, async () => {
  const uiTarball = pack('packages/ui');
  const formsPublished = !JSON.parse(readFileSync(join(repo, 'packages/forms/package.json'), 'utf8')).private;
  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  mkdirSync(join(app, 'public'), { recursive: true });
  // A real 3-page PDF for the PdfPager: pdf.js and its module worker must load from the consumer's own build.
  copyFileSync(join(repo, 'packages/ui/src/components/documents/fixtures/guide-1.pdf'), join(app, 'public/guide.pdf'));
  const dev = rootPkg.devDependencies;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'consumer-app',
      private: true,
      type: 'module',
      dependencies: {
        '@edupay/ui': `file:${uiTarball}`,
        ...(formsPublished ? { '@edupay/forms': `file:${pack('packages/forms')}` } : {}),
        react: dev.react,
        'react-dom': dev['react-dom'],
      },
      devDependencies: { vite: dev.vite, '@vitejs/plugin-react': dev['@vitejs/plugin-react'] },
      overrides: rootPkg.overrides,
    }),
  );
  writeFileSync(join(app, 'vite.config.js'), `import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n`);
  writeFileSync(join(app, 'index.html'), `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>`);
  writeFileSync(
    join(app, 'src/main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { EduPayProvider, Button, PdfPager } from '@edupay/ui';
import '@edupay/ui/styles.css';
createRoot(document.getElementById('root')).render(
  <EduPayProvider locale="zh-HK">
    <Button loading loadingLabel="載入中">付款</Button><Button variant="secondary">取消</Button>
    <PdfPager documents={[{ id: 'guide', title: 'Payment guide', url: '/guide.pdf' }]} downloadName="payment-guide.pdf" />
  </EduPayProvider>
);
`,
  );

  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  run('npx', ['--no-install', 'vite', 'build'], app);

  const server = await serve(join(app, 'dist'));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const pay = page.getByRole('button', { name: /付款/ });
    await pay.waitFor();
    // The primitive reads no context: the busy label is the caller's.
    assert.equal(await pay.getAttribute('aria-busy'), 'true');
    assert.match(await pay.innerText(), /載入中/);
    // zh-HK resolves to zh-TW: the built-in (precompiled) strings of the package are in use.
    await page.getByRole('button', { name: '下一頁' }).waitFor();
    // The kit's stylesheet is applied: the primary token colour and a real height.
    const style = await pay.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, height: el.getBoundingClientRect().height }));
    assert.equal(style.bg, 'rgb(31, 95, 214)');
    assert.equal(style.height, 40);
    // The PdfPager renders the PDF with pdf.js, whose worker came out of the consumer's Vite build.
    await page.getByText('第 1 頁，共 3 頁').first().waitFor({ timeout: 30_000 });
    await page.locator('canvas[data-state="rendered"]').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(work, 'consumer.png') });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = createServer((req, res) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    const file = pathname === '/' ? 'index.html' : pathname;
    try {
      const body = readFileSync(join(dir, file));
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}
