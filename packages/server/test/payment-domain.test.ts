/**
 * The payment machine as a table (every status x every outcome), and the callback signature:
 * good, forged, stale (300 s either way), malformed.
 */
import { describe, expect, it } from 'vitest';
import { signCallback, verifyCallback } from '../src/domain/callback-signature';
import { PAYMENT_STATUSES, paymentTransition, type PaymentStatus } from '../src/domain/payment-status';
import { luhnValid, SANDBOX_CARDS } from '../src/providers/payment/sandbox';

// row: from; columns in PAYMENT_STATUSES order: requires_action, processing, succeeded, failed, canceled
// m = moves, s = same (nothing to write), r = refused (backwards or out of a final status)
const TABLE: Record<PaymentStatus, string> = {
  requires_action: 's m m m m',
  processing: 'r s m m m',
  succeeded: 'r r s r r',
  failed: 'r r r s r',
  canceled: 'r r r r s',
};
const KIND = { m: 'move', s: 'same', r: 'refused' } as const;

describe('paymentTransition', () => {
  for (const from of PAYMENT_STATUSES) {
    const expected = TABLE[from].split(' ');
    PAYMENT_STATUSES.forEach((outcome, i) => {
      it(`${from} + ${outcome} -> ${KIND[expected[i] as keyof typeof KIND]}`, () => {
        expect(paymentTransition(from, outcome).kind).toBe(KIND[expected[i] as keyof typeof KIND]);
      });
    });
  }
  it('never moves a payment backwards: a move only goes to a later status', () => {
    for (const from of PAYMENT_STATUSES)
      for (const to of PAYMENT_STATUSES) {
        const step = paymentTransition(from, to);
        if (step.kind === 'move') expect(PAYMENT_STATUSES.indexOf(to)).toBeGreaterThan(PAYMENT_STATUSES.indexOf(from));
      }
  });
});

describe('callback signature', () => {
  const secret = 'whsec_test';
  const body = '{"id":"evt_1","type":"charge.updated"}';
  const at = new Date('2026-03-02T02:00:00Z');
  it('accepts its own signature, within 300 s either way', () => {
    const header = signCallback(secret, body, at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyCallback(secret, body, header, at).ok).toBe(true);
    expect(verifyCallback(secret, body, header, new Date(at.getTime() + 300_000)).ok).toBe(true);
    expect(verifyCallback(secret, body, header, new Date(at.getTime() - 300_000)).ok).toBe(true);
  });
  it('refuses stale, forged, altered and malformed ones', () => {
    const header = signCallback(secret, body, at);
    expect(verifyCallback(secret, body, header, new Date(at.getTime() + 301_000))).toEqual({ ok: false, reason: 'stale' });
    expect(verifyCallback(secret, body, header, new Date(at.getTime() - 301_000))).toEqual({ ok: false, reason: 'stale' });
    expect(verifyCallback('other', body, header, at)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyCallback(secret, body.replace('evt_1', 'evt_2'), header, at)).toEqual({ ok: false, reason: 'mismatch' });
    // A signature for another timestamp: t is part of what is signed.
    expect(verifyCallback(secret, body, header.replace(/t=(\d+)/, (_m, t: string) => `t=${Number(t) + 1}`), at)).toEqual({ ok: false, reason: 'mismatch' });
    for (const bad of [undefined, '', 't=1', 'v1=abc', 't=x,v1=' + 'a'.repeat(64), 'garbage']) expect(verifyCallback(secret, body, bad, at).ok).toBe(false);
  });
});

describe('sandbox test cards', () => {
  it('are Luhn-valid; a typo is not', () => {
    for (const card of Object.values(SANDBOX_CARDS)) expect(luhnValid(card)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('abcd')).toBe(false);
  });
});
