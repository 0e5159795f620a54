import { describe, expect, it } from 'vitest';
import { languageAfterCountrySwitch, reloadTarget } from './countrySwitch';

describe('country switch', () => {
  it('keeps the language when the new country offers it', () => {
    expect(languageAfterCountrySwitch('zh-CN', ['zh-CN', 'en'])).toBe('zh-CN');
    expect(languageAfterCountrySwitch('en', ['zh-TW', 'en'])).toBe('en');
  });

  it("takes the country's first language otherwise (India is English only)", () => {
    expect(languageAfterCountrySwitch('zh-CN', ['en'])).toBe('en');
    expect(languageAfterCountrySwitch('zh-CN', ['zh-TW', 'en'])).toBe('zh-TW');
  });

  it('ignores an empty or unknown offer', () => {
    expect(languageAfterCountrySwitch('zh-TW', [])).toBe('zh-TW');
    expect(languageAfterCountrySwitch('en', ['fr'])).toBe('en');
  });

  it('reloads the same page without the country query, or home after a language change', () => {
    expect(reloadTarget({ pathname: '/cs_school', search: '?country=IND&x=1', hash: '#top' }, false)).toBe('/cs_school?x=1#top');
    expect(reloadTarget({ pathname: '/college_list', search: '', hash: '' }, false)).toBe('/college_list');
    expect(reloadTarget({ pathname: '/personnel_query', search: '?country=CHN', hash: '' }, true)).toBe('/');
  });
});
