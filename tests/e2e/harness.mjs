// End-to-end harness: the real server (built) on a free loopback port with a fresh PGlite data
// directory, serving the built app, and Debian's Chromium driven by Playwright.
import { spawn } from 'node:child_process';
import { after, before } from 'node:test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

export const repo = resolve(import.meta.dirname, '../..');

/** The image captcha answer of the e2e server (see DEV_IMAGE_CAPTCHA in packages/server/src/main.ts). */
export const IMAGE_CAPTCHA = '1234';

/**
 * Waits until the page's image captcha has loaded. The image's answer stores its code in the session (and
 * opens the session): a lookup sent before that answer has arrived is refused as a wrong captcha (CI saw it
 * on a loaded machine, in /personnel_query at two widths and languages).
 */
export const captchaImageLoaded = (page) =>
  page.waitForFunction(() => {
    const img = document.querySelector('[data-slot="image-captcha-image"]');
    return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
  });

function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

/**
 * Starts `node packages/server/dist/main.js` and waits for /api/health. Its database is a fresh directory:
 * a copy of the template that scripts/test-e2e.mjs built once (E2E_DATA_TEMPLATE), or an empty one the
 * server migrates and seeds itself (a file run on its own). `dataDir` names the directory to use instead.
 */
export async function startServer(env = {}, dataDir = mkdtempSync(join(tmpdir(), 'edupay-e2e-'))) {
  const port = await freePort();
  const template = env.E2E_DATA_TEMPLATE ?? process.env.E2E_DATA_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: repo,
    // Development-only knobs (ignored in production; see packages/server/src/main.ts): every image captcha
    // answers 1234, two SMS to one phone need 1 s between them instead of 60 s, and quotes are made at any hour.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', DEV_IMAGE_CAPTCHA: IMAGE_CAPTCHA, DEV_SMS_INTERVAL_SECONDS: '1', FX_TRADING_HOURS: 'off', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  // A start is seconds on a quiet machine; on a 2-core machine with parallel e2e files and other work it took over 60 s.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 180 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    output: () => output,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app's entry script as the build names it (what a test holds back to see a page before the app runs). */
export const APP_ENTRY = /\/assets\/index-[^/]*\.js$/;

/**
 * The file's Chromium. `E2E_APP_DELAY_MS=1000 npm run test:e2e` holds the app's entry that long in every context, so
 * prerendered and server-rendered pages stay unhydrated a while: it finds the tests (and code) that act on a page
 * before its app runs, a race CI's load decides only now and then (it found two in 191 tests, stop 29).
 */
export async function launchBrowser() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const delay = Number(process.env.E2E_APP_DELAY_MS ?? 0);
  if (delay > 0) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await newContext(...args);
      await context.route(APP_ENTRY, async (route) => {
        await new Promise((r) => setTimeout(r, delay));
        await route.fallback();
      });
      return context;
    };
  }
  return browser;
}

/**
 * The fixture every e2e file shares: one server (fresh database) and one Chromium for the file, started
 * before its tests and stopped after them. Read `e2e.server` and `e2e.browser` inside tests.
 */
export function serverAndBrowser(env = {}) {
  const e2e = { server: undefined, browser: undefined };
  before(async () => {
    e2e.server = await startServer(env);
    e2e.browser = await launchBrowser();
  });
  after(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  return e2e;
}

/**
 * Watches `page` from now on: `logged` collects its console errors and warnings and its uncaught errors, `calls`
 * the paths of the API calls it makes (a server-rendered page hydrates without asking again for what it came with).
 */
export function watchPage(page) {
  const logged = [];
  const calls = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && logged.push(message.text()));
  page.on('pageerror', (e) => logged.push(e.message));
  page.on('request', (request) => request.url().includes('/api/') && calls.push(new URL(request.url()).pathname));
  return { logged, calls };
}

/**
 * A person's first sign on a page: the pointer moves. A first visit's home page loads the app only then
 * (packages/app/src/boot.ts, tested in home-intent.test.mjs); elsewhere the app is already there and
 * this changes nothing. Tests of what the running app does on `/` call it after `goto`; it returns once
 * the app runs.
 */
export async function personArrives(page) {
  // The right edge halfway down is page padding at every width: nothing there reacts to a hover (the search
  // field would load its combobox, the header's panels would open).
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(width - 2, Math.round(height / 2), { steps: 2 });
  // main.tsx marks the root once the app has rendered or hydrated.
  await page.locator('#root[data-app="running"]').waitFor({ state: 'attached' });
}

/**
 * Waits until `locator`'s element has focus, failing with `message` after `timeout` ms. A closing dialog
 * hands focus back when its exit finishes, which can be a frame after it stops being visible, so the
 * check after a close polls rather than reads once.
 */
export async function focusReturnsTo(locator, message = 'focus returns', timeout = 3000) {
  const handle = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction((el) => el === document.activeElement, handle, { timeout })
    .catch(async () => {
      const active = await locator.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
      throw new Error(`${message}: focus is on ${active}`);
    });
}
