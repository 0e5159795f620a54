import { describe, expect, it } from 'vitest';
import type { Payment, ServerQuote } from '../../api/payments';
import { nextQuote, nextStep, onLocalClock } from './usePayPage';

describe('onLocalClock', () => {
  const quote = { quote_id: 'q', expires_at: '2030-01-01T00:30:00.000Z', valid_seconds: 1800 } as ServerQuote;
  it('counts the server’s seconds from this browser’s clock, whatever its date', () => {
    // A browser clock far from the server's: the countdown still holds 30 minutes.
    expect(onLocalClock(quote, Date.parse('2026-11-24T10:00:00Z')).expires_at).toBe('2026-11-24T10:30:00.000Z');
  });
  it('keeps the server’s expiry when it gave no seconds', () => {
    expect(onLocalClock({ ...quote, valid_seconds: undefined as unknown as number }, 0).expires_at).toBe(quote.expires_at);
  });
});

describe('nextStep', () => {
  const base = { payment_id: 'p 1', redirect_url: '', reference: '', qr_code: '' } as Payment;
  it.each([
    [{ redirect_url: '/dev/sandbox/pay/sbx_1' }, { kind: 'leave', url: '/dev/sandbox/pay/sbx_1' }],
    [{ reference: 'EP0123456789' }, { kind: 'go', path: '/pay_confirm?payment_id=p%201' }],
    [{ qr_code: 'http://x/qr' }, { kind: 'go', path: '/wx_pay?payment_id=p%201' }],
  ])('%o', (payment, next) => expect(nextStep({ ...base, ...payment })).toEqual(next));
});

describe('nextQuote', () => {
  const change = { previous_total: '110659.66', previous_rate: '9.176970', reasons: ['rate'] };
  const shown = { quote_id: 'b', total: '113968.04', payer_currency: 'CNY', price_change: change } as unknown as ServerQuote;
  const answer = { quote_id: 'c', total: '113968.04', payer_currency: 'CNY', price_change: null } as unknown as ServerQuote;
  it('shows the server’s word on a changed price as it is', () => {
    const moved = { ...answer, total: '114000.00', price_change: { ...change, previous_total: '113968.04' } };
    expect(nextQuote(moved, shown, 'expired')).toBe(moved);
  });
  it('keeps the notice through a language change at the same total (the payer has not paid past it)', () => {
    expect(nextQuote(answer, shown, 'locale').price_change).toEqual(change);
    expect(nextQuote({ ...answer, total: '113968.05' }, shown, 'locale').price_change).toBeNull();
  });
  it('drops it when the payer chose something else, or the expired quote came back at the same price', () => {
    expect(nextQuote(answer, shown, 'choice').price_change).toBeNull();
    expect(nextQuote(answer, shown, 'expired').price_change).toBeNull();
  });
});
