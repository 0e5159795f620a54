import { defineConfig } from 'tsup';

// Two entries, one per public subpath: the isomorphic core and the React hook.
export default defineConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  external: ['react'],
  tsconfig: 'tsconfig.json',
});
