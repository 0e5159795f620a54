/**
 * The published packages' strings are ICU messages. Parsing ICU at run time needs the formatjs parser
 * (~9 KB gz with its skeleton parser), so the builds of @edupay/ui and @edupay/forms parse the message
 * tables here, ship ASTs, and swap the parser for formatjs' own `no-parser` stub. Source, Storybook,
 * the app (which aliases the sources) and tests keep plain strings and the real parser.
 */
import { createRequire } from 'node:module';
import { build, type Plugin } from 'esbuild';
import { parse } from '@formatjs/icu-messageformat-parser';

const require = createRequire(import.meta.url);

/** An esbuild plugin for tsup: message modules matching `tables` are replaced by their ASTs. */
export function precompiledMessages(tables: RegExp): Plugin {
  return {
    name: 'edupay-precompiled-messages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, () => ({
        path: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
      }));
      pluginBuild.onLoad({ filter: tables }, async (args) => {
        const bundled = await build({ entryPoints: [args.path], bundle: true, write: false, format: 'esm', platform: 'node' });
        const source = bundled.outputFiles[0]!.text;
        const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as Record<
          string,
          unknown
        >;
        const lines = Object.entries(module).map(([exportName, table]) => `export const ${exportName} = ${JSON.stringify(compile(table))};`);
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
}

/** Every string leaf of a message table (flat, or by locale) becomes its ICU AST. */
function compile(value: unknown): unknown {
  if (typeof value === 'string') return parse(value);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compile(v)]));
  return value;
}
