/**
 * The product's strings are ICU messages. Parsing ICU at run time needs the formatjs parser (~9 KB gz
 * with its skeleton parser), so the builds of @edupay/ui and @edupay/forms (tsup) and of the app (Vite)
 * parse the message tables here, ship ASTs, and swap the parser for formatjs' own `no-parser` stub.
 * Source, Storybook, the Vite dev server and tests keep plain strings and the real parser.
 */
import { createRequire } from 'node:module';
import { build, type Plugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';

const require = createRequire(import.meta.url);
const PARSER = /^@formatjs\/icu-messageformat-parser$/;
const noParser = () => require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');

/** An esbuild plugin for tsup: message modules matching `tables` are replaced by their ASTs. */
export function precompiledMessages(tables: RegExp): Plugin {
  return {
    name: 'edupay-precompiled-messages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: PARSER }, () => ({ path: noParser() }));
      pluginBuild.onLoad({ filter: tables }, async (args) => ({ contents: await compiledModule(args.path), loader: 'js' }));
    },
  };
}

/** The same for a Vite build (the app bundles the kit's and the validators' sources with its own tables). */
export function precompiledMessagesForVite(tables: RegExp): VitePlugin {
  return {
    name: 'edupay-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (PARSER.test(source) ? noParser() : null),
    load: (id) => (tables.test(id) ? compiledModule(id) : null),
  };
}

/** A message module as plain JS whose every export is its table compiled to ASTs. */
async function compiledModule(path: string): Promise<string> {
  const bundled = await build({ entryPoints: [path], bundle: true, write: false, format: 'esm', platform: 'node' });
  const source = bundled.outputFiles[0]!.text;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as Record<string, unknown>;
  const lines = Object.entries(module).map(([exportName, table]) => {
    // A function cannot be serialised: a message module exports tables only (put helpers elsewhere).
    if (typeof table === 'function') throw new Error(`${path}: export ${exportName} is not a message table`);
    return `export const ${exportName} = ${JSON.stringify(compile(table))};`;
  });
  return lines.join('\n');
}

/**
 * Text without ICU syntax ships as itself; the formatter (packages/ui/src/i18n/messageFormatter.ts)
 * returns such a string as it is. Its test is the same pattern, so a shipped string is never parsed.
 */
const PLAIN = /^[^{}<>'#]*$/;

/** Every string leaf of a message table (flat, or by locale) becomes its ICU AST, or stays a string when it is plain text. */
function compile(value: unknown): unknown {
  if (typeof value === 'string') {
    if (PLAIN.test(value)) return value;
    const ast = parse(value);
    // A message whose only part is text (e.g. an escaped apostrophe) ships as that text when it is plain.
    if (ast.length === 1 && ast[0]!.type === 0 && PLAIN.test(ast[0]!.value)) return ast[0]!.value;
    return ast;
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compile(v)]));
  return value;
}
