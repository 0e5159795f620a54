/**
 * The payment machine (issue 17 item 5; ARCHITECTURE "States are data"): one const array of
 * statuses (it gives the PostgreSQL enum and the TypeScript union) and one pure table of which
 * provider outcome moves a payment from which status. Outcomes arrive by callback and by re-query,
 * in any order and more than once: an outcome that would move a payment backwards (a late
 * "processing" after "succeeded") or out of a final status is refused, and the same outcome again
 * is `same` (nothing to write).
 */

export const PAYMENT_STATUSES = ['requires_action', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a provider reports; each names the status it leads to. */
export const PAYMENT_OUTCOMES = PAYMENT_STATUSES;
export type PaymentOutcome = PaymentStatus;

/** from -> the statuses it may move to. Final statuses move nowhere. */
const TABLE: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  // Waiting for the payer (hosted page, confirmation step, transfer, QR scan).
  requires_action: ['processing', 'succeeded', 'failed', 'canceled'],
  // The acquirer has it (a confirmation passed, funds in flight): only a final answer follows.
  processing: ['succeeded', 'failed', 'canceled'],
  succeeded: [],
  failed: [],
  canceled: [],
};

export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['succeeded', 'failed', 'canceled'];
export const isFinalPayment = (status: PaymentStatus): boolean => FINAL_PAYMENT_STATUSES.includes(status);

export type PaymentTransition =
  | { readonly kind: 'move'; readonly from: PaymentStatus; readonly to: PaymentStatus }
  | { readonly kind: 'same'; readonly status: PaymentStatus }
  | { readonly kind: 'refused'; readonly from: PaymentStatus; readonly outcome: PaymentOutcome };

/** Where `outcome` takes a payment in `status`: a move, nothing (already there), or refused (backwards or out of a final status). */
export function paymentTransition(status: PaymentStatus, outcome: PaymentOutcome): PaymentTransition {
  if (status === outcome) return { kind: 'same', status };
  return TABLE[status].includes(outcome) ? { kind: 'move', from: status, to: outcome } : { kind: 'refused', from: status, outcome };
}

export const isPaymentStatus = (value: unknown): value is PaymentStatus => typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
