/**
 * The refund machine and its arithmetic (domain/refund-status.ts): every move of the table, allowed
 * and refused; what a payment can still give back; and, for any sequence of refund requests, the
 * refunds not failed never add up (with their fees) to more than was captured.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feeApplies,
  planRefund,
  REFUND_REASONS,
  REFUND_STATUSES,
  refundableMinor,
  refundTransition,
  type RefundAmounts,
  type RefundStatus,
} from '../src/domain/refund-status';

const ALLOWED: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  requested: ['processing', 'succeeded', 'failed'],
  processing: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
};

describe('refund transitions', () => {
  const pairs = REFUND_STATUSES.flatMap((from) => REFUND_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s', (from, to) => {
    const step = refundTransition(from, to);
    if (from === to) expect(step).toEqual({ kind: 'same', status: from });
    else if (ALLOWED[from].includes(to)) expect(step).toEqual({ kind: 'move', from, to });
    else expect(step).toEqual({ kind: 'refused', from, to });
  });
});

describe('the refund fee', () => {
  it.each(REFUND_REASONS)('%s', (reason) => {
    expect(feeApplies(reason, false)).toBe(reason === 'payer_request');
    expect(feeApplies(reason, true)).toBe(false);
  });
});

const r = (status: RefundStatus, amount: bigint, fee = 0n): RefundAmounts => ({ status, amountMinor: amount, feeMinor: fee });

describe('planRefund', () => {
  it.each([
    ['everything, no fee', 10_000n, [], null, 0n, { ok: true, amountMinor: 10_000n, feeMinor: 0n, full: true }],
    ['everything less the fee', 10_000n, [], null, 1_200n, { ok: true, amountMinor: 8_800n, feeMinor: 1_200n, full: true }],
    ['a part', 10_000n, [], 2_500n, 0n, { ok: true, amountMinor: 2_500n, feeMinor: 0n, full: false }],
    ['exactly what is left', 10_000n, [r('succeeded', 4_000n)], 6_000n, 0n, { ok: true, amountMinor: 6_000n, feeMinor: 0n, full: true }],
    ['a requested one is reserved', 10_000n, [r('requested', 4_000n)], 6_001n, 0n, { ok: false, reason: 'too_large', refundableMinor: 6_000n }],
    ['a failed one is not', 10_000n, [r('failed', 10_000n)], null, 0n, { ok: true, amountMinor: 10_000n, feeMinor: 0n, full: true }],
    ['nothing left', 10_000n, [r('succeeded', 8_800n, 1_200n)], 1n, 0n, { ok: false, reason: 'nothing_left', refundableMinor: 0n }],
    ['the fee once per payment', 10_000n, [r('succeeded', 1_000n, 1_200n)], null, 1_200n, { ok: true, amountMinor: 7_800n, feeMinor: 0n, full: true }],
    ['a fee larger than what is left', 1_000n, [], null, 1_200n, { ok: false, reason: 'fee_exceeds', refundableMinor: 0n }],
    ['the fee counts against a part', 10_000n, [], 9_000n, 1_200n, { ok: false, reason: 'too_large', refundableMinor: 8_800n }],
  ] as const)('%s', (_name, captured, refunds, requested, fee, expected) => {
    expect(planRefund(captured, refunds, requested, fee)).toEqual(expected);
  });

  it('never lets the refunds not failed exceed what was captured, whatever is asked in whatever order', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.array(fc.record({ amount: fc.option(fc.bigInt({ min: -5n, max: 12_000_000n })), fee: fc.bigInt({ min: 0n, max: 20_000n }), outcome: fc.constantFrom<RefundStatus>('requested', 'succeeded', 'failed') }), { maxLength: 12 }),
        (captured, asks) => {
          const done: RefundAmounts[] = [];
          for (const ask of asks) {
            const plan = planRefund(captured, done, ask.amount, ask.fee);
            if (plan.ok) {
              expect(plan.amountMinor > 0n).toBe(true);
              done.push(r(ask.outcome, plan.amountMinor, plan.feeMinor));
            }
            const taken = done.filter((d) => d.status !== 'failed').reduce((s, d) => s + d.amountMinor + d.feeMinor, 0n);
            expect(taken <= captured).toBe(true);
            expect(refundableMinor(captured, done)).toBe(captured - taken);
          }
        },
      ),
    );
  });
});
