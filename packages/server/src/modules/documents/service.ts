/**
 * Document use cases (spec 001 sections 3, 5 and 7; issue 16 items 1-3): upload one file into a
 * slot of an order, copy a past file into it, list an order's slots, delete, and find a file to
 * serve. Every file passes upload-check.ts (its bytes, not its name) before it reaches storage;
 * a refusal touches nothing else, so the order's other files stay. The order decides who may see
 * a file: its payer (orders/repo.ts ownedBy) and staff.
 */
import { createHash, randomUUID } from 'node:crypto';
import { formatError, MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { checkDocumentLink, signDocumentLink } from '../../domain/document-link';
import { DOCUMENT_SLOTS, requiredSlots, SLOT_RULES, type DocumentSlot } from '../../domain/document-slots';
import { EDITABLE_STATUSES } from '../../domain/order-status';
import { BusinessError } from '../../http/business-error';
import { t, type Locale } from '../../messages';
import { cnyValue } from '../fx/service';
import { ownedOrder, type OrderOwner, type OrderRow } from '../orders/repo';
import { actorOf } from '../orders/service/owner';
import { callerOrder } from '../orders/service/reads';
import { countEvents, recordEvent } from '../../plugins/rate-limits';
import * as repo from './repo';
import type { DocumentRow } from './repo';
import { checkUpload } from './upload-check';

export type { DocumentRow } from './repo';

/** What the multipart parser received for the `file` field. */
export interface ReceivedFile {
  readonly bytes: Buffer;
  /** The body went past the size limit: the parser stopped reading it. */
  readonly truncated: boolean;
  readonly fileName: string;
}

export interface UploadInput {
  readonly orderId: string;
  readonly slot: DocumentSlot;
  readonly file: ReceivedFile | null;
  /** Copy a file of an earlier order instead (the "past files" tab). */
  readonly pastFileId: string | null;
}

const invalid = (field: string, text: string) => BusinessError.text(STATUS.INVALID, text, { field });
const orderNotFound = () => new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });

/** A display name: no path, no control characters, at most 120 characters. */
export function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex -- these are the characters removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return base.slice(-120) || 'file';
}

/** The bytes a new document gets: a checked upload, or a past file of the same payer. */
async function incomingBytes(ctx: AppContext, owner: OrderOwner, input: UploadInput, locale: Locale) {
  const rule = SLOT_RULES[input.slot];
  if (input.pastFileId !== null) {
    const past = await repo.ownedDocument(ctx.db, owner, input.pastFileId);
    const stored = past ? await ctx.storage.get(past.storageKey) : null;
    if (!past || !stored) throw new BusinessError(STATUS.NOT_FOUND, 'documentNotFound', {}, { field: 'past_file_id' });
    // Stored files already passed the check; the new slot may take fewer types (a selfie: no PDF).
    if (!UPLOAD_TYPES[rule.kind].mime.includes(past.contentType)) {
      throw invalid('past_file_id', formatError({ rule: 'uploadFileType', messageId: 'uploadType', values: { types: UPLOAD_TYPES[rule.kind].label } }, locale));
    }
    return { bytes: stored.bytes, mime: past.contentType, ext: past.storageKey.split('.').pop() ?? 'bin', fileName: past.fileName, reusedFrom: past.id };
  }
  if (!input.file) throw invalid('file', t(locale, 'uploadFileMissing'));
  if (input.file.truncated) throw invalid('file', t(locale, 'uploadTooLarge', { maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
  const check = await checkUpload(input.file.bytes, rule.kind);
  if (!check.ok) throw invalid('file', formatError(check.error, locale));
  return { bytes: check.file.bytes, mime: check.file.mime, ext: check.file.ext, fileName: displayName(input.file.fileName), reusedFrom: null };
}

/**
 * ident_files_upload: one file into one slot. The order row is locked while the slot is counted and
 * the file stored, so two uploads at once cannot both take a slot's last place.
 */
export async function uploadDocument(ctx: AppContext, owner: OrderOwner, input: UploadInput, locale: Locale): Promise<DocumentRow> {
  if (!(await ownedOrder(ctx.db, owner, input.orderId))) throw orderNotFound();
  // Every attempt counts (refused ones cost the image decoding too).
  const allowance = `upload:${actorOf(owner)}`;
  if ((await countEvents(ctx, allowance, 3600)) >= ctx.limits.uploadsPerOwnerPerHour) throw new BusinessError(STATUS.TOO_FREQUENT, 'tooManyRequests');
  await recordEvent(ctx, allowance);
  const rule = SLOT_RULES[input.slot];
  const tooMany = () => invalid('slot', t(locale, 'uploadTooMany', { max: rule.max }));
  // Refused before any bytes are read further, when the slot is already full.
  if ((await repo.countInSlot(ctx.db, input.orderId, input.slot)) >= rule.max) throw tooMany();
  const incoming = await incomingBytes(ctx, owner, input, locale);
  const id = randomUUID();
  const storageKey = `orders/${input.orderId}/${id}.${incoming.ext}`;
  let stored = false;
  try {
    return await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const order = await ownedOrder(tx, owner, input.orderId, true);
      if (!order) throw orderNotFound();
      if ((await repo.countInSlot(tx, order.id, input.slot)) >= rule.max) throw tooMany();
      await ctx.storage.put(storageKey, incoming.bytes, incoming.mime);
      stored = true;
      return repo.insertDocument(tx, {
        id,
        orderId: order.id,
        userId: order.userId,
        phoneE164: order.phoneE164,
        slot: input.slot,
        storageKey,
        contentType: incoming.mime,
        sizeBytes: incoming.bytes.length,
        sha256: createHash('sha256').update(incoming.bytes).digest('hex'),
        fileName: incoming.fileName,
        reusedFrom: incoming.reusedFrom,
        createdAt: ctx.now(),
      });
    });
  } catch (error) {
    // The row did not commit: the object must not stay behind without one.
    if (stored) await ctx.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/**
 * ident_files_delete: the payer removes a file while the order can still be changed. The row stays
 * (deleted_at, for the audit trail); the bytes leave storage once the change committed.
 */
export async function deleteDocument(ctx: AppContext, owner: OrderOwner, orderId: string, fileId: string): Promise<void> {
  const removed = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await ownedOrder(tx, owner, orderId, true);
    const document = order ? await repo.documentOfOrder(tx, order.id, fileId) : null;
    if (!order || !document) throw new BusinessError(STATUS.NOT_FOUND, 'deleteFailed', {}, { field: 'file_id' });
    if (!EDITABLE_STATUSES.includes(order.status)) throw new BusinessError(STATUS.CONFLICT, 'orderNotEditable');
    await repo.markDeleted(tx, document.id, ctx.now());
    return document;
  });
  await ctx.storage.delete(removed.storageKey).catch(() => {});
}

/** A file as answers show it (never the storage key). */
export function fileView(document: DocumentRow) {
  return {
    file_id: document.id,
    slot: document.slot,
    file_name: document.fileName,
    content_type: document.contentType,
    size: document.sizeBytes,
    sha256: document.sha256,
    created_at: document.createdAt.toISOString(),
  };
}

/** ident_files: every slot of the order with its rule, whether the order needs it, and its files. */
export async function orderSlots(ctx: AppContext, order: OrderRow) {
  const files = await repo.documentsOfOrder(ctx.db, order.id);
  const payer = order.payer as Record<string, unknown>;
  // At the mid-market reference rate, as the order form's passport rule (orders/service/checks.ts checkOrder).
  const amountCnyFen = await cnyValue(ctx, order.amountMinor, order.currency);
  const required = new Set(requiredSlots({ orderType: order.orderType, relationship: String(payer['relationship'] ?? ''), amountCnyFen }));
  const slots = DOCUMENT_SLOTS.map((slot) => {
    const rule = SLOT_RULES[slot];
    const inSlot = files.filter((f) => f.slot === slot);
    return {
      slot,
      kind: rule.kind,
      types: [...UPLOAD_TYPES[rule.kind].label],
      min: rule.min,
      max: rule.max,
      required: required.has(slot) ? 1 : 0,
      complete: inSlot.length >= rule.min ? 1 : 0,
      files: inSlot.map(fileView),
    };
  });
  return { order_id: order.id, slots, missing: slots.filter((s) => s.required === 1 && s.complete === 0).map((s) => s.slot) };
}

/** The file name a download is saved under: ours, never the payer's (no header injection, no path). */
export function downloadName(document: DocumentRow): string {
  return `${document.slot}-${document.id.slice(0, 8)}.${document.storageKey.split('.').pop() ?? 'bin'}`;
}

/** ident_files: the slots of the caller's order. Another payer's order answers exactly like an unknown one. */
export async function ownedOrderSlots(ctx: AppContext, owner: OrderOwner, orderId: string) {
  return orderSlots(ctx, await callerOrder(ctx, owner, orderId));
}

/** ident_files_past: the payer's files on their other orders (all slots, or one), newest first. */
export async function pastFiles(ctx: AppContext, owner: OrderOwner, exceptOrderId: string | null, slot: DocumentSlot | null) {
  const rows = await repo.pastDocuments(ctx.db, owner, exceptOrderId, slot);
  return rows.map((r) => ({ ...fileView(r.document), order_id: r.document.orderId, order_no: r.orderNumber }));
}

/** A live file of the caller's order; another payer's order or file finds nothing. */
async function ownedDocumentOf(ctx: AppContext, owner: OrderOwner, orderId: string, fileId: string): Promise<DocumentRow | null> {
  const order = await ownedOrder(ctx.db, owner, orderId);
  return order ? repo.documentOfOrder(ctx.db, order.id, fileId) : null;
}

/**
 * ident_file_link: a signed download URL for a file of the caller's order, for where a link must
 * leave the session (the phone's scan page, an e-mail); it works without a login for
 * DOCUMENT_LINK_TTL_SECONDS.
 */
export async function documentLink(ctx: AppContext, owner: OrderOwner, orderId: string, fileId: string) {
  const document = await ownedDocumentOf(ctx, owner, orderId, fileId);
  if (!document) throw new BusinessError(STATUS.NOT_FOUND, 'documentNotFound', {}, { field: 'file_id' });
  const link = signDocumentLink(ctx.secret, document.id, document.orderId, ctx.now());
  const query = new URLSearchParams({ order_id: link.orderId, file_id: link.fileId, expires: String(link.expires), sig: link.sig });
  return { url: `${ctx.config.publicUrl.replace(/\/$/, '')}/api/order/ident_file_download?${query.toString()}`, expires_at: new Date(link.expires * 1000).toISOString() };
}

/** A document with its bytes from storage; a missing row or object is "not found" (no byte is sent). The payer's and staff's downloads. */
export async function documentWithBytes(ctx: AppContext, document: DocumentRow | null): Promise<{ document: DocumentRow; bytes: Buffer }> {
  const stored = document ? await ctx.storage.get(document.storageKey) : null;
  if (!document || !stored) throw new BusinessError(STATUS.NOT_FOUND, 'documentNotFound', {}, { field: 'file_id' });
  return { document, bytes: stored.bytes };
}

/** ident_file_download by a signed link (ident_file_link): no session; a tampered or expired link is refused (410). */
export async function linkedFile(ctx: AppContext, link: { orderId: string; fileId: string; expires: string; sig: string }) {
  const verdict = checkDocumentLink(ctx.secret, link, ctx.now());
  if (verdict !== 'valid') throw new BusinessError(STATUS.EXPIRED, 'downloadLinkInvalid');
  return documentWithBytes(ctx, await repo.documentOfOrder(ctx.db, link.orderId, link.fileId));
}

/** ident_file_download by the order's payer (session). */
export async function ownedFile(ctx: AppContext, owner: OrderOwner, orderId: string, fileId: string) {
  return documentWithBytes(ctx, await ownedDocumentOf(ctx, owner, orderId, fileId));
}
