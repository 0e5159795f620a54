import { describe, expect, it } from 'vitest';
import { languageReloadTarget } from './languageReload';

describe('languageReloadTarget', () => {
  it('keeps the page, its query and hash as they are', () => {
    expect(languageReloadTarget({ pathname: '/user_center', search: '?x=1', hash: '#a' }, 'en')).toBe('/user_center?x=1#a');
    expect(languageReloadTarget({ pathname: '/', search: '', hash: '' }, 'zh-TW')).toBe('/');
  });

  it('names the new language in a lang parameter, keeping the others', () => {
    expect(languageReloadTarget({ pathname: '/news_and_resources', search: '?id=3&lang=zh-CN', hash: '' }, 'en')).toBe('/news_and_resources?id=3&lang=en');
  });
});
