import { defineConfig } from 'tsup';
import { precompiledMessages } from '../../scripts/precompiled-messages';

// One entry per public subpath: the isomorphic core, the React hook, the wire contract and the ICU compiler.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
    'contract/index': 'src/contract/index.ts',
    'icu/index': 'src/icu/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  external: ['react'],
  // formatjs is bundled so that the parser stub applies to it (the catalogue ships as ICU ASTs).
  noExternal: [/^@formatjs\//, 'intl-messageformat'],
  esbuildPlugins: [precompiledMessages(/[\\/]messages[\\/](en|zh-CN|zh-TW)\.ts$/)],
  tsconfig: 'tsconfig.json',
});
