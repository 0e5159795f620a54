/**
 * An order's identity numbers (student ID, passport, payer ID): never in the section JSON, only
 * sealed in their own columns; the sections as stored; the numbers opened again for answers
 * (masked there) and for the ops console.
 */
import { ORDER_SECTIONS } from '@edupay/forms';
import type { AppContext } from '../../../context';
import { identityKey, openIdentity, sealIdentity, type IdentityKey } from '../../../domain/identity-seal';
import type { OrderRow } from '../repo';

/** Identity numbers: never in the section JSON, only sealed in their own columns. */
const IDENTITY_FIELDS = { student_id_number: 'studentIdSealed', passport_number: 'passportSealed', payer_id_number: 'payerIdSealed' } as const;
type IdentityField = keyof typeof IDENTITY_FIELDS;

/** The sections as stored: identity numbers out, the rest by ORDER_SECTIONS. */
export function sections(values: Record<string, unknown>) {
  const pick = (names: readonly string[]) =>
    Object.fromEntries(names.filter((n) => !(n in IDENTITY_FIELDS) && values[n] !== undefined && values[n] !== '').map((n) => [n, values[n]]));
  return { payment: pick(ORDER_SECTIONS.payment), student: pick(ORDER_SECTIONS.student), payer: pick(ORDER_SECTIONS.payer) };
}

export function identityKeys(ctx: AppContext): IdentityKey[] {
  return [identityKey(ctx.secret)];
}

export function sealed(ctx: AppContext, values: Record<string, unknown>) {
  const key = identityKeys(ctx)[0]!;
  const out: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(IDENTITY_FIELDS)) {
    const plain = String(values[field] ?? '').trim();
    out[column] = plain ? sealIdentity(key, plain) : null;
  }
  return { ...out, identityKeyId: key.id } as { studentIdSealed: string | null; passportSealed: string | null; payerIdSealed: string | null; identityKeyId: string };
}

/** The order's identity numbers in clear (answers mask them; the ops console reveals one, logged). */
export function opened(ctx: AppContext, order: OrderRow): Record<IdentityField, string> {
  const out = {} as Record<IdentityField, string>;
  for (const [field, column] of Object.entries(IDENTITY_FIELDS) as [IdentityField, (typeof IDENTITY_FIELDS)[IdentityField]][]) {
    const value = order[column];
    out[field] = value && order.identityKeyId ? openIdentity(identityKeys(ctx), order.identityKeyId, value) : '';
  }
  return out;
}
