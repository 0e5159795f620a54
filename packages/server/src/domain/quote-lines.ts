/**
 * The lines and total of a quote (issue 17 item 2), pure: every amount is integer minor units of
 * the payer's currency, computed with the one rounding rule of money-rounding.ts. Every line is
 * non-negative; a line either charges or credits, and the total is charges minus credits, exactly.
 */
import { convertMinor, type Ratio } from './fx-rate';
import { couponCredit, type CouponDiscount } from './coupon';
import { basisPoints, maxBig, minBig } from './money-rounding';
import { pointsUsable } from './points';

// price_difference: a price change's top-up quote (modules/pricing), its only line.
export const LINE_KINDS = ['principal', 'institution_surcharge', 'channel_fee', 'full_arrival_fee', 'priority_fee', 'coupon', 'points', 'price_difference'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
export type LineEffect = 'charge' | 'credit';

export interface QuoteLine {
  readonly kind: LineKind;
  readonly effect: LineEffect;
  readonly amountMinor: bigint;
}

export interface ChannelFee {
  readonly bps: number;
  /** Bounds in the payer's minor units. */
  readonly minMinor: bigint;
  readonly maxMinor: bigint;
}

export interface QuoteInput {
  /** The order's amount and the institution's per-bill surcharge, in the foreign currency's minor units. */
  readonly foreignAmountMinor: bigint;
  readonly foreignSurchargeMinor: bigint;
  readonly foreignExponent: number;
  readonly payerCurrency: string;
  readonly payerExponent: number;
  /** Payer-currency units per foreign unit, spread included. */
  readonly rate: Ratio;
  readonly channelFee: ChannelFee;
  /** Chosen services, in the payer's minor units; null when not chosen. */
  readonly fullArrivalMinor: bigint | null;
  readonly priorityMinor: bigint | null;
  readonly coupon: CouponDiscount | null;
  /** Points the payer holds and wants to use; the value of one point in the payer's minor units (null: points cannot pay in this currency). */
  readonly points: { readonly balance: number; readonly use: boolean; readonly valueMinor: bigint | null };
}

export interface QuoteComputation {
  readonly lines: readonly QuoteLine[];
  readonly totalMinor: bigint;
  readonly payerAmountMinor: bigint;
  readonly pointsUsed: number;
}

/** The channel fee of an amount: a percentage rounded by the rule, then held between its minimum and maximum. */
export function channelFee(baseMinor: bigint, fee: ChannelFee): bigint {
  if (fee.minMinor > fee.maxMinor) throw new RangeError('fee minimum above maximum');
  if (fee.bps === 0 && fee.maxMinor === 0n) return 0n;
  return minBig(fee.maxMinor, maxBig(fee.minMinor, basisPoints(baseMinor, fee.bps)));
}

export const signedAmount = (line: QuoteLine): bigint => (line.effect === 'charge' ? line.amountMinor : -line.amountMinor);

/** The total of lines: charges minus credits, exactly. */
export function totalOf(lines: readonly QuoteLine[]): bigint {
  return lines.reduce((sum, line) => sum + signedAmount(line), 0n);
}

export function computeQuote(input: QuoteInput): QuoteComputation {
  if (input.foreignAmountMinor <= 0n) throw new RangeError('amount must be positive');
  if (input.foreignSurchargeMinor < 0n) throw new RangeError('surcharge must not be negative');
  const convert = (minor: bigint) => convertMinor(minor, input.rate, input.foreignExponent, input.payerExponent);
  const lines: QuoteLine[] = [];
  const principal = convert(input.foreignAmountMinor);
  lines.push({ kind: 'principal', effect: 'charge', amountMinor: principal });
  const surcharge = input.foreignSurchargeMinor > 0n ? convert(input.foreignSurchargeMinor) : 0n;
  if (surcharge > 0n) lines.push({ kind: 'institution_surcharge', effect: 'charge', amountMinor: surcharge });
  const fee = channelFee(principal + surcharge, input.channelFee);
  lines.push({ kind: 'channel_fee', effect: 'charge', amountMinor: fee });
  if (input.fullArrivalMinor !== null) lines.push({ kind: 'full_arrival_fee', effect: 'charge', amountMinor: input.fullArrivalMinor });
  if (input.priorityMinor !== null) lines.push({ kind: 'priority_fee', effect: 'charge', amountMinor: input.priorityMinor });
  for (const line of lines) if (line.amountMinor < 0n) throw new RangeError(`${line.kind} is negative`);

  // Credits never take the total below zero: the coupon first, then whole points.
  let left = totalOf(lines);
  if (input.coupon) {
    const credit = couponCredit(input.coupon, input.payerCurrency, fee, left);
    if (credit > 0n) {
      lines.push({ kind: 'coupon', effect: 'credit', amountMinor: credit });
      left -= credit;
    }
  }
  let pointsUsed = 0;
  if (input.points.use && input.points.valueMinor !== null) {
    pointsUsed = pointsUsable(input.points.balance, left, input.points.valueMinor);
    if (pointsUsed > 0) lines.push({ kind: 'points', effect: 'credit', amountMinor: BigInt(pointsUsed) * input.points.valueMinor });
  }
  return { lines, totalMinor: totalOf(lines), payerAmountMinor: principal, pointsUsed };
}
