import { describe, expect, it } from 'vitest';
import { guardRoute } from './guard';

const anonymous = { userName: '' };
const loggedIn = { userName: 'Li Lei' };

describe('guardRoute (spec 000 section 2, Route guard)', () => {
  it('a login-required route without user_name goes to /?need_login=yes and remembers the target', () => {
    expect(guardRoute({ path: '/user_center', search: 'tab=orders', requiresLogin: true, ...anonymous })).toEqual({
      kind: 'redirect',
      to: '/?need_login=yes',
      remember: '/user_center?tab=orders',
    });
  });

  it('keeps the country query on the redirect', () => {
    const decision = guardRoute({ path: '/order_fee', search: 'country=IND', requiresLogin: true, ...anonymous });
    expect(decision).toMatchObject({ kind: 'redirect', to: '/?need_login=yes&country=IND', remember: '/order_fee?country=IND' });
  });

  it('waits on a guarded route until the session is known (a new tab of a logged-in user)', () => {
    expect(guardRoute({ path: '/user_center', search: 'x=1', requiresLogin: true, sessionKnown: false, ...anonymous })).toEqual({ kind: 'wait' });
    expect(guardRoute({ path: '/user_center', search: '', requiresLogin: true, sessionKnown: false, ...loggedIn })).toMatchObject({ kind: 'allow' });
    expect(guardRoute({ path: '/college_list', search: '', requiresLogin: false, sessionKnown: false, ...anonymous })).toMatchObject({ kind: 'allow' });
  });

  it('lets a logged-in user through', () => {
    expect(guardRoute({ path: '/user_center', search: '', requiresLogin: true, ...loggedIn })).toMatchObject({ kind: 'allow' });
  });

  it.each(['/', '/selfie', '/idents_ass', '/examfee/banz', '/examfee_info', '/examfee_pay'])('%s is public', (path) => {
    expect(guardRoute({ path, search: '', requiresLogin: true, ...anonymous })).toMatchObject({ kind: 'allow' });
  });

  it('the home page with need_login=yes opens the login dialog', () => {
    expect(guardRoute({ path: '/', search: 'need_login=yes', requiresLogin: false, ...anonymous })).toMatchObject({ openLogin: true });
  });

  it('need_login=yes with channel_code opens login on any page', () => {
    expect(guardRoute({ path: '/college_list', search: 'need_login=yes&channel_code=abc', requiresLogin: false, ...anonymous })).toMatchObject({ openLogin: true });
    expect(guardRoute({ path: '/college_list', search: 'need_login=yes', requiresLogin: false, ...anonymous })).toMatchObject({ openLogin: false });
  });

  it('type=reset_password with oid, id and t opens the reset step', () => {
    expect(guardRoute({ path: '/', search: 'type=reset_password&oid=o1&id=7&t=99', requiresLogin: false, ...anonymous })).toMatchObject({
      openResetPassword: { oid: 'o1', id: '7', t: '99' },
    });
    expect(guardRoute({ path: '/', search: 'type=reset_password&oid=o1&id=7', requiresLogin: false, ...anonymous })).toMatchObject({ openResetPassword: null });
  });

  it('type=scan_login with a ticket asks this (phone) browser to confirm the scan login', () => {
    expect(guardRoute({ path: '/', search: 'type=scan_login&ticket=abc', requiresLogin: false, ...loggedIn })).toMatchObject({ scanLoginTicket: 'abc' });
    expect(guardRoute({ path: '/', search: 'type=scan_login', requiresLogin: false, ...loggedIn })).toMatchObject({ scanLoginTicket: null });
  });
});
