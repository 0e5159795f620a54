import { useState } from 'react';

/**
 * The behaviour of the installment modal (issue 17 item 4): the payer types whole amounts for every
 * installment but the last, which is the rest of the quote's total (its cents included), so the plan
 * always adds up to the total. The server offers the first plan and checks the one sent again
 * (payment_gateway); here the arithmetic is only what the screen shows, in integer minor units
 * (bigint), never floats. The typed amounts survive a re-quote: the rest follows the new total.
 */

const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

/** A decimal string ("30,000", "12345.6") as hundredths, or null. */
export function toHundredths(text: string): bigint | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!DECIMAL.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

export const hundredthsText = (minor: bigint): string => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

/** A typed amount that is a positive whole number within the limit (the kit's field says why not). */
const typedOk = (minor: bigint | null, max: bigint) => minor !== null && minor > 0n && minor % 100n === 0n && minor <= max;

export type RestProblem = { kind: 'reaches_total' } | { kind: 'over_max'; rest: bigint } | null;

export interface InstallmentPlanState {
  /** The typed amounts (all installments but the last). */
  rows: readonly string[];
  /** The last installment: the total minus the typed ones; null while one is not a number. */
  rest: bigint | null;
  restProblem: RestProblem;
  /** Every typed amount and the rest acceptable: the plan can be used. */
  valid: boolean;
  /** The plan as sent to payment_gateway, or null when not valid. */
  plan: string[] | null;
  /** Whether the payer chose to pay in installments. */
  active: boolean;
  setRow(index: number, value: string): void;
  add(): void;
  remove(index: number): void;
  /** Starts from the server's suggestion (when nothing was typed yet) and opens the modal. */
  start(suggested: readonly string[]): void;
  use(): void;
  clear(): void;
}

export function useInstallmentPlan(totalText: string | null, maxText: string | null): InstallmentPlanState {
  const [rows, setRows] = useState<string[]>([]);
  const [active, setActive] = useState(false);
  const total = totalText ? toHundredths(totalText) : null;
  const max = maxText ? toHundredths(maxText) : null;
  const parsed = rows.map(toHundredths);
  const typedSum = parsed.every((p) => p !== null) ? parsed.reduce<bigint>((a, b) => a + (b ?? 0n), 0n) : null;
  const rest = total !== null && typedSum !== null ? total - typedSum : null;
  const restProblem: RestProblem =
    rest === null || max === null ? null : rest <= 0n ? { kind: 'reaches_total' } : rest > max ? { kind: 'over_max', rest } : null;
  const valid =
    total !== null && max !== null && rest !== null && restProblem === null && parsed.every((p) => typedOk(p, max));
  const plan = valid && rest !== null ? [...parsed.map((p) => (p! / 100n).toString()), hundredthsText(rest)] : null;

  return {
    rows,
    rest,
    restProblem,
    valid,
    plan,
    active: active && valid,
    setRow: (index, value) => setRows((r) => r.map((v, i) => (i === index ? value : v))),
    add: () =>
      setRows((r) => {
        // The new one takes as much of the rest as one transfer may, in whole units.
        const room = rest !== null && max !== null ? (rest < max ? rest : max) : 0n;
        const whole = room - (room % 100n);
        return [...r, whole > 0n ? (whole / 100n).toString() : ''];
      }),
    remove: (index) => setRows((r) => r.filter((_, i) => i !== index)),
    start: (suggested) => {
      if (rows.length === 0 && suggested.length > 1) setRows(suggested.slice(0, -1).map((s) => s.replace(/\.00$/, '')));
    },
    use: () => setActive(true),
    clear: () => setActive(false),
  };
}
