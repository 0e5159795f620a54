// Publishes Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set. The committed local
// screenshot baselines (npm run test:stories) are the gate; Chromatic is an optional review tool.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set. The local screenshot baselines (npm run test:stories) are the visual gate.');
  process.exit(0);
}
const result = spawnSync('npx', ['--no-install', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
