/**
 * The quote domain (issue 17 items 2-3, "Done when"): fees, surcharge, coupon and points as tables,
 * fast-check properties (total = sum of lines; no line negative; min/max bounds hold; rounding never
 * loses or invents a cent), the quote expiry boundary, trading hours and the same-day cutoff.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponCredit, couponValid } from '../src/domain/coupon';
import { parseDecimal, type Ratio } from '../src/domain/fx-rate';
import { basisPoints, roundHalfUp } from '../src/domain/money-rounding';
import { FEE_SCHEDULES, methodsFor, PAYMENT_METHODS } from '../src/domain/payment-methods';
import { MAX_POINTS_PER_ORDER, pointsBalance, pointsEarned, pointsUsable } from '../src/domain/points';
import { quoteExpiresAt, quoteLive, quoteMinutes } from '../src/domain/quote-expiry';
import { channelFee, computeQuote, signedAmount, totalOf, type QuoteInput } from '../src/domain/quote-lines';
import { inTradingHours, remittanceDay, reviewDueAt } from '../src/domain/trading-hours';

const ratio = (text: string): Ratio => parseDecimal(text)!;
const cnyFee = (method: keyof typeof FEE_SCHEDULES) => {
  const s = FEE_SCHEDULES[method];
  return { bps: s.bps, minMinor: s.minCnyFen, maxMinor: s.maxCnyFen };
};

describe('channel fee by method (CNY fen)', () => {
  it.each([
    // card 0.2 %, min 80, max 200
    ['card', 1_000_000n, 8_000n], // 0.2 % of 10,000 = 20: the minimum 80
    ['card', 6_000_000n, 12_000n], // 0.2 % of 60,000 = 120
    ['card', 20_000_000n, 20_000n], // 400: held at 200
    // messaging app 1.2 %, 80-200
    ['wechat', 500_000n, 8_000n], // 60: min 80
    ['wechat', 1_000_000n, 12_000n], // 120
    ['wechat', 5_000_000n, 20_000n], // 600: max 200
    // 0.6 %, 120-600
    ['unionpay_qr', 1_000_000n, 12_000n],
    ['unionpay_qr', 5_000_000n, 30_000n],
    ['unionpay_qr', 50_000_000n, 60_000n],
    // 0.5 %, 100-500
    ['alipay', 1_000_000n, 10_000n],
    ['alipay', 6_000_000n, 30_000n],
    ['alipay', 50_000_000n, 50_000n],
    ['transfer', 50_000_000n, 0n],
  ] as const)('%s of %d fen is %d fen', (method, base, fee) => {
    expect(channelFee(base, cnyFee(method))).toBe(fee);
  });

  it('rounds a percentage once, half up', () => {
    expect(basisPoints(25n, 20)).toBe(0n); // 0.05 -> 0
    expect(basisPoints(250n, 20)).toBe(1n); // 0.5 -> 1
    expect(basisPoints(249n, 20)).toBe(0n); // 0.498 -> 0
    expect(roundHalfUp(5n, 2n)).toBe(3n);
    expect(() => roundHalfUp(-1n, 2n)).toThrow(RangeError);
  });

  it('the QR and wallet channels are for payers in CNY only', () => {
    expect(methodsFor('CNY')).toEqual(PAYMENT_METHODS);
    expect(methodsFor('INR')).toEqual(['card', 'transfer']);
  });
});

const base: QuoteInput = {
  foreignAmountMinor: 1_200_000n, // GBP 12,000.00
  foreignSurchargeMinor: 0n,
  foreignExponent: 2,
  payerCurrency: 'CNY',
  payerExponent: 2,
  rate: ratio('9.0123'),
  channelFee: cnyFee('card'),
  fullArrivalMinor: null,
  priorityMinor: null,
  coupon: null,
  points: { balance: 0, use: false, valueMinor: 100n },
};
const kinds = (input: QuoteInput) => computeQuote(input).lines.map((l) => [l.kind, l.effect, l.amountMinor]);

describe('quote lines (tables)', () => {
  it('principal at the rate, the card fee held at its maximum, total = sum', () => {
    const q = computeQuote(base);
    expect(kinds(base)).toEqual([
      ['principal', 'charge', 10_814_760n], // 12,000 x 9.0123 = 108,147.60
      ['channel_fee', 'charge', 20_000n],
    ]);
    expect(q.totalMinor).toBe(10_834_760n);
  });

  it('the institution surcharge (17 per bill) is converted and pays the fee too', () => {
    expect(kinds({ ...base, foreignSurchargeMinor: 1_700n, channelFee: cnyFee('alipay') })).toEqual([
      ['principal', 'charge', 10_814_760n],
      ['institution_surcharge', 'charge', 15_321n], // 17 x 9.0123 = 153.2091 -> 153.21
      ['channel_fee', 'charge', 50_000n], // 0.5 % of 108,300.81 = 541.50: max 500
    ]);
  });

  it('full arrival, priority, an amount coupon and points', () => {
    const input: QuoteInput = { ...base, fullArrivalMinor: 18_000n, priorityMinor: 10_000n, coupon: { kind: 'amount', amountMinor: 5_000n, currency: 'CNY' }, points: { balance: 295, use: true, valueMinor: 100n } };
    const q = computeQuote(input);
    expect(kinds(input)).toEqual([
      ['principal', 'charge', 10_814_760n],
      ['channel_fee', 'charge', 20_000n],
      ['full_arrival_fee', 'charge', 18_000n],
      ['priority_fee', 'charge', 10_000n],
      ['coupon', 'credit', 5_000n],
      ['points', 'credit', 20_000n], // at most 200 points = 200.00 RMB
    ]);
    expect(q.pointsUsed).toBe(200);
    expect(q.totalMinor).toBe(10_814_760n + 20_000n + 18_000n + 10_000n - 5_000n - 20_000n);
  });

  it('a fee coupon takes its share of the channel fee; an amount coupon in another currency takes nothing', () => {
    expect(couponCredit({ kind: 'fee_percent', bps: 5_000 }, 'CNY', 20_001n, 1_000_000n)).toBe(10_001n); // half of 200.01, rounded half up
    expect(couponCredit({ kind: 'amount', amountMinor: 5_000n, currency: 'CNY' }, 'INR', 20_000n, 1_000_000n)).toBe(0n);
    expect(couponCredit({ kind: 'amount', amountMinor: 5_000n, currency: 'CNY' }, 'CNY', 0n, 3_000n)).toBe(3_000n); // never below zero
  });

  it('points cannot pay in a currency they have no value in', () => {
    expect(computeQuote({ ...base, payerCurrency: 'INR', points: { balance: 50, use: true, valueMinor: null } }).pointsUsed).toBe(0);
  });

  it('JPY (no minor unit) to CNY', () => {
    const q = computeQuote({ ...base, foreignAmountMinor: 1_000_000n, foreignExponent: 0, rate: ratio('0.046321') });
    expect(q.payerAmountMinor).toBe(4_632_100n); // 1,000,000 yen x 0.046321 = 46,321.00
  });

  it('coupon validity is judged on the Beijing day, inclusive', () => {
    expect(couponValid('2026-03-01', new Date('2026-03-01T15:59:59Z'))).toBe(true); // 23:59:59 in Beijing
    expect(couponValid('2026-03-01', new Date('2026-03-01T16:00:00Z'))).toBe(false);
  });
});

describe('points', () => {
  it.each([
    [600_000n, '2016-01-01T00:00:00+08:00', 1],
    [599_999n, '2017-06-01T00:00:00+08:00', 0], // nothing below 6,000
    [1_236_000_00n, '2016-08-20T10:00:00+08:00', 206],
    [1_200_000n, '2015-12-31T23:59:59+08:00', 0], // before the window
    [1_200_000n, '2018-02-28T23:59:59+08:00', 2],
    [1_200_000n, '2018-03-01T00:00:00+08:00', 0], // accrual stopped
  ] as const)('%d fen paid at %s earns %d', (paid, at, points) => {
    expect(pointsEarned(paid, new Date(at))).toBe(points);
  });

  it('a balance is the sum of its entries; an order uses at most 200, the balance, and whole points of what is left', () => {
    expect(pointsBalance([{ points: 206 }, { points: 31 }, { points: -200 }])).toBe(37);
    expect(pointsUsable(295, 10_000_000n, 100n)).toBe(MAX_POINTS_PER_ORDER);
    expect(pointsUsable(37, 10_000_000n, 100n)).toBe(37);
    expect(pointsUsable(295, 5_050n, 100n)).toBe(50);
    expect(pointsUsable(0, 5_050n, 100n)).toBe(0);
  });
});

describe('quote lines (properties)', () => {
  const schedule = fc.constantFrom(...PAYMENT_METHODS).map(cnyFee);
  const rateText = fc.tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 999_999 })).map(([w, f]) => `${w}.${String(f).padStart(6, '0')}`);
  const input = fc.record({
    foreignAmountMinor: fc.bigInt({ min: 1n, max: 10_000_000_000n }),
    foreignSurchargeMinor: fc.constantFrom(0n, 1_700n),
    foreignExponent: fc.constantFrom(0, 2),
    payerCurrency: fc.constantFrom('CNY', 'INR'),
    payerExponent: fc.constant(2),
    rate: rateText.map(ratio),
    channelFee: schedule,
    fullArrivalMinor: fc.option(fc.constant(18_000n)),
    priorityMinor: fc.option(fc.constant(10_000n)),
    coupon: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('amount' as const), amountMinor: fc.bigInt({ min: 1n, max: 100_000_000n }), currency: fc.constantFrom('CNY', 'INR') }),
        fc.record({ kind: fc.constant('fee_percent' as const), bps: fc.integer({ min: 0, max: 10_000 }) }),
      ),
    ),
    points: fc.record({ balance: fc.integer({ min: 0, max: 1_000 }), use: fc.boolean(), valueMinor: fc.option(fc.constant(100n)) }),
  });

  it('total = sum of lines, no line negative, total never negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const q = computeQuote(i);
        expect(q.totalMinor).toBe(q.lines.reduce((s, l) => s + signedAmount(l), 0n));
        expect(q.totalMinor).toBe(totalOf(q.lines));
        for (const line of q.lines) expect(line.amountMinor >= 0n).toBe(true);
        expect(q.totalMinor >= 0n).toBe(true);
        expect(q.pointsUsed).toBeLessThanOrEqual(Math.min(MAX_POINTS_PER_ORDER, i.points.balance));
      }),
    );
  });

  it('the channel fee stays within its minimum and maximum', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000_000_000n }), schedule, (amount, fee) => {
        const value = channelFee(amount, fee);
        expect(value >= fee.minMinor && value <= fee.maxMinor).toBe(true);
      }),
    );
  });

  it('rounding never loses or invents a cent: each rounded line is within half a minor unit of the exact value', () => {
    fc.assert(
      fc.property(input, (i) => {
        const q = computeQuote(i);
        const principal = q.lines.find((l) => l.kind === 'principal')!.amountMinor;
        // exact = amount x rate x 10^payerExp / 10^foreignExp; |rounded - exact| <= 1/2
        const num = i.foreignAmountMinor * i.rate.numerator * 10n ** BigInt(i.payerExponent);
        const den = i.rate.denominator * 10n ** BigInt(i.foreignExponent);
        const diff = principal * den - num;
        expect(2n * (diff < 0n ? -diff : diff) <= den).toBe(true);
      }),
    );
  });
});

describe('percentages (property)', () => {
  it('a percentage is within half a minor unit of the exact value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000_000n }), fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        const delta = basisPoints(amount, bps) * 10_000n - amount * BigInt(bps);
        expect(2n * (delta < 0n ? -delta : delta) <= 10_000n).toBe(true);
      }),
    );
  });
});

describe('quote expiry (injected clock)', () => {
  const created = new Date('2026-03-02T02:00:00Z');
  it('30 minutes: at 29:59 it can be charged, at 30:00 it cannot', () => {
    const expires = quoteExpiresAt(created, 'card', 'CNY');
    expect(quoteLive(expires, new Date(created.getTime() + (29 * 60 + 59) * 1000))).toBe(true);
    expect(quoteLive(expires, new Date(created.getTime() + 30 * 60 * 1000))).toBe(false);
  });
  it('6 hours for India and for the bank transfer', () => {
    expect(quoteMinutes('card', 'INR')).toBe(360);
    expect(quoteMinutes('transfer', 'CNY')).toBe(360);
    expect(quoteMinutes('wechat', 'CNY')).toBe(30);
    const expires = quoteExpiresAt(created, 'card', 'INR');
    expect(quoteLive(expires, new Date(created.getTime() + (6 * 3600 - 1) * 1000))).toBe(true);
    expect(quoteLive(expires, new Date(created.getTime() + 6 * 3600 * 1000))).toBe(false);
  });
});

describe('trading hours and the same-day cutoff (Beijing time)', () => {
  it.each([
    ['2026-03-02T01:59:59Z', false], // 09:59:59
    ['2026-03-02T02:00:00Z', true], // 10:00
    ['2026-03-02T12:59:59Z', true], // 20:59:59
    ['2026-03-02T13:00:00Z', false], // 21:00
    ['2026-03-07T03:00:00Z', true], // Saturday 11:00: the bank trades, remittance waits
  ])('%s trading: %s', (at, open) => {
    expect(inTradingHours(new Date(at))).toBe(open);
  });

  it.each([
    ['2026-03-02T04:59:59Z', '2026-03-02', true], // Monday 12:59:59
    ['2026-03-02T05:00:00Z', '2026-03-03', false], // Monday 13:00
    ['2026-03-06T06:00:00Z', '2026-03-09', false], // Friday 14:00 -> Monday
    ['2026-03-07T03:00:00Z', '2026-03-09', false], // Saturday
  ])('paid at %s: remitted %s (same day %s)', (at, day, same) => {
    expect(remittanceDay(new Date(at))).toEqual({ remitOn: day, sameDay: same });
  });

  it('holidays are not working days', () => {
    expect(remittanceDay(new Date('2026-03-02T03:00:00Z'), new Set(['2026-03-02', '2026-03-03']))).toEqual({ remitOn: '2026-03-04', sameDay: false });
  });
});

describe('when a specialist review is due (17:00 Beijing time, next working day)', () => {
  it.each([
    ['2026-03-02T03:00:00Z', '2026-03-03T09:00:00.000Z'], // Monday 11:00 -> Tuesday 17:00
    ['2026-03-02T15:30:00Z', '2026-03-03T09:00:00.000Z'], // Monday 23:30 Beijing -> Tuesday 17:00
    ['2026-03-02T16:30:00Z', '2026-03-04T09:00:00.000Z'], // Monday 16:30 UTC is Tuesday 00:30 in Beijing -> Wednesday 17:00
    ['2026-03-06T10:00:00Z', '2026-03-09T09:00:00.000Z'], // Friday 18:00 -> Monday 17:00
    ['2026-03-07T03:00:00Z', '2026-03-09T09:00:00.000Z'], // Saturday -> Monday 17:00
  ])('entered review at %s: due %s', (at, due) => {
    expect(reviewDueAt(new Date(at)).toISOString()).toBe(due);
  });

  it('skips holidays', () => {
    expect(reviewDueAt(new Date('2026-03-02T03:00:00Z'), new Set(['2026-03-03'])).toISOString()).toBe('2026-03-04T09:00:00.000Z');
  });
});
