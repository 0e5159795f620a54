/**
 * How long a quote holds its rate (spec 001 section 9: 30 minutes for some channels, 6 hours for
 * India "and some methods"; issue 17 item 2). The spec does not name the 6-hour methods: we give
 * 6 hours to the bank transfer, the one method where the payer leaves us to pay at their own bank
 * (a product decision, recorded in modules/payments/README.md). Time is an argument (injected clock).
 */
import type { PaymentMethod } from './payment-methods';

export const QUOTE_MINUTES = 30;
export const LONG_QUOTE_MINUTES = 6 * 60;
export const LONG_QUOTE_METHODS: readonly PaymentMethod[] = ['transfer'];

/** Validity in minutes: 6 hours for India's payers (paying in INR) and the long-quote methods, else 30 minutes. */
export function quoteMinutes(method: PaymentMethod, payerCurrency: string): number {
  return payerCurrency === 'INR' || LONG_QUOTE_METHODS.includes(method) ? LONG_QUOTE_MINUTES : QUOTE_MINUTES;
}

export function quoteExpiresAt(createdAt: Date, method: PaymentMethod, payerCurrency: string): Date {
  return new Date(createdAt.getTime() + quoteMinutes(method, payerCurrency) * 60_000);
}

/** A quote is live strictly before its expiry: at 29:59 it can be charged, at 30:00 it cannot. */
export function quoteLive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** How long before its expiry the payer is told a quote is about to expire: 5 minutes, or half its life when shorter. */
export const EXPIRY_NOTICE_LEAD_MS = 5 * 60_000;

/** When to tell the payer their quote is about to expire (issue 18 item 3). */
export function expiryNoticeAt(createdAt: Date, expiresAt: Date): Date {
  const life = expiresAt.getTime() - createdAt.getTime();
  return new Date(expiresAt.getTime() - Math.min(EXPIRY_NOTICE_LEAD_MS, Math.floor(life / 2)));
}
