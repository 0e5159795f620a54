// Launch options for Debian's Chromium (never a downloaded browser: only npm and Debian are reachable),
// shared by the story tests (vitest.config.ts), the consumer test and the end-to-end tests.
// The background-networking flags stop Chromium from calling out to a closed network at every start.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--font-render-hinting=none',
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath, args: [...chromiumArgs] };
}
