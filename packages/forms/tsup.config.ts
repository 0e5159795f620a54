import { defineConfig } from 'tsup';

// One entry per public subpath: the isomorphic core, the React hook and the wire contract.
export default defineConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts', 'contract/index': 'src/contract/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  external: ['react'],
  tsconfig: 'tsconfig.json',
});
