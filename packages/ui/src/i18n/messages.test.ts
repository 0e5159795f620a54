import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { duplicateMessageIds, messages } from './messages';
import { locales, resolveLocale } from './locale';

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
  const english = messages.en;
  it('no key is defined by two domains', () => {
    expect(duplicateMessageIds()).toEqual([]);
  });
  it.each(locales)('%s has exactly the English key set', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(Object.keys(english).sort());
  });
  it.each(locales)('%s uses the same ICU arguments as English in every message', (locale) => {
    for (const [id, text] of Object.entries(messages[locale])) {
      const expected = [...argumentsOf(parse(english[id as keyof typeof english]))].sort();
      expect([...argumentsOf(parse(text))].sort(), `${locale} ${id}`).toEqual(expected);
      expect(text.trim(), `${locale} ${id} is empty`).not.toBe('');
    }
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
    ['en', 'en'],
    ['en-GB', 'en'],
    ['hi-IN', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s -> %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});
