import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle (WCAG 2.4.2: each page its own title)', () => {
  const site = 'EduPay: pay tuition and study-abroad fees';
  it('is the site title on the home page', () => {
    expect(pageTitle('/', 'Pay tuition with confidence', site)).toBe(site);
  });
  it('puts the page heading first elsewhere, whitespace folded', () => {
    expect(pageTitle('/user_center', '  User\n centre ', site)).toBe(`User centre | ${site}`);
  });
  it('is the site title while the page has no heading yet', () => {
    expect(pageTitle('/college_list', '', site)).toBe(site);
  });
});
