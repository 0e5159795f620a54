import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';
import { build, type Plugin } from 'esbuild';
import { parse } from '@formatjs/icu-messageformat-parser';

const require = createRequire(import.meta.url);

/**
 * The kit's strings are ICU messages. Parsing ICU at run time needs the formatjs parser (~8 KB gz),
 * so the published build parses them here, ships ASTs, and swaps the parser for formatjs' own
 * `no-parser` stub. Source, Storybook and tests keep plain strings.
 */
const precompiledMessages: Plugin = {
  name: 'edupay-precompiled-messages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, () => ({
      path: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
    }));
    pluginBuild.onLoad(
      { filter: /([\\/]i18n[\\/]messages[\\/](en|zh-CN|zh-TW)|[\\/]components[\\/].*[mM]essages)\.ts$/ },
      async (args) => {
        const bundled = await build({
          entryPoints: [args.path],
          bundle: true,
          write: false,
          format: 'esm',
          platform: 'node',
        });
        const source = bundled.outputFiles[0]!.text;
        const module = (await import(
          `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
        )) as Record<string, unknown>;
        const lines = Object.entries(module).map(
          ([exportName, table]) => `export const ${exportName} = ${JSON.stringify(compile(table))};`,
        );
        return { contents: lines.join('\n'), loader: 'js' };
      },
    );
  },
};

/** Every string leaf of a message table (flat, or by locale) becomes its ICU AST. */
function compile(value: unknown): unknown {
  if (typeof value === 'string') return parse(value);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compile(v)]));
  return value;
}

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
  esbuildPlugins: [precompiledMessages],
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
