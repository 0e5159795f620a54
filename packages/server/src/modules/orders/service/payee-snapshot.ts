/**
 * The payee an order keeps (spec 001 sections 3-5): a snapshot of the listed payee account, fresh
 * from the database, or of the payee the payer typed (only the routing fields its country uses),
 * and the form values with what the payee decides put in place of what the client sent.
 */
import { routingFieldsFor, type OrderValues } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../../context';
import { BusinessError } from '../../../http/business-error';
import { payeeAccountById, type PayeeAccountRecord } from '../../institutions/repo';

const ROUTING = ['aba_routing', 'ach_number', 'swift_code', 'sort_code', 'iban', 'bank_id', 'branch_number', 'bsb'] as const;

/** The payee as an order keeps it: what the bank needs, what the form asked, when it was copied. */
export interface PayeeSnapshot {
  readonly account_id: number | null;
  readonly code: string | null;
  readonly institution: { id: number; en: string; zh: string | null; country: string } | null;
  readonly account_name: string;
  readonly bank_name: string;
  readonly bank_address: string;
  readonly account_number: string | null;
  readonly currency: string;
  readonly country: string;
  readonly routing: Partial<Record<(typeof ROUTING)[number], string>>;
  readonly needs_review: boolean;
  /** The payer's face verification must pass before payment (absent in snapshots taken before it existed: no). */
  readonly face_verification?: boolean;
  readonly surcharge_minor: number;
  readonly purposes: readonly string[];
  readonly fields: readonly { field: string; required: boolean; rule: string | null }[];
  readonly is_demo: boolean;
  readonly captured_at: string;
  /**
   * The payer typed this payee (not listed: a landlord, an agency, the student's own account).
   * Nobody has verified it, so its orders always wait for a manager's review. Absent on listed ones.
   */
  readonly entered_by_payer?: true;
  /** The beneficiary's street address (entered payees; a listed account's is on file). */
  readonly beneficiary_address?: string;
}

function snapshotOfAccount(account: PayeeAccountRecord, at: Date): PayeeSnapshot {
  const routing: Record<string, string> = {};
  for (const f of ROUTING) {
    const key = f.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof PayeeAccountRecord;
    const value = account[key];
    if (typeof value === 'string' && value !== '') routing[f] = value;
  }
  return {
    account_id: account.id,
    code: account.code,
    institution: { id: account.institution.id, en: account.institution.en, zh: account.institution.zh, country: account.institution.country },
    account_name: account.accountName,
    bank_name: account.bankName,
    bank_address: account.bankAddress,
    account_number: account.accountNumber,
    currency: account.currency,
    country: account.country,
    routing,
    needs_review: account.needsReview,
    face_verification: account.faceVerification,
    surcharge_minor: account.surchargeMinor ?? 0,
    purposes: account.purposes,
    fields: account.fields,
    is_demo: account.isDemo,
    captured_at: at.toISOString(),
  };
}

/**
 * A payee the payer entered (a landlord, an agency, a student's own account abroad): what they
 * typed, as the schema normalised it. Only the routing fields the destination uses are kept: a
 * field of another country (left over from an earlier choice of country) is ignored, never stored.
 */
export function snapshotOfEntered(values: Record<string, unknown>, at: Date): PayeeSnapshot {
  const text = (f: string) => String(values[f] ?? '').trim();
  const country = text('collection_country').toUpperCase();
  const used = routingFieldsFor(country);
  const routing: Record<string, string> = {};
  for (const f of ROUTING) if (used[f] && text(f)) routing[f] = text(f);
  return {
    account_id: null,
    code: null,
    institution: null,
    account_name: text('beneficiary_name'),
    bank_name: text('bank_name'),
    bank_address: text('bank_address'),
    account_number: text('account_number') || null,
    currency: text('currency').toUpperCase(),
    country,
    routing,
    needs_review: true, // nobody has checked a typed account yet: the manager reviews it
    surcharge_minor: 0,
    purposes: [],
    fields: [],
    is_demo: false,
    captured_at: at.toISOString(),
    entered_by_payer: true,
    beneficiary_address: text('beneficiary_address'),
  };
}

/** The routing fields of another country than the chosen one, dropped (see snapshotOfEntered). */
function withoutUnusedRouting(values: Record<string, unknown>): Record<string, unknown> {
  const used = routingFieldsFor(values['collection_country']);
  return Object.fromEntries(Object.entries(values).filter(([f]) => !(ROUTING as readonly string[]).includes(f) || used[f as (typeof ROUTING)[number]]));
}

/** The form values with what the payee account decides put in place of anything the client sent. */
export function withPayee(values: OrderValues, payee: PayeeSnapshot): Record<string, unknown> {
  const out: Record<string, unknown> = { remittance_country: 'CHN', ...values, currency_code: payee.currency };
  if (payee.account_id === null) return withoutUnusedRouting({ ...out, currency_code: String(values['currency'] ?? '').trim().toUpperCase() });
  Object.assign(out, {
    institution_name: payee.institution?.en ?? payee.account_name,
    collection_country: payee.country,
    currency: payee.currency,
    beneficiary_name: payee.account_name,
    account_number: payee.account_number ?? '',
    bank_name: payee.bank_name,
    bank_address: payee.bank_address,
  });
  for (const f of ROUTING) out[f] = payee.routing[f] ?? '';
  return out;
}

/** The payee of a form: the listed account (fresh from the database), or the one the payer typed. */
export async function payeeOf(ctx: AppContext, accountId: number | null, values: OrderValues): Promise<PayeeSnapshot> {
  if (accountId === null) return snapshotOfEntered(values as Record<string, unknown>, ctx.now());
  const account = await payeeAccountById(ctx.db, accountId);
  if (!account) throw new BusinessError(STATUS.NOT_FOUND, 'payeeAccountNotFound', {}, { field: 'account_id' });
  return snapshotOfAccount(account, ctx.now());
}
