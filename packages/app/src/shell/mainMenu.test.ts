import { describe, expect, it } from 'vitest';
import { isCurrentEntry, MAIN_MENU_CATALOGUE, mainMenuItems } from './mainMenu';

const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('main menu from the route table', () => {
  it('shows only entries whose route exists, in catalogue order', () => {
    expect(ids(mainMenuItems(['/college_list', '/', '/out_of_service'], 'en'))).toEqual(['home', 'pay']);
  });

  it('a route added later appears without touching the header', () => {
    expect(ids(mainMenuItems(['/', '/contact'], 'en'))).toEqual(['home', 'contact']);
    expect(ids(mainMenuItems(['/', '/examfee/:name'], 'en'))).toEqual(['home', 'examFee']);
  });

  it('zh-only entries (help centre, Chinese about pages) are hidden in English', () => {
    const all = MAIN_MENU_CATALOGUE.map((e) => e.route);
    expect(ids(mainMenuItems(all, 'en'))).not.toContain('helpCenter');
    expect(ids(mainMenuItems(all, 'en'))).not.toContain('aboutZh');
    expect(ids(mainMenuItems(all, 'en'))).toContain('aboutEn');
    expect(ids(mainMenuItems(all, 'zh-CN'))).toContain('helpCenter');
    expect(ids(mainMenuItems(all, 'zh-TW'))).toContain('aboutZh');
    expect(ids(mainMenuItems(all, 'zh-TW'))).not.toContain('aboutEn');
  });

  it('marks the current page, with parameters matched by prefix', () => {
    const [home, , exam] = MAIN_MENU_CATALOGUE;
    expect(isCurrentEntry(home!, '/')).toBe(true);
    expect(isCurrentEntry(home!, '/college_list')).toBe(false);
    expect(isCurrentEntry(exam!, '/examfee/ielts')).toBe(true);
    expect(isCurrentEntry(exam!, '/examfee_info')).toBe(false);
  });
});
