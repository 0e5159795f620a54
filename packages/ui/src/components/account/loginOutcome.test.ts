import { describe, expect, it, vi } from 'vitest';
import { outcome, type Outcome } from '@edupay/forms/contract';
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
    handleLoginResult(
      { status_code: 200, user_info: { user_name: 'Li' }, data: { is_need_password: 0 } },
      callbacks,
      phone,
    );
    handleLoginResult({ status_code: 200, data: {} }, callbacks);
    expect(callbacks.onLoggedIn).toHaveBeenCalledTimes(2);
    expect(callbacks.onNewUser).not.toHaveBeenCalled();
    expect(needsPassword({ status_code: 200, data: { is_need_password: 0 } })).toBe(false);
  });
});

describe('runCall: answers judged by the contract (spec 000 section 8)', () => {
  const table: [string, number, readonly Outcome[], string | null][] = [
    ['200 passes', 200, [], null],
    ['201 is a success code too', 201, [], null],
    ['202 (captcha right) passes', 202, [], null],
    ['371 is handled when the caller says so', 371, ['needs_slider'], null],
    ['371 unhandled fails with the message', 371, [], 'Server says'],
    ['332 is handled when the caller says so', 332, ['already_registered'], null],
    ['332 unhandled fails', 332, [], 'Server says'],
    ['204 (unnamed, below 400) fails, never success', 204, [], 'Server says'],
    ['400 fails with the message', 400, [], 'Server says'],
    ['402 fails with the message', 402, [], 'Server says'],
  ];
  it.each(table)('%s', async (_, status_code, handled, error) => {
    const answer = { status_code, message: ' Server says ' };
    const result = await runCall(async () => answer, t, handled);
    expect(result).toEqual({ result: answer, kind: outcome(answer), error });
  });
  it('a failure without a message gets the generic one', async () => {
    expect((await runCall(async () => ({ status_code: 600 }), t)).error).toBe('t:login.error.generic');
  });
  it('a rejected call is a network failure; no callback is no answer', async () => {
    expect(await runCall(async () => Promise.reject(new Error('offline')), t)).toEqual({
      result: null,
      kind: null,
      error: 't:login.error.network',
    });
    expect(await runCall(undefined, t)).toEqual({ result: null, kind: null, error: null });
  });
});
