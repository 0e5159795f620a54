/**
 * Signing a rent order's contract (GET/POST /order/sign_info; spec 000 "Sign info": the signature is
 * a base64 image drawn in the kit's SignatureModal; spec 001 section 3 "Rent contract"). The payer
 * signs the contract as saved; the image passes the upload check (PNG or JPEG by its bytes, under
 * 2 MB, re-encoded without metadata), must not be blank, and goes to storage like any document.
 * A signature row is never changed: it keeps the contract it covers. Editing the contract afterwards
 * leaves that signature "stale" and the order needs a new one before payment (requirements.ts); the
 * same contract is not signed twice.
 */
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { formatError } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { contractDigest } from '../../domain/order-requirements';
import { EDITABLE_STATUSES } from '../../domain/order-status';
import { BusinessError } from '../../http/business-error';
import { t, type Locale } from '../../messages';
import { ownedOrder, type OrderOwner, type OrderRow } from '../orders/repo';
import { actorOf } from '../orders/service/owner';
import * as repo from './repo';
import { RENT_CONTRACT_KIND, signatureState } from './requirements';
import { checkUpload } from './upload-check';

export const SIGN_INFO_TYPES = [RENT_CONTRACT_KIND] as const;
export type SignInfoType = (typeof SIGN_INFO_TYPES)[number];

const orderNotFound = () => new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });
const invalid = (field: string, text: string) => BusinessError.text(STATUS.INVALID, text, { field });

/** What sign_info answers: whom and what, whether it is signed now, and the signature image. */
async function view(ctx: AppContext, order: OrderRow) {
  const { current, latest, state } = await signatureState(ctx, order);
  const student = order.student as Record<string, unknown>;
  const image = latest ? await ctx.storage.get(latest.storageKey) : null;
  return {
    order_id: order.id,
    sign_info_type: RENT_CONTRACT_KIND,
    student_name: String(student['student_cn_name'] ?? ''),
    payer_name: String((order.payer as Record<string, unknown>)['payer_cn_name'] ?? ''),
    required: order.orderType === 'rent' ? 1 : 0,
    has_contract: current ? 1 : 0,
    is_sign_data: state === 'signed' ? 1 : 0,
    resign_needed: state === 'stale' ? 1 : 0,
    signed_at: latest ? latest.createdAt.toISOString() : '',
    sign_data: image && latest ? `data:${latest.contentType};base64,${image.bytes.toString('base64')}` : '',
  };
}

/** GET sign_info: the signing state of the caller's order. */
export async function signInfo(ctx: AppContext, owner: OrderOwner, orderId: string) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  return view(ctx, order);
}

/** The image's bytes from `data:image/png;base64,...` or bare base64; null when it is not base64. */
function decodeImage(value: string): Buffer | null {
  const body = value.trim().replace(/^data:image\/(png|jpeg);base64,/i, '');
  if (body === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  return Buffer.from(body, 'base64');
}

/** A drawn signature has ink: an image of one colour (a blank canvas, transparent or white) is not one. */
async function blank(bytes: Buffer): Promise<boolean> {
  const { channels } = await sharp(bytes).flatten({ background: '#ffffff' }).stats();
  return channels.every((c) => c.max - c.min < 16);
}

/** POST sign_info: the payer signs the order's rent contract as saved. */
export async function signContract(ctx: AppContext, owner: OrderOwner, orderId: string, base64: string, locale: Locale) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  if (order.orderType !== 'rent') throw new BusinessError(STATUS.INVALID, 'rentContractNotRent', {}, { field: 'order_id' });
  if (!EDITABLE_STATUSES.includes(order.status)) throw new BusinessError(STATUS.CONFLICT, 'orderNotEditable', {}, { field: 'order_id' });
  const bytes = decodeImage(base64);
  if (!bytes || bytes.length === 0) throw invalid('Base64', t(locale, 'signatureRequired'));
  const check = await checkUpload(bytes, 'selfie');
  if (!check.ok) throw invalid('Base64', formatError(check.error, locale));
  if (await blank(check.file.bytes).catch(() => true)) throw invalid('Base64', t(locale, 'signatureRequired'));
  const id = randomUUID();
  const storageKey = `orders/${order.id}/signatures/${id}.${check.file.ext}`;
  let stored = false;
  try {
    await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      // Locked: a contract edit or a second signature waits for this one.
      const locked = await ownedOrder(tx, owner, order.id, true);
      if (!locked) throw orderNotFound();
      const { current, state } = await signatureState({ ...ctx, db: tx }, locked);
      if (!current) throw new BusinessError(STATUS.INVALID, 'signContractFirst', {}, { field: 'order_id' });
      if (state === 'signed') throw new BusinessError(STATUS.CONFLICT, 'contractAlreadySigned', {}, { field: 'order_id' });
      await ctx.storage.put(storageKey, check.file.bytes, check.file.mime);
      stored = true;
      await repo.insertSignature(tx, {
        id,
        orderId: locked.id,
        kind: RENT_CONTRACT_KIND,
        contractDigest: contractDigest(current),
        contract: current,
        storageKey,
        contentType: check.file.mime,
        sizeBytes: check.file.bytes.length,
        sha256: createHash('sha256').update(check.file.bytes).digest('hex'),
        signedBy: actorOf(owner),
        createdAt: ctx.now(),
      });
    });
  } catch (error) {
    if (stored) await ctx.storage.delete(storageKey).catch(() => {});
    throw error;
  }
  return view(ctx, order);
}
