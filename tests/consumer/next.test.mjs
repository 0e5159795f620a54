// The server-rendering consumer test: a developer installs the packed kit into a fresh Next.js App
// Router app (only the npm registry is reachable: no next/font/google, telemetry off), builds it with
// `next build`, serves it with `next start` and loads it in Debian's Chromium. Peers' kits break here
// ("Element is not defined" at import, hooks in a server component, hydration mismatches); ours must
// render LoginSteps, InstitutionSearch and PaymentMethodTable on the server and hydrate without a
// warning. Everything lives in a temp folder, removed afterwards: nothing is cached outside it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/** The Next.js line verified here on Node 24 (16.x is what the registry offers). */
const NEXT_VERSION = '16.4.6';

const repo = resolve(import.meta.dirname, '../..');
const rootPkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'edupay-next-consumer-'));
after(() => rmSync(work, { recursive: true, force: true }));

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function pack(dir) {
  const out = run('npm', ['pack', '--json', '--pack-destination', work], join(repo, dir));
  return join(work, JSON.parse(out)[0].filename);
}

function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

const PAGE_SERVER = `import { Widgets } from './widgets';

// A server component: it renders the client widgets, so their first HTML comes from the server.
export default function Page() {
  return (
    <main>
      <h1>EduPay in Next.js</h1>
      <Widgets />
    </main>
  );
}
`;

// Callbacks cannot cross from a server component to a client one, so the page's kit usage sits in
// one client module, as a Next.js developer would write it.
const WIDGETS_CLIENT = `'use client';
import { EduPayProvider, LoginSteps, InstitutionSearch, PaymentMethodTable } from '@edupay/ui';

const codes = [{ tel_code: '+86', tel_name: '中国大陆' }, { tel_code: '+852', tel_name: '中国香港' }];
const methods = [
  { id: 'bank', name: '银行转账', rate: '1 USD = 7.1835 CNY', fee: { value: '0.00', currency: 'CNY' }, delivery_time: '1-2 个工作日', recommended: true },
  { id: 'card', name: '银行卡', rate: '1 USD = 7.2010 CNY', fee: { value: '15.00', currency: 'CNY' }, delivery_time: '2-3 个工作日' },
];
const search = async () => [];

export function Widgets() {
  return (
    <EduPayProvider locale="zh-CN">
      <LoginSteps codes={codes} onSendCode={async () => ({ status_code: 200 })} onLogin={async () => ({ status_code: 200 })} />
      <InstitutionSearch search={search} historyStorage={null} />
      <PaymentMethodTable methods={methods} total={{ value: '7183.50', currency: 'CNY' }} />
    </EduPayProvider>
  );
}
`;

const LAYOUT = `import '@edupay/ui/styles.css';

export const metadata = { title: 'EduPay consumer', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
`;

test('a fresh Next.js App Router app server-renders and hydrates the packed kit', { timeout: 480_000 }, async () => {
  const uiTarball = pack('packages/ui');
  const formsTarball = pack('packages/forms');
  const app = join(work, 'app');
  mkdirSync(join(app, 'app'), { recursive: true });
  const dev = rootPkg.devDependencies;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'next-consumer-app',
      private: true,
      dependencies: {
        '@edupay/ui': `file:${uiTarball}`,
        '@edupay/forms': `file:${formsTarball}`,
        next: NEXT_VERSION,
        react: dev.react,
        'react-dom': dev['react-dom'],
      },
      overrides: rootPkg.overrides,
    }),
  );
  writeFileSync(join(app, 'next.config.mjs'), `export default { reactStrictMode: true };\n`);
  writeFileSync(join(app, 'jsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'preserve' } }));
  writeFileSync(join(app, 'app/layout.jsx'), LAYOUT);
  writeFileSync(join(app, 'app/page.jsx'), PAGE_SERVER);
  writeFileSync(join(app, 'app/widgets.jsx'), WIDGETS_CLIENT);

  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  // The packed kit keeps its client boundary: its components use hooks, so its entry is "use client".
  const dist = readFileSync(join(app, 'node_modules/@edupay/ui/dist/index.js'), 'utf8');
  assert.match(dist.slice(0, 40), /^["']use client["'];?/);
  run('npx', ['--no-install', 'next', 'build'], app);

  const port = await freePort();
  const server = spawn('npx', ['--no-install', 'next', 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let serverLog = '';
  server.stdout.on('data', (chunk) => (serverLog += chunk));
  server.stderr.on('data', (chunk) => (serverLog += chunk));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const url = `http://127.0.0.1:${port}/`;
    const html = await waitForHtml(url, () => serverLog);
    // The server's HTML already holds each component's markup (not an empty shell filled by the client).
    assert.match(html, /data-slot="login-steps"/);
    assert.match(html, /data-slot="login-step" data-step="sms"/);
    assert.match(html, /data-slot="institution-search"/);
    assert.match(html, /role="combobox"/);
    assert.match(html, /data-slot="payment-method-table"/);
    assert.match(html, /银行转账/);

    const page = await browser.newPage();
    const problems = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning' || /hydrat/i.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    await page.goto(url, { waitUntil: 'networkidle' });
    // The kit's live regions join the page on the client (portalled to the body once hydrated).
    await page.locator('[data-slot="live-region"]').first().waitFor({ state: 'attached' });
    // Hydrated: the combobox answers typing (React's handlers are attached to the server's markup).
    const combobox = page.getByRole('combobox', { name: '院校' });
    await combobox.fill('Oxford');
    assert.equal(await combobox.inputValue(), 'Oxford');
    const method = page.locator('[data-slot="payment-method-radio"]').first();
    await method.check();
    assert.equal(await method.isChecked(), true);
    assert.deepEqual(problems, [], `console output while loading and hydrating:\n${problems.join('\n')}`);
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

async function waitForHtml(url, log) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return await res.text();
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 250));
  }
  throw new Error(`next start did not answer within 60 s:\n${log()}`);
}
