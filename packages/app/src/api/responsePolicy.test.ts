import { describe, expect, it, vi } from 'vitest';
import { applyResponsePolicy, applyTransportFailure, RESPONSE_TOAST_MS, type PolicyEffects } from './responsePolicy';

function effects(): PolicyEffects & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    navigate: vi.fn((p: string) => calls.push(`navigate ${p}`)),
    assign: vi.fn((u: string) => calls.push(`assign ${u}`)),
    toast: vi.fn((m: string, ms: number) => calls.push(`toast ${m} ${ms}`)),
    hideToast: vi.fn(() => calls.push('hideToast')),
    openLogin: vi.fn(() => calls.push('openLogin')),
    text: { errorPrefix: 'Error: ', network: 'Network connection abnormal', httpError: (s) => `Server error (${s})` },
  };
}

describe('applyResponsePolicy (spec 000 section 8)', () => {
  it('200 is success and does nothing', () => {
    const e = effects();
    expect(applyResponsePolicy({ status_code: 200, message: 'ok' }, e)).toBe('ok');
    expect(e.calls).toEqual([]);
  });

  it.each([201, 202, 331, 332, 371])('%i is a business outcome left to the page', (code) => {
    const e = effects();
    expect(applyResponsePolicy({ status_code: code, message: 'x' }, e)).toBe('ok');
    expect(e.calls).toEqual([]);
  });

  it('4005 goes to /out_of_service', () => {
    const e = effects();
    expect(applyResponsePolicy({ status_code: 4005, message: 'maintenance' }, e)).toBe('handled');
    expect(e.calls).toEqual(['navigate /out_of_service']);
  });

  it('4009 goes home', () => {
    const e = effects();
    applyResponsePolicy({ status_code: 4009 }, e);
    expect(e.calls).toEqual(['navigate /']);
  });

  it('4017 goes to /pay with the order id and shows the message for 2 s', () => {
    const e = effects();
    applyResponsePolicy({ status_code: 4017, order_id: 'A 12', message: 'Please pay first' }, e);
    expect(e.calls).toEqual(['navigate /pay?order_id=A%2012', `toast Please pay first ${RESPONSE_TOAST_MS}`]);
  });

  it('4017 also finds the order id in data', () => {
    const e = effects();
    applyResponsePolicy({ status_code: 4017, data: { order_id: 77 } }, e);
    expect(e.calls).toEqual(['navigate /pay?order_id=77']);
  });

  it('402 hides the toast and opens the login dialog', () => {
    const e = effects();
    applyResponsePolicy({ status_code: 402, message: 'login' }, e);
    expect(e.calls).toEqual(['hideToast', 'openLogin']);
  });

  it('redirect_url sends the browser there', () => {
    const e = effects();
    applyResponsePolicy({ status_code: 200, redirect_url: 'https://pay.example/cashier?id=1' }, e);
    expect(e.calls).toEqual(['assign https://pay.example/cashier?id=1']);
  });

  it('a javascript: redirect_url is ignored', () => {
    const e = effects();
    expect(applyResponsePolicy({ status_code: 200, redirect_url: 'javascript:alert(1)' }, e)).toBe('ok');
    expect(e.calls).toEqual([]);
  });

  it.each([400, 401, 500, 600, 601, 4999])('%i shows the message for 2 s with the generic prefix', (code) => {
    const e = effects();
    expect(applyResponsePolicy({ status_code: code, message: 'Too many attempts' }, e)).toBe('handled');
    expect(e.calls).toEqual([`toast Error: Too many attempts ${RESPONSE_TOAST_MS}`]);
  });
});

describe('applyTransportFailure', () => {
  it('no answer: the network message', () => {
    const e = effects();
    applyTransportFailure(undefined, e);
    expect(e.calls).toEqual([`toast Network connection abnormal ${RESPONSE_TOAST_MS}`]);
  });
  it('an HTTP status other than 200: a server error with the status', () => {
    const e = effects();
    applyTransportFailure(502, e);
    expect(e.calls).toEqual([`toast Server error (502) ${RESPONSE_TOAST_MS}`]);
  });
});
