/**
 * Identity collection (spec 001 section 3 "Identity collection"; issue 16 item 3): for an order, the
 * student or the payer gives name, mainland ID number and mobile. The real name must match the ID:
 * here that is checked against what the order was placed with (the ID must be that person's on the
 * order, and the name the one given with it), after the ID's own strict check (GB 11643). A refusal
 * names its field. The ID number is sealed at rest and masked in every answer.
 */
import { randomUUID } from 'node:crypto';
import { formatError, normalizeInput, validators } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { IdentityPerson } from '../../domain/identity-person';
import { maskIdentity, openIdentity, sealIdentity } from '../../domain/identity-seal';
import { maskPhone } from '../../domain/masking';
import { BusinessError } from '../../http/business-error';
import { t, type Locale } from '../../messages';
import { ownedOrder, type OrderOwner } from '../orders/repo';
import { identityKeys, opened } from '../orders/service/identity';
import * as repo from './repo';

export { IDENTITY_PERSONS as IDENTITIES } from '../../domain/identity-person';
export type Identity = IdentityPerson;

export interface IdentityInput {
  readonly orderId: string;
  readonly identity: Identity;
  readonly name: string;
  readonly idNumber: string;
  readonly phone: string;
}

const invalid = (field: string, text: string) => BusinessError.text(STATUS.INVALID, text, { field });
const orderNotFound = () => new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
/** Names compare without spaces (a form may put one between family and given name). */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/** ident_ass (POST): checks and stores one identity of the caller's order. */
export async function collectIdentity(ctx: AppContext, owner: OrderOwner, input: IdentityInput, locale: Locale) {
  const order = await ownedOrder(ctx.db, owner, input.orderId);
  if (!order) throw orderNotFound();
  const name = normalizeInput(input.name).trim();
  const idNumber = normalizeInput(input.idNumber).trim().toUpperCase();
  const phone = normalizeInput(input.phone).trim();
  const idCheck = validators.matchIDCardStrict(idNumber);
  if (idCheck !== true) throw invalid('collector_id_number', formatError(idCheck, locale));
  const phoneCheck = validators.matchMob(phone);
  if (phoneCheck !== true) throw invalid('collector_phone', formatError(phoneCheck, locale));
  const numbers = opened(ctx, order);
  const section = (input.identity === 'student' ? order.student : order.payer) as Record<string, unknown>;
  const onOrder = { id: (input.identity === 'student' ? numbers.student_id_number : numbers.payer_id_number).toUpperCase(), name: String(section[input.identity === 'student' ? 'student_cn_name' : 'payer_cn_name'] ?? '') };
  if (idNumber !== onOrder.id) throw invalid('collector_id_number', t(locale, 'identityIdNotOnOrder', { person: t(locale, input.identity === 'student' ? 'personStudent' : 'personPayer') }));
  if (!sameName(name, onOrder.name)) throw invalid('collector_name', t(locale, 'identityNameMismatch'));
  const key = identityKeys(ctx)[0]!;
  const now = ctx.now();
  const row = await repo.saveIdentity(ctx.db, {
    id: randomUUID(),
    orderId: order.id,
    identity: input.identity,
    collectorName: name,
    idNumberSealed: sealIdentity(key, idNumber),
    identityKeyId: key.id,
    phone,
    createdAt: now,
    updatedAt: now,
  });
  return identityView(ctx, row);
}

/** An identity as answers show it: the ID number and phone masked. */
export function identityView(ctx: AppContext, row: repo.IdentityRow) {
  return {
    identity: row.identity,
    collector_name: row.collectorName,
    collector_id_number: maskIdentity(openIdentity(identityKeys(ctx), row.identityKeyId, row.idNumberSealed)),
    collector_phone: maskPhone('86', row.phone),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** ident_ass (GET): the identities collected for the caller's order. */
export async function identitiesOf(ctx: AppContext, owner: OrderOwner, orderId: string) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  const rows = await repo.identitiesOfOrder(ctx.db, order.id);
  return { order_id: order.id, list: rows.map((row) => identityView(ctx, row)) };
}
