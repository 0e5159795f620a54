import { describe, expect, it } from 'vitest';
import { logoutOutcome } from './session';

describe('logout answers (spec 000 sections 7 and 8)', () => {
  it('200 and 201 are logged out, 401 not logged in, others failures', () => {
    expect(logoutOutcome({ status_code: 200 })).toBe('loggedOut');
    expect(logoutOutcome({ status_code: 201 })).toBe('loggedOut');
    expect(logoutOutcome({ status_code: 401 })).toBe('notLoggedIn');
    expect(logoutOutcome({ status_code: 500 })).toBe('failed');
  });
});
