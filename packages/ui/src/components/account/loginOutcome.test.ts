import { describe, expect, it, vi } from 'vitest';
import { handleLoginResult, needsPassword } from './loginOutcome';
import { runCall } from './runCall';

const t = (id: string) => `t:${id}`;
const phone = { tel_code: '+86', phone: '13800138000' };

describe('handleLoginResult (spec 000 section 4)', () => {
  it('an SMS answer without user_name is a new user, with the phone', () => {
    const callbacks = { onNewUser: vi.fn(), onLoggedIn: vi.fn(), onStepChange: vi.fn() };
    handleLoginResult({ status_code: 200, data: { is_need_password: 1 } }, callbacks, phone);
    expect(callbacks.onNewUser).toHaveBeenCalledWith(phone);
    expect(callbacks.onLoggedIn).not.toHaveBeenCalled();
    expect(callbacks.onStepChange).not.toHaveBeenCalled();
  });
  it('is_need_password (1 or true) goes to step 9, not logged in yet', () => {
    for (const flag of [1, true]) {
      const callbacks = { onNeedPassword: vi.fn(), onLoggedIn: vi.fn(), onStepChange: vi.fn() };
      const result = { status_code: 200, user_info: { user_name: 'Li' }, data: { is_need_password: flag } };
      handleLoginResult(result, callbacks, phone);
      expect(callbacks.onStepChange).toHaveBeenCalledWith('create_password');
      expect(callbacks.onNeedPassword).toHaveBeenCalledWith(result);
      expect(callbacks.onLoggedIn).not.toHaveBeenCalled();
    }
  });
  it('otherwise logged in; a password login never counts as a new user', () => {
    const callbacks = { onNewUser: vi.fn(), onLoggedIn: vi.fn() };
    handleLoginResult({ status_code: 200, user_info: { user_name: 'Li' }, data: { is_need_password: 0 } }, callbacks, phone);
    handleLoginResult({ status_code: 200, data: {} }, callbacks);
    expect(callbacks.onLoggedIn).toHaveBeenCalledTimes(2);
    expect(callbacks.onNewUser).not.toHaveBeenCalled();
    expect(needsPassword({ status_code: 200, data: { is_need_password: 0 } })).toBe(false);
  });
});

describe('runCall (spec 000 section 8)', () => {
  it('passes statuses below 400 through (371 and 332 are for the caller to handle)', async () => {
    for (const status_code of [200, 202, 332, 371]) {
      expect(await runCall(async () => ({ status_code }), t)).toEqual({ result: { status_code }, error: null });
    }
  });
  it('shows the message of any status of 400 or more, or a generic one', async () => {
    expect((await runCall(async () => ({ status_code: 400, message: ' Wrong password ' }), t)).error).toBe('Wrong password');
    expect((await runCall(async () => ({ status_code: 600 }), t)).error).toBe('t:login.error.generic');
  });
  it('a rejected call is a network failure; no callback is no answer', async () => {
    expect(await runCall(async () => Promise.reject(new Error('offline')), t)).toEqual({ result: null, error: 't:login.error.network' });
    expect(await runCall(undefined, t)).toEqual({ result: null, error: null });
  });
});
