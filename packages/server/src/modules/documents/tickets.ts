/**
 * Scan to upload (issue 16 item 5): the desktop asks a ticket for one slot of its order and shows it as
 * a QR code; the phone opens /ident?ticket= without a login, sees which document is asked for, and
 * uploads one file into that slot; the desktop polls the ticket and shows the file when it arrives.
 * The ticket dies when used or after 10 minutes (domain/upload-ticket.ts). The phone's upload passes
 * exactly the checks of ident_files_upload (uploadDocument), as the order's payer.
 */
import { randomUUID } from 'node:crypto';
import { UPLOAD_TYPES } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { SLOT_RULES, type DocumentSlot } from '../../domain/document-slots';
import { checkUploadTicket, signUploadTicket } from '../../domain/upload-ticket';
import { BusinessError } from '../../http/business-error';
import type { Locale } from '../../messages';
import { ownedOrder, type OrderOwner } from '../orders/repo';
import * as repo from './repo';
import { fileView, uploadDocument, type ReceivedFile } from './service';

const invalidTicket = () => new BusinessError(STATUS.EXPIRED, 'scanTicketInvalid', {}, { field: 'upload_ticket' });
const orderNotFound = () => new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });

/** ident_scan_ticket: a fresh ticket for a slot of the caller's order, and the phone page's URL. */
export async function createTicket(ctx: AppContext, owner: OrderOwner, orderId: string, slot: DocumentSlot) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  const id = randomUUID();
  const now = ctx.now();
  const { token, expires } = signUploadTicket(ctx.secret, id, now);
  await repo.insertTicket(ctx.db, { id, orderId: order.id, slot, expiresAt: new Date(expires * 1000), createdAt: now });
  const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/ident?ticket=${encodeURIComponent(token)}`;
  return { ticket_id: id, ticket: token, url, expires_at: new Date(expires * 1000).toISOString() };
}

/** The live (unused, unexpired) ticket row of a token, or the refusal. */
async function liveTicket(ctx: AppContext, token: string): Promise<repo.TicketRow> {
  const check = checkUploadTicket(ctx.secret, token, ctx.now());
  if (check.status !== 'valid') throw invalidTicket();
  const row = await repo.ticketById(ctx.db, check.id);
  if (!row || row.usedAt !== null || row.expiresAt.getTime() <= ctx.now().getTime()) throw invalidTicket();
  return row;
}

/** ident_scan_info: what the phone page shows before the upload (no login: the ticket is the proof). */
export async function ticketInfo(ctx: AppContext, token: string) {
  const row = await liveTicket(ctx, token);
  const rule = SLOT_RULES[row.slot];
  return { slot: row.slot, kind: rule.kind, types: [...UPLOAD_TYPES[rule.kind].label], expires_at: row.expiresAt.toISOString() };
}

/**
 * ident_scan_upload: the phone's one file. The ticket is claimed first (one UPDATE that only an unused,
 * unexpired ticket passes: two phones racing get one upload), and released when the file is refused,
 * so the payer can pick another file with the same code.
 */
export async function uploadWithTicket(ctx: AppContext, token: string, file: ReceivedFile | null, locale: Locale) {
  const row = await liveTicket(ctx, token);
  const now = ctx.now();
  if (!(await repo.claimTicket(ctx.db, row.id, now))) throw invalidTicket();
  try {
    const payer = await repo.ownerOfOrder(ctx.db, row.orderId);
    if (!payer) throw invalidTicket();
    // The phone acts as the order's payer, for this one slot only.
    const owner: OrderOwner = { userId: payer.userId, phone: payer.userId === null ? payer.phoneE164 : null };
    const document = await uploadDocument(ctx, owner, { orderId: row.orderId, slot: row.slot, file, pastFileId: null }, locale);
    await repo.setTicketFile(ctx.db, row.id, document.id);
    return fileView(document);
  } catch (error) {
    await repo.releaseTicket(ctx.db, row.id);
    throw error;
  }
}

/** ident_scan_status: the desktop's poll of its ticket: still waiting, the file that arrived, or expired. */
export async function ticketStatus(ctx: AppContext, owner: OrderOwner, orderId: string, ticketId: string) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  const row = order ? await repo.ticketOfOrder(ctx.db, order.id, ticketId) : null;
  // Another payer's ticket answers exactly like an unknown one.
  if (!order || !row) throw new BusinessError(STATUS.NOT_FOUND, 'scanTicketInvalid', {}, { field: 'ticket_id' });
  const document = row.fileId ? await repo.documentOfOrder(ctx.db, order.id, row.fileId) : null;
  const state = document ? 'uploaded' : row.expiresAt.getTime() <= ctx.now().getTime() ? 'expired' : 'waiting';
  return { ticket_id: row.id, slot: row.slot, state, file: document ? fileView(document) : null };
}
