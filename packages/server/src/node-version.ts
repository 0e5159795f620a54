/**
 * The Node.js the server needs (the root package.json's `engines`, which a test keeps in step).
 * An older Node does not fail politely: Node 20 dies in native code with a segmentation fault and no
 * message while loading the server's dependencies. So the entry point asks this first, before any of
 * them is loaded, and says what to do.
 */
export const MINIMUM_NODE: readonly [number, number] = [24, 11];

/** What is wrong with running on Node `version` ("20.20.2"), or null when it will do. */
export function nodeVersionProblem(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  const [needMajor, needMinor] = MINIMUM_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return [
    `EduPay's server needs Node.js ${needMajor}.${needMinor} or newer; this is Node.js ${version}.`,
    'Start it through npm (`npm start`, or `npm start -w @edupay/server`): npm scripts run the Node 24 that `npm ci` installs from the npm registry (the `node` package), whatever the system Node is.',
    `Or install Node.js ${needMajor} LTS and run \`node packages/server/dist/main.js\` with it.`,
  ].join('\n');
}
