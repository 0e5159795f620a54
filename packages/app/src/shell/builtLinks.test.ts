import { describe, expect, it } from 'vitest';
import { builtLinks, isBuiltLink, matchesRoute } from './builtLinks';

const routes = ['/', '/college_list', '/examfee/:name', '/personnel_query'];

describe('config links and the route table', () => {
  it('matches route paths, parameters included', () => {
    expect(matchesRoute('/examfee/banz', '/examfee/:name')).toBe(true);
    expect(matchesRoute('/examfee/', '/examfee/:name')).toBe(false);
    expect(matchesRoute('/examfee/banz/x', '/examfee/:name')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
  });

  it('keeps site links whose page exists, with any query', () => {
    expect(isBuiltLink('/college_list?country=IND', routes, 'en')).toBe(true);
    expect(isBuiltLink('/personnel_query', routes, 'zh-CN')).toBe(true);
    expect(isBuiltLink('/about_us?k=clause', routes, 'en')).toBe(false);
    expect(isBuiltLink('/help_center#faq', routes, 'zh-CN')).toBe(false);
  });

  it('keeps an about link only for a document the about page has (k=clause, policy, update, partner, news)', () => {
    const withAbout = [...routes, '/about_us'];
    expect(isBuiltLink('/about_us?k=clause', withAbout, 'en')).toBe(true);
    expect(isBuiltLink('/about_us?country=IND&k=policy#rights', withAbout, 'zh-TW')).toBe(true);
    for (const url of ['/about_us?k=news', '/about_us?k=update', '/about_us?k=partner']) expect(isBuiltLink(url, withAbout, 'en')).toBe(true);
    for (const url of ['/about_us?k=other', '/about_us', '/about_us?k=']) {
      expect(isBuiltLink(url, withAbout, 'en')).toBe(false);
    }
  });

  it('drops Chinese-only pages in English (they are not found there)', () => {
    expect(isBuiltLink('/personnel_query', routes, 'en')).toBe(false);
    expect(isBuiltLink('/personnel_query', routes, 'zh-TW')).toBe(true);
  });

  it('keeps links to other sites, drops anything else', () => {
    expect(isBuiltLink('https://edupay.example/wechat', routes, 'en')).toBe(true);
    expect(isBuiltLink('mailto:service@edupay.example', routes, 'en')).toBe(true);
    expect(isBuiltLink('//evil.example/x', routes, 'en')).toBe(false);
    expect(isBuiltLink('javascript:alert(1)', routes, 'en')).toBe(false);
  });

  it('filters a list and tolerates a missing one', () => {
    const links = [
      { title: 'Pay tuition', url: '/college_list' },
      { title: 'Exam fees', url: '/examfee/banz' },
      { title: 'News', url: '/about_us?k=news' },
    ];
    expect(builtLinks(links, routes, 'en').map((l) => l.title)).toEqual(['Pay tuition', 'Exam fees']);
    expect(builtLinks(undefined, routes, 'en')).toEqual([]);
  });
});
