/**
 * Installments (spec 001 sections 3-5, 9; issue 17 item 4): a bank transfer too large for one
 * transaction is paid as several, each with its own reference. Pure: the plan's rules, its
 * schedule, and the installment machine (ARCHITECTURE "States are data").
 *
 * Rules (spec 001 sections 5 and 9):
 * - at most 30,000 (payer currency, whole units) per transaction;
 * - Malaysia (MYR payers): 30,000 MYR per transaction and 50,000 MYR a day per bank account, so a
 *   plan is spread over days (`payOn`): an installment goes on the first day it still fits;
 * - the amounts are integers ("integers only"): every installment the payer types is whole units.
 *   A quote's total can carry cents (a percentage fee): those cents ride on the LAST installment,
 *   which the form computes as the remainder and so is never typed. Chosen so that the plan always
 *   sums to the quote's total exactly (nothing rounded away, nothing invented), and a transfer may
 *   carry cents where a typed amount may not.
 * All amounts are integer minor units (bigint); whole units are multiples of 10^scale.
 */

/** The installment statuses, in the spec's order (spec 001 section 4). One array: enum, union, labels. */
export const INSTALLMENT_STATUSES = ['paid', 'payment_failed', 'querying', 'waiting_to_pay', 'amount_not_paid', 'invalid'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

/**
 * from -> where it may go. `waiting_to_pay`: the payer sends the transfer. `querying`: the bank has
 * it, not yet confirmed. `amount_not_paid`: its day ended with no funds (late funds may still
 * arrive, until the plan is invalid). `payment_failed`: the bank returned it. `invalid`: the plan
 * ended (its payment was cancelled, or a failed installment voided the rest). Final: paid,
 * payment_failed, invalid.
 */
const TABLE: Readonly<Record<InstallmentStatus, readonly InstallmentStatus[]>> = {
  waiting_to_pay: ['querying', 'paid', 'payment_failed', 'amount_not_paid', 'invalid'],
  querying: ['paid', 'payment_failed', 'invalid'],
  amount_not_paid: ['querying', 'paid', 'payment_failed', 'invalid'],
  paid: [],
  payment_failed: [],
  invalid: [],
};

export const FINAL_INSTALLMENT_STATUSES: readonly InstallmentStatus[] = ['paid', 'payment_failed', 'invalid'];
export const isFinalInstallment = (status: InstallmentStatus): boolean => FINAL_INSTALLMENT_STATUSES.includes(status);
export const canMoveInstallment = (from: InstallmentStatus, to: InstallmentStatus): boolean => TABLE[from].includes(to);
export const isInstallmentStatus = (value: unknown): value is InstallmentStatus => typeof value === 'string' && (INSTALLMENT_STATUSES as readonly string[]).includes(value);

/** What the provider's charge status means for an installment (requires_action is the transfer not yet seen). */
export const INSTALLMENT_OF_CHARGE = {
  requires_action: 'waiting_to_pay',
  processing: 'querying',
  succeeded: 'paid',
  failed: 'payment_failed',
  canceled: 'invalid',
} as const satisfies Record<string, InstallmentStatus>;

/** The per-transaction and per-day limits, whole units of the payer currency (spec 001 section 9). */
export interface InstallmentLimits {
  readonly perTransaction: bigint;
  /** null: no daily limit known for this currency. */
  readonly perDay: bigint | null;
}

export const INSTALLMENT_LIMIT = 30_000n;
export const MALAYSIA_DAILY_LIMIT = 50_000n;

export function installmentLimits(payerCurrency: string): InstallmentLimits {
  return { perTransaction: INSTALLMENT_LIMIT, perDay: payerCurrency === 'MYR' ? MALAYSIA_DAILY_LIMIT : null };
}

/** The most installments a plan may have (a form, not a ledger: beyond this the payer should call). */
export const MAX_INSTALLMENTS = 20;

export type PlanProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'too_many'; readonly max: number }
  | { readonly kind: 'not_whole'; readonly index: number }
  | { readonly kind: 'not_positive'; readonly index: number }
  | { readonly kind: 'over_limit'; readonly index: number; readonly limitMinor: bigint }
  | { readonly kind: 'sum_mismatch'; readonly sumMinor: bigint; readonly totalMinor: bigint };

const unit = (scale: number): bigint => 10n ** BigInt(scale);

/**
 * Checks a plan the payer made: `amounts` in minor units; all but the last whole units; each
 * positive and within the per-transaction limit; the sum exactly the total. The first problem, or null.
 */
export function checkPlan(amounts: readonly bigint[], totalMinor: bigint, scale: number, limits: InstallmentLimits): PlanProblem | null {
  if (amounts.length === 0) return { kind: 'empty' };
  if (amounts.length > MAX_INSTALLMENTS) return { kind: 'too_many', max: MAX_INSTALLMENTS };
  const one = unit(scale);
  const limitMinor = limits.perTransaction * one;
  let sum = 0n;
  for (const [index, amount] of amounts.entries()) {
    if (amount <= 0n) return { kind: 'not_positive', index };
    if (index < amounts.length - 1 && amount % one !== 0n) return { kind: 'not_whole', index };
    if (amount > limitMinor) return { kind: 'over_limit', index, limitMinor };
    sum += amount;
  }
  if (sum !== totalMinor) return { kind: 'sum_mismatch', sumMinor: sum, totalMinor };
  return null;
}

/**
 * The plan the form offers first: as few installments as the limits allow, whole units each, the
 * cents on the last; with a daily limit, each day filled up to it (MYR: 30,000 + 20,000 a day).
 */
export function suggestPlan(totalMinor: bigint, scale: number, limits: InstallmentLimits): bigint[] {
  if (totalMinor <= 0n) return [];
  const one = unit(scale);
  const perTx = limits.perTransaction * one;
  const perDay = limits.perDay === null ? null : limits.perDay * one;
  const plan: bigint[] = [];
  let left = totalMinor;
  let dayLeft = perDay;
  while (left > 0n) {
    if (dayLeft !== null && dayLeft <= 0n) dayLeft = perDay;
    let take = left < perTx ? left : perTx;
    if (dayLeft !== null && take > dayLeft) take = dayLeft;
    // Whole units unless it is the last one (the remainder, cents included).
    if (take !== left) take -= take % one;
    plan.push(take);
    left -= take;
    if (dayLeft !== null) dayLeft -= take;
  }
  return plan;
}

/**
 * Which day (0 = the first) each installment is paid: in order, on the first day whose running sum
 * stays within the daily limit. Without a daily limit, all on day 0.
 */
export function scheduleDays(amounts: readonly bigint[], scale: number, limits: InstallmentLimits): number[] {
  if (limits.perDay === null) return amounts.map(() => 0);
  const perDay = limits.perDay * unit(scale);
  const days: number[] = [];
  let day = 0;
  let used = 0n;
  for (const amount of amounts) {
    if (used + amount > perDay) {
      day += 1;
      used = 0n;
    }
    used += amount;
    days.push(day);
  }
  return days;
}

/** A typed amount ("30000", "30,000", " 12000 ") as whole units -> minor units; null unless a positive integer. */
export function parseWholeAmount(text: string, scale: number): bigint | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^\d{1,12}$/.test(cleaned)) return null;
  const value = BigInt(cleaned) * unit(scale);
  return value > 0n ? value : null;
}
