import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessage } from './compileMessage';
import { messages } from '../messages';

/** Every argument a message names, with the value `sample` gives it. */
function valuesFor(message: string, sample: (name: string) => unknown): Record<string, unknown> {
  const names = [...message.matchAll(/\{\s*([a-zA-Z_][\w]*)/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((n) => [n, sample(n)]));
}

describe('compileMessage', () => {
  it('formats every validator message as intl-messageformat does, from the AST the builds ship', () => {
    let joined = 0;
    for (const [locale, table] of Object.entries(messages)) {
      for (const [id, text] of Object.entries(table)) {
        const ast = parse(text);
        for (const sample of [(n: string) => `<${n}>`, () => 1234567, () => 0, () => '']) {
          const values = valuesFor(text, sample);
          const expected = String(new IntlMessageFormat(ast, locale).format(values as Record<string, string>));
          expect(String(compileMessage(ast, locale).format(values)), `${locale} ${id}`).toBe(expected);
        }
        if (ast.every((e) => e.type === 0 || e.type === 1) && ast.some((e) => e.type === 1)) joined += 1;
      }
    }
    // The join path is the one under test here: most messages with an argument take it.
    expect(joined).toBeGreaterThan(50);
  });

  it('keeps a bare number argument unformatted, as intl-messageformat does, and plurals localized', () => {
    expect(compileMessage(parse('© {year} EduPay'), 'en').format({ year: 2026 })).toBe('© 2026 EduPay');
    expect(compileMessage(parse('{n, number} items'), 'en').format({ n: 12000 })).toBe('12,000 items');
    expect(compileMessage(parse('{n, plural, one {# day} other {# days}}'), 'en').format({ n: 1 })).toBe('1 day');
  });

  it('refuses a missing argument like intl-messageformat, and gives plain text back as it is', () => {
    expect(() => compileMessage(parse('Pay {name}'), 'en').format({})).toThrow(/"name" was not provided/);
    expect(() => compileMessage(parse('Pay {name}'), 'en').format()).toThrow(/"name" was not provided/);
    expect(compileMessage('Submit order', 'en').format()).toBe('Submit order');
    expect(compileMessage('Pay {name}', 'zh-CN').format({ name: '伦敦大学学院' })).toBe('Pay 伦敦大学学院');
  });
});
