/** The unmatched-transfer machine (domain/unmatched-transfer.ts): every status and event, allowed or refused, as a table. */
import { describe, expect, it } from 'vitest';
import { fundsMatch, UNMATCHED_TRANSFER_EVENTS, UNMATCHED_TRANSFER_STATUSES, unmatchedTransition } from '../src/domain/unmatched-transfer';

const ALLOWED: Record<string, string> = {
  'unmatched:attach': 'attached',
  'unmatched:return': 'returning',
  'returning:return_succeeded': 'returned',
  'returning:return_failed': 'unmatched',
};

describe('unmatchedTransition', () => {
  for (const status of UNMATCHED_TRANSFER_STATUSES) {
    for (const event of UNMATCHED_TRANSFER_EVENTS) {
      const to = ALLOWED[`${status}:${event}`];
      it(`${status} --${event}--> ${to ?? 'refused'}`, () => {
        expect(unmatchedTransition(status, event)).toEqual(to ? { ok: true, from: status, to } : { ok: false, from: status, event });
      });
    }
  }
  it('attached and returned are final: nothing leaves them', () => {
    for (const status of ['attached', 'returned'] as const) for (const event of UNMATCHED_TRANSFER_EVENTS) expect(unmatchedTransition(status, event).ok).toBe(false);
  });
});

describe('fundsMatch', () => {
  it('only the exact amount in the same currency', () => {
    expect(fundsMatch({ amountMinor: 100n, currency: 'CNY' }, { amountMinor: 100n, currency: 'CNY' })).toBe(true);
    expect(fundsMatch({ amountMinor: 99n, currency: 'CNY' }, { amountMinor: 100n, currency: 'CNY' })).toBe(false);
    expect(fundsMatch({ amountMinor: 101n, currency: 'CNY' }, { amountMinor: 100n, currency: 'CNY' })).toBe(false);
    expect(fundsMatch({ amountMinor: 100n, currency: 'USD' }, { amountMinor: 100n, currency: 'CNY' })).toBe(false);
  });
});
