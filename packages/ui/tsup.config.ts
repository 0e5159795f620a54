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
    pluginBuild.onLoad({ filter: /[\\/]i18n[\\/]messages[\\/](en|zh-CN|zh-TW)\.ts$/ }, async (args) => {
      const bundled = await build({ entryPoints: [args.path], bundle: true, write: false, format: 'esm', platform: 'node' });
      const source = bundled.outputFiles[0]!.text;
      const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as Record<string, Record<string, string>>;
      const lines = Object.entries(module).map(([exportName, table]) => {
        const compiled = Object.fromEntries(Object.entries(table).map(([id, text]) => [id, parse(text)]));
        return `export const ${exportName} = ${JSON.stringify(compiled)};`;
      });
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

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
  tsconfig: 'tsconfig.json',
});
