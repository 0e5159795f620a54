// `npm run test:e2e`: every end-to-end file, two at a time, each on its own server with its own database.
//
// Why a runner instead of a bare `node --test`: on CI's 2 cores node --test runs one file at a time, and each
// file's server spent ~20 s creating, migrating and seeding a fresh PGlite database before its first test.
// Here the database is built once into a template directory (one real start of the built server, stopped
// cleanly), and every file's server starts on its own copy of it (harness.mjs reads E2E_DATA_TEMPLATE): the
// same migrations and demo data, still one database per file, so no file sees another file's users or
// rate-limit counters. Files named on the command line run alone (`npm run test:e2e -- tests/e2e/home.test.mjs`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo, startServer } from '../tests/e2e/harness.mjs';

// Two files at once: each holds a Chromium and a server, which is what 2 cores carry without the
// waits of one file timing out behind the other.
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 2);

const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : readdirSync(join(repo, 'tests/e2e')).filter((f) => f.endsWith('.test.mjs')).map((f) => join('tests/e2e', f));

const template = mkdtempSync(join(tmpdir(), 'edupay-e2e-template-'));
let code = 1;
try {
  const started = Date.now();
  const server = await startServer({ E2E_DATA_TEMPLATE: '' }, template);
  await server.stop({ keepData: true });
  console.log(`e2e: template database built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', `--test-concurrency=${CONCURRENCY}`, ...files], {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, E2E_DATA_TEMPLATE: template },
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
} finally {
  rmSync(template, { recursive: true, force: true });
}
process.exit(code);
