import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Two projects:
 * - `unit`: plain Node tests (validators, formatting, message parity, server logic).
 * - `storybook`: every story of the kit runs as a test in Debian Chromium: its play function,
 *   an axe check (addon-a11y, violations fail) and a screenshot compared with the committed baseline.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: workspaceAliases() },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // The server's tests build apps on a database and hash passwords; CI runs every file in
          // parallel on 2 cores, where 5 s (the default) is too tight for a test that builds two apps
          // (production-http's HSTS test took 7.4 s there). A hang still fails, after 20 s.
          testTimeout: 20_000,
          // Most of a server test's time is spent waiting on its database, so three files at a time keep
          // 2 cores busy (Vitest's default is cores - 1: one file at a time here). Files share a worker's
          // module cache (isolate: false) rather than importing the whole server again for each file
          // (2 s apiece): each file builds its own app on its own database, the source's module-level
          // caches are pure or keyed by database, and a file that sets process.env or fake timers puts
          // them back. Measured on 2 cores: PostgreSQL 428 s -> 131 s, PGlite 356 s -> 191 s.
          maxWorkers: 3,
          isolate: false,
        },
      },
      {
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        resolve: { alias: workspaceAliases() },
        test: {
          name: 'storybook',
          // One retry: on a loaded 2-core machine the screenshot capture of a tall story now and then
          // times out ("Could not capture a stable screenshot") with a page identical to its baseline.
          // A real visual, play or axe failure fails again on the retry, so it still fails the run.
          retry: 1,
          setupFiles: [`${root}.storybook/vitest.setup.ts`],
          browser: browserConfig(),
        },
      },
    ],
  },
});

function workspaceAliases() {
  return {
    '@edupay/forms/react': `${root}packages/forms/src/react/index.ts`,
    '@edupay/forms/contract': `${root}packages/forms/src/contract/index.ts`,
    '@edupay/forms/icu': `${root}packages/forms/src/icu/index.ts`,
    '@edupay/forms': `${root}packages/forms/src/index.ts`,
  };
}

// A factory, not a shared object: two projects mutating one browser config get mislabelled.
function browserConfig() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions() }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 800, height: 600 },
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        // Fail on any changed pixel (pixelmatch already ignores anti-aliasing); rendering here is deterministic.
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
        // Time to reach two identical captures, not a tolerance: on a loaded 2-core machine 1.5 s was too
        // short for the slider story (CI saw it twice in a row), and with the builds running beside the stories
        // (scripts/test.sh) 5 s was once too short for a tall sign-up story; the comparison itself is unchanged.
        timeout: 10_000,
      },
    },
  };
}
