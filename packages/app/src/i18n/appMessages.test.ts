import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Table = Record<'en' | 'zh-CN' | 'zh-TW', Record<string, string>>;

// Every part's table (src/**/*Messages.ts, made with defineAppMessages), found by file name so a new
// part cannot skip the parity check. Only three-locale objects count (appMessages.ts also exports its
// single-locale tables).
const partModules = import.meta.glob<Record<string, Table>>('../**/*Messages.ts', { eager: true });
const tables: Array<[string, Table]> = Object.entries(partModules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'en' in value && 'zh-CN' in value)
    .map(([name, table]) => [`${file}:${name}`, table] as [string, Table]),
);

function args(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if ('value' in el && typeof el.value === 'string') into.add(el.value);
    if ('options' in el) for (const opt of Object.values(el.options)) args(opt.value, into);
    if (el.type === TYPE.tag) args(el.children, into);
  }
  return into;
}

describe('app messages', () => {
  it('finds the core table', () => {
    expect(tables.map(([name]) => name)).toContain('./appMessages.ts:appMessages');
  });

  it('no key is defined in two tables', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, table] of tables) {
      for (const id of Object.keys(table.en)) {
        if (seen.has(id)) clashes.push(`${id} in ${seen.get(id)} and ${name}`);
        seen.set(id, name);
      }
    }
    expect(clashes).toEqual([]);
  });

  for (const [name, table] of tables) {
    it.each(['zh-CN', 'zh-TW'] as const)(`${name}: %s has the English keys and ICU arguments`, (locale) => {
      expect(Object.keys(table[locale]).sort()).toEqual(Object.keys(table.en).sort());
      for (const [id, text] of Object.entries(table.en)) {
        expect([...args(parse(table[locale][id]!))].sort(), id).toEqual([...args(parse(text))].sort());
      }
    });
  }

  it('every message parses in every locale', () => {
    for (const [, table] of tables) for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) for (const text of Object.values(table[locale])) parse(text);
  });
});
