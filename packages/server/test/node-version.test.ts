/**
 * The server refuses an old Node with a message instead of dying in native code: the built entry
 * run by the system's Node 20 (when the machine has one) says what to do and exits 1; the rule
 * itself is checked for each side of the line, and kept in step with the root package.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE, nodeVersionProblem } from '../src/node-version';

describe('the Node version check', () => {
  it('accepts 24.11 and newer, refuses older ones with what to do', () => {
    for (const version of ['24.11.0', '24.21.0', '25.0.0', '26.3.1']) expect(nodeVersionProblem(version)).toBeNull();
    for (const version of ['20.20.2', '22.12.0', '24.10.9', '18.0.0']) {
      const problem = nodeVersionProblem(version);
      expect(problem).toContain(`this is Node.js ${version}`);
      expect(problem).toContain('npm start');
    }
  });

  it("is the root package.json's engines", () => {
    const engines = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).engines.node as string;
    expect(engines).toBe(`>=${MINIMUM_NODE.join('.')}`);
  });

  it("the entry point run by an older system Node prints the message and exits 1 (no segmentation fault)", async (context) => {
    const system = spawnSync('/usr/bin/node', ['--version'], { encoding: 'utf8' });
    const major = Number(/^v(\d+)/.exec(system.stdout ?? '')?.[1] ?? 0);
    if (system.status !== 0 || major >= MINIMUM_NODE[0]) return context.skip();
    // The entry as built (tsup bundles main.ts with esbuild, dependencies external), beside dist/ so
    // the dependencies resolve as they do for dist/main.js.
    const { build } = await import('esbuild');
    const outdir = new URL(`../.test-build-${process.pid}/`, import.meta.url).pathname;
    try {
      await build({ entryPoints: [new URL('../src/main.ts', import.meta.url).pathname], bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node24', outdir, packages: 'external', logLevel: 'silent' });
      expect(existsSync(`${outdir}main.js`)).toBe(true);
      const run = spawnSync('/usr/bin/node', [`${outdir}main.js`], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, DATA_DIR: `${outdir}data`, PORT: '0' } });
      expect(run.signal).toBeNull();
      expect(run.stderr).toContain("EduPay's server needs Node.js 24.11 or newer");
      expect(run.status).toBe(1);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 60_000);
});
