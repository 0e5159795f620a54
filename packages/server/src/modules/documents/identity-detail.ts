/**
 * The identity details of an order's student and payer (GET/POST /order/identity_detail and
 * /order/identity_payer_detail; spec 001 section 3 "Student information" and "Payer information",
 * the identity part) and their identity documents by slot (POST /order/identity_files and
 * /order/identity_payer_files). The details are the order's own fields: reading them is the
 * order's view (identity numbers masked), saving them is the order's correction
 * (orders/service/changes.ts updateOrderInfo: the whole form is checked again, identity numbers
 * sealed, the change audited), limited to the person's identity fields. Nothing is stored twice.
 */
import type { AppContext } from '../../context';
import type { DocumentSlot } from '../../domain/document-slots';
import type { IdentityPerson } from '../../domain/identity-person';
import { BusinessError } from '../../http/business-error';
import { STATUS } from '@edupay/forms/contract';
import type { Locale } from '../../messages';
import { ownedOrder, type OrderOwner, type OrderRow } from '../orders/repo';
import { updateOrderInfo } from '../orders/service/changes';
import { orderView } from '../orders/service/views';
import { orderSlots } from './service';

/** The identity fields of each person (a subset of @edupay/forms ORDER_SECTIONS). */
export const IDENTITY_DETAIL_FIELDS = {
  student: ['student_cn_name', 'pinyin_last_name', 'pinyin_first_name', 'en_first_name', 'en_middle_name', 'en_last_name', 'id_type', 'student_id_number', 'passport_number', 'passport_address', 'date_of_birth'],
  payer: ['relationship', 'payer_cn_name', 'payer_id_number', 'payer_tel_code', 'payer_mobile', 'payer_email'],
} as const satisfies Record<IdentityPerson, readonly string[]>;

/** The identity numbers among them: answered masked, and a masked value sent back means "unchanged". */
const NUMBERS: readonly string[] = ['student_id_number', 'passport_number', 'payer_id_number'];

/** The document slots that prove each person's identity (what /identity and /idents_payer collect). */
export const IDENTITY_SLOTS: Readonly<Record<IdentityPerson, readonly DocumentSlot[]>> = {
  student: ['student_passport', 'selfie_passport'],
  payer: ['payer_id', 'kinship_proof', 'household_register'],
};

const orderNotFound = () => new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });

function detailView(ctx: AppContext, order: OrderRow, person: IdentityPerson) {
  const view = orderView(ctx, order);
  const section = (person === 'student' ? view.student : view.payer) as Record<string, unknown>;
  const fields = Object.fromEntries(IDENTITY_DETAIL_FIELDS[person].map((field) => [field, section[field] ?? '']));
  return { order_id: order.id, person, ...fields, updated_at: order.updatedAt.toISOString() };
}

/** GET identity_detail / identity_payer_detail. */
export async function identityDetailOf(ctx: AppContext, owner: OrderOwner, orderId: string, person: IdentityPerson) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  return detailView(ctx, order, person);
}

/**
 * POST identity_detail / identity_payer_detail: the given fields of that person replace the order's
 * (empty or absent ones and masked echoes of a number stay as they are), through the order's own
 * correction so every order rule holds (ID checksum, name and birth date against the ID, age...).
 */
export async function saveIdentityDetail(ctx: AppContext, owner: OrderOwner, orderId: string, person: IdentityPerson, input: Readonly<Record<string, unknown>>, locale: Locale) {
  const changes: Record<string, unknown> = {};
  for (const field of IDENTITY_DETAIL_FIELDS[person]) {
    const value = input[field];
    if (value === undefined || value === null || value === '') continue;
    if (NUMBERS.includes(field) && String(value).includes('*')) continue;
    changes[field] = value;
  }
  const order = await updateOrderInfo(ctx, owner, orderId, changes, locale);
  return detailView(ctx, order, person);
}

/** POST identity_files / identity_payer_files: the person's identity slots of the order, with their files. */
export async function identityFilesOf(ctx: AppContext, owner: OrderOwner, orderId: string, person: IdentityPerson) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  const listing = await orderSlots(ctx, order);
  const wanted = new Set<string>(IDENTITY_SLOTS[person]);
  const slots = listing.slots.filter((s) => wanted.has(s.slot));
  return { order_id: order.id, person, slots, missing: listing.missing.filter((slot) => wanted.has(slot)) };
}
