import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en } from './messages/en';
import { zhCN } from './messages/zh-CN';
import { zhTW } from './messages/zh-TW';
import { locales, resolveLocale, type Locale } from './locale';

type Table = Record<Locale, Record<string, string>>;

// Every domain's table (components/**/*Messages.ts, made with defineMessages), found by file name so
// a new domain cannot skip the parity check.
const domainModules = import.meta.glob<Record<string, Table>>('../components/**/*[mM]essages.ts', { eager: true });
const tables: Array<[string, Table]> = [
  ['core', { en, 'zh-CN': zhCN, 'zh-TW': zhTW }],
  ...Object.entries(domainModules).flatMap(([file, module]) =>
    Object.entries(module).map(([name, table]) => [`${file}:${name}`, table] as [string, Table]),
  ),
];

/** The ICU argument names a message uses, e.g. `{seconds, plural, ...}` gives "seconds". */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if ('value' in el && typeof el.value === 'string') into.add(el.value);
    if ('options' in el) for (const opt of Object.values(el.options)) argumentsOf(opt.value, into);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

describe('kit messages', () => {
  it('finds the domain tables', () => {
    expect(tables.length).toBeGreaterThan(1);
  });

  it('no key is defined twice (core or any domain)', () => {
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

  describe.each(tables)('%s', (_name, table) => {
    it.each(locales)('%s has exactly the English key set', (locale) => {
      expect(Object.keys(table[locale]).sort()).toEqual(Object.keys(table.en).sort());
    });
    it.each(locales)('%s uses the same ICU arguments as English in every message', (locale) => {
      for (const [id, text] of Object.entries(table[locale])) {
        const expected = [...argumentsOf(parse(table.en[id]!))].sort();
        expect([...argumentsOf(parse(text))].sort(), `${locale} ${id}`).toEqual(expected);
        expect(text.trim(), `${locale} ${id} is empty`).not.toBe('');
      }
    });
  });
});

describe('resolveLocale', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh_hk', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hans-HK', 'zh-CN'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['hi-IN', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s -> %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});
