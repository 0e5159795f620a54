import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { precompiledMessages } from '../../scripts/precompiled-messages';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // formatjs is bundled so that the parser stub above applies to it.
  noExternal: [/^@formatjs\//, 'intl-messageformat'],
  // The kit's message tables: i18n/messages/<locale>.ts and every component's *Messages.ts.
  esbuildPlugins: [
    precompiledMessages(/([\\/]i18n[\\/]messages[\\/](en|zh-CN|zh-TW)|[\\/]components[\\/].*[mM]essages)\.ts$/),
  ],
  // Every component uses hooks: the bundle is one client module for React Server Components (Next.js
  // App Router). A server component can still render the kit; it cannot call its hooks. Prepended
  // after the build: tsup's tree-shaking pass drops a `banner`.
  async onSuccess() {
    const file = 'dist/index.js';
    const code = await readFile(file, 'utf8');
    if (!code.startsWith('"use client"')) await writeFile(file, `"use client";\n${code}`);
  },
  tsconfig: 'tsconfig.json',
});
