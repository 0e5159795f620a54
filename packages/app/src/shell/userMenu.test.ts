import { describe, expect, it } from 'vitest';
import { userMenuItems } from './userMenu';

describe('user menu', () => {
  it('offers the user centre only once its route exists', () => {
    expect(userMenuItems(['/'], 'en')).toEqual(['specialist', 'changePassword', 'logout']);
    expect(userMenuItems(['/', '/user_center'], 'en')).toEqual(['userCenter', 'specialist', 'changePassword', 'logout']);
  });

  it('offers the identity check in Chinese only, and only once its route exists', () => {
    const routes = ['/', '/user_center', '/personnel_query'];
    expect(userMenuItems(routes, 'zh-CN')).toEqual(['userCenter', 'specialist', 'identity', 'changePassword', 'logout']);
    expect(userMenuItems(routes, 'zh-TW')).toContain('identity');
    expect(userMenuItems(routes, 'en')).not.toContain('identity');
    expect(userMenuItems(['/'], 'zh-CN')).not.toContain('identity');
  });
});
