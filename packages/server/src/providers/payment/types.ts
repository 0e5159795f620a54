/**
 * The payment provider (issue 17 item 5), the verbs every acquirer offers (medusa's payment module,
 * hyperswitch's connectors): create a charge, ask its status, refund it, and verify a callback it
 * sent. Card numbers never reach us: the payer types them on the provider's hosted page; what comes
 * back is the brand and the last four. Outcomes arrive by signed callback (verifyCallback), and a
 * charge that never called back is asked again (status) by a job.
 */
import type { Db } from '../../db/client';
import type { PaymentMethod } from '../../domain/payment-methods';
import type { PaymentStatus } from '../../domain/payment-status';

export interface CreateCharge {
  /** Our payment id: the provider echoes it in callbacks. */
  readonly paymentId: string;
  readonly method: PaymentMethod;
  readonly amountMinor: bigint;
  readonly currency: string;
  /** Where the hosted page sends the payer back (our /pay_result). */
  readonly returnUrl: string;
}

export interface CreatedCharge {
  /** The provider's id of the charge. */
  readonly providerRef: string;
  readonly status: PaymentStatus;
  /** Card: the hosted page to send the payer to. */
  readonly redirectUrl?: string;
  /** QR methods: what the QR code encodes (a URL the phone opens). */
  readonly qrCode?: string;
  /** Bank transfer: the unique reference the payer writes on the transfer, and where to send it. */
  readonly reference?: string;
  readonly instructions?: TransferInstructions;
}

export interface TransferInstructions {
  readonly bankName: string;
  readonly accountName: string;
  readonly accountNumber: string;
  readonly swift: string;
}

export interface ChargeState {
  readonly providerRef: string;
  readonly paymentId: string;
  readonly status: PaymentStatus;
  readonly brand: string | null;
  readonly last4: string | null;
  /** What the charge is for, as the provider's books hold it: checked against the payment it names. */
  readonly amountMinor: bigint;
  readonly currency: string;
  /** The provider's event that last changed the charge (an id our ledger applies once). */
  readonly eventId: string;
  readonly failureCode: string | null;
}

/** A callback's content once its signature holds: a charge changed. */
export interface ChargeCallback extends ChargeState {
  readonly type: 'charge.updated';
}

/**
 * Funds reached the client-funds account by bank transfer with a reference the provider matched to
 * no charge (issue 18 item 4: an unmatched transfer). `providerRef` is the provider's id of the funds:
 * returning them to the sender is a refund of it.
 */
export interface TransferReceived {
  readonly type: 'transfer.received';
  readonly eventId: string;
  readonly providerRef: string;
  readonly reference: string;
  readonly amountMinor: bigint;
  readonly currency: string;
  readonly senderName: string;
  readonly senderAccount: string;
}

export type CallbackEvent = ChargeCallback | TransferReceived;

export type VerifiedCallback = { readonly ok: true; readonly event: CallbackEvent } | { readonly ok: false; readonly reason: 'malformed' | 'mismatch' | 'stale' };

export interface RefundOptions {
  readonly key?: string;
  readonly books?: Db;
}

export interface RefundResult {
  readonly refundRef: string;
  readonly status: 'succeeded' | 'failed';
  /** Why it failed (e.g. `charge_not_succeeded`, `amount_exceeds_charge`). */
  readonly failureCode?: string | null;
}

export interface PaymentProvider {
  /** 'none': no acquirer may run here (production without one configured): every charge is refused. */
  readonly kind: 'sandbox' | 'none';
  /**
   * Creates the charge. `books`: the caller's open transaction; the sandbox keeps its books in our
   * database and writes them there (on PGlite's one connection nothing else could; and a call that
   * rolls back leaves no charge behind). A real provider ignores it.
   */
  create(charge: CreateCharge, books?: Db): Promise<CreatedCharge>;
  /** The charge as the provider knows it now (for the re-query job); null when it has no such charge. */
  status(providerRef: string): Promise<ChargeState | null>;
  /**
   * Returns `amountMinor` of a succeeded charge to the payer. `key`: the caller's idempotency key
   * (our refund id): the same key refunds once however often it is sent (a retry after a lost
   * answer). The provider refuses a refund of a charge not succeeded or beyond what is left of it.
   * `books` as for create.
   */
  refund(providerRef: string, amountMinor: bigint, options?: RefundOptions): Promise<RefundResult>;
  /** Checks `EduPay-Signature` against the raw body (300 s tolerance) and parses the event. */
  verifyCallback(rawBody: string, signature: string | undefined, now: Date): VerifiedCallback;
}
