/** The server's messages: one key set and the same {placeholders} in en, zh-CN and zh-TW. */
import { describe, expect, it } from 'vitest';
import { serverMessages, requestLocale, t } from '../src/messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  it('have identical key sets and placeholders', () => {
    const keys = Object.keys(serverMessages.en).sort();
    for (const locale of ['zh-CN', 'zh-TW'] as const) {
      expect(Object.keys(serverMessages[locale]).sort(), locale).toEqual(keys);
      for (const key of keys) {
        const id = key as keyof typeof serverMessages.en;
        expect(placeholders(serverMessages[locale][id]), `${locale} ${key}`).toEqual(placeholders(serverMessages.en[id]));
        expect(serverMessages[locale][id].trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('fills placeholders', () => {
    expect(t('en', 'tooManyAttempts', { minutes: 15 })).toBe('Too many attempts; please try again in 15 minutes');
    expect(t('zh-CN', 'smsTooFrequent', { seconds: 42 })).toContain('42');
  });

  it('picks the language: cookie, then Accept-Language, then en', () => {
    expect(requestLocale('zh', undefined)).toBe('zh-CN');
    expect(requestLocale('zh-TW', 'en')).toBe('zh-TW');
    expect(requestLocale(undefined, 'en-GB,en;q=0.9')).toBe('en');
    expect(requestLocale(undefined, 'fr-FR, zh-HK;q=0.5')).toBe('zh-TW');
    expect(requestLocale(undefined, 'de')).toBe('en');
    expect(requestLocale(undefined, undefined)).toBe('en');
  });
});
