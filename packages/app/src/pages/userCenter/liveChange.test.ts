import { describe, expect, it } from 'vitest';
import { bringsChange, eventGate } from './liveChange';

const shown = { status: 'awaiting_payment', history: [{ at: '2026-03-02T02:00:00.000Z' }, { at: '2026-03-02T02:05:00.000Z' }] };

describe('bringsChange', () => {
  it('a new status, or an event after the last one shown, is a change', () => {
    expect(bringsChange({ status: 'paid', at: '2026-03-02T02:06:00.000Z' }, shown)).toBe(true);
    expect(bringsChange({ status: 'awaiting_payment', at: '2026-03-02T02:07:00.000Z' }, shown)).toBe(true);
  });
  it('the history a stream starts with, or what the page already shows, is not', () => {
    expect(bringsChange({ status: 'awaiting_payment', at: '2026-03-02T02:05:00.000Z' }, shown)).toBe(false);
    expect(bringsChange({ status: 'awaiting_payment', at: '2026-03-02T02:00:00.000Z' }, shown)).toBe(false);
  });
});

describe('eventGate', () => {
  it('lets each id through once, in order; a repeated or older id is dropped', () => {
    const take = eventGate();
    expect([3, 4, 4, 2, 5].map(take)).toEqual([true, true, false, false, true]);
  });
});
