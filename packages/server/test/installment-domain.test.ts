/**
 * Installment arithmetic (issue 17 item 4): the plan's checks and the suggested plan as tables,
 * fast-check properties (the plan sums to the total, each within the limit, whole units but the
 * last, integers throughout), the Malaysian daily schedule, and the installment machine as a table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPlan,
  INSTALLMENT_OF_CHARGE,
  INSTALLMENT_STATUSES,
  canMoveInstallment,
  installmentLimits,
  isFinalInstallment,
  parseWholeAmount,
  scheduleDays,
  suggestPlan,
  type InstallmentStatus,
} from '../src/domain/installments';

const CNY = installmentLimits('CNY');
const MYR = installmentLimits('MYR');
const y = (units: number, cents = 0) => BigInt(units) * 100n + BigInt(cents);

describe('suggestPlan', () => {
  const rows: [string, bigint, typeof CNY, bigint[]][] = [
    ['below the limit: one', y(12_000), CNY, [y(12_000)]],
    ['exactly the limit: one', y(30_000), CNY, [y(30_000)]],
    ['one cent over: the cent on a second', y(30_000, 1), CNY, [y(30_000), y(0, 1)]],
    ['cents ride on the last', y(75_000, 55), CNY, [y(30_000), y(30_000), y(15_000, 55)]],
    ['MYR fills each day to 50,000', y(120_000), MYR, [y(30_000), y(20_000), y(30_000), y(20_000), y(20_000)]],
    ['MYR 50,000 is one day', y(50_000), MYR, [y(30_000), y(20_000)]],
    ['nothing to pay', 0n, CNY, []],
  ];
  for (const [name, total, limits, expected] of rows) it(name, () => expect(suggestPlan(total, 2, limits)).toEqual(expected));
});

describe('scheduleDays', () => {
  it('no daily limit: all on day 0', () => expect(scheduleDays([y(30_000), y(30_000), y(1)], 2, CNY)).toEqual([0, 0, 0]));
  it('MYR: 30,000 + 20,000 a day', () => expect(scheduleDays([y(30_000), y(20_000), y(30_000), y(20_000), y(20_000)], 2, MYR)).toEqual([0, 0, 1, 1, 2]));
  it('MYR: 30,000 + 30,000 cannot share a day', () => expect(scheduleDays([y(30_000), y(30_000)], 2, MYR)).toEqual([0, 1]));
});

describe('checkPlan', () => {
  const total = y(45_000, 10);
  const rows: [string, bigint[], string | null][] = [
    ['a good plan', [y(30_000), y(15_000, 10)], null],
    ['empty', [], 'empty'],
    ['cents before the last', [y(29_999, 50), y(15_000, 60)], 'not_whole'],
    ['zero', [0n, y(45_000, 10)], 'not_positive'],
    ['over 30,000', [y(30_001), y(14_999, 10)], 'over_limit'],
    ['short of the total', [y(30_000), y(15_000)], 'sum_mismatch'],
    ['over the total', [y(30_000), y(15_001)], 'sum_mismatch'],
    ['too many', Array.from({ length: 21 }, () => y(1)), 'too_many'],
  ];
  for (const [name, plan, problem] of rows) it(name, () => expect(checkPlan(plan, total, 2, CNY)?.kind ?? null).toBe(problem));
});

describe('properties', () => {
  const totals = fc.bigInt({ min: 1n, max: 10_000_000_00n });
  const limits = fc.constantFrom(CNY, MYR);

  it('the suggested plan sums to the total, each positive and within the limit, whole units but the last, and passes checkPlan', () => {
    fc.assert(
      fc.property(totals, limits, (total, lim) => {
        const plan = suggestPlan(total, 2, lim);
        if (plan.length > 20) return true; // above 600,000 the payer is asked to call (MAX_INSTALLMENTS)
        expect(plan.reduce((a, b) => a + b, 0n)).toBe(total);
        for (const [i, amount] of plan.entries()) {
          expect(typeof amount).toBe('bigint');
          expect(amount > 0n).toBe(true);
          expect(amount <= lim.perTransaction * 100n).toBe(true);
          if (i < plan.length - 1) expect(amount % 100n).toBe(0n);
        }
        expect(checkPlan(plan, total, 2, lim)).toBeNull();
      }),
    );
  });

  it('the schedule keeps every day within the daily limit and never goes back a day', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 30_000_00n }), { minLength: 1, maxLength: 20 }), (plan) => {
        const days = scheduleDays(plan, 2, MYR);
        const perDay = new Map<number, bigint>();
        days.forEach((day, i) => perDay.set(day, (perDay.get(day) ?? 0n) + plan[i]!));
        for (const sum of perDay.values()) expect(sum <= 50_000_00n).toBe(true);
        for (let i = 1; i < days.length; i += 1) expect(days[i]! - days[i - 1]!).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('changing one cent of a good plan breaks the sum', () => {
    fc.assert(
      fc.property(totals, (total) => {
        const plan = suggestPlan(total, 2, CNY);
        if (plan.length > 20) return true;
        const last = plan.length - 1;
        const off = [...plan.slice(0, last), plan[last]! + 1n];
        return checkPlan(off, total, 2, CNY)?.kind === 'sum_mismatch' || checkPlan(off, total, 2, CNY)?.kind === 'over_limit';
      }),
    );
  });
});

describe('parseWholeAmount', () => {
  const rows: [string, bigint | null][] = [
    ['30000', y(30_000)],
    ['30,000', y(30_000)],
    [' 12 ', y(12)],
    ['12.5', null],
    ['0', null],
    ['-5', null],
    ['1e4', null],
    ['', null],
  ];
  for (const [text, expected] of rows) it(JSON.stringify(text), () => expect(parseWholeAmount(text, 2)).toBe(expected));
});

// from (row) -> to (columns in INSTALLMENT_STATUSES order: paid, payment_failed, querying, waiting_to_pay, amount_not_paid, invalid)
const MOVES: Record<InstallmentStatus, string> = {
  paid: '- - - - - -',
  payment_failed: '- - - - - -',
  querying: 'y y - - - y',
  waiting_to_pay: 'y y y - y y',
  amount_not_paid: 'y y y - - y',
  invalid: '- - - - - -',
};

describe('the installment machine', () => {
  for (const from of INSTALLMENT_STATUSES) {
    const row = MOVES[from].split(' ');
    INSTALLMENT_STATUSES.forEach((to, i) => {
      it(`${from} -> ${to}: ${row[i] === 'y' ? 'moves' : 'refused'}`, () => expect(canMoveInstallment(from, to)).toBe(row[i] === 'y'));
    });
  }
  it('final statuses move nowhere; nothing goes back to waiting_to_pay', () => {
    for (const from of INSTALLMENT_STATUSES) {
      if (isFinalInstallment(from)) for (const to of INSTALLMENT_STATUSES) expect(canMoveInstallment(from, to)).toBe(false);
      expect(canMoveInstallment(from, 'waiting_to_pay')).toBe(false);
    }
  });
  it('every provider charge status maps to an installment status', () => {
    expect(Object.values(INSTALLMENT_OF_CHARGE).every((s) => (INSTALLMENT_STATUSES as readonly string[]).includes(s))).toBe(true);
  });
});
