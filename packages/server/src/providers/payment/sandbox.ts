/**
 * The sandbox acquirer (issue 17 item 5): offline, yet behaving like a real one. It keeps its own
 * books (`sandbox_charges`), hosts its own pages (modules/dev/routes/sandbox.ts: the card form, the
 * confirmation step, the phone's QR confirm page, the "funds arrive" button for transfers) and tells
 * our server what happened only by signed callback, as a real provider would over HTTP.
 *
 * Test cards (Stripe's numbers): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 3220 asks for a confirmation step first; any other number that passes the Luhn
 * check succeeds, one that fails it is refused on the page (nothing changes).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCharges, sandboxRefunds } from '../../db/schema';
import { cardBrand, signCallback, verifyCallback } from '../../domain/callback-signature';
import { isPaymentStatus, paymentTransition, type PaymentStatus } from '../../domain/payment-status';
import { hmac } from '../../domain/secrets';
import type { ChargeCallback, ChargeState, PaymentProvider, TransferReceived, VerifiedCallback } from './types';

type ChargeRow = typeof sandboxCharges.$inferSelect;

/** The secret the sandbox signs with: derived from the app's secret, so nothing else is configured. */
export const sandboxCallbackSecret = (appSecret: string): string => hmac(appSecret, 'payment-sandbox-callback');

export const SANDBOX_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', confirm: '4000000000003220' } as const;

/** The bank account transfers go to (the sandbox's; a real provider answers its own). */
const SANDBOX_BANK = { bankName: 'EduPay Sandbox Bank', accountName: 'EduPay Client Funds (Sandbox)', accountNumber: '6222 0000 0000 0001', swift: 'EDUPCNSHXXX' } as const;

export const luhnValid = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** Sends a signed callback to our server (in-process here; over HTTP for a real provider). */
export type DeliverCallback = (body: string, signature: string) => Promise<void>;

export interface SandboxOptions {
  readonly db: Db;
  readonly appSecret: string;
  readonly now: () => Date;
  /** Where phones open QR links (the QR must hold an absolute URL). */
  readonly publicUrl: string;
}

export type CardAnswer = 'succeeded' | 'declined' | 'needs_confirmation' | 'invalid_number' | 'not_payable';

export interface SandboxProvider extends PaymentProvider {
  charge(ref: string): Promise<ChargeRow | null>;
  /** The hosted card page's form: the number stays here; the brand and last four go in the callback. */
  payByCard(ref: string, cardNumber: string): Promise<CardAnswer>;
  /** The confirmation step's buttons, the QR confirm page, the transfer's "funds arrive", /dev/sandbox/complete. */
  complete(ref: string, outcome: 'succeeded' | 'failed', options?: { readonly notify?: boolean; readonly failureCode?: string }): Promise<ChargeRow | null>;
  /** Delivers the charge's current state again (a provider's retry of a callback). */
  notify(ref: string): Promise<void>;
  /** Where callbacks go: set once the app exists (its own endpoint). */
  setDeliver(deliver: DeliverCallback): void;
  /**
   * A bank transfer reaches the client-funds account (the /dev/sandbox/transfer page, tests). Its
   * reference pays the open transfer charge it names when the amount and currency are the charge's;
   * otherwise the funds are booked on their own and reported as `transfer.received` (unmatched).
   */
  receiveTransfer(transfer: IncomingTransfer): Promise<{ readonly matched: boolean; readonly ref: string }>;
}

export interface IncomingTransfer {
  readonly reference: string;
  readonly amountMinor: bigint;
  readonly currency: string;
  readonly senderName: string;
  readonly senderAccount: string;
}

export function sandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db } = options;
  const secret = sandboxCallbackSecret(options.appSecret);
  let deliver: DeliverCallback | null = null;

  const load = async (ref: string) => {
    if (!/^sbx_[0-9a-f]{32}$/.test(ref)) return null;
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, ref)).limit(1);
    return row ?? null;
  };

  const stateOf = (row: ChargeRow): ChargeState => ({
    providerRef: row.ref,
    paymentId: row.paymentId,
    status: row.status,
    brand: row.brand,
    last4: row.last4,
    amountMinor: row.amountMinor,
    currency: row.currency,
    eventId: `evt_${row.ref}_${row.eventSeq}`,
    failureCode: row.failureCode,
  });

  /** One change on the acquirer's books, as one event; only forward (its own machine, too). */
  const change = async (ref: string, to: PaymentStatus, extra: Partial<Pick<ChargeRow, 'brand' | 'last4' | 'failureCode' | 'needsConfirmation'>> = {}): Promise<ChargeRow | null> => {
    const row = await load(ref);
    if (!row) return null;
    const step = paymentTransition(row.status, to);
    if (step.kind === 'refused') return null;
    const [updated] = await db
      .update(sandboxCharges)
      .set({ status: to, ...extra, eventSeq: sql`${sandboxCharges.eventSeq} + 1`, updatedAt: options.now() })
      .where(and(eq(sandboxCharges.ref, ref), eq(sandboxCharges.status, row.status), eq(sandboxCharges.eventSeq, row.eventSeq)))
      .returning();
    return updated ?? null;
  };

  const notify = async (row: ChargeRow) => {
    if (!deliver) return;
    const event: ChargeCallback = { type: 'charge.updated', ...stateOf(row) };
    const body = JSON.stringify({ id: event.eventId, type: event.type, data: { provider_ref: event.providerRef, payment_id: event.paymentId, status: event.status, amount_minor: event.amountMinor.toString(), currency: event.currency, brand: event.brand, last4: event.last4, failure_code: event.failureCode } });
    await deliver(body, signCallback(secret, body, options.now()));
  };

  const provider: SandboxProvider = {
    kind: 'sandbox',
    async create(input, books = db) {
      const ref = `sbx_${randomUUID().replaceAll('-', '')}`;
      const now = options.now();
      // A transfer's reference: short enough to type on a bank form, unique (the payments table checks too).
      const reference = input.method === 'transfer' ? `EP${randomBytes(5).toString('hex').toUpperCase()}` : null;
      await books.insert(sandboxCharges).values({
        ref,
        paymentId: input.paymentId,
        method: input.method,
        amountMinor: input.amountMinor,
        currency: input.currency,
        status: 'requires_action',
        reference,
        returnUrl: input.returnUrl,
        createdAt: now,
        updatedAt: now,
      });
      if (input.method === 'card') return { providerRef: ref, status: 'requires_action', redirectUrl: `/dev/sandbox/pay/${ref}` };
      if (input.method === 'transfer') return { providerRef: ref, status: 'requires_action', reference: reference ?? '', instructions: SANDBOX_BANK };
      return { providerRef: ref, status: 'requires_action', qrCode: `${options.publicUrl.replace(/\/$/, '')}/dev/sandbox/qr/${ref}` };
    },
    async status(ref) {
      const row = await load(ref);
      return row ? stateOf(row) : null;
    },
    async refund(ref, amountMinor, opts = {}) {
      const key = opts.key ?? randomUUID();
      const run = async (books: Db) => {
        // The charge row is locked first: two refunds of one charge at once (or one key sent twice at
        // once) are decided one after the other, the second seeing the first's key.
        const [row] = /^sbx_[0-9a-f]{32}$/.test(ref) ? await books.select().from(sandboxCharges).where(eq(sandboxCharges.ref, ref)).for('update').limit(1) : [];
        const [seen] = await books.select().from(sandboxRefunds).where(eq(sandboxRefunds.key, key)).limit(1);
        if (seen) return { refundRef: seen.ref, status: seen.succeeded ? 'succeeded' : 'failed', failureCode: seen.failureCode } as const;
        const failureCode =
          !row || row.status !== 'succeeded' ? 'charge_not_succeeded' : amountMinor <= 0n || row.refundedMinor + amountMinor > row.amountMinor ? 'amount_exceeds_charge' : null;
        const refundRef = `sbx_re_${randomUUID().replaceAll('-', '')}`;
        if (row && failureCode === null)
          await books.update(sandboxCharges).set({ refundedMinor: row.refundedMinor + amountMinor, updatedAt: options.now() }).where(eq(sandboxCharges.ref, ref));
        await books.insert(sandboxRefunds).values({ key, ref: refundRef, chargeRef: ref, amountMinor, succeeded: failureCode === null, failureCode, createdAt: options.now() });
        return { refundRef, status: failureCode === null ? 'succeeded' : 'failed', failureCode } as const;
      };
      // In a caller's transaction when given (PGlite has one connection); otherwise the acquirer's own.
      return opts.books ? run(opts.books) : db.transaction((tx) => run(tx as unknown as Db));
    },
    verifyCallback(rawBody, signature, now): VerifiedCallback {
      const check = verifyCallback(secret, rawBody, signature, now);
      if (!check.ok) return check;
      try {
        const parsed = JSON.parse(rawBody) as { id?: unknown; type?: unknown; data?: Record<string, unknown> };
        const data = parsed.data ?? {};
        const text = (v: unknown) => (typeof v === 'string' ? v : null);
        if (parsed.type === 'transfer.received') return transferEvent(parsed.id, data);
        const amount = data['amount_minor'];
        if (
          typeof parsed.id !== 'string' ||
          parsed.type !== 'charge.updated' ||
          !isPaymentStatus(data['status']) ||
          typeof data['provider_ref'] !== 'string' ||
          typeof data['payment_id'] !== 'string' ||
          typeof amount !== 'string' ||
          !/^(0|[1-9]\d{0,17})$/.test(amount) ||
          typeof data['currency'] !== 'string' ||
          !/^[A-Z]{3}$/.test(data['currency'])
        ) {
          return { ok: false, reason: 'malformed' };
        }
        return {
          ok: true,
          event: {
            type: 'charge.updated',
            eventId: parsed.id,
            providerRef: data['provider_ref'],
            paymentId: data['payment_id'],
            status: data['status'],
            amountMinor: BigInt(amount),
            currency: data['currency'],
            brand: text(data['brand']),
            last4: text(data['last4']),
            failureCode: text(data['failure_code']),
          },
        };
      } catch {
        return { ok: false, reason: 'malformed' };
      }
    },
    charge: load,
    async payByCard(ref, cardNumber) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      const row = await load(ref);
      if (!row || row.method !== 'card' || row.status !== 'requires_action' || row.needsConfirmation) return 'not_payable';
      if (!luhnValid(digits)) return 'invalid_number';
      const card = { brand: cardBrand(digits), last4: digits.slice(-4) };
      if (digits === SANDBOX_CARDS.declined) {
        const failed = await change(ref, 'failed', { ...card, failureCode: 'card_declined' });
        if (failed) await notify(failed);
        return 'declined';
      }
      if (digits === SANDBOX_CARDS.confirm) {
        // Not an event yet: the acquirer waits for the payer's confirmation step.
        await db.update(sandboxCharges).set({ ...card, needsConfirmation: true, updatedAt: options.now() }).where(eq(sandboxCharges.ref, ref));
        return 'needs_confirmation';
      }
      const done = await change(ref, 'succeeded', card);
      if (done) await notify(done);
      return 'succeeded';
    },
    async complete(ref, outcome, opts = {}) {
      const row = await load(ref);
      const done = await change(ref, outcome, { needsConfirmation: false, failureCode: outcome === 'failed' ? (opts.failureCode ?? 'payment_failed') : null, brand: row?.brand ?? null, last4: row?.last4 ?? null });
      if (done && opts.notify !== false) await notify(done);
      return done;
    },
    setDeliver(fn) {
      deliver = fn;
    },
    async receiveTransfer(transfer) {
      const reference = transfer.reference.trim().toUpperCase();
      const [open] = reference
        ? await db
            .select()
            .from(sandboxCharges)
            .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.method, 'transfer'), eq(sandboxCharges.status, 'requires_action')))
            .limit(1)
        : [];
      if (open && open.amountMinor === transfer.amountMinor && open.currency === transfer.currency) {
        await provider.complete(open.ref, 'succeeded');
        return { matched: true, ref: open.ref };
      }
      // No charge takes it: the funds are booked as their own succeeded charge (so a return is a
      // refund of it, never more than arrived) and reported for a person to match.
      const ref = `sbx_${randomUUID().replaceAll('-', '')}`;
      const now = options.now();
      await db.insert(sandboxCharges).values({ ref, paymentId: '', method: 'transfer', amountMinor: transfer.amountMinor, currency: transfer.currency, status: 'succeeded', reference, returnUrl: '', eventSeq: 1, createdAt: now, updatedAt: now });
      if (deliver) {
        const body = JSON.stringify({
          id: `evt_${ref}_in`,
          type: 'transfer.received',
          data: { provider_ref: ref, reference, amount_minor: transfer.amountMinor.toString(), currency: transfer.currency, sender_name: transfer.senderName, sender_account: transfer.senderAccount },
        });
        await deliver(body, signCallback(secret, body, now));
      }
      return { matched: false, ref };
    },
    async notify(ref) {
      const row = await load(ref);
      if (row) await notify(row);
    },
  };
  return provider;
}

/** A `transfer.received` callback's data, checked field by field. */
function transferEvent(id: unknown, data: Record<string, unknown>): VerifiedCallback {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const amount = data['amount_minor'];
  if (typeof id !== 'string' || typeof data['provider_ref'] !== 'string' || typeof amount !== 'string' || !/^[1-9]\d{0,17}$/.test(amount) || !/^[A-Z]{3}$/.test(text(data['currency']))) {
    return { ok: false, reason: 'malformed' };
  }
  const event: TransferReceived = {
    type: 'transfer.received',
    eventId: id,
    providerRef: data['provider_ref'],
    reference: text(data['reference']).slice(0, 64),
    amountMinor: BigInt(amount),
    currency: text(data['currency']),
    senderName: text(data['sender_name']).slice(0, 140),
    senderAccount: text(data['sender_account']).slice(0, 64),
  };
  return { ok: true, event };
}
