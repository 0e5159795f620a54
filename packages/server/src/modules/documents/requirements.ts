/**
 * What an order still needs before payment, in one place (issue 16 item 7 and its follow-up): the
 * required document slots without enough files (service.ts orderSlots), then the steps of
 * domain/order-requirements.ts: a rent order's contract signed as it is now, and the payer's face
 * verification passed where the payee asks for it. The payment calls (payment_detail, payment_gateway
 * through quoteForPayment) refuse with this list, the order detail shows it, /order/ident answers it.
 * Every function reads through `ctx.db`: inside a transaction pass `{ ...ctx, db: tx }` (PGlite has
 * one connection).
 */
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { openIdentity } from '../../domain/identity-seal';
import { contractDigest, requiredSteps, type OrderStep } from '../../domain/order-requirements';
import { BusinessError } from '../../http/business-error';
import { t, type Locale, type ServerMessageId } from '../../messages';
import type { OrderRow } from '../orders/repo';
import { identityKeys, opened } from '../orders/service/identity';
import type { PayeeSnapshot } from '../orders/service/payee-snapshot';
import { partnerOrderOf } from '../partners/repo';
import * as faceRepo from './face-repo';
import * as repo from './repo';
import { orderSlots } from './service';

export const RENT_CONTRACT_KIND = 'rent_contract';

/** The canonical contract a signature is bound to (null: no contract given yet). */
export function signedContractOf(contract: repo.RentContractRow | null, currency: string) {
  if (!contract) return null;
  return {
    rent_address: contract.rentAddress,
    room_number: contract.roomNumber,
    contract_start: contract.contractStart,
    contract_end: contract.contractEnd,
    payment_cycle: contract.paymentCycle,
    rent_total_minor: contract.rentTotalMinor.toString(),
    currency,
  };
}

/** The rent contract's signature state: none, signed (this very contract) or stale (signed before an edit). */
export async function signatureState(ctx: AppContext, order: OrderRow) {
  const [contract, latest] = await Promise.all([repo.rentContractOfOrder(ctx.db, order.id), repo.latestSignature(ctx.db, order.id, RENT_CONTRACT_KIND)]);
  const current = signedContractOf(contract, order.currency);
  const state: 'none' | 'signed' | 'stale' = !latest ? 'none' : current && latest.contractDigest === contractDigest(current) ? 'signed' : 'stale';
  return { contract, current, latest, state };
}

/**
 * Whether the payer's face verification counts: the newest one passed, and for the payer the order
 * names now (an ID number changed after the check needs a new one).
 */
export async function faceVerified(ctx: AppContext, order: OrderRow): Promise<boolean> {
  const latest = await faceRepo.latestOfOrder(ctx.db, order.id);
  if (!latest || latest.status !== 'passed') return false;
  const payer = order.payer as Record<string, unknown>;
  const checkedId = openIdentity(identityKeys(ctx), latest.identityKeyId, latest.idNumberSealed);
  return checkedId === opened(ctx, order).payer_id_number && latest.personName === String(payer['payer_cn_name'] ?? '').trim();
}

/** Every requirement of the order with its state; `missing` lists slots first, then steps. */
export async function orderRequirements(ctx: AppContext, order: OrderRow) {
  const slots = await orderSlots(ctx, order);
  const payee = order.payeeSnapshot as PayeeSnapshot;
  const bookedByPartner = (await partnerOrderOf(ctx.db, order.id)) !== null;
  const needed = new Set(requiredSteps({ orderType: order.orderType, payeeFaceVerification: payee.face_verification === true, bookedByPartner }));
  const signature = await signatureState(ctx, order);
  const face = await faceVerified(ctx, order);
  const done: Record<OrderStep, boolean> = { rent_contract_signature: signature.state === 'signed', face_verification: face };
  const steps = (['rent_contract_signature', 'face_verification'] as const).map((step) => ({ step, required: needed.has(step) ? 1 : 0, done: done[step] ? 1 : 0 }));
  const missingSteps = steps.filter((s) => s.required === 1 && s.done === 0).map((s) => s.step);
  return { slots, steps, signature: signature.state, missingSlots: slots.missing, missing: [...slots.missing, ...missingSteps] as string[] };
}

/** What is missing as the payer reads it, in their language ("Payer's ID card; signed rent contract"). */
export function describeMissing(missing: readonly string[], locale: Locale): string {
  const label = (item: string) => {
    const id = `need_${item}` as ServerMessageId;
    return id in SERVER_ITEM_IDS ? t(locale, id) : item;
  };
  return missing.map(label).join(locale === 'en' ? '; ' : '；');
}

/** The requirement labels the messages have (need_<slot or step>). */
const SERVER_ITEM_IDS: Readonly<Record<string, true>> = Object.fromEntries(
  ['payment_proof', 'enrolment_proof', 'student_passport', 'payer_id', 'kinship_proof', 'household_register', 'selfie_passport', 'rent_contract', 'rent_contract_signature', 'face_verification'].map((item) => [`need_${item}`, true]),
);

/**
 * The payment gate: an order with anything missing cannot go to payment. 411 `orderIncomplete`,
 * naming what is missing; `data.missing` the codes (the pay page links to /idents_all, /self_pass).
 */
export async function refuseIncompleteOrder(ctx: AppContext, order: OrderRow, locale: Locale): Promise<void> {
  const { missing } = await orderRequirements(ctx, order);
  if (missing.length > 0) throw new BusinessError(STATUS.CONFLICT, 'orderIncomplete', { items: describeMissing(missing, locale) }, { order_id: order.id, missing });
}
