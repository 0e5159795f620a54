/**
 * The price-change verdict and the price-match judgement as tables (issue 17 item 8): the 400 RMB
 * threshold is strict (exactly 400.00 goes on, 400.01 waits for the payer), the quote's expiry and
 * the claim window are strict at their instant, and a granted difference never exceeds what is left.
 */
import { describe, expect, it } from 'vitest';
import { PRICE_CHANGE_WINDOW_HOURS } from '@edupay/forms';
import { choiceDeadline, priceChangeTransition, priceVerdict, PRICE_CHANGE_EVENTS, PRICE_CHANGE_STATUSES, windowOpen } from '../src/domain/price-change';
import { claimTransition, grantAmount, judgeClaim } from '../src/domain/price-match';
import { quoteChange, type QuoteFacts } from '../src/domain/quote-change';
import type { QuoteLine } from '../src/domain/quote-lines';

const expiry = new Date('2026-03-02T08:00:00Z');
const late = new Date('2026-03-03T02:00:00Z');
const threshold = 40_000n;

describe('priceVerdict', () => {
  it.each([
    ['quote still held (1 ms before expiry), however far the price moved', new Date(expiry.getTime() - 1), 100_000_00n, 110_000_00n, 'quote_held', undefined],
    ['expired at its instant, price up exactly 400.00: goes on', expiry, 100_000_00n, 100_400_00n, 'within_threshold', 40_000n],
    ['expired, price up 400.01: the payer chooses', late, 100_000_00n, 100_400_01n, 'price_changed', 40_001n],
    ['expired, price up 399.99: goes on', late, 100_000_00n, 100_399_99n, 'within_threshold', 39_999n],
    ['expired, unchanged', late, 100_000_00n, 100_000_00n, 'within_threshold', 0n],
    ['expired, price down 5,000.00 (the payer paid more): goes on', late, 100_000_00n, 95_000_00n, 'within_threshold', -500_000n],
  ] as const)('%s', (_name, arrivedAt, quotedMinor, todayMinor, kind, difference) => {
    const verdict = priceVerdict({ quoteExpiresAt: expiry, arrivedAt, quotedMinor, todayMinor, thresholdMinor: threshold });
    expect(verdict.kind).toBe(kind);
    if (verdict.kind !== 'quote_held') expect(verdict.differenceMinor).toBe(difference);
  });

  it('the window is 4 hours, the number the agreement states, and holds strictly before its end', () => {
    // Spec 001 section 9: "4 hours to top up in one text (1 hour in another)": the payer is promised
    // the window the server keeps, one constant both read.
    expect(PRICE_CHANGE_WINDOW_HOURS).toBe(4);
    const end = choiceDeadline(late);
    expect(end.getTime() - late.getTime()).toBe(PRICE_CHANGE_WINDOW_HOURS * 3600_000);
    expect(windowOpen(end, new Date(end.getTime() - 1))).toBe(true);
    expect(windowOpen(end, end)).toBe(false);
  });

  it('the change moves once, only out of awaiting_choice', () => {
    const moves = PRICE_CHANGE_STATUSES.flatMap((s) => PRICE_CHANGE_EVENTS.map((e) => [s, e, priceChangeTransition(s, e)] as const)).filter(([, , to]) => to !== null);
    expect(moves).toEqual([
      ['awaiting_choice', 'top_up_paid', 'topped_up'],
      ['awaiting_choice', 'choose_refund', 'refund_chosen'],
      ['awaiting_choice', 'window_passed', 'refund_on_expiry'],
    ]);
  });
});

const quoteAt = new Date('2026-03-02T02:00:00Z');
/** 12,017.00 GBP at 9.200000 CNY: 110,556.40 CNY. */
const base = { foreignTotalMinor: 1_201_700n, foreignExponent: 2, payerExponent: 2, quotedMinor: 11_055_640n, quoteCreatedAt: quoteAt, claimedRate: { numerator: 91n, denominator: 10n }, filedAt: new Date(quoteAt.getTime() + 60_000) };

describe('judgeClaim', () => {
  it.each([
    ['a better rate within the window: the difference (12,017 x 0.1 = 1,201.70)', base, { ok: true, differenceMinor: 120_170n }],
    ['exactly 5,000.00 foreign: eligible', { ...base, foreignTotalMinor: 500_000n, quotedMinor: 4_600_000n }, { ok: true, differenceMinor: 50_000n }],
    ['4,999.99 foreign: below the minimum', { ...base, foreignTotalMinor: 499_999n }, { ok: false, reason: 'below_minimum' }],
    ['5,000 JPY-like (exponent 0) counts whole units', { ...base, foreignTotalMinor: 5000n, foreignExponent: 0, quotedMinor: 31_000n, claimedRate: { numerator: 6n, denominator: 100n } }, { ok: true, differenceMinor: 1_000n }],
    ['filed at 29:59: in time', { ...base, filedAt: new Date(quoteAt.getTime() + 30 * 60_000 - 1000) }, { ok: true, differenceMinor: 120_170n }],
    ['filed at 30:00: too late', { ...base, filedAt: new Date(quoteAt.getTime() + 30 * 60_000) }, { ok: false, reason: 'window_passed' }],
    ['the same rate: nothing to refund', { ...base, claimedRate: { numerator: 92n, denominator: 10n } }, { ok: false, reason: 'rate_not_better' }],
    ['a worse rate', { ...base, claimedRate: { numerator: 93n, denominator: 10n } }, { ok: false, reason: 'rate_not_better' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(judgeClaim(input)).toEqual(expected);
  });

  it('a grant never exceeds what is left of the payment', () => {
    expect(grantAmount(120_170n, 11_000_000n)).toBe(120_170n);
    expect(grantAmount(120_170n, 100_000n)).toBe(100_000n);
    expect(grantAmount(120_170n, 0n)).toBe(0n);
  });

  it('a claim is decided once, only while open', () => {
    expect(claimTransition('open', 'grant')).toBe('granted');
    expect(claimTransition('open', 'refuse')).toBe('refused');
    for (const s of ['granted', 'refused'] as const) for (const d of ['grant', 'refuse'] as const) expect(claimTransition(s, d)).toBeNull();
  });
});

/** A card quote of 12,017.00 GBP at 9.200000: principal, surcharge, the 200.00 fee cap. */
const line = (kind: QuoteLine['kind'], amountMinor: bigint, effect: QuoteLine['effect'] = 'charge'): QuoteLine => ({ kind, effect, amountMinor });
const quoted: QuoteFacts = {
  payerCurrency: 'CNY',
  foreignAmountMinor: 1_200_000n,
  foreignSurchargeMinor: 1_700n,
  rate: '9.200000',
  lines: [line('principal', 11_040_000n), line('institution_surcharge', 15_640n), line('channel_fee', 20_000n)],
  totalMinor: 11_075_640n,
};
const requoted = (changes: Partial<QuoteFacts>): QuoteFacts => ({ ...quoted, ...changes });

describe('quoteChange', () => {
  it.each([
    ['the same total: nothing to say', requoted({}), null],
    ['the same total at another rate (rounding): nothing to say', requoted({ rate: '9.200001' }), null],
    [
      'the rate moved: the principal and the fee with it, one reason',
      requoted({ rate: '9.476000', lines: [line('principal', 11_371_200n), line('institution_surcharge', 16_109n), line('channel_fee', 20_000n)], totalMinor: 11_407_309n }),
      { previousTotalMinor: 11_075_640n, reasons: ['rate'] },
    ],
    [
      'a fee alone changed, the rate and the amount the same',
      requoted({ lines: [line('principal', 11_040_000n), line('institution_surcharge', 15_640n), line('channel_fee', 18_000n)], totalMinor: 11_073_640n }),
      { previousTotalMinor: 11_075_640n, reasons: ['fees'] },
    ],
    [
      'the amount changed (update_order_amount) and the rate with it',
      requoted({ foreignAmountMinor: 1_100_000n, rate: '9.300000', lines: [line('principal', 10_230_000n), line('institution_surcharge', 15_810n), line('channel_fee', 20_000n)], totalMinor: 10_265_810n }),
      { previousTotalMinor: 11_075_640n, reasons: ['amount', 'rate'] },
    ],
    [
      'points offset it now, the rate the same',
      requoted({ lines: [...quoted.lines, line('points', 20_000n, 'credit')], totalMinor: 11_055_640n }),
      { previousTotalMinor: 11_075_640n, reasons: ['credits'] },
    ],
    ['a total that moved with no line to name (computeQuote never makes one): said as fees', requoted({ totalMinor: 11_075_641n }), { previousTotalMinor: 11_075_640n, reasons: ['fees'] }],
    ['another currency (not a re-quote of the same choice)', requoted({ payerCurrency: 'USD', totalMinor: 1n }), null],
  ] as const)('%s', (_name, next, expected) => {
    expect(quoteChange(quoted, next)).toEqual(expected);
  });

  it('a coupon lost between the two quotes is a change of credits, the fees the same', () => {
    const withCoupon = requoted({ lines: [...quoted.lines, line('coupon', 5_000n, 'credit')], totalMinor: 11_070_640n });
    expect(quoteChange(withCoupon, quoted)).toEqual({ previousTotalMinor: 11_070_640n, reasons: ['credits'] });
  });
});
