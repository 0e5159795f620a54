import { defineConfig } from 'tsup';

// The server runs from dist/. @edupay/forms is bundled in (the workspace source is the truth,
// and the server must not depend on the kit having been built); npm dependencies stay external.
export default defineConfig({
  // upload-inspect: the upload worker's module (modules/documents/upload-pool.ts loads it beside these).
  entry: { main: 'src/main.ts', app: 'src/app.ts', 'upload-inspect': 'src/modules/documents/upload-inspect.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
  noExternal: [/^@edupay\//],
  tsconfig: 'tsconfig.json',
});
