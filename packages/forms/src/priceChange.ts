/**
 * The terms of a price change that the payer agrees to and the server enforces, in one place: the
 * order form's agreement (@edupay/ui) states them and the server's choice window (server
 * domain/price-change.ts) is built from them, so the promise and the rule cannot say two numbers.
 */

/**
 * Hours the payer has to choose after a payment on an expired quote found the price moved: top up
 * the difference, or take a full refund; without a choice the payment is refunded. Spec 001 section
 * 9 gives "4 hours to top up in one text (1 hour in another)"; 4 is the number of the constants
 * section, and the one the service can honour for a payer who tops up by bank transfer (see the
 * server's domain/price-change.ts for the working-day reasoning).
 */
export const PRICE_CHANGE_WINDOW_HOURS = 4;
