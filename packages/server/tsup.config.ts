import { defineConfig } from 'tsup';

// The server runs from dist/. @edupay/forms is bundled in (the workspace source is the truth,
// and the server must not depend on the kit having been built); npm dependencies stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', app: 'src/app.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
  noExternal: [/^@edupay\//],
  tsconfig: 'tsconfig.json',
});
