/**
 * Payment methods and what each charges (spec 001 sections 2 and 9; issue 17 item 2). The spec
 * names two fee schedules by method (card 0.2 % min 80 max 200 RMB; the messaging-app channel
 * 1.2 %, 80-200) and gives two more to "other channels" without naming them (0.6 % 120-600,
 * 0.5 % 100-500). Our assignment of those two, and the zero-fee bank transfer ("processing fee is
 * marketed as 0"), is a product decision recorded here and in modules/payments/README.md.
 * Bounds are in CNY fen, as the spec states them in RMB; a payer paying in another currency has
 * them converted at the mid-market rate by the service (the domain takes them ready converted).
 */

export const PAYMENT_METHODS = ['card', 'transfer', 'unionpay_qr', 'wechat', 'alipay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface FeeSchedule {
  /** Basis points of the amount paid (20 = 0.2 %). */
  readonly bps: number;
  /** Minimum and maximum fee, in CNY fen. */
  readonly minCnyFen: bigint;
  readonly maxCnyFen: bigint;
}

export const FEE_SCHEDULES: Readonly<Record<PaymentMethod, FeeSchedule>> = {
  card: { bps: 20, minCnyFen: 8_000n, maxCnyFen: 20_000n }, // spec: 0.2 %, min 80, cap 200 RMB
  wechat: { bps: 120, minCnyFen: 8_000n, maxCnyFen: 20_000n }, // spec: messaging-app channel 1.2 %, 80-200
  unionpay_qr: { bps: 60, minCnyFen: 12_000n, maxCnyFen: 60_000n }, // spec "other channels" 0.6 %, 120-600
  alipay: { bps: 50, minCnyFen: 10_000n, maxCnyFen: 50_000n }, // spec "other channels" 0.5 %, 100-500
  transfer: { bps: 0, minCnyFen: 0n, maxCnyFen: 0n }, // the payer's own bank transfer: no processing fee
};

/** Methods a payer can use, by the currency they pay in: the QR and wallet channels are mainland China's. */
export function methodsFor(payerCurrency: string): readonly PaymentMethod[] {
  return payerCurrency === 'CNY' ? PAYMENT_METHODS : ['card', 'transfer'];
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * Fixed service prices, in CNY fen (the spec gives no figure; product decisions to confirm):
 * full arrival covers the intermediary banks' deductions (the spec's example: about 25 of a 10,000
 * transfer, i.e. roughly USD 25 = CNY 180); priority remittance sends the same working day.
 */
export const FULL_ARRIVAL_FEE_CNY_FEN = 18_000n;
export const PRIORITY_FEE_CNY_FEN = 10_000n;

/**
 * Business days until the payee has the money once a payment succeeds (spec 001 section 9: "Delivery
 * 1-2, 2-3, 3-4 or 5-6 business days"). The spec does not say which method takes which: ours, recorded
 * in modules/payments/README.md. A card or UnionPay charge settles with us at once; the wallets settle a
 * day later; a bank transfer first has to reach us (5-6 is kept for the India route).
 */
export const DELIVERY_DAYS: Readonly<Record<PaymentMethod, '1-2' | '2-3' | '3-4' | '5-6'>> = {
  card: '1-2',
  unionpay_qr: '1-2',
  alipay: '2-3',
  wechat: '2-3',
  transfer: '3-4',
};

/**
 * Working days a refund takes to reach the payer, by how they paid (spec 001 section 9: "Refunds: wire
 * 5-7 or 7 working days, card 7-10 days"). The QR and wallet channels go back through the card networks'
 * and wallets' own refund runs: counted as a card.
 */
export const REFUND_DAYS: Readonly<Record<PaymentMethod, '5-7' | '7-10'>> = {
  transfer: '5-7',
  card: '7-10',
  unionpay_qr: '7-10',
  alipay: '7-10',
  wechat: '7-10',
};
