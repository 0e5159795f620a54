import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from './messageFormatter';

const source = {
  plain: 'Pay your tuition',
  named: 'Hello, {name}',
  plural: '{count, plural, one {# file} other {# files}}',
  quoted: "It''s {n}",
};

describe('createMessageFormatter', () => {
  it('formats ICU text (the source) and its AST (the builds) alike', () => {
    const fromText = createMessageFormatter('en', source);
    const fromAst = createMessageFormatter(
      'en',
      Object.fromEntries(Object.entries(source).map(([id, text]) => [id, parse(text)])),
    );
    for (const t of [fromText, fromAst]) {
      expect(t('plain')).toBe('Pay your tuition');
      expect(t('named', { name: 'Li' })).toBe('Hello, Li');
      expect(t('plural', { count: 1 })).toBe('1 file');
      expect(t('plural', { count: 3 })).toBe('3 files');
      expect(t('quoted', { n: 2 })).toBe("It's 2");
    }
  });

  it('uses the locale for plural rules and numbers', () => {
    const t = createMessageFormatter('zh-CN', { total: '共 {n, number} 个' });
    expect(t('total', { n: 12345 })).toBe('共 12,345 个');
  });

  it('shows the id of a missing message', () => {
    expect(createMessageFormatter('en', {})('nope')).toBe('nope');
  });
});
