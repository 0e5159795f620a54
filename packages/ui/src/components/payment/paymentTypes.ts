import type { ReactNode } from 'react';

/** An amount the server computed: a plain decimal string and an ISO 4217 code. The kit never computes money. */
export interface MoneyValue {
  value: string;
  currency: string;
}

/** One row of the payment-method table (spec 001 section 2, Payment page), as the server sends it. */
export interface PaymentMethod {
  id: string;
  name: string;
  /** An image URL (decorative: the name says what it is) or a node. */
  icon?: string | ReactNode;
  /** The discount as the server words it, e.g. "0.1% off the rate". */
  discount?: string;
  /** The exchange rate as the server words it, e.g. "1 USD = 7.1835 CNY". */
  rate?: string;
  /** What the payer would be quoted for this order at today's rate; the radio's description says it, never as a discount. */
  fee?: MoneyValue;
  /** The fee's rule as the server words it, e.g. "0.20% of the amount, at least 80.00 and at most 200.00 CNY". */
  fee_note?: string;
  /** What the payer would pay with this method (server-computed), before the choices below the table. */
  total?: MoneyValue;
  /** What the payee receives with this method. */
  payee_receives?: MoneyValue;
  /** A line under the rate, e.g. how long a quote holds it. */
  rate_note?: string;
  /** E.g. "1-2 business days". */
  delivery_time?: string;
  tax_note?: string;
  refund_note?: string;
  recommended?: boolean;
  /** A method that cannot be chosen now; say why in `disabled_reason`. */
  disabled?: boolean;
  disabled_reason?: string;
}

/** A coupon (spec 001 section 3): name, discount, valid-until date. */
export interface Coupon {
  id: string;
  name: string;
  /** An amount off, or the server's wording (e.g. "5% off the fee"). */
  discount: MoneyValue | string;
  /** Last valid day, "YYYY-MM-DD" (inclusive), or an ISO 8601 instant. */
  valid_until: string;
}

/** What the payer chose: the value of PaymentMethodTable. */
export interface PaymentSelection {
  method_id: string | null;
  coupon_id: string | null;
  /** As typed; validate with the forms rule `installmentAmount` before sending. Empty: no installment. */
  installment_amount: string;
  full_arrival: boolean;
  priority: boolean;
}

export const EMPTY_PAYMENT_SELECTION: PaymentSelection = {
  method_id: null,
  coupon_id: null,
  installment_amount: '',
  full_arrival: false,
  priority: false,
};

/** One line of a quote as the server computed it: a charge adds to the total, a credit takes off it. */
export interface QuoteLine {
  kind: string;
  /** The line's name in the payer's language (the server words it). */
  label: string;
  effect: 'charge' | 'credit';
  /** Decimal string in the payer currency, never negative. */
  amount: string;
}

/** What moved between two quotes of the same choices, as the server names it. */
export type QuoteChangeReason = 'amount' | 'rate' | 'credits' | 'fees';

/**
 * The server's word that this quote's price differs from the one it replaced on the payer's screen
 * (the old one expired): the previous total and rate, and why. The kit says it; it never compares.
 */
export interface QuotePriceChange {
  /** The replaced quote's total, decimal string in the payer currency. */
  previous_total: string;
  /** The replaced quote's rate, as text. */
  previous_rate: string;
  /** What moved, most telling first; unknown reasons are not shown. */
  reasons: readonly string[];
}

/** A quote (payment_estimate): a locked rate, every line and the total, until `expires_at`. */
export interface Quote {
  quote_id: string;
  /** Payer currency per foreign unit, spread included, as text. */
  rate: string;
  foreign_currency: string;
  /** What the payee receives. */
  foreign_total: string;
  payer_currency: string;
  lines: readonly QuoteLine[];
  total: string;
  /** ISO 8601: the quote cannot be paid from this instant. */
  expires_at: string;
  /** Set when the price differs from the quote this one replaced: shown and announced before the payer pays. */
  price_change?: QuotePriceChange | null;
}

/** Where a bank transfer goes (the provider's answer) and the reference that matches it to the order. */
export interface TransferDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  swift: string;
  reference: string;
  amount: MoneyValue;
}
